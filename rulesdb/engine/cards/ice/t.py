"""Ice whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.breaking import cannot_break_using, lose_clicks_to_break
from rulesdb.engine.cards.hooks.hosting import own_subroutines
from rulesdb.engine.cards.hooks.moments import when_rezzed
from rulesdb.engine.cards.hooks.runs import when_encountered
from rulesdb.engine.cards.ice.common import ETR, ETR_SUB, _ice, derez_self, if_trace_strength_5, stronger_protecting
from rulesdb.engine.cards.primitives.card_counters import place_advancement
from rulesdb.engine.cards.primitives.choices import seq, trace
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import trash_installed, trash_program
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import bad_publicity, damage, draw, gain, give_tags, lose
from rulesdb.engine.cards.primitives.run import cannot, end_the_run, end_the_run_unless
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects import card_moves, ending, pools, traces
from rulesdb.engine.effects.card_costs import RevealAndTrashFromHand
from rulesdb.engine.effects.costs import Payment, able, holdings, pay
from rulesdb.engine.effects.costtypes import Clicks, Credits
from rulesdb.engine.state.carddef import TriggerDef
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import refuse_unknown
from rulesdb.engine.state.only_choice import ask_must
from rulesdb.engine.state.unseen_next_turn import MAY_HAVE_GIVEN_CLICKS


def _encountered(game, card, event) -> bool:
    return event.subject is card


def _toll(game, pending) -> None:
    payment = Payment("runner", 3, "ability", "Tollbooth's ability")
    if able(game, payment):
        game.trace.add(f"The Runner is able to pay 3[c] ({holdings(game, payment)}), so they must.",
                       cites.IF_ABLE, cites.SPEND, key=True)
    paid = pay(game, payment, cites.IF_ABLE, cites.NESTED_COST)
    if not paid:
        game.trace.add("The Runner is not able to pay 3[c], so they do not pay.", cites.IF_ABLE,
                       key=True)
        ending.end_the_run(game, "Tollbooth's ability", source=pending.source)


TOLLBOOTH_TEXT = ("When the Runner encounters this ice, they must pay 3[c], if able. "
                  "If they do not, end the run.")


def _troll(game, pending) -> None:
    if not traces.trace(game, 2, "Troll"):
        return
    if game.runner.clicks == 0:
        ending.end_the_run(game, "Troll's ability", source=pending.source)
        return
    choice = game.decider.ask("lose click or end the run", ["lose click", "end the run"], "Runner")
    if choice == "lose click":
        pools.lose_clicks(game, "runner", 1, "Troll's ability")
    else:
        ending.end_the_run(game, "Troll's ability (the Runner's choice)", source=pending.source)


TROLL_TEXT = ("When the Runner encounters Troll, Trace[2]. If successful, the Runner must lose "
              "[click] or end the run.")


def _thimblerig_swap(game, pending) -> None:
    me = pending.source
    others = [o for o in game.installed() if o.is_ice and o is not me]
    if not others:
        return
    titles = labels(game, others, "corp")
    choice = game.decider.ask("swap Thimblerig", titles + ["no"], "Corp")
    if choice == "no":
        game.trace.add("The Corp does not swap Thimblerig.")
        return
    card_moves.swap_ice(game, me, others[titles.index(choice)], "Thimblerig's ability")


def _corp_turn_begins(game, card, event) -> bool:
    return event.info.get("side") == "corp"


THIMBLERIG_TEXT = ("When your turn begins and whenever the Runner passes this ice, you may swap "
                   "this ice with another installed piece of ice.")


def _swap_with_hq_ice(game, ctx) -> None:
    """Tatu-Bola: swap it with a piece of ice from HQ; if the Corp does, it gains 4[c]. The swap and the
    gain are separate instructions, with a checkpoint between them."""
    from rulesdb.engine.effects.swaps import swap_with_hq
    from rulesdb.engine.effects.triggers import checkpoint
    found = [c for c in game.corp.hand if c.is_ice]
    titles = [c.title for c in found]
    chosen = found[titles.index(ask_must(game, "Tatu-Bola target", titles, "Corp", cites.C_TARGETS))]
    swap_with_hq(game, ctx.source, chosen, ctx.by)
    checkpoint(game)
    gain(4)(game, ctx)


def _corp_pays_or_etr(game, ctx) -> None:
    """Tsurugi: "End the run unless the Corp pays 1[c]": a nested cost the Corp may pay, if able, so that the run
    does not end; otherwise the run ends (cr/rule_nested_cost_unless)."""
    from rulesdb.engine.effects.costs import Payment, able, pay

    payment = Payment("corp", 1, "ability", f"{ctx.by} (1[c] so that the run does not end)")
    if able(game, payment) and game.decider.ask("pay 1[c] to Tsurugi", ["yes", "no"], "Corp") == "yes":
        pay(game, payment, cites.NESTED_COST)
        game.trace.add(f"{ctx.by}: the Corp pays the nested cost, so the run does not end.",
                       cites.cr("rule_nested_cost_unless"), key=True)
        return
    game.trace.add(f"{ctx.by}: the Corp does not pay 1[c], so the run ends.", cites.cr("rule_nested_cost_unless"))
    ETR(game, ctx)


TATU_BOLA = ice("Tatu-Bola", "Barrier", faction="jinteki", cost=2, strength=1, inf=2, text=(
    "When the Runner passes this ice, you may swap it with a piece of ice from HQ. If you do, gain 4[c]. "
    "<em>(The new ice is installed unrezzed. You do not pay an install cost.)</em>", "[sub] End the run."),
    subs=(ETR,),
    on=(whenever("pass", _swap_with_hq_ice, lambda game, card, event: event.subject is card, structure="run",
                 optional="use Tatu-Bola", usable=lambda game, pending: "" if any(c.is_ice for c in game.corp.hand)
                 else "there is no ice in HQ"),),
    decisions=("Tatu-Bola target",))


THIMBLERIG = _ice("Thimblerig", "jinteki", ["Code Gate"], 2, 0, 1, [THIMBLERIG_TEXT, "[sub] End the run."],
                  [ETR_SUB], triggers=(
                      TriggerDef("turn-begins", THIMBLERIG_TEXT, _thimblerig_swap,
                                 _corp_turn_begins, "turn", cites=(cites.SWAP,)),
                      TriggerDef("pass", THIMBLERIG_TEXT, _thimblerig_swap, _encountered,
                                 "run", cites=(cites.SWAP,))))


TITHE = ice("Tithe", "Sentry - AP", faction="neutral-corp", cost=1, strength=1, inf=0,
            text=("[sub] Do 1 net damage.", "[sub] Gain 1[c]."), subs=(damage("net", 1), gain(1)))

TITHONIUM = ice("Tithonium", "Barrier - Destroyer", faction="weyland-consortium", cost=9, strength=5, inf=2, text=(
    "You may forfeit an agenda to rez Tithonium instead of paying its rez cost.",
    "Tithonium cannot host cards.",
    "[sub] Trash 1 program.", "[sub] Trash 1 program.", "[sub] Trash 1 resource and end the run."),
    subs=(trash_program, trash_program, seq(trash_installed("resource"), end_the_run)),
    on=(constant("forfeit-pays-rez", lambda game, card, cost: cost, starts="You may forfeit"),
        constant("cannot-host", lambda game, card, subject: True, starts="Tithonium cannot")),
    decisions=("forfeit for Tithonium",))


TOLLBOOTH = _ice("Tollbooth", "nbn", ["Code Gate"], 8, 5, 2, [TOLLBOOTH_TEXT, "[sub] End the run."],
                 [ETR_SUB], triggers=(TriggerDef("encounter", TOLLBOOTH_TEXT, _toll, _encountered,
                                             "encounter", cites=(cites.MUST,)),))


TROLL = _ice("Troll", "nbn", ["Sentry"], 1, 3, 2, [TROLL_TEXT],
             triggers=(TriggerDef("encounter", TROLL_TEXT, _troll, _encountered, "encounter",
                                  cites=(cites.TRACE,)),))


TSURUGI = ice("Tsurugi", "Sentry - AP", faction="jinteki", cost=6, strength=2, inf=2,
              text=("[sub] End the run unless the Corp pays 1[c].", "[sub] Do 1 net damage.",
                    "[sub] Do 1 net damage.", "[sub] Do 1 net damage."),
              subs=(lambda game, ctx: _corp_pays_or_etr(game, ctx), damage("net", 1),
                    damage("net", 1), damage("net", 1)))


TURING = ice("Turing", "Code Gate", faction="haas-bioroid", cost=4, strength=2, inf=3, text=(
    "Turing has +3 strength while protecting a remote server.",
    "The Runner cannot use AI programs to break subroutines on Turing.",
    "[sub] End the run unless the Runner spends [click][click][click]."),
    subs=(end_the_run_unless("spend 3 clicks", Clicks(3)),), strength_bonus=stronger_protecting(3),
    decisions=("Turing choice",),
    on=(cannot_break_using("AI", starts="The Runner cannot"),))


def _corp_card(game, ctx, subject) -> bool:
    return getattr(subject, "owner", None) == "corp"


TREBUCHET = ice("Trebuchet", "Sentry - Illicit - Destroyer - Tracer", faction="weyland-consortium", cost=7, strength=6,
                inf=3, text=("When you rez this ice, take 1 bad publicity.", "[sub] Trash 1 installed Runner card.",
                             "[sub] Trace[6]. If successful, the Runner cannot steal or trash Corp cards for the "
                             "remainder of this run."),
                subs=(trash_installed("card"),
                      trace(6, seq(cannot("steal", _corp_card, "The Runner cannot steal Corp cards for the remainder "
                                          "of this run."),
                                   cannot("runner-trash", _corp_card, "The Runner cannot trash Corp cards for the "
                                          "remainder of this run.")))),
                on=(when_rezzed(bad_publicity(1)),), decisions=("Trebuchet target",))


def _corp_click_it_may_have_given(game: Game, card, side: str) -> int:
    """Týr, rezzed as a board starting after an unshown action of the Runner's turn began: broken for [click] then, it
    may have given the Corp +1 allotted [click] for their next turn (state.unseen_next_turn)."""
    return 1 if side == "corp" else 0


def _corp_gets_a_click_next_turn(game: Game, ctx: Ctx) -> None:
    game.corp.next_allotted += 1
    game.trace.add(f"{ctx.by}: the Corp gets +1 allotted [click] for their next turn.",
                   cites.cr("rule_allotted_clicks"))


TYR = ice("Týr", "Sentry - Bioroid - AP - Destroyer", faction="haas-bioroid", cost=10, strength=7, inf=5, text=(
    "Lose [click]: Break 1 subroutine on this ice. The Corp gets +1 allotted [click] for their next turn. Only the "
    "Runner can use this ability.", "[sub] Do 2 core damage.", "[sub] Trash 1 installed Runner card. Gain 3[c].",
    "[sub] End the run."),
    subs=(damage("core", 2), seq(trash_installed("card"), gain(3)), ETR),
    breaker=lose_clicks_to_break(),
    on=(whenever("break", _corp_gets_a_click_next_turn, lambda game, card, event: event.subject is card,
                 starts="Lose [click]"),
        constant(MAY_HAVE_GIVEN_CLICKS, _corp_click_it_may_have_given, starts="Lose [click]")),
    decisions=("Týr target",), unique=True)


TREE_LINE = ice("Tree Line", "Barrier - Expendable", faction="weyland-consortium", cost=4, strength=4, inf=1, text=(
    "[click], 1[c], reveal and trash this ice from HQ: Place 3 advancement counters on 1 installed piece of ice.",
    "You can advance this ice. It gets +1 strength for each hosted advancement counter.",
    "[sub] Gain 1[c]. End the run."),
    subs=(seq(gain(1), ETR),), strength_bonus=lambda game, card: card.counters.get("advancement", 0),
    on=(paid(Clicks(1), Credits(1), RevealAndTrashFromHand(), from_zone="hand", starts="[click], 1[c]",
             effect=place_advancement(3, where=lambda game, card: card.is_ice and card.owner == "corp")),),
    decisions=("Tree Line target",))


def _first_run_this_turn(game: Game, card, event) -> bool:
    """"The first time each turn a run begins": the run beginning is the turn's first (the game's record)."""
    first = game.run is not None and sum(1 for r in game.runs if r["turn"] == game.turn.number) == 1
    if first:
        refuse_unknown(game, card, "the first time each turn a run begins")
    return first


def _to_the_outermost_position(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.icemoves import move_to_outermost
    if game.is_installed(ctx.source) and game.run is not None:
        move_to_outermost(game, ctx.source, game.run.server, ctx.by)


def _may_draw_then_install_ice_elsewhere(game: Game, ctx: Ctx) -> None:
    """Tributary's first subroutine: the Corp may draw 1 card ("Tributary choice"), then may install 1 piece of ice
    from HQ protecting another server, ignoring all costs ("Tributary install", "Tributary install where")."""
    if game.decider.ask("Tributary choice", ["draw", "no"], "Corp") == "draw":
        draw(1)(game, ctx)
    corp_installs("hq", ignore_cost=True, types=("ice",), elsewhere=True)(game, ctx)


def _all_ice_2_stronger(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.lasting_effects import lasting
    lasting(game, "ice-strength", lambda g, c, subject: 2 if subject is not None and subject.is_ice else 0,
            "Each piece of ice gets +2 strength", "run", ctx.by)


TRIBUTARY = ice("Tributary", "Code Gate", faction="jinteki", unique=True, cost=3, strength=4, inf=3, text=(
    "The first time each turn a run begins, you may move this ice to the outermost position protecting the attacked "
    "server. <em>(The Runner will approach this ice.)</em>",
    "[sub] You may draw 1 card. You may install 1 piece of ice from HQ protecting another server, ignoring all costs.",
    "[sub] Each piece of ice gets +2 strength for the remainder of this run."),
    subs=(_may_draw_then_install_ice_elsewhere, _all_ice_2_stronger),
    on=(whenever("run-begins", _to_the_outermost_position, _first_run_this_turn, starts="The first time",
                 structure="run", optional="use Tributary"),),
    decisions=("Tributary choice", *installs_asked("Tributary")))


TYRANT = ice("Tyrant", "Barrier", faction="weyland-consortium", cost=7, strength=4, inf=2, text=(
    'Tyrant can be advanced only while rezzed and gains "[sub] End the run." for each advancement token on it.',),
    on=(own_subroutines(lambda game, card: card.counters.get("advancement", 0), "End the run.", ETR, starts="Tyrant"),))


TMI = ice("TMI", "Barrier", faction="nbn", cost=3, strength=5, inf=1, text=(
    "When you rez TMI, Trace[2]. If unsuccessful, derez TMI.", "[sub] End the run."), subs=(ETR,),
    on=(when_rezzed(trace(2, lambda game, ctx: None, derez_self)),))


TAURUS = ice("Taurus", "Sentry - Tracer", faction="weyland-consortium", cost=5, strength=5, inf=2, text=(
    "[sub] Trace[2]. If successful, trash 1 piece of hardware. If your trace strength is 5 or greater, trash 1 piece "
    "of hardware.",),
    subs=(seq(trace(2, trash_installed("hardware")),
              if_trace_strength_5(trash_installed("hardware"), "1 more piece of hardware trashed")),),
    decisions=("Taurus target",))


TURNPIKE = ice("Turnpike", "Sentry - Tracer", faction="nbn", cost=2, strength=3, inf=2, text=(
    "When the Runner encounters this ice, they lose 1[c].", "[sub] Trace[5]. If successful, give the Runner 1 tag."),
    subs=(trace(5, give_tags(1)),), on=(when_encountered(lose(1, "runner")),))


def _rezzed_assets(game, card) -> int:
    return sum(1 for o in game.installed() if o.owner == "corp" and o.rezzed and o.card.facts.type == "asset")


TOUR_GUIDE = ice("Tour Guide", "Sentry", faction="weyland-consortium", cost=2, strength=0, inf=2, text=(
    "Tour Guide gains \"[sub] End the run.\" for each rezzed asset you have.",),
    on=(own_subroutines(_rezzed_assets, "End the run.", ETR, starts="Tour Guide gains"),))
