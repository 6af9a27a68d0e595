"""What several ice share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

import weakref

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.run import end_the_run
from rulesdb.engine.cards.printed import Printed, ice_hosts_programs
from rulesdb.engine.effects import ending, lasting_effects
from rulesdb.engine.state.carddef import CardDef, Subroutine
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.objects import CENTRAL
from rulesdb.engine.state.only_choice import ask_must


def _ice(title, faction, subtypes, cost, strength, influence, text, subs=(), **behaviour) -> CardDef:
    facts = Printed(title, "corp", "ice", tuple(subtypes), cost, strength, len(subs), influence,
                    text=tuple(text), faction=faction)
    return CardDef(facts, subroutines=tuple(subs), can_host=ice_hosts_programs, **behaviour)


def _etr(game, ice) -> None:
    ending.end_the_run(game, f"{ice.title}'s subroutine")


ETR_SUB = Subroutine("End the run.", _etr)


ETR = end_the_run


def _advancements(game, card) -> int:
    return card.counters.get("advancement", 0)


_RESOLVING: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> ice objects resolving a sub


def stronger_protecting(bonus: int, server: str | None = None):
    """"While this ice is protecting `server` (None: a remote server), it gets +`bonus` strength."."""
    def strength_bonus(game, card) -> int:
        place = game.locate(card)
        name = place[0].name if place else None
        protecting = name == server if server else name is not None and name not in CENTRAL
        return bonus if protecting else 0
    return strength_bonus


def more_than_one_printed_broken(game, enc, breaker, group, except_using: str = "") -> bool:
    """Whether breaking `group` (positions) with `breaker` would make more than 1 of the ice's printed
    subroutines broken in this encounter; those broken using `except_using` programs do not count."""
    from rulesdb.engine.state.subroutines import of_encounter
    if except_using and game.has_subtype(breaker, except_using):
        return False
    subs = of_encounter(game, enc)
    before = sum(1 for s in subs if s.source == "printed" and s.key in enc.broken_with
                 and not (except_using and game.has_subtype(enc.broken_with[s.key], except_using)))
    return before + sum(1 for i in group if subs[i].source == "printed") > 1


def at_most_one_printed(active=lambda game, card: True, except_using: str = ""):
    """`constant("cannot-break-subroutines", ...)`: "the Runner cannot break more than 1 of its printed
    subroutines during each encounter (except using <subtype>)", while `active(game, ice)` holds."""
    def forbids(game, card, subject) -> bool:
        enc, breaker, group = subject
        return enc.ice is card and active(game, card) and more_than_one_printed_broken(
            game, enc, breaker, group, except_using)
    return forbids


def protecting(server: str):
    """"While this ice is protecting <server>": a condition of (game, ice)."""
    return lambda game, card: (place := game.locate(card)) is not None and place[0].name == server


def cannot_break_printed_this(ice, text: str, until: str, by: str, game) -> None:
    """A lasting "the Runner cannot break this ice's printed subroutines" for the encounter or run."""
    from rulesdb.engine.state.subroutines import of_encounter

    def forbids(game, card, subject) -> bool:
        enc, breaker, group = subject
        subs = of_encounter(game, enc)
        return enc.ice is ice and any(subs[i].source == "printed" for i in group)
    lasting_effects.lasting(game, "cannot-break-subroutines", forbids, text, until, by)


def rezzed_ice(game, subtype: str) -> int:
    """The number of rezzed pieces of ice with `subtype` now (harmonic, code gate...)."""
    return sum(1 for o in game.installed() if o.is_ice and o.rezzed and game.has_subtype(o, subtype))


_CHOSEN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> {object id: chosen subtypes}
MYTHIC_SUBTYPES = ("barrier", "code gate", "sentry")


def choose_subtypes_as_rezzed(title: str, *, only_one: bool = False):
    """"When you rez this ice, choose (1 or more) of barrier, code gate and sentry": the Corp names them ("<card>
    choice": a name or a list); the ice has them while it remains rezzed (cr/rule_add_remove_subtypes)."""
    def check(value):
        names = [str(v).lower() for v in (value if isinstance(value, list) else [value])]
        if not names or any(n not in MYTHIC_SUBTYPES for n in names) or (only_one and len(names) > 1):
            raise ValueError(f"{value!r} must name {'1' if only_one else '1 or more'} of barrier, code gate, sentry")
        return names

    def resolve(game, ctx) -> None:
        from rulesdb.engine import cites
        chosen = game.decider.ask(f"{title} choice", list(MYTHIC_SUBTYPES), "Corp", check=check)
        _CHOSEN.setdefault(game, {})[ctx.source.object_id] = set(chosen)
        game.trace.add(f"{ctx.by}: {title} gains {', '.join(chosen)} while it remains rezzed.",
                       cites.cr("rule_add_remove_subtypes"), key=True)
    return resolve


def chosen_subtype(game, card, subject) -> int:
    """The constant "subtype-gain" of an ice whose subtypes were chosen as it was rezzed."""
    obj, subtype = subject
    return int(obj is card and card.rezzed and subtype in _CHOSEN.get(game, {}).get(card.object_id, ()))


def derez_self(game, ctx) -> None:
    """"Derez this ice" (Lycian Multi-Munition, Chimera as a turn ends; TMI after a failed trace)."""
    from rulesdb.engine.effects.derez import derez
    derez(game, ctx.source, ctx.by)


def as_each_encounter_begins_this_run(game, source: str, apply) -> None:
    """A lasting effect of the Corp's for the rest of this run: `apply(game, encounter, lingering)` as each encounter
    begins (Marker: the next ice; Sensei: each other ice), its own record in `lingering.data`."""
    from rulesdb.engine.state.carddef import TriggerDef
    from rulesdb.engine.state.events import Lingering
    never = TriggerDef(f"{source} applied", "", lambda game, pending: None, lambda game, ling, event: False)
    game.lingering.append(Lingering(source, "corp", never, game.run, {"on_encounter": apply}))


def encountered_ice_gains_end_the_run(game, source, *, each_other: bool) -> None:
    """For the rest of this run, the next piece of ice the Runner encounters (Marker) or each piece of ice
    but `source` (Sensei, once per piece) gains "[sub] End the run." after all its other subroutines as its
    encounter begins (cr/rule_subroutines_added_to_end_default)."""
    from rulesdb.engine.cards.hooks.hosting import gains_subroutines

    def apply(game, enc, ling) -> None:
        gained = ling.data.setdefault("gained", set())
        if (enc.ice is source or enc.ice.object_id in gained) if each_other else gained:
            return
        gained.add(enc.ice.object_id)
        gains_subroutines(game, enc.ice, "End the run.", ETR, 1, f"{source.title}'s lasting effect")
    as_each_encounter_begins_this_run(game, source.title, apply)


def no_jack_out_until_next_encounter(game, ctx) -> None:
    """"The Runner cannot jack out this run until after their next encounter with a piece of ice begins" (Inazuma,
    Susanoo-no-Mikoto): a lasting "cannot" for the run, over as soon as another encounter begins (cr/rule_cannot)."""
    from rulesdb.engine.effects.lasting_effects import lasting
    seen = len(game.turn.encounters)  # every encounter of this turn, in order
    lasting(game, "cannot-jack-out", lambda g, card, subject: len(g.turn.encounters) == seen,
            f"{ctx.by}: the Runner cannot jack out until after their next encounter begins", "run", ctx.by)


def if_trace_strength_5(effect, what: str):
    """"If your trace strength is 5 or greater, <effect>" (Gemini, Sagittarius, Taurus): an instruction of the trace
    without "if successful", so it resolves when the trace is determined either way."""
    def resolve(game, ctx) -> None:
        from rulesdb.engine import cites
        strength = game.last_trace.get("strength", 0)
        enough = strength >= 5
        game.trace.add(f"{ctx.by}: the trace strength was {strength}, "
                       f"{'5 or greater: ' + what if enough else 'less than 5: nothing more'}.",
                       cites.cr("rule_trace_conditional_abilities"))
        if enough:
            effect(game, ctx)
    return resolve


def grail_reveal(game, ctx) -> None:
    """Galahad, Lancelot, Merlin: "you may reveal up to 2 grail ice from HQ"; the encountered ice gains their
    subroutines for the remainder of the run, in the order the Corp names them ("<card> target": none, a title or a
    list)."""
    from rulesdb.engine import cites
    from rulesdb.engine.cards.shared import pick_cards
    from rulesdb.engine.effects.reveal import revealed
    from rulesdb.engine.state.subroutines import grant
    grails = [c for c in game.corp.hand if c.is_ice and c.card.facts.has("grail")]
    picked = pick_cards(game, f"{ctx.source.title} target", grails, "the grail ice in HQ", most=2)
    if not picked:
        game.trace.add(f"{ctx.by}: the Corp reveals no grail ice.", cites.cr("rule_reveal"))
        return
    revealed(game, "corp", len(picked))
    subs = tuple(sub for card in picked for sub in card.card.subroutines)
    grant(game, ctx.source, subs, ctx.by)
    game.trace.add(f"{ctx.by}: the Corp reveals {', '.join(c.title for c in picked)} from HQ; {ctx.source.title} "
                   f"gains their {counted(len(subs), 'subroutine')} for the remainder of this "
                   "run.", cites.cr("rule_reveal"),
                   cites.cr("rule_subroutines_added_to_end_default"), key=True)


def rez_cost_lowered_per_advancement(lowered: int = 3):
    """"can be advanced and its rez cost is lowered by N for each advancement token on it" (Wormhole, Asteroid Belt,
    Nebula): a constant rez-cost change read on the ice itself; `advanceable=True` goes beside it."""
    from rulesdb.engine.cards.hooks.abilities import constant
    return constant("rez-cost", lambda game, card, ice: -lowered * ice.counters.get("advancement", 0)
                    if ice is card else 0, starts="")


def resolve_a_subroutine_on_other_rezzed_ice(game, ctx) -> None:
    """"Resolve a subroutine on another piece of rezzed ice" (Wormhole, Orion): the Corp names the ice ("<card>
    target") and one of its subroutines ("<card> choice"). If the
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
    titles = labels(game, others, "corp")
    # an ice already resolving may be chosen again, a loop the Corp could stop: each time is its own answer
    # ("Wormhole target #2"), never the first time's again, or one answer would loop without end
    looping = any(o is r for o in others for r in resolving)
    chosen = others[titles.index(ask_must(game, f"{ctx.source.title} target", titles, "Corp", cites.C_TARGETS,
                                          own=looping))]
    texts = [s.text for s in chosen.card.subroutines]
    picked = ask_must(game, f"{ctx.source.title} choice", texts, "Corp", cites.C_TARGETS)  # a subroutine: a target
    sub = chosen.card.subroutines[texts.index(picked)]
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

    times = game.decider.ask(f"{ctx.source.title} loop", ["a number"], "Corp", check=check)
    game.trace.add(f"{ctx.by}: each {ctx.source.title}'s subroutine can only resolve the other's, a mandatory infinite "
                   f"loop; the Corp chooses that it resolves {times} times, then it ends.",
                   cites.cr("rule_mandatory_infinite_loop"), key=True)


def subroutine_may_have_forbidden(test, line: int = 0):
    """A subroutine's "The Runner cannot ... this turn" (printed line `line`) that may have resolved before a board
    starting inside the turn: `test(game, card, (action, subject))` says which action it forbids, asked where that
    action is taken (state.unseen_lasting.may_have_forbidden)."""
    from rulesdb.engine.state.carddef import Static
    from rulesdb.engine.state.unseen_lasting import MAY_HAVE_FORBIDDEN
    return lambda facts: Static(MAY_HAVE_FORBIDDEN, test, facts.text[line])
