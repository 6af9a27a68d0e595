"""Abilities that move the Runner to another position mid-run (cr/rule_move_runner_to_position).

A move changes the Runner's position and the attacked server at once, and sends the run to a new
phase: the Approach Ice Phase at the ice there (so the Corp may rez it and, rezzed, the Runner
encounters it), the Encounter Ice Phase when the ability says "encounter", or the Movement Phase
when no ice is there. The steps left in the current phase are not carried out; an open paid ability
window completes first, then a checkpoint (cr/rule_move_new_run_phase). The ability only records the
move here (`Run.relocated`); the run's walk (steps.py) makes the jump once the ability is done.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.ending import end_encounter
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.state.game import Game
from rulesdb.engine.timing.steps import EFFECT_JUMPS, RUN, Jump

APPROACH, ENCOUNTER, MOVEMENT = "approach", "encounter", "movement"
_JUMPS = {APPROACH: "moved to approach", ENCOUNTER: "moved to encounter", MOVEMENT: "moved to no ice"}
_PHASES = {APPROACH: "Approach Ice Phase", ENCOUNTER: "Encounter Ice Phase", MOVEMENT: "Movement Phase"}
_APPROACH_STEPS = {RUN[s].address for s in ("step_approach_begins", "step_approach_paw", "step_approach_complete")}


def move_to_outermost(game: Game, server: str, by: str, then: str = APPROACH) -> bool:
    """"The Runner moves to the outermost position of <server>": the outermost ice there, or no
    position (the Movement Phase) when no ice protects it (cr/rule_move_to_specific_position)."""
    ice = game.servers[server].ice
    return move_runner(game, server, 0 if ice else None, by, then, cites.cr("rule_move_to_specific_position"))


def move_runner(game: Game, server: str, index: int | None, by: str, then: str = APPROACH,
                rule: str = cites.cr("rule_move_to_piece_of_ice")) -> bool:
    """Move the Runner to ice number `index` (outermost 0; None: no ice) protecting `server`, to
    approach it (`then` APPROACH) or encounter it (ENCOUNTER). False, traced, when the move does
    nothing: no run, the Success or Run Ends Phase (cr/rule_ineffective_move), or an approach of the
    ice already being approached (cr/rule_move_to_current_ice)."""
    run = game.run
    if run is None or run.reached_success or run.ended:
        game.trace.add(f"{by}: the Runner has no position to move from (no run before its Success Phase), so "
                       "instead they do nothing.", cites.cr("rule_ineffective_move"), key=True)
        return False
    ice_list = game.servers[server].ice
    target = ice_list[index] if index is not None else None
    if then == APPROACH and target is not None and target is run.current and game.step in _APPROACH_STEPS:
        game.trace.add(f"{by}: the Runner is already approaching {target.title}, so instead they do nothing.",
                       cites.cr("rule_move_to_current_ice"), key=True)
        return False
    _leave_own_encounter(game, by)
    changed = server != run.server
    run.server = run.record["server"] = server
    run.position = index if target is not None else len(ice_list)
    run.relocated = then if target is not None else MOVEMENT
    where = (f"{target.title}, ice {index + 1} of {len(ice_list)} protecting {server}" if target is not None
             else f"the outermost position of {server}, where no ice is: they no longer have a position")
    attacked = f"; the attacked server is now {server}" if changed else ""
    game.trace.add(f"{by}: the Runner moves to {where}{attacked}. The run goes on from the "
                   f"{_PHASES[run.relocated]}{' at that ice' if target is not None else ''}.", rule,
                   cites.cr("rule_change_runner_position"), key=True)
    return True


def _leave_own_encounter(game: Game, by: str) -> None:
    """A move during the run's own encounter ends that Encounter Ice Phase without passing the ice;
    during a forced encounter it changes only the run underneath (cr/rule_move_during_forced)."""
    enc = game.encounter
    if enc is None or enc.ended:
        return
    if enc.forced:
        game.trace.add(f"{by}: the forced encounter with {enc.ice.title} goes on; the move applies to the run "
                       "underneath it.", cites.cr("rule_move_during_forced"))
        return
    game.trace.add(f"{by}: the Runner leaves their encounter with {enc.ice.title}: no more of its steps are "
                   "carried out and the ice is not passed.", cites.cr("rule_move_new_run_phase"), key=True)
    end_encounter(game, "moved")


def relocate(game: Game) -> Jump | None:
    """The jump a recorded move makes once the ability that moved the Runner is done: the phase that
    was under way is complete, a checkpoint, then the new phase (cr/rule_move_new_run_phase)."""
    run = game.run
    then, run.relocated = run.relocated, None
    if then is None or run.ended:
        return None
    for enc in game.encounters:  # the run's own encounter has ended (a forced one is over by now)
        if enc.record.get("result") == "passed":
            enc.record["result"] = "moved"  # it completed, but the Runner moved instead of passing the ice
    game.encounters.clear()
    game.trace.add(f"The Runner was moved: the current phase is complete, a checkpoint follows, and the run "
                   f"continues to the {_PHASES[then]}.", cites.cr("rule_move_new_run_phase"))
    checkpoint(game)
    if run.ended:
        return Jump("step_open_priority_windows_closed", "run ended")
    ice_list = game.servers[run.server].ice
    run.current = ice_list[run.position] if then != MOVEMENT and run.position < len(ice_list) else None
    run.from_ice = then == ENCOUNTER and run.current is not None
    if run.current is None:
        then = MOVEMENT
    return Jump(EFFECT_JUMPS[_JUMPS[then]][0], _JUMPS[then])
