"""Encountering ice: run steps [3] (encounter), [3.1] (break subroutines) and [3.2] (resolve the rest).

The encounter is pushed on `game.encounters`, apart from the run, so it can end on its own (by a
bypass, by the run ending, by the ice leaving play) while the run goes on. Breaking uses the
icebreakers' paid abilities: strength boosts first, then one break per subroutine.
"""

from __future__ import annotations

from math import ceil

from rulesdb.engine import cites
from rulesdb.engine.costs import Payment, able, pay
from rulesdb.engine.effects import end_encounter
from rulesdb.engine.state import CardObj, Encounter, Game
from rulesdb.engine.timing import Jump
from rulesdb.engine.triggers import Event, checkpoint, emit


def _encounter(game: Game):
    run, ice = game.run, game.run.current
    game.encounter_count += 1
    enc = Encounter(ice, game.encounter_count)
    enc.record = {"ice": ice.title, "object": ice.object_id, "strength": None, "result": None,
                  "broken": 0, "subroutines_resolved": [], "bypassed_by": None}
    run.record["encounters"].append(enc.record)
    game.encounters.append(enc)
    subs = len(ice.card.subroutines)
    game.trace.add(f"The Runner encounters {ice.title} (strength {game.ice_strength(ice)}, {subs} "
                   f"subroutine{'s' if subs != 1 else ''}).", cites.ENCOUNTER)
    for ling in list(game.lingering):
        if ling.data.get("on_encounter"):
            ling.data["on_encounter"](game, enc, ling)
    enc.record["strength"] = game.ice_strength(ice)
    emit(game, Event("encounter", ice, {"encounter": enc}))
    checkpoint(game)
    return _leave_early(game, enc)


def _break_step(game: Game):
    """[3.1]: a paid ability window; other paid abilities first (Datasucker), then breaking."""
    enc = game.encounter
    enc.reached_break_step = True
    from rulesdb.engine.paid import paid_window, usable
    from rulesdb.engine.timing import RUN
    if usable(game):
        paid_window(game, RUN["3.1"])
        if enc.ended or game.run.ended or game.over:
            return _leave_early(game, enc)
    if not enc.ice.card.subroutines:
        game.trace.add(f"{enc.ice.title} has no subroutines: with [3.1] reached, all of its (zero) "
                       f"subroutines count as broken.", cites.BYPASS, cites.SUBROUTINE)
        _fully_broken(game, enc)
    else:
        _offer_break(game, enc)
    return _leave_early(game, enc)


def _resolve_subroutines(game: Game):
    enc, ice = game.encounter, game.encounter.ice
    for i, sub in enumerate(ice.card.subroutines, 1):
        if enc.ended or game.over:
            break
        if i - 1 in enc.broken:
            game.trace.add(f"Subroutine {i} of {ice.title} is broken and does not resolve.",
                           cites.SUBROUTINE)
            continue
        if _prevented(game, ice, i, sub):
            continue
        game.trace.add(f"Unbroken subroutine {i} of {ice.title} resolves: \"{sub.text}\"",
                       cites.SUBROUTINE)
        enc.record["subroutines_resolved"].append(sub.text)
        sub.resolve(game, ice)
        checkpoint(game)
    if game.run.ended:
        return "7"
    if not enc.ended:
        game.trace.add(f"The encounter with {ice.title} ends.", cites.ENCOUNTER)
        end_encounter(game, "passed")
        checkpoint(game)
    return "7" if game.run.ended else "4"  # [7] also when the server ceased to exist


def _prevented(game: Game, ice: CardObj, number: int, sub) -> bool:
    """The subroutine is imminent: an interrupt may prevent it from resolving
    (cr/step_subroutine_interrupt_subroutine_resolution)."""
    if not any(r.event == "subroutine" for o in game.in_play() for r in o.card.interrupts):
        return False
    from rulesdb.engine.interrupts import Imminent, window
    imminent = window(game, Imminent("subroutine", 1, source=sub.text, target=ice,
                                     info={"number": number}))
    if imminent.remaining:
        return False
    game.trace.add(f"Subroutine {number} of {ice.title} is prevented and does not resolve.",
                   cites.cr("step_subroutine_interrupt_subroutine_resolution"), key=True)
    return True


def _leave_early(game: Game, enc: Encounter):
    if game.run.ended:
        return Jump("7", "run ended")
    if enc.ended:
        return Jump("4", "bypass" if enc.how == "bypassed" else "ice uninstalled")
    return None


# --- breaking --------------------------------------------------------------------------------
def _offer_break(game: Game, enc: Encounter) -> None:
    """Ask "break <ice>": `no`, a breaker's name (boost to match, break every subroutine), or plans
    `{with: <breaker>, boost: <n> | match, subroutines: [1, 2]}`, one or a list, used in order."""
    ice = enc.ice
    usable = [b for b in _breakers(game, ice) if _can_reach(game, b, ice)]
    if not usable:
        game.trace.add(f"The Runner has no icebreaker able to break {ice.title}'s subroutines.",
                       cites.ICEBREAKER)
        return
    titles = [b.title for b in usable]

    def check(value):
        if value == "no":
            return []
        return [_plan(game, enc, usable, spec) for spec in (value if isinstance(value, list)
                                                              else [value])]

    plans = game.decider.ask(f"break {ice.title}", ["no", *titles], "Runner", check=check)
    if not plans:
        game.trace.add(f"The Runner does not break any subroutine on {ice.title}.", cites.SUBROUTINE)
        return
    for breaker, boosts, targets in plans:
        if enc.ended or game.over:
            return
        numbers = ", ".join(str(i + 1) for i in targets) or "none"
        game.trace.add(f"The Runner uses {breaker.title} on {ice.title} (subroutines to break: "
                       f"{numbers}).", cites.ICEBREAKER, cites.C_INTERFACE)
        _use_breaker(game, enc, breaker, boosts, targets)


def _plan(game: Game, enc: Encounter, usable: list, value) -> tuple:
    spec = value if isinstance(value, dict) else {"with": value}
    unknown = set(spec) - {"with", "boost", "subroutines"}
    if unknown:
        raise ValueError(f"unknown key {sorted(unknown)[0]!r} in a break plan "
                         "(known: with, boost, subroutines)")
    breaker = next((b for b in usable if b.title.lower() == str(spec.get("with")).lower()), None)
    if breaker is None:
        raise ValueError(f"{spec.get('with')!r} is not an icebreaker that can break {enc.ice.title}")
    rule = breaker.card.breaker
    boosts = _boosts(game, breaker, enc.ice, spec.get("boost", "match"))
    targets = _targets(enc, spec)
    uses = ceil(len(targets) / rule.per_use) if targets else 0
    total = boosts * (rule.pump_cost or 0) + uses * rule.break_cost
    if not able(game, Payment("runner", total, "icebreaker", breaker.title, breaker)):
        raise ValueError(f"the Runner cannot pay the {total}[c] it takes to break "
                         f"{enc.ice.title} with {breaker.title}")
    short = game.ice_strength(enc.ice) - game.breaker_strength(breaker) - boosts * rule.pump_amount
    if targets and short > 0:
        raise ValueError(f"{breaker.title} would still be {short} strength short of "
                         f"{enc.ice.title}'s {game.ice_strength(enc.ice)}: it cannot break")
    return breaker, boosts, targets


def _boosts(game: Game, breaker: CardObj, ice: CardObj, boost) -> int:
    rule = breaker.card.breaker
    if boost == "match":
        return _pumps_needed(game, breaker, ice)
    if isinstance(boost, bool) or not isinstance(boost, int) or boost < 0:
        raise ValueError(f"boost must be a number of uses or 'match', got {boost!r}")
    if boost and rule.pump_cost is None:
        raise ValueError(f"{breaker.title} has no strength ability")
    return boost


def _targets(enc: Encounter, spec: dict) -> list[int]:
    subs = len(enc.ice.card.subroutines)
    wanted = spec.get("subroutines", list(range(1, subs + 1)))
    if not isinstance(wanted, list) or not all(isinstance(n, int) and 1 <= n <= subs for n in wanted):
        raise ValueError(f"subroutines must be a list of numbers from 1 to {subs}")
    return [n - 1 for n in wanted if n - 1 not in enc.broken]


def _breakers(game: Game, ice: CardObj) -> list[CardObj]:
    from rulesdb.engine.subtypes import CurrentSubtypes
    now = CurrentSubtypes(game, ice)  # subtypes gained and lost count (cr/rule_add_remove_subtypes)
    return [o for o in game.installed() if o.owner == "runner" and o.card.breaker
            and o.card.breaker.can_break(now)]


def _can_reach(game: Game, breaker: CardObj, ice: CardObj) -> bool:
    have, need = game.breaker_strength(breaker), game.ice_strength(ice)
    if have >= need or breaker.card.breaker.pump_cost is not None:
        return True
    game.trace.add(f"{breaker.title} (strength {have}) cannot interact with {ice.title} (strength "
                   f"{need}) and has no ability to raise its strength.", cites.ICEBREAKERS,
                   cites.STRENGTH, key=True)
    return False


def _pumps_needed(game: Game, breaker: CardObj, ice: CardObj) -> int:
    short = game.ice_strength(ice) - game.breaker_strength(breaker)
    return ceil(short / breaker.card.breaker.pump_amount) if short > 0 else 0


def _use_breaker(game: Game, enc: Encounter, breaker: CardObj, boosts: int,
                 targets: list[int]) -> None:
    rule, ice = breaker.card.breaker, enc.ice
    for _ in range(boosts):
        pay(game, Payment("runner", rule.pump_cost, "icebreaker", f"{breaker.title}'s strength",
                          breaker), cites.PAID_ABILITIES)
        boosted = enc.boosts if rule.pump_duration == "encounter" else game.run.boosts
        boosted[breaker.object_id] = boosted.get(breaker.object_id, 0) + rule.pump_amount
        for_encounter = rule.pump_duration == "encounter"
        lasting = "this encounter" if for_encounter else "the rest of this run"
        duration = cites.BOOST_FOR_ENCOUNTER if for_encounter else cites.BOOST_FOR_RUN
        game.trace.add(f"{breaker.title} gets +{rule.pump_amount} strength for {lasting} (now "
                       f"{game.breaker_strength(breaker)}).", cites.PAID_ABILITIES, duration,
                       cites.C_BOOST)
        checkpoint(game)
    if targets and game.breaker_strength(breaker) < game.ice_strength(ice):
        game.trace.add(f"{breaker.title} (strength {game.breaker_strength(breaker)}) is below "
                       f"{ice.title}'s strength: it cannot use its break ability.",
                       cites.ICEBREAKERS, key=True)
        return
    for start in range(0, len(targets), rule.per_use):
        group = [i for i in targets[start:start + rule.per_use] if i not in enc.broken]
        if enc.ended or game.over or not group:
            return
        pay(game, Payment("runner", rule.break_cost, "icebreaker", f"{breaker.title}'s break",
                          breaker), cites.PAID_ABILITIES)
        enc.broken.update(group)
        enc.record["broken"] += len(group)
        numbers = " and ".join(str(i + 1) for i in group)
        texts = "; ".join(f"\"{ice.card.subroutines[i].text}\"" for i in group)
        game.trace.add(f"{breaker.title} breaks subroutine{'s' if len(group) > 1 else ''} "
                       f"{numbers} of {ice.title}: {texts}",
                       cites.ICEBREAKERS, cites.BREAKER_SUBTYPE, cites.C_BREAK)
        checkpoint(game)
        if enc.fully_broken():
            _fully_broken(game, enc)


def _fully_broken(game: Game, enc: Encounter) -> None:
    enc.record["fully_broken"] = True
    game.trace.add(f"{enc.ice.title} is fully broken.", cites.SUBROUTINE, key=True)
    emit(game, Event("fully-broken", enc.ice, {"encounter": enc}))
    checkpoint(game)


HANDLERS = {"3": _encounter, "3.1": _break_step, "3.2": _resolve_subroutines}


def forced_encounter(game: Game, ice: CardObj, by: str) -> None:
    """Encounter `ice` outside the run's own steps (during access, say), then hand back
    (cr/rule_forced_encounter): the run's position and step do not change."""
    run = game.run
    saved = run.current
    run.current = ice
    game.trace.add(f"{by}: the Runner encounters {ice.title} now; afterwards the game returns to "
                   "where it was.", cites.cr("rule_forced_encounter"), key=True)
    depth = len(game.encounters)  # an encounter already under way (the one just passed) is not this one
    try:
        for handler in (_encounter, _break_step, _resolve_subroutines):
            mine = game.encounters[depth] if len(game.encounters) > depth else None
            if game.over or run.ended or (mine is not None and mine.ended):
                break
            handler(game)
    finally:
        if len(game.encounters) > depth:
            game.encounters.pop()
        run.current = saved
