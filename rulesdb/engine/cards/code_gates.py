"""Code gates: they cost the Runner clicks, credits or tags rather than ending the run outright."""

from __future__ import annotations

import weakref

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import (
    cannot_break_using,
    constant,
    lose_clicks_to_break,
    own_subroutines,
    when_accessed,
    when_encountered,
    when_rezzed,
)
from rulesdb.engine.cards.primitives import (
    TAG_OR_ETR,
    arrange_top,
    cannot,
    choose,
    damage,
    end_the_run,
    end_the_run_unless,
    end_the_run_unless_pays,
    gain,
    give_tags,
    lose,
    threat_level,
    trace,
    when,
)
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.effects.costtypes import Clicks, TakeTag

ETR = end_the_run


def _no_draws_this_turn(game, ctx) -> None:
    from rulesdb.engine.effects.common import lasting
    lasting(game, "cannot-draw", lambda game, card, side: side == "runner",
            "The Runner cannot draw cards for the remainder of this turn.", "turn", ctx.by)


def _subtypes_of_other_rezzed_ice(game, card, subject) -> bool:
    """Mother Goddess: it has every subtype printed on another rezzed piece of ice."""
    ice, subtype = subject
    return ice is card and any(o.is_ice and o.rezzed and o is not card and o.card.facts.has(subtype)
                               for o in game.installed())


def _tag_unless_pays(n: int):
    def resolve(game, ctx) -> None:
        payment = Payment("runner", n, "ability", f"{ctx.by} ({n}[c] to avoid the tag)")
        name = f"pay {n}[c] to {ctx.source.title}"
        if able(game, payment) and game.decider.ask(name, ["yes", "no"], "Runner") == "yes":
            pay(game, payment)
            return
        give_tags(1)(game, ctx)
    return resolve


VIKTOR = ice("Viktor 1.0", "Code Gate - Bioroid - AP", faction="haas-bioroid", cost=3, strength=3,
             inf=2, text=("Lose [click]: Break 1 subroutine on this ice. Only the Runner can use "
                          "this ability.", "[sub] Do 1 core damage.", "[sub] End the run."),
             subs=(damage("core", 1), ETR), breaker=lose_clicks_to_break())
POP_UP_WINDOW = ice("Pop-up Window", "Code Gate - Advertisement", faction="nbn", cost=0, strength=0,
                    inf=1, text=("When the Runner encounters this ice, gain 1[c].",
                                 "[sub] End the run unless the Runner pays 1[c]."),
                    subs=(end_the_run_unless_pays(1),), on=(when_encountered(gain(1)),))
LITTLE_ENGINE = ice("Little Engine", "Code Gate", faction="nbn", cost=5, strength=7, inf=2, text=(
    "[sub] End the run.", "[sub] End the run.", "[sub] The Runner gains 5[c]."),
    subs=(ETR, ETR, gain(5, "runner")))
FUNHOUSE = ice("Funhouse", "Code Gate", faction="nbn", cost=5, strength=4, inf=2, text=(
    "When the Runner encounters this ice, end the run unless the Runner takes 1 tag.",
    "[sub] Give the Runner 1 tag unless they pay 4[c]."),
    subs=(_tag_unless_pays(4),),
    on=(when_encountered(end_the_run_unless("take 1 tag", TakeTag(1), also=TAG_OR_ETR)),),
    decisions=(TAG_OR_ETR,))
LOCKDOWN = ice("Lockdown", "Code Gate", faction="jinteki", cost=0, strength=5, inf=1,
               text=("[sub] The Runner cannot draw cards for the remainder of this turn.",),
               subs=(_no_draws_this_turn,))
MOTHER_GODDESS = ice("Mother Goddess", "Mythic", faction="neutral-corp", cost=4, strength=4, inf=0,
                     text=("Mother Goddess gains the subtypes of all other rezzed ice.",
                           "[sub] End the run."), subs=(ETR,),
                     on=(constant("subtype-gain", _subtypes_of_other_rezzed_ice, starts="Mother Goddess"),))
WORMHOLE = ice("Wormhole", "Code Gate", faction="weyland-consortium", cost=9, strength=7, inf=2, text=(
    "Wormhole can be advanced and its rez cost is lowered by 3 for each advancement token on it.",
    "[sub] Resolve a subroutine on another piece of rezzed ice."),
    subs=(lambda game, ctx: _resolve_other(game, ctx),), advanceable=True, decisions=("Wormhole loop",),
    on=(constant("rez-cost", lambda game, card, ice: -3 * ice.counters.get("advancement", 0) if ice is card else 0,
                 starts="Wormhole"),))


_RESOLVING: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> Wormholes mid-resolution


def _resolve_other(game, ctx) -> None:
    """Wormhole: the Corp names another rezzed ice and the number of one of its subroutines. If the
    only choice leads back to a Wormhole already resolving, the loop is mandatory and infinite: the
    Corp names how many times it resolves, and then it ends (cr/rule_mandatory_infinite_loop)."""
    others = [o for o in game.installed() if o.is_ice and o.rezzed and o is not ctx.source
              and o.card.subroutines]
    if not others:
        game.trace.add(f"{ctx.by}: there is no other rezzed ice with a subroutine.")
        return
    resolving = _RESOLVING.setdefault(game, [])
    if len(others) == 1 and len(others[0].card.subroutines) == 1 and any(o is others[0] for o in resolving):
        _mandatory_loop(game, ctx, resolving)
        return
    titles = [o.title for o in others]
    chosen = others[titles.index(game.decider.ask("Wormhole target", titles, "Corp"))]
    texts = [s.text for s in chosen.card.subroutines]
    sub = chosen.card.subroutines[texts.index(game.decider.ask("Wormhole choice", texts, "Corp"))]
    game.trace.add(f"{ctx.by} resolves a subroutine of {chosen.title}: \"{sub.text}\"")
    resolving.append(ctx.source)
    try:
        sub.resolve(game, chosen)
    finally:
        resolving.remove(ctx.source)


def _mandatory_loop(game, ctx, resolving: list) -> None:
    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise ValueError(f"{value!r} must be a number of times (0 or more)")
        return value

    times = game.decider.ask("Wormhole loop", ["a number"], "Corp", check=check)
    game.trace.add(f"{ctx.by}: each Wormhole's subroutine can only resolve the other's, a mandatory infinite "
                   f"loop; the Corp chooses that it resolves {times} times, then it ends.",
                   cites.cr("rule_mandatory_infinite_loop"), key=True)


def _turing_remote(game, card) -> int:
    place = game.locate(card)
    return 3 if place and place[0].name not in ("HQ", "R&D", "Archives") else 0


def _over_6(game, ctx) -> bool:
    return game.runner.credits <= 6


def _diviner(game, ctx) -> None:
    """Do 1 net damage; end the run if the card trashed has an odd printed play or install cost."""
    from rulesdb.engine.cards import lookup

    before = len(game.log["damage"])
    damage("net", 1)(game, ctx)
    trashed = [t for d in game.log["damage"][before:] for t in d["trashed"]]
    costs = [lookup(t).facts.cost or 0 for t in trashed]
    if any(c % 2 for c in costs):
        ETR(game, ctx)


TURING = ice("Turing", "Code Gate", faction="haas-bioroid", cost=4, strength=2, inf=3, text=(
    "Turing has +3 strength while protecting a remote server.",
    "The Runner cannot use AI programs to break subroutines on Turing.",
    "[sub] End the run unless the Runner spends [click][click][click]."),
    subs=(end_the_run_unless("spend 3 clicks", Clicks(3)),), strength_bonus=_turing_remote,
    decisions=("Turing choice",),
    on=(cannot_break_using("AI", starts="The Runner cannot"),))
WHITESPACE = ice("Whitespace", "Code Gate", faction="neutral-corp", cost=2, strength=0, inf=0, text=(
    "[sub] The Runner loses 3[c].", "[sub] If the Runner has 6[c] or less, end the run."),
    subs=(lose(3, "runner"), when(_over_6, ETR)))
DIVINER = ice("Diviner", "Code Gate - AP", faction="jinteki", cost=2, strength=3, inf=2, text=(
    "[sub] Do 1 net damage. If you trash a card this way with a printed play or install cost that is "
    "an odd number, end the run. <em>(0 is not odd.)</em>",), subs=(_diviner,))

def _no_more_than_1_access(game, ctx) -> None:
    """Hudson 1.0: once a card has actually been accessed this run, no other can be
    (cr/rule_prohibiting_access_to_1 counts real accesses, not chosen candidates)."""
    from rulesdb.engine.effects.common import lasting
    if game.run is not None:
        lasting(game, "cannot-access", lambda game, card, subject: bool(game.run and game.run.record["accessed"]),
                "Hudson 1.0: the Runner cannot access more than 1 card during this run", "run", ctx.by)


def _encounter_it(game, ctx) -> None:
    """Archangel: the Runner encounters it now, then the access goes on (cr/rule_forced_encounter)."""
    from rulesdb.engine.run.encounter import forced_encounter
    if game.run is not None:
        forced_encounter(game, ctx.source, ctx.by)


def _to_grip(game, ctx) -> None:
    """Archangel: the Corp picks 1 installed Runner card; it goes back to the grip."""
    card = choose(game, ctx, list(game.runner.play), "Corp", "the Runner has no installed card", cites.SUBROUTINE)
    if card is None:
        return
    game.runner.play.remove(card)
    game.runner.hand.append(game.change_zone(card, "grip"))
    game.trace.add(f"{ctx.by}: {card.title} is added to the grip.")


BIOROID_BREAK = "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability."
HUDSON = ice("Hudson 1.0", "Code Gate - Bioroid", faction="haas-bioroid", cost=3, strength=5, inf=1, text=(
    BIOROID_BREAK, "[sub] The Runner cannot access more than 1 card during this run.",
    "[sub] The Runner cannot access more than 1 card during this run."),
    subs=(_no_more_than_1_access,) * 2, breaker=lose_clicks_to_break())
def _take_a_hosted_program(game, ctx) -> None:
    """Magnet: host on it 1 installed program hosted on a piece of ice (the Corp's choice)."""
    from rulesdb.engine.effects.common import rehost
    found = [o for o in game.installed() if o.card.facts.type == "program" and o.host is not None
             and o.host.is_ice and o.host is not ctx.source]
    program = choose(game, ctx, found, "Corp", "no program is hosted on a piece of ice", cites.C_HOST)
    if program is not None:
        rehost(game, program, ctx.source, ctx.by)


MAGNET = ice("Magnet", "Code Gate", faction="haas-bioroid", cost=3, strength=3, inf=1, text=(
    "When you rez this ice, choose 1 installed program hosted on a piece of ice. Host that program on "
    "this ice.", "Each hosted program loses all abilities and cannot gain abilities.", "[sub] End the run."),
    subs=(ETR,),
    on=(when_rezzed(_take_a_hosted_program, starts="When you rez"),
        constant("loses-abilities", lambda game, card, subject: subject.host is card, starts="Each hosted")),
    decisions=("Magnet target",))
MIRAJU = ice("Mirāju", "Code Gate - Deflector", faction="jinteki", cost=2, strength=0, inf=2, text=(
    "Whenever an encounter with this ice ends, if the Runner broke its printed subroutine, the Runner"
    " moves to the outermost position of Archives instead of passing this ice. They may jack out. "
    "Derez this ice.", "[sub] You may draw 1 card. Then, shuffle 1 card from HQ into R&D."),
    subs=(lambda game, ctx: game.trace.add(f"{ctx.by}: the Corp may draw; it does not."),),
    waits_for="lasting effects")
ARCHANGEL = ice("Archangel", "Code Gate - Tracer - Ambush", faction="nbn", cost=4, strength=6, inf=4, text=(
    "While the Runner is accessing this ice in R&D, they must reveal it.",
    "When the Runner accesses this ice anywhere except in Archives, you may pay 3[c]. If you do, they "
    "encounter it.", "[sub] Trace[6]. If successful, add 1 installed Runner card to the grip."),
    subs=(trace(6, _to_grip),),
    on=(when_accessed(_encounter_it, pay_credits=3, not_in=("Archives",), starts="When the Runner accesses"),))


_RESOLVING: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> ice objects resolving a sub


def _attini_sub(game, ctx) -> None:
    """Attini: "Do 1 net damage unless the Runner pays 2[c]"; while it resolves (its interrupt
    window included) Attini's threat ability may forbid spending credits (cr/rule_is_resolving)."""
    resolving = _RESOLVING.setdefault(game, set())
    resolving.add(ctx.source.object_id)
    try:
        payment = Payment("runner", 2, "ability", f"{ctx.by} (2[c] to avoid the damage)")
        if able(game, payment) and game.decider.ask(f"pay 2[c] for {ctx.source.title}", ["yes", "no"],
                                                    "Runner") == "yes":
            pay(game, payment)
            return
        damage("net", 1)(game, ctx)
    finally:
        resolving.discard(ctx.source.object_id)


def _threat_3_while_resolving(game, card, payment) -> bool:
    """Threat 3: active if any player has 3 or more agenda points."""
    return threat_level(game) >= 3 and card.object_id in _RESOLVING.get(game, ()) and payment.player == "runner"


_ATTINI_SUB = "[sub] Do 1 net damage unless the Runner pays 2[c]."
ATTINI = ice("Attini", "Code Gate - AP", faction="jinteki", cost=6, strength=5, inf=3, text=(
    "Threat 3 → The Runner cannot spend credits while subroutines on this ice are resolving. <em>(This "
    "ability is active if any player has 3 or more agenda points.)</em>", _ATTINI_SUB, _ATTINI_SUB, _ATTINI_SUB),
    subs=(_attini_sub,) * 3, on=(constant("cannot-spend-credits", _threat_3_while_resolving, starts="Threat 3"),))


def _program_cannot_be_used(game, ctx) -> None:
    """Wendigo: the Corp chooses a program; the Runner cannot use it for the remainder of the run."""
    from rulesdb.engine.effects.common import lasting
    programs = [o for o in game.installed() if o.owner == "runner" and o.card.facts.type == "program"]
    titles = [o.title for o in programs]
    if not programs:
        game.trace.add(f"{ctx.by}: there is no installed program to choose.")
        return
    chosen = programs[titles.index(game.decider.ask("Wendigo target", titles, "Corp"))]
    lasting(game, "cannot-use", lambda game, card, subject: subject is chosen,
            f"The Runner cannot use {chosen.title} for the remainder of this run.", "run", ctx.by)


WENDIGO = ice("Wendigo", "Code Gate - Morph", faction="weyland-consortium", cost=2, strength=4, inf=2, text=(
    "Wendigo can be advanced.",
    "While Wendigo has an odd number of advancement tokens on it, it gains barrier and loses code gate.",
    "[sub] Choose a program. The Runner cannot use the chosen program for the remainder of this run."),
    subs=(_program_cannot_be_used,), advanceable=True, waits_for="constant abilities")

def _the_runner(game, ctx, payment) -> bool:
    return payment.player == "runner"


RSVP = ice("RSVP", "Code Gate", faction="nbn", cost=3, strength=4, inf=2, text=(
    "[sub] The Runner cannot spend any credits for the remainder of this run.",),
    subs=(cannot("spend-credits", _the_runner, "The Runner cannot spend any credits for the remainder of this run."),))


DEFINITIONS = (HUDSON, MAGNET, MIRAJU, ARCHANGEL, TURING, WHITESPACE, DIVINER, VIKTOR, POP_UP_WINDOW,
               LITTLE_ENGINE, FUNHOUSE, LOCKDOWN, MOTHER_GODDESS, WORMHOLE, ATTINI, WENDIGO, RSVP)


def _bullfrog(game, ctx) -> None:
    """Bullfrog: a psi game; if the bids differ and it is still installed, it moves (with the run)."""
    from rulesdb.engine.effects.common import psi
    from rulesdb.engine.effects.icemoves import move_to_outermost
    ice = ctx.source
    if not psi(game, ice.title) or game.locate(ice) is None:
        return
    here = game.locate(ice)[0].name
    others = [name for name in game.servers if name != here]
    move_to_outermost(game, ice, game.decider.ask("Bullfrog target", others, "Corp"), ctx.by)


BULLFROG = ice("Bullfrog", "Code Gate - Deflector - Psi", faction="jinteki", cost=3, strength=4, inf=2, text=(
    "[sub] You and the Runner secretly spend 0[c], 1[c] or 2[c]. Reveal spent credits. If you and the "
    "Runner spent a different number of credits and this ice is installed, move this ice to the "
    "outermost position protecting another server. <em>(The run continues from this new position.)</em>",),
    subs=(_bullfrog,), decisions=("Bullfrog target",))
DEFINITIONS = DEFINITIONS + (BULLFROG,)


def _pay_or_rd_breach(game, ctx) -> None:
    """Shiro: the Corp may pay 1[c]; if it does not, the Runner breaches R&D without its root."""
    from rulesdb.engine.run.access import breach
    payment = Payment("corp", 1, "ability", "Shiro's subroutine")
    if able(game, payment) and game.decider.ask("pay 1[c] to Shiro", ["yes", "no"], "Corp") == "yes":
        pay(game, payment)
        return
    breach(game, "R&D", with_root=False, by=ctx.by)


SHIRO = ice("Shiro", "Code Gate", faction="jinteki", cost=6, strength=5, inf=4, text=(
    "[sub] Look at the top 3 cards of R&D and arrange them in any order.",
    "[sub] You may pay 1[c]. If you do not, the Runner breaches R&D. They cannot access cards in the root "
    "of R&D during that breach."),
    subs=(arrange_top(3, "Shiro choice"), _pay_or_rd_breach), decisions=("pay 1[c] to Shiro",))
DEFINITIONS = DEFINITIONS + (SHIRO,)


def _cell_portal(game, ctx) -> None:
    """Cell Portal: back to the outermost position, with a chance to jack out; then derez it. In the
    Success Phase (a breach) the Runner has no position, so only the derez happens."""
    from rulesdb.engine.effects.common import end_encounter
    run, ice = game.run, ctx.source
    if run is not None and not run.successful and not run.ended:
        ice_list = game.servers[run.server].ice
        run.position, run.current = 0, ice_list[0] if ice_list else run.current
        game.trace.add(f"{ctx.by}: the Runner moves to the outermost position of {run.server}.",
                       cites.cr("rule_count_positions"))
        if game.decider.ask(f"jack out at {ice.title}", ["yes", "no"], "Runner", general=("jack out",)) == "yes":
            run.ended, run.record["ended_by"] = True, "the Runner jacking out"
            game.trace.add("The Runner jacks out.", cites.JACK_OUT, key=True)
            end_encounter(game, "jacked out")
    elif run is not None:
        game.trace.add(f"{ctx.by}: the run has reached the Success Phase, where the Runner has no position and "
                       "cannot move: nothing moves and no one can jack out.",
                       cites.cr("rule_no_position_after_approach_server"), key=True)
    ice.rezzed = False
    game.trace.add(f"{ctx.by}: {ice.title} is derezzed.", cites.cr("rule_derez_by_ability"))


CELL_PORTAL = ice("Cell Portal", "Code Gate - Deflector", faction="jinteki", cost=5, strength=7, inf=2, text=(
    "[sub] The Runner moves to the outermost position of the attacked server. They may jack out. Derez "
    "this ice.",), subs=(_cell_portal,))
DEFINITIONS = DEFINITIONS + (CELL_PORTAL,)


def _metamorph(game, ctx) -> None:
    """Metamorph: swap 2 other installed ice, or 2 installed non-ice Corp cards, where that is legal."""
    from rulesdb.engine.effects.common import swap_ice
    from rulesdb.engine.effects.swaps import legal_root_swap, swap_roots
    ice_list = [o for o in game.installed() if o.is_ice and o is not ctx.source]
    others = [o for o in game.installed() if o.owner == "corp" and not o.is_ice and game.locate(o)]
    pairs = [(a, b) for i, a in enumerate(ice_list) for b in ice_list[i + 1:]]
    pairs += [(a, b) for i, a in enumerate(others) for b in others[i + 1:] if legal_root_swap(game, a, b)]
    if not pairs:
        game.trace.add(f"{ctx.by}: no legal swap is possible, so nothing happens.",
                       cites.cr("rule_swap_only_to_valid_location"), key=True)
        return
    names = [f"{a.title} / {b.title}" for a, b in pairs]
    first, second = pairs[names.index(game.decider.ask("Metamorph choice", names, "Corp"))]
    (swap_ice if first.is_ice else swap_roots)(game, first, second, ctx.by)


METAMORPH = ice("Metamorph", "Code Gate - Observer", faction="jinteki", cost=3, strength=4, inf=3, text=(
    "[sub] Swap 2 other installed pieces of ice or 2 of your installed non-ice cards.",),
    subs=(_metamorph,), decisions=("Metamorph choice",))
DEFINITIONS = DEFINITIONS + (METAMORPH,)


def _marker(game, ctx) -> None:
    """Marker: the next ice the Runner encounters gains "[sub] End the run." after all its other
    subroutines, when that encounter begins, for the remainder of the run."""
    from rulesdb.engine.cards.hooks import gains_subroutines
    from rulesdb.engine.state.carddef import TriggerDef
    from rulesdb.engine.state.events import Lingering

    def apply(game, enc, ling) -> None:
        if not ling.data.get("applied"):
            ling.data["applied"] = True
            gains_subroutines(game, enc.ice, "End the run.", end_the_run, 1, "Marker's lingering effect")
    never = TriggerDef("marker-applied", "", lambda game, pending: None, lambda game, ling, event: False)
    game.lingering.append(Lingering("Marker", "corp", never, game.run, {"on_encounter": apply}))
    game.trace.add(f"{ctx.by}: the next piece of ice the Runner encounters this run will gain "
                   "\"[sub] End the run.\" after all its other subroutines.",
                   cites.cr("rule_subroutines_added_to_end_default"), key=True)


MARKER = ice("Marker", "Code Gate", faction="jinteki", cost=0, strength=3, inf=1, text=(
    "[sub] The next piece of ice the Runner encounters gains \"[sub] End the run.\" after all its other "
    "subroutines for the remainder of this run.",), subs=(_marker,))


IRERESS = ice("Ireress", "Code Gate", faction="weyland-consortium", cost=0, strength=2, inf=1, text=(
    "Ireress gains \"[sub] The Runner loses 1[c]\" for each bad publicity you have.",),
    on=(own_subroutines(lambda game, card: game.corp.bad_publicity, "The Runner loses 1[c]", lose(1, "runner"),
                        starts="Ireress gains"),))
DEFINITIONS = DEFINITIONS + (MARKER, IRERESS)
