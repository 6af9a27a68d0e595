"""The run as the current CR's Steps of a Run give it: the Initiation, Approach Ice, Movement, Success
and Run Ends phases, with every paid ability and rez window of each (cr/sec_steps_of_a_run).

The Encounter Ice Phase lives in encounter.py and the breach in access.py; this module wires every run step to its
handler and walks them in the table's order."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rulesdb.engine import cites
from rulesdb.engine.effects.jacking_out import cannot_jack_out, jack_out_prevented, pay_jack_out_costs
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.run import access, encounter
from rulesdb.engine.run.announcing import announced
from rulesdb.engine.run.attacked_server import approach_instead, change_attacked_server, nothing_would_be_declared
from rulesdb.engine.run.moves import relocate
from rulesdb.engine.run.run_costs import IGNORE_RUN_COSTS
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.events import Event, Lingering, emit, expire
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import Run
from rulesdb.engine.timing.flow import offer_rez, walk, window
from rulesdb.engine.timing.steps import RUN, Jump


def make_run(game: Game, server: str, by: str = "", lingering: Lingering | None = None, *,
             ignore_run_costs: bool = False, begins: Sequence[Callable[[Game], None]] = ()) -> None:
    """Initiate a run on `server` and play it out to the end of its Run Ends Phase (or the end of the game);
    `ignore_run_costs`: "ignoring any additional costs to run" (Always Have a Backup Plan); `begins`: what the
    card making the run creates for it as it formally begins (a run event's lasting effects). A run made while
    an earlier run's "when the run ends" abilities resolve leaves the others pending until it is over
    (cr/rule_persistent_applicability: AMAZE Amusements and Doppelgänger), then the earlier run is current again."""
    if not announced(game, server, by):  # "cannot run on" (cr/rule_cannot_run_abilities): no run is made
        return
    outer_run, outer_pending, game.pending = game.run, game.pending, []
    run = Run(server, len(game.runs) + 1, begins=list(begins))
    if ignore_run_costs:
        run.used.add(IGNORE_RUN_COSTS)
    run.record = {"server": server, "by": by or None, "turn": game.turn.number, "outcome": None, "ended_by": None,
                  "encounters": [], "accessed": [], "stolen": [], "trashed": [],
                  "unaffordable": [],  # {"card", "to": "steal" | "trash", "cost"}: what the Runner could not pay
                  "tags": {"before": game.runner.tags, "after": None}}  # the Runner's tags as it begins and ends
    game.runs.append(run.record)
    game.run = run
    game.breach_extra = {}
    outside = (game.trace.label, game.trace.address, game.trace.cr, game.decider.where, game.step)
    if lingering is not None:
        lingering.until = run
        game.lingering.append(lingering)
    walk(game, RUN, HANDLERS, start="step_initiation_announce")
    if run.record["outcome"] is None:
        run.record["outcome"] = "game over" if game.over else "stopped"
    run.record["tags"]["after"] = game.runner.tags
    expire(game, run)
    game.encounters.clear()
    game.run = outer_run
    game.pending = outer_pending + game.pending
    game.trace.label, game.trace.address, game.trace.cr, game.decider.where, game.step = outside


def _announce(game: Game):
    run = game.run
    by = f" with {run.record['by']}" if run.record["by"] else ""
    game.trace.add(f"The Runner initiates a run on {run.server}{by}.", cites.RUN)
    from rulesdb.engine.run.run_costs import pay_costs_to_run
    pay_costs_to_run(game, run.server)


def _bad_publicity(game: Game):
    run = game.run
    if game.corp.bad_publicity:
        run.bp_credits = game.corp.bad_publicity
        game.trace.add(f"The Corp has {run.bp_credits} bad publicity: the Runner gains "
                       f"{run.bp_credits}[c] to spend during the run.", cites.BAD_PUBLICITY)


def _formal_begin(game: Game):
    for create in game.run.begins:  # the lasting effects of the card making the run, before any condition is met
        create(game)
    emit(game, Event("run-begins", info={"server": game.run.server}))
    checkpoint(game)


def _set_position(game: Game):
    """cr/step_runner_position: the outermost ice protecting the attacked server, if any."""
    run = game.run
    run.position = 0 if game.servers[run.server].ice else -1


def _initiation_complete(game: Game):
    run = game.run
    return "step_approach_begins" if 0 <= run.position < len(game.servers[run.server].ice) else "step_pass_ice"


def _approach_ice(game: Game):
    run = game.run
    ice_list = game.servers[run.server].ice
    run.approached += 1
    run.current = ice = ice_list[run.position]
    run.from_ice = True
    shown = ice.title if ice.rezzed else f"an unrezzed piece of ice ({ice.title})"
    game.trace.add(f"The Runner approaches {shown}, ice {run.position + 1} of {len(ice_list)} "
                   f"from the outside.", cites.term("approach"))
    emit(game, Event("approach", ice))
    checkpoint(game)


def _approach_window(game: Game):
    """cr/step_approach_paw: the Corp may rez the approached ice, and both players use paid abilities.
    Ice swapped into the position during the window is approached in its turn and may be rezzed
    (cr/rule_ice_change_approach_swap)."""
    from rulesdb.engine.timing.paid import moment
    from rulesdb.engine.timing.priority import attempts_at
    attempts_at(game, moment(game, RUN["step_approach_paw"]), RUN["step_approach_paw"])  # before the rez offer
    ice, ice_list = game.run.current, game.servers[game.run.server].ice
    if game.run.ended:
        return None
    if not ice.rezzed and any(o is ice for o in ice_list):
        offer_rez(game, ice)
    count = len(ice_list)
    window(game, RUN["step_approach_paw"])
    if game.run.relocated:  # an ability used in the window moved the Runner (moves.py)
        return
    now = _ice_in_position(game)
    swapped = len(ice_list) == count and not any(o is ice for o in ice_list)
    if swapped and now is not None and not game.run.ended:
        game.run.current = now
        game.trace.add(f"{now.title} now occupies the Runner's position: the Runner is approaching it, "
                       "though approach trigger conditions are not met for it.",
                       cites.cr("rule_ice_change_approach_swap"), key=True)
        if not now.rezzed:
            offer_rez(game, now)


def _ice_in_position(game: Game):
    run = game.run
    ice_list = game.servers[run.server].ice
    return ice_list[run.position] if 0 <= run.position < len(ice_list) else None


def _approach_complete(game: Game):
    run, ice = game.run, game.run.current
    if not any(o is ice for o in game.servers[run.server].ice):
        game.trace.add(f"{ice.title} is no longer in the Runner's position: the approach ends and the run "
                       "continues to the Movement Phase.", cites.cr("rule_ice_change_approach_uninstall_move"))
        run.from_ice = False
        return "step_pass_ice"
    if ice.rezzed:
        return "step_encounter_begins"
    game.trace.add(f"{ice.title} is unrezzed: the approach ends and the Runner does not "
                   f"encounter it.", cites.term("unrezzed"))
    return "step_pass_ice"


def _pass_ice(game: Game):
    """cr/step_pass_ice: the ice in the Runner's position is passed when the Movement Phase was reached
    from the Approach or Encounter Ice Phase (cr/rule_pass_ice); ice that left the position is not (CR 25.04)."""
    run = game.run
    ice = run.current
    if ice is not None and run.from_ice:
        if any(o is ice for o in game.servers[run.server].ice):
            game.trace.add(f"The Runner passes {ice.title}.", cites.PASS)
            game.turn.passed.append((run.number, ice))
            emit(game, Event("pass", ice))
            checkpoint(game)
        else:  # uninstalled while encountered: its position stays, empty (cr/rule_destroy_position)
            game.trace.add(f"{ice.title} left the Runner's position, which stays empty while the Runner is in it: "
                           "there is no ice to pass.", cites.cr("step_pass_ice"), cites.cr("rule_destroy_position"))
        if game.encounters:
            game.encounters.pop()
    run.from_ice = False
    run.current = None
    if run.ended:
        return Jump("step_open_priority_windows_closed", "run ended")
    return None


def _next_position(game: Game) -> str:
    """What the Runner moves toward: the ice in the next position inward, else the attacked server."""
    run = game.run
    ice_list = game.servers[run.server].ice
    return ice_list[run.position + 1].title if run.position + 1 < len(ice_list) else run.server


def _jack_out_choice(game: Game):
    return ("step_open_priority_windows_closed" if _jack_out(game, f"jack out at {_next_position(game)}")
            else "step_move_position")


def _move_position(game: Game):
    """cr/step_move_position: to the next position inward, if any; after the innermost the Runner
    has no position (cr/rule_no_position_after_approach_server)."""
    run = game.run
    run.moved = run.position + 1 < len(game.servers[run.server].ice)
    if run.moved:
        run.position += 1
        game.trace.add(f"The Runner moves to the next position inward, ice {run.position + 1} of "
                       f"{len(game.servers[run.server].ice)} from the outside.", cites.cr("step_move_position"))
    else:
        run.position = len(game.servers[run.server].ice)
        game.trace.add("There is no position further inward: the Runner no longer has a position.",
                       cites.cr("rule_no_position_after_approach_server"))


def _approach_new_ice(game: Game):
    return "step_approach_begins" if game.run.moved else "step_approach_server"


def _approach_server(game: Game):
    """cr/step_approach_server: abilities on approaching it may end the run before the Success Phase."""
    approach_instead(game, game.run)
    game.trace.add(f"The Runner approaches {game.run.server}.", cites.term("approach"))
    emit(game, Event("approach-server", info={"server": game.run.server}))
    checkpoint(game)
    return Jump("step_open_priority_windows_closed", "run ended") if game.run.ended else None


def _movement_complete(game: Game):
    return "step_run_declared_successful"


def _successful(game: Game):
    run = game.run
    run.reached_success = True
    forbidden = game.forbidden("declare-successful", run.server)
    if not forbidden:
        change_attacked_server(game, run)
        forbidden = game.forbidden("declare-successful", run.server)
    else:
        nothing_would_be_declared(game, run.server)
    if forbidden:
        game.trace.add(f"The run on {run.server} cannot be declared successful ({forbidden}); it reached the "
                       "Success Phase, so it is not unsuccessful either. The Runner still breaches the server: "
                       "the breach does not depend on the label, but \"if successful\" abilities do not apply.",
                       cites.cr("rule_not_unsuccessful_when_reached_success_phase"), cites.cr("step_breach"),
                       cites.cr("rule_if_successful"), key=True)
        return None
    run.successful = True
    game.trace.add(f"The run on {run.server} is successful.", cites.RUN)
    emit(game, Event("successful", info={"server": run.server}))
    checkpoint(game)  # ended now (Hyoubu Precog Manifold): successful, with no breach (cr/rule_end_the_run)
    return Jump("step_open_priority_windows_closed", "run ended") if run.ended else None


def _success_complete(game: Game):
    return "step_open_priority_windows_closed"


def _windows_closed(game: Game):
    game.encounters.clear()


def _lose_bad_publicity(game: Game):
    run = game.run
    if run.bp_credits:
        game.trace.add(f"The Runner loses {counted(run.bp_credits, 'unspent bad publicity credit')}.",
                       cites.cr("rule_bad_publicity_gone_in_run_ends_phase"))
    run.bp_credits = 0


def _unsuccessful(game: Game):
    """cr/step_run_declared_unsuccessful: only if the Success Phase was not reached and the server exists."""
    run = game.run
    if run.reached_success:
        run.record["outcome"] = "successful" if run.successful else "neither"
    elif run.server_gone:
        run.record["outcome"] = "neither"
        game.trace.add("The attacked server no longer exists: the run is neither successful nor unsuccessful.",
                       cites.C_SERVER_GONE_RUN)
    else:
        run.record["outcome"] = "unsuccessful"
        game.trace.add("The Success Phase was not reached: the run is unsuccessful.", cites.RUN)
        emit(game, Event("unsuccessful", info={"server": run.server}))
        checkpoint(game)


def _run_complete(game: Game):
    run = game.run
    run.ended = run.complete = True
    game.trace.add(f"The run ends{' and is ' + run.record['outcome'] if run.record['outcome'] != 'neither' else ''}.",
                   cites.RUN)
    emit(game, Event("run-ends", info={"outcome": run.record["outcome"], "server": run.server, "run": run.number}))
    checkpoint(game)


def _jack_out(game: Game, name: str) -> bool:
    if cannot_jack_out(game):
        return False
    answer = game.decider.ask(name, ["yes", "no"], "Runner", general=("jack out",))
    if answer == "yes" and jack_out_prevented(game):
        return False
    game.trace.add(f"The Runner {'jacks out' if answer == 'yes' else 'does not jack out'}.",
                   cites.JACK_OUT)
    if answer == "yes":  # as effects.jacking_out.jack_out records it ("whenever you jack out": Au Revoir)
        pay_jack_out_costs(game)
        game.run.record["ended_by"] = "the Runner jacking out"
    return answer == "yes"


def _window_step(step_id: str):
    """A paid ability window of the run; an ability used in it may end the run, which closes the
    window and goes to the Run Ends Phase (cr/rule_run_ends_close_paws)."""
    def step(game: Game):
        window(game, RUN[step_id])
        return Jump("step_open_priority_windows_closed", "run ended") if game.run.ended else None
    return step


RUN_ENDS = ("step_open_priority_windows_closed", "step_run_ends_bad_publicity", "step_run_declared_unsuccessful",
            "step_run_complete")
BEFORE_SUCCESS = ("step_initiation_announce", "step_initiation_bad_publicity", "step_initiation_formal_begin",
                  "step_runner_position", "step_initiation_paw", "step_initiation_complete",
                  "step_approach_begins", "step_approach_paw", "step_approach_complete", "step_pass_ice",
                  "step_before_jack_out_paw", "step_jack_out_choice", "step_move_position",
                  "step_after_jack_out_paw", "step_approach_new_ice", "step_approach_server",
                  "step_movement_complete")


def _watch_server(handler, step_id: str):
    """Leave for the Run Ends Phase as soon as the attacked server has ceased to exist
    (cr/rule_server_ceases_to_exist), or when an ability used before success ended the run
    (cr/rule_end_the_run); go to the phase an ability moved the Runner to (moves.py)."""
    def step(game: Game):
        move = handler(game)
        run = game.run
        if run.server_gone and not run.reached_success:
            return Jump("step_open_priority_windows_closed", "server gone")
        if run.ended and step_id in BEFORE_SUCCESS and not isinstance(move, Jump) and move not in RUN_ENDS:
            return Jump("step_open_priority_windows_closed", "run ended")
        if run.relocated and not run.ended:
            return relocate(game) or move
        return move
    return step


HANDLERS = {
    "step_initiation_announce": _announce,
    "step_initiation_bad_publicity": _bad_publicity,
    "step_initiation_formal_begin": _formal_begin,
    "step_runner_position": _set_position,
    "step_initiation_paw": _window_step("step_initiation_paw"),
    "step_initiation_complete": _initiation_complete,
    "step_approach_begins": _approach_ice,
    "step_approach_paw": _approach_window,
    "step_approach_complete": _approach_complete,
    **encounter.HANDLERS,
    "step_pass_ice": _pass_ice,
    "step_before_jack_out_paw": _window_step("step_before_jack_out_paw"),
    "step_jack_out_choice": _jack_out_choice,
    "step_move_position": _move_position,
    "step_after_jack_out_paw": _window_step("step_after_jack_out_paw"),
    "step_approach_new_ice": _approach_new_ice,
    "step_approach_server": _approach_server,
    "step_movement_complete": _movement_complete,
    "step_run_declared_successful": _successful,
    **access.HANDLERS,
    "step_success_complete": _success_complete,
    "step_open_priority_windows_closed": _windows_closed,
    "step_run_ends_bad_publicity": _lose_bad_publicity,
    "step_run_declared_unsuccessful": _unsuccessful,
    "step_run_complete": _run_complete,
}
HANDLERS = {step_id: (h if step_id in RUN_ENDS else _watch_server(h, step_id)) for step_id, h in HANDLERS.items()}
