"""When a card's effects happen: subroutines, "when encountered / accessed / your turn begins",
"whenever you make a successful run", playing an event, installing, and icebreaker abilities.

A hook is a function of the card's printed facts returning the kernel's TriggerDef, so each
trigger quotes its own printed line; the effect inside is any primitive (see the primitives/ package).
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.state.carddef import Ability, Breaker, Facts, Interrupt, Static, TriggerDef
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.midturn import first_time_clause, refuse_unknown
from rulesdb.engine.state.objects import CardObj

Hook = Callable[[Facts], TriggerDef]
WHEN_ACCESSED = cites.term("accessing/when-accessed-abilities")
_ONCE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def ability_line(facts: Facts, starts: str = "") -> str:
    """The card's printed ability line beginning with `starts` (else its first non-[sub] line)."""
    lines = [line for line in facts.text if not line.startswith("[sub]")]
    for line in lines:
        if line.startswith(starts):
            return line
    if starts:
        raise ValueError(f"{facts.title}: no printed line starts with {starts!r}")
    return lines[0] if lines else facts.title


def as_subroutine(effect: Effect):
    """A [sub] effect as the kernel calls it: `resolve(game, ice)`."""
    return lambda game, ice: effect(game, Ctx(ice, "corp", f"{ice.title}'s subroutine"))


def _pending_ctx(pending) -> Ctx:
    return Ctx(pending.source, pending.controller, f"{pending.label}'s ability", pending.event)


def _run(effect: Effect):
    return lambda game, pending: effect(game, _pending_ctx(pending))


def first_time_this_turn(game: Game, card: CardObj, what: str, own: bool = False) -> bool:
    """True the first time `card` asks about `what` this turn, False afterwards. On a board that starts after an
    unshown action of the turn, an earlier time is not known and the scenario is refused (state.midturn), unless
    `own`: what this card itself does ("the first time each turn this program fully breaks") cannot have happened
    before the card was installed in the shown part of the turn. What a player does counts from the start of the
    turn, before the card was installed too (state.lastturn.first_each_turn)."""
    used = _ONCE.setdefault(game, set())
    key = (game.turn.number, card.first_object, what)
    if key in used:
        return False
    used.add(key)
    if not (own and _installed_this_turn_shown(game, card)):
        refuse_unknown(game, card, first_time_clause(card, default=f"the first time each turn ({what})"))
    return True


def _installed_this_turn_shown(game: Game, card: CardObj) -> bool:
    """`card` was installed during the part of this turn the scenario shows."""
    return any(past.kind == "install" and past.subject is not None and past.subject.first_object == card.first_object
               for past in game.turn.events)


def whenever(event: str, effect: Effect, condition=lambda game, card, event: True, *,
             starts: str = "", structure: str = "", optional: str | None = None,
             usable=None, inactive_ok: bool = False, refs: tuple[str, ...] = (), from_zone: str = "") -> Hook:
    """A conditional ability on kernel event `event` whose printed line begins with `starts`; `from_zone`
    "discard" or "score": it works only from a discard pile or a score area (cr/rule_active_exception_catchall)."""
    def hook(facts: Facts) -> TriggerDef:
        return TriggerDef(event, ability_line(facts, starts), _run(effect), condition, structure,
                          optional, usable, refs, inactive_ok, from_zone)
    return hook


def when_encountered(effect: Effect, starts: str = "When the Runner encounters", *, threat: int = 0,
                     optional: str | None = None, usable=None) -> Hook:
    """When the Runner encounters this ice: tied to that encounter, so a bypass cancels it; `threat`
    for a "Threat N →" ability, `optional` names a "you may" decision."""
    return whenever("encounter", effect, lambda game, card, event: event.subject is card and at_threat(game, threat),
                    starts=starts, structure="encounter", optional=optional, usable=usable, refs=(cites.ENCOUNTER,))


def when_passed(effect: Effect, starts: str = "Whenever the Runner passes") -> Hook:
    return whenever("pass", effect, lambda game, card, event: event.subject is card,
                    starts=starts, structure="run", refs=(cites.PASS,))


def central_zone(game: Game, card) -> str | None:
    """"In HQ", "in R&D", "in Archives": the Corp's hand, deck or discard pile holding `card` (cr/rule_hq_identity,
    cr/rule_rnd_deck, cr/rule_archives_discard_pile), wherever the run is; None for a card installed (in a root) or
    set aside (Khusyuk)."""
    corp = game.corp
    for name, pile in (("HQ", corp.hand), ("R&D", corp.deck), ("Archives", corp.discard)):
        if any(o is card for o in pile):
            return name
    return None


def when_accessed(effect: Effect, *, pay_credits: int = 0, not_in: tuple[str, ...] = (),
                  installed: bool = False, optional: bool = False,
                  starts: str = "When the Runner accesses") -> Hook:
    """When the Runner accesses this card (`installed`: only while installed; `not_in`: "anywhere except in
    Archives", where the card is, not the attacked server: `central_zone`); "you may (pay N[c])"
    asks the Corp "use <card>", and a cost the Corp cannot pay makes it unusable."""
    def condition(game, card, event) -> bool:
        if installed and game.locate(card) is None:
            return False
        if event.subject is not card:
            return False
        zone = central_zone(game, card)
        if zone in not_in:  # said, since "does Snare! fire in Archives?" is what a judge is asked
            game.trace.add(f"{card.title}'s ability works anywhere except in {zone}, and {card.title} is in {zone}: "
                           "it does not meet its trigger condition.", WHEN_ACCESSED)
            return False
        return True

    def usable(game, pending):
        payment = Payment(pending.controller, pay_credits, "ability", f"{pending.label}'s ability")
        return "" if able(game, payment) else f"the Corp cannot pay {pay_credits}[c]"

    def resolve(game: Game, ctx: Ctx) -> None:
        if pay_credits:
            pay(game, Payment(ctx.side, pay_credits, "ability", ctx.by), cites.COST)
        effect(game, ctx)

    def hook(facts: Facts) -> TriggerDef:
        asked = f"use {facts.title}" if pay_credits or optional else None
        return TriggerDef("access", ability_line(facts, starts), _run(resolve), condition, "",
                          asked, usable if pay_credits else None, (WHEN_ACCESSED, cites.C_WHEN_ACCESSED), True)
    return hook


def _your_turn(game, card, event) -> bool:
    return event.info.get("side") == card.owner


def when_turn_begins(effect: Effect, starts: str = "When your turn begins", optional: str | None = None,
                     usable=None) -> Hook:
    """When your turn begins; `optional` names the decision of a "you may" ability, `usable` its "you may pay"."""
    return whenever("turn-begins", effect, _your_turn, starts=starts, structure="turn", optional=optional,
                    usable=usable)


def when_turn_ends(effect: Effect, starts: str = "When your turn ends") -> Hook:
    return whenever("turn-ends", effect, _your_turn, starts=starts, structure="turn")


def when_successful_run(effect: Effect, server: str | None = None, *, once_per_turn: bool = False,
                        starts: str = "") -> Hook:
    """Whenever the Runner makes a successful run (on `server`); "the first time each turn"."""
    def condition(game, card, event) -> bool:
        if server is not None and event.info.get("server") != server:
            return False
        return not once_per_turn or first_each_turn(game, event, lambda game, past: past.info.get("server") == server
                                                    or server is None)
    return whenever("successful", effect, condition, starts=starts, structure="run")


def when_empty(kind: str, effect: Effect, starts: str = "When you install") -> Hook:
    """"When it is empty" on a card loaded with `kind` counters: the last one removed by any means, its own
    abilities or another card's (effects/empty.py, cr/rule_load_and_empty)."""
    from rulesdb.engine.effects.empty import EMPTIED
    return whenever(EMPTIED, effect, lambda game, card, event: event.subject is card and event.info["kind"] == kind,
                    starts=starts, refs=(cites.cr("rule_load_and_empty"),))


def when_emptied(effect: Effect, starts: str = "When it is empty") -> Hook:
    """When the credits loaded onto this card run out, however they were spent or taken."""
    return when_empty("credits", effect, starts)


def on_play(effect: Effect):
    """An event's or operation's effect as the kernel calls it: `(game, card, server)`."""
    def play(game: Game, card: CardObj, target) -> None:
        effect(game, Ctx(card, card.owner, card.title, target=target))
    return play


def on_install(effect: Effect):
    """An effect on installing this card: `(game, card)`."""
    return lambda game, card: effect(game, Ctx(card, card.owner, f"{card.title}'s ability"))


def breaks(subtype: str | None, cost: int, boost: int | None = None, amount: int = 1,
           lasting: str = "encounter", up_to: int | None = 1, *, costs: tuple = (),
           once_per_turn: bool = False, boost_from: str | None = None, **more) -> Breaker:
    """Interface: break `up_to` (None: any number of) `subtype` subroutines for `cost`[c] and
    `costs` (typed); `boost`[c]: +`amount` strength, paid only from `boost_from` cards if named.
    `more`: Breaker's other fields (`pump_costs`, `also` for further break abilities, `usable`,
    `per_subroutine` for "X[c]: Break X", `once_per_run`, `discount`, `pump_discount`)."""
    return Breaker(subtype, cost, pump_cost=boost, pump_amount=amount, pump_duration=lasting,
                   per_use=up_to, costs=tuple(costs), once_per_turn=once_per_turn, boost_from=boost_from, **more)


def when_fully_breaks(effect: Effect, *, first_each_turn: bool = True, starts: str = "The first time") -> Hook:
    """"The first time each turn this program fully breaks a piece of ice": every subroutine of
    that ice broken with this program (cr/rule_break_subroutine)."""
    def condition(game, card, event) -> bool:
        from rulesdb.engine.run.breaking import broke_alone
        if not broke_alone(event.info["encounter"], card):
            return False
        return not first_each_turn or first_time_this_turn(game, card, "fully breaks", own=True)
    return whenever("fully-broken", effect, condition, starts=starts, refs=(cites.C_BREAK,))


def when_breaks(effect: Effect, starts: str = "Whenever you use this program to break") -> Hook:
    """"Whenever you use this program to break a subroutine" (once per use of its ability)."""
    return whenever("break", effect, _is_subject, starts=starts, refs=(cites.C_BREAK,))


def when_run_ends_after_breaking(effect: Effect, starts: str = "") -> Hook:
    """"When this run ends" written inside a break ability: it applies once this card has broken a
    subroutine during the run (a lingering effect of that ability, cr/rule_instruction_lingering_effect)."""
    def condition(game, card, event) -> bool:
        return game.run is not None and card.object_id in game.run.broke_on
    return whenever("run-ends", effect, condition, starts=starts,
                    refs=(cites.cr("rule_instruction_lingering_effect"),))


def when_encounter_ends_after_breaking(effect: Effect, starts: str = "Whenever an encounter ends") -> Hook:
    """"Whenever an encounter ends, if you used this program to break a subroutine during that
    encounter" (Crypsis)."""
    def condition(game, card, event) -> bool:
        return card.object_id in event.info["encounter"].broken_by.values()
    return whenever("encounter-ended", effect, condition, starts=starts, refs=(cites.C_BREAK,))


def when_passed_after_fully_breaking(effect: Effect, *, optional: str, starts: str = "The first time") -> Hook:
    """"The first time each turn you pass a piece of ice after an encounter during which this
    program fully broke that ice" (Inversificator); `optional` names the "you may" decision."""
    def condition(game, card, event) -> bool:
        from rulesdb.engine.run.breaking import broke_alone
        enc = game.encounter
        if enc is None or enc.ice is not event.subject or not broke_alone(enc, card):
            return False
        return first_time_this_turn(game, card, "passes after fully breaking", own=True)
    return whenever("pass", effect, condition, starts=starts, optional=optional, refs=(cites.PASS,))


def lose_clicks_to_break(clicks: int = 1, up_to: int = 1) -> Breaker:
    """A bioroid's "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this
    ability." (cr/rule_costs_with_click): used at [3.1] through the "break <ice>" decision."""
    from rulesdb.engine.effects.player_costs import LoseClicks
    return Breaker(None, 0, per_use=up_to, costs=(LoseClicks(clicks),), this_ice=True)


def cannot_break_using(subtype: str, starts: str = ""):
    """"The Runner cannot break subroutines on this ice using <subtype> programs" (a "cannot")."""
    def forbids(game: Game, card: CardObj, subject) -> bool:
        ice, breaker = subject
        return ice is card and breaker.card.facts.has(subtype)
    return constant("cannot-break", forbids, starts=starts)


def run_event(*hooks: Hook):
    """"Run <server>." plus conditional abilities lasting for that run ("when that run ends...")."""
    def play(game: Game, card: CardObj, server) -> None:
        from rulesdb.engine.run.steps import make_run
        from rulesdb.engine.state.events import Lingering

        lasting = [Lingering(card.title, card.owner, hook(card.card.facts), None) for hook in hooks]
        game.lingering.extend(lasting)
        try:
            make_run(game, server, card.title)
        finally:
            game.lingering = [ling for ling in game.lingering if ling not in lasting]
    return play


def when_run_ends(effect: Effect, successful: bool | None = None, starts: str = "") -> Hook:
    """"When that run ends (if it was successful)": for run events, see run_event()."""
    def condition(game, source, event) -> bool:
        return successful is None or (event.info.get("outcome") == "successful") == successful
    return whenever("run-ends", effect, condition, starts=starts)


def prevent(event: str, amount: int | None = 1, *, kinds: tuple[str, ...] = (), costs: tuple = (),
            condition=None, then: Effect | None = None, once_per_turn: bool = False,
            optional: bool = True, starts: str = "[interrupt]"):
    """An [interrupt]: prevent `amount` (None: all) of imminent `event` (damage of `kinds`, tags,
    trash), paying `costs` (costtypes) first; `then` runs after if it prevented any, e.g. "trash it
    unless you pay". Preventing N may take the expected amount below 0
    (cr/rule_negative_values_imminent); preventing all removes the effect (cr/rule_prevent_all)."""
    def resolve(game: Game, card: CardObj, imminent) -> None:
        stopped = imminent.remaining if amount is None else amount
        imminent.prevented += stopped
        imminent.avoided = imminent.avoided or amount is None
        if imminent.event == "tags" and stopped > 0:  # "whenever you avoid a tag"
            from rulesdb.engine.state.events import Event, emit
            emit(game, Event("tags-avoided", card, {"amount": stopped}))
        if then is not None and stopped > 0:
            then(game, Ctx(card, card.owner, f"{card.title}'s ability"))

    def applies(game: Game, card: CardObj, imminent) -> bool:
        if kinds and imminent.kind not in kinds:
            return False
        if imminent.info.get("unpreventable") or (amount is not None and not imminent.remaining):
            return False
        return condition is None or condition(game, card, imminent)

    def hook(facts: Facts) -> Interrupt:
        return Interrupt(event, ability_line(facts, starts), resolve, applies, tuple(costs),
                         once_per_turn, optional)
    return hook


def increase(event: str, amount: int, *, kinds: tuple[str, ...] = (), by_you: bool = True,
             starts: str = "[interrupt]"):
    """A mandatory [interrupt] "whenever you would do <kind> damage, increase that damage by N":
    once for each imminent effect, even one already at 0 or less (cr/rule_negative_values_imminent)."""
    def resolve(game: Game, card: CardObj, imminent) -> None:
        imminent.increased += amount
        game.trace.add(f"{card.title}: the imminent {imminent.kind} {imminent.event} is increased by "
                       f"{amount} (expected now {imminent.value}).", cites.C_INTERRUPT)

    def applies(game: Game, card: CardObj, imminent) -> bool:
        return (not kinds or imminent.kind in kinds) and (not by_you or imminent.by_side == card.owner)

    def hook(facts: Facts) -> Interrupt:
        return Interrupt(event, ability_line(facts, starts), resolve, applies, (), False, False, prevents=False)
    return hook


def constant(kind: str, value, starts: str = ""):
    """A constant ability the engine folds into a query (memory, link, hand-size, cannot-...)."""
    def hook(facts: Facts) -> Static:
        return Static(kind, value, ability_line(facts, starts))
    return hook


def paid(*costs, effect: Effect, starts: str = "", click: bool | None = None, when=None,
         once_per_turn: bool = False, access: bool = False, in_runner_score: bool = False,
         from_zone: str = "", any_player: bool = False, unsettled: bool = False, breaks_subroutines: bool = False,
         trashes_accessed: bool = False):
    """A paid ability "costs: effect" (a click ability when a cost is [click]); `when(game, card)`
    restricts when it can be used, e.g. "Use this ability only during a run on this server";
    `access` marks an "Access →" ability, used in the mid-access window (cr/step_mid_access_ability);
    `in_runner_score`: "The Corp can use this ability (even) if this agenda is in the Runner's score area"
    (an ability stating the zone it is active in: cr/rule_active_exception_catchall); `from_zone` "hand" or
    "discard": an ability that can only work from HQ / the grip or Archives / the heap (the same rule);
    `any_player`: "Any player can use this ability" (cr/rule_ability_controller_specified); `unsettled`: `when` only
    asks that the effect find something to act on, which no current rule requires (see Ability.unsettled);
    `breaks_subroutines`: its effect could break subroutines ("[trash]: Break up to 2 subroutines": Boomerang);
    `trashes_accessed`: an "Access →" ability whose effect trashes the card being accessed (Imp, Gourmand)."""
    from rulesdb.engine.effects.costtypes import Clicks

    if trashes_accessed and not access:
        raise ValueError("trashes_accessed is for an \"Access →\" ability (access=True)")

    is_click = any(isinstance(c, Clicks) for c in costs) if click is None else click

    def resolve(game: Game, card: CardObj) -> None:
        effect(game, Ctx(card, card.owner, f"{card.title}'s ability"))

    def hook(facts: Facts) -> Ability:
        line = ability_line(facts, starts)
        effect_text = line.split(": ", 1)[1] if ": " in line else line  # the engine shows the costs itself
        return Ability(effect_text, tuple(costs), resolve, is_click, when, once_per_turn, access=access,
                       in_runner_score=in_runner_score, from_zone=from_zone, any_player=any_player,
                       unsettled=unsettled, breaks_subroutines=breaks_subroutines, trashes_accessed=trashes_accessed,
                       cites=(cites.cr("rule_ability_controller_specified"),) if any_player else ())
    return hook


def _is_subject(game, card, event) -> bool:
    return event.subject is card


def when_scored(effect: Effect, starts: str = "When you score") -> Hook:
    """When the Corp scores this agenda (it resolves from the score area)."""
    return whenever("scored", effect, _is_subject, starts=starts, inactive_ok=True, refs=(cites.C_SCORE,))


def when_rezzed(effect: Effect, starts: str = "When you rez") -> Hook:
    return whenever("rezzed", effect, _is_subject, starts=starts, refs=(cites.C_REZ,))


def during_the_run(kind: str, value, text: str, starts: str = "Run", if_successful: bool = False) -> Hook:
    """For run events: a lasting effect of `kind` (breach-replacement, access-hq...) for that run;
    `if_successful`: it applies only once the run is declared successful (cr/rule_if_successful), so
    not to the breach of a run that reached the Success Phase undeclared (Crisium Grid)."""
    def start(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.common import lasting
        lasting(game, kind, _once_successful(kind, value) if if_successful else value, text, "run", ctx.by)
    return whenever("run-begins", start, starts=starts)


def _once_successful(kind: str, value):
    """The value of an "If successful" effect: nothing (0 for an access count) until the run is successful."""
    def applies(game: Game, card, subject):
        if game.run is None or not game.run.successful:
            return 0 if kind in ("access-hq", "access-rd") else None
        return value(game, card, subject) if callable(value) else value
    return applies


def instead_of_breaching(server: str | None, replacement: Effect, by: str, starts: str = "Run") -> Hook:
    """"If successful, instead of breaching <server>, ...": a breach replacement for that run
    (`server` None: any remote server). Its printed words are the lasting effect's text, so whether the
    Runner is asked ("instead of breaching <by>") follows from a "may" in them (state/replacements.py)."""
    def value(game: Game, card, target: str):
        remote = target not in ("HQ", "R&D", "Archives")
        if target == server or (server is None and remote):
            return lambda game: replacement(game, Ctx(None, "runner", by, target=target))
        return None

    def hook(facts: Facts) -> TriggerDef:
        line = re.sub(r"\s*<em>.*?</em>", "", ability_line(facts, starts))
        at = line.find("instead of breaching")
        clause = line[at:] if at >= 0 else line
        return during_the_run("breach-replacement", value, clause, starts=starts, if_successful=True)(facts)
    return hook


def on_ice(game: Game, host: CardObj) -> bool:
    """a piece of ice"""
    return host.is_ice


def on_rezzed_ice(game: Game, host: CardObj) -> bool:
    """a rezzed piece of ice"""
    return host.is_ice and host.rezzed


def hosts(card_type: str, *, subtype: str = "", limit: int | None = None):
    """`can_host=`: "can host (up to `limit`) <subtype> <card_type>s" (cr/rule_host_via_install)."""
    def can_host(game: Game, host: CardObj, card: CardObj) -> bool:
        facts = card.card.facts
        fits = facts.type == card_type and (not subtype or facts.has(subtype))
        return fits and (limit is None or len(host.hosted) < limit)
    return can_host


def own_subroutines(count: Callable[[Game, CardObj], int], line: str, effect: Effect, starts: str = ""):
    """'This ice gains "[sub] <line>" for each ...': a static ability of the ice granting it its own
    subroutines, ordered before all its others (cr/rule_subroutines_static_ability)."""
    from rulesdb.engine.state.carddef import Subroutine
    from rulesdb.engine.state.subroutines import OWN
    sub = Subroutine(line, as_subroutine(effect))
    return constant(OWN, lambda game, card, ice: (count(game, card), sub), starts)


def gains_subroutines(game: Game, ice: CardObj, line: str, effect: Effect, n: int, source: str,
                      lasts: Callable[[Game], bool] | None = None) -> None:
    """`ice` gains `n` "[sub] <line>" after all its other subroutines, for the remainder of this run
    unless `lasts` says otherwise (cr/rule_subroutines_added_to_end_default)."""
    from rulesdb.engine.state.carddef import Subroutine
    from rulesdb.engine.state.subroutines import grant
    if n <= 0:
        game.trace.add(f"{source}: {ice.title} gains no subroutine (X is 0).",
                       cites.cr("rule_subroutines_added_to_end_default"))
        return
    grant(game, ice, (Subroutine(line, as_subroutine(effect)),) * n, source, lasts)
    game.trace.add(f"{source}: {ice.title} gains {n} \"[sub] {line}\" after all its other subroutines"
                   f"{'' if lasts else ' for the remainder of this run'}.",
                   cites.cr("rule_subroutines_added_to_end_default"), key=True)


# --- Corp hooks of the Standard pool ------------------------------------------------------------
def rezzed_during_a_run_here(game: Game, card: CardObj, event) -> bool:
    """"When you rez this card during a run against this server" (cr/rule_this_server)."""
    from rulesdb.engine.state.thisserver import is_this_server
    run = game.run
    return event.subject is card and run is not None and not run.ended and is_this_server(game, card, run.server)


def when_rezzed_during_a_run_here(effect: Effect, *, optional: str | None = None, threat: int = 0,
                                  starts: str = "When you rez") -> Hook:
    """"(Threat N →) When you rez this ice during a run against this server, (you may) <effect>"."""
    def condition(game: Game, card: CardObj, event) -> bool:
        return rezzed_during_a_run_here(game, card, event) and at_threat(game, threat)
    return whenever("rezzed", effect, condition, starts=starts, optional=optional, refs=(cites.C_REZ,))


def at_threat(game: Game, level: int) -> bool:
    """A "Threat N →" ability is active while the threat level is N or more (cr/rule_threat_flag,
    cr/rule_threat_level)."""
    from rulesdb.engine.cards.primitives.players import threat_level
    return not level or threat_level(game) >= level


def from_this_server(game: Game, card: CardObj, event) -> bool:
    """An agenda "scored or stolen from (the root of) this server" (the event names the server it left)."""
    here = game.server_of(card)
    return here is not None and event.info.get("server") == here
