"""Encountering ice: the Encounter Ice Phase (cr/rule_sec_run_encounter_ice_phase): the encounter begins,
its paid ability window (breaking subroutines), the unbroken subroutines resolve, the phase completes.

The encounter is pushed on `game.encounters`, apart from the run, so it can end on its own (by a
bypass, by the run ending, by the ice leaving play) while the run goes on. Breaking is in
breaking.py.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.ending import end_encounter
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.run.breaking import fully_broken, offer_break
from rulesdb.engine.state import dependent, subroutines
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj, Encounter
from rulesdb.engine.timing.steps import Jump
from rulesdb.errors import ScenarioError


def _encounter(game: Game, forced: bool = False):
    run, ice = game.run, game.run.current
    game.encounter_count += 1
    enc = Encounter(ice, game.encounter_count, forced=forced)
    enc.record = {"ice": ice.title, "object": ice.object_id, "strength": None, "result": None,
                  "broken": 0, "subroutines_resolved": [], "bypassed_by": None}
    run.record["encounters"].append(enc.record)
    game.encounters.append(enc)
    game.turn.encounters.append((enc, game.server_of(ice)))
    subs = len(subroutines.of_encounter(game, enc))
    changes = game.strength_changes(ice)
    why = (f": {ice.card.facts.strength or 0} printed, " + ", ".join(f"{n:+d} {by}" for n, by in changes) + ";"
           if changes else ",")  # why the strength is what it is, for a judge checking a break
    game.trace.add(f"The Runner encounters {ice.title} (strength {game.ice_strength(ice)}{why} {subs} "
                   f"subroutine{'s' if subs != 1 else ''}).", cites.ENCOUNTER)
    for ling in list(game.lingering):
        if ling.data.get("on_encounter"):
            ling.data["on_encounter"](game, enc, ling)
    enc.record["strength"] = game.ice_strength(ice)
    emit(game, Event("encounter", ice, {"encounter": enc}))
    checkpoint(game)
    dependent.explain(game, ice)
    subroutines.explain_order(game, ice, subroutines.of_encounter(game, enc))
    return _leave_early(game, enc)


def _break_step(game: Game):
    """cr/step_encounter_paw: a paid ability window; other paid abilities first (Datasucker), then breaking."""
    enc = game.encounter
    enc.reached_break_step = True
    from rulesdb.engine.timing.paid import moment, paid_window, usable
    from rulesdb.engine.timing.priority import attempts_at
    from rulesdb.engine.timing.steps import RUN
    attempts_at(game, moment(game, RUN["step_encounter_paw"]), RUN["step_encounter_paw"])
    if enc.ended or game.run.ended or game.over:
        return _leave_early(game, enc)
    if usable(game):
        paid_window(game, RUN["step_encounter_paw"])
        if enc.ended or game.run.ended or game.over:
            return _leave_early(game, enc)
    if not subroutines.of_encounter(game, enc):
        game.trace.add(f"{enc.ice.title} has no subroutines: with its paid ability window reached, all of its (zero) "
                       f"subroutines count as broken.", cites.BYPASS, cites.SUBROUTINE)
        fully_broken(game, enc, key=False)
    else:
        before = enc.record["broken"]
        offer_break(game, enc)
        if enc.record["broken"] > before:
            _after_breaking(game, enc)
    return _leave_early(game, enc)


def _after_breaking(game: Game, enc: Encounter) -> None:
    """The window stays open after the Runner breaks subroutines: both players may still use paid
    abilities before it closes (cr/step_encounter_paw), at the moment "encounter <ice> after breaking"."""
    from rulesdb.engine.timing.paid import paid_window, usable
    from rulesdb.engine.timing.steps import RUN
    if enc.ended or game.run.ended or game.over or not usable(game):
        return
    paid_window(game, RUN["step_encounter_paw"], f"encounter {enc.ice.title} after breaking")


def _resolve_subroutines(game: Game):
    """cr/step_resolve_subroutine and its loop: the next unbroken subroutine not yet resolved, in the
    order of the ice's current subroutines, until none is left."""
    enc, ice = game.encounter, game.encounter.ice
    done: set = set()
    while not (enc.ended or game.over):
        subs = subroutines.of_encounter(game, enc)
        found = next(((i, s) for i, s in enumerate(subs) if s.key not in done), None)
        if found is None:
            break
        i, sub = found
        done.add(sub.key)
        if i in enc.broken:
            game.trace.add(f"Subroutine {i + 1} of {ice.title} is broken and does not resolve.", cites.SUBROUTINE)
            continue
        if _prevented(game, ice, i + 1, sub):
            continue
        _resolve_one(game, enc, i + 1, sub)
    return _leave_early(game, enc)


def _resolve_one(game: Game, enc: Encounter, number: int, sub) -> None:
    ice = enc.ice
    gained = "" if sub.source in ("printed", "own") else f" (gained from {sub.source})"
    game.trace.add(f"Unbroken subroutine {number} of {ice.title}{gained} resolves: \"{sub.text}\"",
                   cites.SUBROUTINE)
    resolve, text = sub.resolve, sub.text
    for obj, rule in list(game.statics(subroutines.REPLACE)):
        instead = rule.value(game, obj, (ice, sub))
        if instead is not None:
            game.trace.add(f"{rule.text or obj.title}: instead, the Corp resolves \"{instead.text}\"; it still "
                           f"resolves from {ice.title}.", cites.cr("rule_replace_subroutine_resolution"), key=True)
            resolve, text = instead.resolve, instead.text
            break
    enc.resolved.add(sub.key)
    enc.record["subroutines_resolved"].append(text)
    enc.resolving = sub.key
    try:
        resolve(game, ice)
    finally:
        enc.resolving = None
    emit(game, Event("subroutine-resolved", ice, {"text": text}))  # "whenever a subroutine resolves" (Raindrops)
    checkpoint(game)


def _complete(game: Game):
    """cr/step_encounter_complete: the encounter ends and the run continues to the Movement Phase."""
    enc = game.encounter
    if not enc.ended:
        game.trace.add(f"The encounter with {enc.ice.title} ends.", cites.ENCOUNTER)
        end_encounter(game, "passed")
        checkpoint(game)
    if game.run.ended:  # also when the server ceased to exist
        return Jump("step_open_priority_windows_closed", "run ended")
    return "step_pass_ice"


def _prevented(game: Game, ice: CardObj, number: int, sub) -> bool:
    """The subroutine is imminent: an interrupt may prevent it from resolving
    (cr/step_subroutine_interrupt_subroutine_resolution)."""
    if not any(r.event == "subroutine" for o in game.in_play() for r in o.card.interrupts):
        return False
    from rulesdb.engine.effects.interrupts import Imminent, window
    imminent = window(game, Imminent("subroutine", 1, source=sub.text, target=ice,
                                     info={"number": number}))
    if imminent.remaining:
        return False
    game.trace.add(f"Subroutine {number} of {ice.title} is prevented and does not resolve.",
                   cites.cr("step_subroutine_interrupt_subroutine_resolution"), key=True)
    return True


def _leave_early(game: Game, enc: Encounter):
    if game.run.ended:
        return Jump("step_open_priority_windows_closed", "run ended")
    if enc.ended:
        return Jump("step_pass_ice", "bypass" if enc.how == "bypassed" else "ice uninstalled")
    return None


HANDLERS = {"step_encounter_begins": _encounter, "step_encounter_paw": _break_step,
            "step_resolve_subroutine": _resolve_subroutines, "step_encounter_complete": _complete}


def _forced(game: Game):
    return _encounter(game, forced=True)


def forced_encounter(game: Game, ice: CardObj, by: str) -> None:
    """Encounter `ice` outside the run's own steps (during access, say), then hand back
    (cr/rule_forced_encounter): the run's position and step do not change. With no run (a breach outside a
    run: Gang Sign) the encounter is one the CR has rules for since 24.03 (cr/rule_ice_strength_modification_duration)
    but the engine does not model: it stops there rather than answer without it."""
    run = game.run
    if run is None:
        raise ScenarioError(f"{game.decider.source}: {by}: the Runner would encounter {ice.title} outside a run; "
                            "the engine does not model an encounter outside a run (its durations, CR "
                            f"{cites.cr('rule_ice_strength_modification_duration')}), so its verdict would be "
                            "unreliable")
    saved = run.current
    run.current = ice
    game.trace.add(f"{by}: the Runner encounters {ice.title} now; afterwards the game returns to "
                   "where it was.", cites.cr("rule_forced_encounter"), key=True)
    depth = len(game.encounters)  # an encounter already under way (the one just passed) is not this one
    try:
        for handler in (_forced, _break_step, _resolve_subroutines, _complete):
            mine = game.encounters[depth] if len(game.encounters) > depth else None
            if game.over or run.ended or (mine is not None and mine.ended):
                break
            handler(game)
    finally:
        if len(game.encounters) > depth:
            game.encounters.pop()
        run.current = saved
