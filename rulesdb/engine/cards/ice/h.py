"""Ice whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.hooks.breaking import lose_clicks_to_break
from rulesdb.engine.cards.hooks.runs import when_rezzed_during_a_run_here
from rulesdb.engine.cards.ice.common import ETR, _advancements, _ice, at_most_one_printed
from rulesdb.engine.cards.primitives.choices import choose, seq, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import derez, runner_installed, trash_installed
from rulesdb.engine.cards.primitives.piles import trash_from_hq_to
from rulesdb.engine.cards.primitives.players import damage, gain, give_tags, lose_clicks
from rulesdb.engine.cards.primitives.run import end_the_run
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.cards.printed import ice as printed_ice
from rulesdb.engine.effects import card_moves, pools, traces, trashing
from rulesdb.engine.effects.costtypes import Credits
from rulesdb.engine.effects.lasting_effects import lasting
from rulesdb.engine.state.carddef import Subroutine
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.subroutines import LOSES_PRINTED
from rulesdb.engine.state.unseen_lasting import MAY_HAVE_FORBIDDEN


def _hunter(game, ice) -> None:
    if traces.trace(game, 3, "Hunter"):
        pools.give_tags(game, 1, "Hunter's subroutine")


def _howler(game, ctx) -> None:
    """Howler: the Corp may install and rez a bioroid piece of ice from HQ or Archives, ignoring all costs,
    directly behind Howler; a delayed ability then acts on that ice after the run: it can find it while it
    is still installed (cr/rule_target_beyond_move), and Howler is trashed."""
    from rulesdb.engine.cards.delayed import delayed
    from rulesdb.engine.effects.icemoves import install_ice_at
    from rulesdb.engine.state.events import Event, emit
    found = [c for c in game.corp.hand + game.corp.discard if c.is_ice and c.card.facts.has("bioroid")]
    names = [c.title for c in found]
    choice = game.decider.ask("Howler target", [*names, "no"], "Corp") if found else "no"
    place = game.locate(ctx.source)
    if choice == "no" or place is None:
        game.trace.add(f"{ctx.by}: the Corp installs no ice.", cites.C_CORP_INSTALL)
        return
    server, _, index = place
    install_ice_at(game, found[names.index(choice)], server, index + 1, ctx.by)
    installed = server.ice[index + 1]
    installed.rezzed = True
    game.trace.add(f"{ctx.by}: the Corp rezzes {installed.title}, ignoring all costs.", cites.C_REZ)
    emit(game, Event("rezzed", installed))
    howler = ctx.source

    def after_the_run(game, ctx) -> None:
        if any(o is installed for o in game.installed()):
            game.trace.add(f"Howler's delayed ability derezzes {installed.title}, still installed.",
                           cites.cr("rule_target_beyond_move"), key=True)
            derez(game, ctx, installed)
        else:
            game.trace.add(f"Howler's delayed ability cannot find {installed.title}: it is no longer installed.",
                           cites.cr("rule_target_beyond_move"), key=True)
        if any(o is howler for o in game.installed()):
            trashing.trash(game, howler, "Howler's delayed ability", who="corp")
    delayed("run-ends", after_the_run, f"After the run, derez {installed.title} and trash Howler.")(game, ctx)


HIVE = ice("Hive", "Barrier", faction="weyland-consortium", cost=5, strength=3, inf=2, text=(
    "This ice loses 1 of its printed \"[sub] End the run.\" subroutines for each agenda point in your score area.",
    *["[sub] End the run."] * 5), subs=(ETR,) * 5,
    on=(constant(LOSES_PRINTED, lambda game, card, ice: game.agenda_points("corp"), starts="This ice"),))


def _no_more_than_1_access(game, ctx) -> None:
    """Hudson 1.0: once a card has actually been accessed this run, no other can be
    (cr/rule_prohibiting_access_to_1 counts real accesses, not chosen candidates)."""
    from rulesdb.engine.effects.lasting_effects import lasting
    if game.run is not None:
        lasting(game, "cannot-access", lambda game, card, subject: bool(game.run and game.run.record["accessed"]),
                "Hudson 1.0: the Runner cannot access more than 1 card during this run", "run", ctx.by)


BIOROID_BREAK = "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability."


HADRIANS_WALL = ice("Hadrian's Wall", "Barrier", faction="weyland-consortium", cost=10, strength=7,
                    inf=3, text=("Hadrian's Wall can be advanced and has +1 strength for each "
                                 "advancement token on it.", "[sub] End the run.", "[sub] End the run."),
                    subs=(ETR, ETR), strength_bonus=_advancements)


def _minus_1_per_icebreaker(game, hagen, ice) -> int:
    """Hagen: -1 strength for each installed icebreaker (a facedown card has no subtypes)."""
    if ice is not hagen:
        return 0
    return -sum(1 for o in game.installed() if o.owner == "runner" and not o.facedown
                and game.has_subtype(o, "Icebreaker"))


HAGEN = ice("Hagen", "Barrier - Destroyer", faction="haas-bioroid", cost=4, strength=6, inf=3, text=(
    "This ice gets −1 strength for each installed icebreaker.",
    "[sub] Trash 1 installed program that is not a decoder, fracter, or killer.", "[sub] End the run."),
    subs=(trash_installed("program", not_subtypes=("Decoder", "Fracter", "Killer")), end_the_run),
    on=(constant("ice-strength", _minus_1_per_icebreaker, starts="This ice"),))


HAMMER = ice("Hammer", "Sentry - Destroyer - Observer", faction="weyland-consortium", cost=6, strength=4, inf=2,
             text=("During each encounter with this ice, the Runner cannot break more than 1 of its printed "
                   "subroutines except using killers.", "[sub] Give the Runner 1 tag.",
                   "[sub] Trash 1 installed resource or piece of hardware.",
                   "[sub] Trash 1 installed program that is not a decoder, fracter, or killer."),
             subs=(give_tags(1), trash_installed("resource", "hardware"),
                   trash_installed("program", not_subtypes=("Decoder", "Fracter", "Killer"))),
             on=(constant("cannot-break-subroutines", at_most_one_printed(except_using="Killer"), starts="During"),))

HEIMDALL = ice("Heimdall 1.0", "Barrier - Bioroid - AP", faction="haas-bioroid", cost=8, strength=6,
               inf=2, text=("Lose [click]: Break 1 subroutine on this ice. Only the Runner can use "
                            "this ability.", "[sub] Do 1 core damage.", "[sub] End the run.",
                            "[sub] End the run."),
               subs=(damage("core", 1), ETR, ETR), breaker=lose_clicks_to_break())


HOWLER = printed_ice("Howler", "Trap", faction="haas-bioroid", cost=1, strength=0, inf=1, text=(
    "[sub] You may install and rez a piece of bioroid ice from HQ or Archives, ignoring all costs, "
    "placing it directly behind Howler. If you do, derez that piece of ice and trash Howler after the run is "
    "completed.",), subs=(_howler,), decisions=("Howler target",))


HUDSON = ice("Hudson 1.0", "Code Gate - Bioroid", faction="haas-bioroid", cost=3, strength=5, inf=1, text=(
    BIOROID_BREAK, "[sub] The Runner cannot access more than 1 card during this run.",
    "[sub] The Runner cannot access more than 1 card during this run."),
    subs=(_no_more_than_1_access,) * 2, breaker=lose_clicks_to_break())


HUNTER = _ice("Hunter", "neutral-corp", ["Sentry", "Tracer", "Observer"], 1, 4, 0,
              ["[sub] Trace[3]. If successful, give the Runner 1 tag."],
              [Subroutine("Trace[3]. If successful, give the Runner 1 tag.", _hunter)])


def _cannot_break_with_chosen(game, ctx) -> None:
    """Hafrún: the Corp chooses 1 installed Runner card ("Hafrún choice"); its abilities cannot break
    subroutines for the remainder of that run."""
    card = choose(game, ctx, runner_installed(game), "Corp", "the Runner has no installed card",
                  cites.C_CANNOT, suffix="choice")
    if card is not None and game.run is not None:
        lasting(game, "cannot-break", lambda g, c, subject: subject[1] is card,
                f"{card.title}'s abilities cannot break subroutines for the remainder of that run.", "run", ctx.by)


HAFRUN = ice("Hafrún", "Barrier - Code Gate", faction="jinteki", cost=2, strength=3, inf=2, text=(
    "When you rez this ice during a run against this server, you may trash 1 card from HQ. If you do, choose 1 "
    "installed Runner card. That card\u02bcs abilities cannot break subroutines for the remainder of that run.",
    "[sub] End the run."), subs=(ETR,),
    on=(when_rezzed_during_a_run_here(trash_from_hq_to(_cannot_break_with_chosen)),),
    decisions=("Hafrún target", "Hafrún choice"))


def _three_advancements(game: Game, ctx: Ctx) -> bool:
    return _advancements(game, ctx.source) >= 3


def _no_ai_at_3(game: Game, card, subject) -> bool:
    """Hortum: with 3 or more hosted advancement counters, AI programs cannot break its subroutines."""
    ice, breaker = subject
    return ice is card and _advancements(game, card) >= 3 and game.has_subtype(breaker, "AI")


def _up_to_2_from_rd(game: Game, ctx: Ctx) -> None:
    """Hortum: "search R&D for up to 2 cards. Add those cards to HQ" (R&D shuffled after: cr/rule_find)."""
    from rulesdb.engine.cards.shared import pick_cards
    found = pick_cards(game, "Hortum target", list(game.corp.deck), "R&D", most=2)
    for card in found:
        game.corp.deck.remove(card)
        game.corp.hand.append(game.change_zone(card, "hq"))
    game.rng.shuffle(game.corp.deck)
    game.trace.add(f"{ctx.by}: the Corp searches R&D and adds {counted(len(found), 'card')} to HQ; R&D is shuffled.",
                   cites.cr("rule_find"), cites.cr("rule_shuffle_deck_after_search"), key=True)


HORTUM = ice("Hortum", "Code Gate", faction="weyland-consortium", cost=4, strength=4, inf=2, text=(
    "You can advance this ice. If there are 3 or more hosted advancement counters, the Runner cannot break "
    "subroutines on this ice using AI programs.",
    "[sub] Gain 1[c]. If there are 3 or more hosted advancement counters, instead gain 4[c].",
    "[sub] End the run. If there are 3 or more hosted advancement counters, instead search R&D for up to 2 cards. "
    "Add those cards to HQ, then end the run."),
    subs=(when(_three_advancements, gain(4), gain(1)), when(_three_advancements, seq(_up_to_2_from_rd, ETR), ETR)),
    on=(constant("cannot-break", _no_ai_at_3, starts="You can advance"),), decisions=("Hortum target",))


def _derez_another_to_stop_bioroid_breaks(game: Game, ctx: Ctx) -> None:
    """Hákarl 1.0: the Corp may derez another installed card ("Hákarl 1.0 target", or `no`); if it does, for the
    rest of the turn the Runner cannot use paid abilities printed on bioroid ice (their "Lose [click]: Break")."""
    found = [o for o in game.installed() if o.owner == "corp" and o.rezzed and o is not ctx.source]
    titles = labels(game, found, "corp")
    choice = game.decider.ask("Hákarl 1.0 target", [*titles, "no"], "Corp") if found else "no"
    if choice == "no":
        game.trace.add(f"{ctx.by}: the Corp derezzes nothing.")
        return
    derez(game, ctx, found[titles.index(choice)])
    lasting(game, "cannot-break", lambda g, c, subject: subject[1].is_ice and g.has_subtype(subject[1], "bioroid"),
            "The Runner cannot use paid abilities printed on bioroid ice for the remainder of this turn.", "turn",
            ctx.by)


def _may_have_stopped_bioroid_breaks(game: Game, card, asked) -> bool:
    """Hákarl 1.0, on a board starting inside a turn: rezzed during an earlier run of it, it may have stopped the
    paid abilities printed on bioroid ice (their own break abilities) for the rest of the turn."""
    action, subject = asked
    return action == "break" and subject[1].is_ice and game.has_subtype(subject[1], "bioroid")


HAKARL = ice("Hákarl 1.0", "Barrier - Bioroid - AP", faction="haas-bioroid", cost=5, strength=4, inf=3, text=(
    "When you rez this ice during a run against this server, you may derez another installed card. If you do, the "
    "Runner cannot use paid abilities printed on bioroid ice for the remainder of this turn.",
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    "[sub] Do 1 core damage.", "[sub] End the run."), subs=(damage("core", 1), ETR), breaker=lose_clicks_to_break(),
    on=(when_rezzed_during_a_run_here(_derez_another_to_stop_bioroid_breaks),
        constant(MAY_HAVE_FORBIDDEN, _may_have_stopped_bioroid_breaks, starts="When you rez")),
    decisions=("Hákarl 1.0 target",))


def _himitsu_to_hq(game: Game, ctx: Ctx) -> None:
    card_moves.to_hq(game, ctx.source, ctx.by)


HIMITSU_BAKO = ice("Himitsu-Bako", "Barrier", faction="jinteki", cost=2, strength=2, inf=2, text=(
    "1[c]: Add Himitsu-Bako to HQ.", "[sub] End the run."), subs=(ETR,),
    on=(paid(Credits(1), effect=_himitsu_to_hq, starts="1[c]"),))


HOURGLASS = ice("Hourglass", "Code Gate", faction="haas-bioroid", cost=5, strength=4, inf=2,
                text=("[sub] The Runner loses [click], if able.",) * 3, subs=(lose_clicks(1),) * 3)


HEIMDALL_2 = ice("Heimdall 2.0", "Barrier - Bioroid - AP", faction="haas-bioroid", cost=11, strength=7, inf=3, text=(
    "Lose [click][click]: Break up to 2 subroutines on this ice. Only the Runner can use this ability.",
    "[sub] Do 1 core damage.", "[sub] Do 1 core damage and end the run.", "[sub] End the run."),
    subs=(damage("core", 1), seq(damage("core", 1), ETR), ETR), breaker=lose_clicks_to_break(2, up_to=2))
