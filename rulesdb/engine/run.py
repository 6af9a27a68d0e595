"""The run: initiation, approaching and passing ice, approaching the server, and how the run ends.

Encounters ([3] to [3.2]) live in encounter.py and access ([5.5]) in access.py; this module wires
every run step of the Rules Reference to its handler and walks them in the table's order.
"""

from __future__ import annotations

from rulesdb.engine import access, cites, encounter
from rulesdb.engine.flow import offer_rez, walk, window
from rulesdb.engine.state import Game, Run
from rulesdb.engine.timing import RUN, Jump
from rulesdb.engine.triggers import Event, Lingering, checkpoint, emit, expire


def make_run(game: Game, server: str, by: str = "", lingering: Lingering | None = None) -> None:
    """Initiate a run on `server` and play it out to [6] or [7] (or the end of the game)."""
    run = Run(server, len(game.runs) + 1)
    run.record = {"server": server, "by": by or None, "turn": game.turn.number, "outcome": None, "ended_by": None,
                  "encounters": [], "accessed": [], "stolen": [], "trashed": []}
    game.runs.append(run.record)
    game.run = run
    game.breach_extra = {}
    outside = (game.trace.label, game.trace.address, game.trace.cr, game.decider.where, game.step)
    if lingering is not None:
        lingering.until = run
        game.lingering.append(lingering)
    walk(game, RUN, HANDLERS)
    if run.record["outcome"] is None:
        run.record["outcome"] = "game over" if game.over else "stopped"
    expire(game, run)
    game.encounters.clear()
    game.run = None
    game.trace.label, game.trace.address, game.trace.cr, game.decider.where, game.step = outside


def _initiation(game: Game):
    run = game.run
    by = f" with {run.record['by']}" if run.record["by"] else ""
    game.trace.add(f"The Runner initiates a run on {run.server}{by}.", cites.RUN)
    if game.corp.bad_publicity:
        run.bp_credits = game.corp.bad_publicity
        game.trace.add(f"The Corp has {run.bp_credits} bad publicity: the Runner gains "
                       f"{run.bp_credits}[c] to spend during the run.", cites.BAD_PUBLICITY)
    emit(game, Event("run-begins"))
    checkpoint(game)
    return "2" if game.servers[run.server].ice else "4"


def _approach_ice(game: Game):
    run = game.run
    ice_list = game.servers[run.server].ice
    run.position += 1
    run.approached += 1
    run.current = ice = ice_list[run.position]
    shown = ice.title if ice.rezzed else f"an unrezzed piece of ice ({ice.title})"
    game.trace.add(f"The Runner approaches {shown}, ice {run.position + 1} of {len(ice_list)} "
                   f"from the outside.", cites.term("approach"))
    emit(game, Event("approach", ice))
    checkpoint(game)


def _jack_out_before_ice(game: Game):
    run = game.run
    if run.approached == 1:
        game.trace.add("This is the first piece of ice approached this run: the Runner cannot "
                       "jack out here.", cites.JACK_OUT)
        return "2.3"
    return "7" if _jack_out(game, f"jack out at {run.current.title}") else "2.3"


def _rez_approached(game: Game):
    ice = game.run.current
    if not ice.rezzed:
        offer_rez(game, ice)
    window(game, RUN["2.3"])


def _is_rezzed(game: Game):
    ice = game.run.current
    if ice.rezzed:
        return "3"
    game.trace.add(f"{ice.title} is unrezzed: the approach ends and the Runner does not "
                   f"encounter it.", cites.term("unrezzed"))
    return "4"


def _pass_ice(game: Game):
    run = game.run
    ice = run.current
    if ice is not None:
        still_there = any(o is ice for o in game.servers[run.server].ice)
        game.trace.add(f"The Runner passes {ice.title}.", cites.PASS)
        if still_there:
            emit(game, Event("pass", ice))
            checkpoint(game)
        run.current = None
        if game.encounters:
            game.encounters.pop()
    if run.ended:
        return Jump("7", "run ended")
    if run.position + 1 < len(game.servers[run.server].ice):
        return "2"
    return "5"


def _approach_server(game: Game):
    """[5]: approach the server; abilities on approaching it may end the run before [5.1]."""
    game.trace.add(f"The Runner approaches {game.run.server}.", cites.term("approach"))
    emit(game, Event("approach-server", info={"server": game.run.server}))
    checkpoint(game)
    return Jump("7", "run ended") if game.run.ended else None


def _jack_out_at_server(game: Game):
    return "7" if _jack_out(game, f"jack out at {game.run.server}") else "5.3"


def _successful(game: Game):
    run = game.run
    _change_attacked_server(game, run)
    forbidden = game.forbidden("declare-successful", run.server)
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
    checkpoint(game)


def _change_attacked_server(game: Game, run) -> None:
    """"If that run would be declared successful, change the attacked server" (Sneakdoor Beta):
    the server changes directly, without moving the Runner (cr/rule_change_attacked_server_directly)."""
    for obj, rule in list(game.statics("attacked-server-on-success")):
        server = rule.value(game, obj, run.server)
        if server and server != run.server:
            game.trace.add(f"{rule.text}: the attacked server changes from {run.server} to {server}; the "
                           "Runner does not move, so no ice protecting it is approached.",
                           cites.cr("rule_change_attacked_server_directly"), key=True)
            run.server = run.record["server"] = server


def _run_ends(game: Game):
    _close(game, "successful" if game.run.successful else "neither", "The run ends.")


def _run_ends_unsuccessfully(game: Game):
    game.encounters.clear()
    if game.run.server_gone:
        _close(game, "neither", "The run ends, neither successful nor unsuccessful: the attacked "
               "server no longer exists.")
        return
    emit(game, Event("unsuccessful", info={"server": game.run.server}))  # cr/step_run_declared_unsuccessful
    checkpoint(game)
    _close(game, "unsuccessful", "The run ends and is unsuccessful.")


def _close(game: Game, outcome: str, text: str) -> None:
    run = game.run
    run.ended = run.complete = True
    run.record["outcome"] = outcome
    lost = f" The Runner loses {run.bp_credits} unspent bad publicity credit(s)." if run.bp_credits else ""
    run.bp_credits = 0
    game.trace.add(text + lost, cites.RUN)
    emit(game, Event("run-ends", info={"outcome": outcome}))
    checkpoint(game)


def _jack_out(game: Game, name: str) -> bool:
    answer = game.decider.ask(name, ["yes", "no"], "Runner", general=("jack out",))
    game.trace.add(f"The Runner {'jacks out' if answer == 'yes' else 'does not jack out'}.",
                   cites.JACK_OUT)
    return answer == "yes"


def _window_step(number: str):
    """A paid ability window of the run; an ability used in it may end the run, which closes the
    window and goes to the Run Ends Phase (cr/rule_run_ends_close_paws)."""
    def step(game: Game):
        window(game, RUN[number])
        return Jump("7", "run ended") if game.run.ended else None
    return step


BEFORE_SUCCESS = ("1", "2", "2.1", "2.2", "2.3", "2.4", "4", "5", "5.1", "5.2", "5.3")


def _watch_server(handler, number: str):
    """Leave for [7] as soon as the attacked server has ceased to exist (cr/rule_server_ceases_to_exist),
    or when an ability used before success ended the run (cr/rule_end_the_run)."""
    def step(game: Game):
        move = handler(game)
        run = game.run
        if run.server_gone and not run.record["outcome"]:
            return Jump("7", "server gone")
        if run.ended and number in BEFORE_SUCCESS and not isinstance(move, Jump) and move != "7":
            return Jump("7", "run ended")
        return move
    return step


HANDLERS = {
    "1": _initiation,
    "2": _approach_ice,
    "2.1": _window_step("2.1"),
    "2.2": _jack_out_before_ice,
    "2.3": _rez_approached,
    "2.4": _is_rezzed,
    **encounter.HANDLERS,
    "4": _pass_ice,
    "5": _approach_server,
    "5.1": _window_step("5.1"),
    "5.2": _jack_out_at_server,
    "5.3": _window_step("5.3"),
    "5.4": _successful,
    **access.HANDLERS,
    "6": _run_ends,
    "7": _run_ends_unsuccessfully,
}
HANDLERS = {number: (_watch_server(h, number) if number not in ("6", "7") else h)
            for number, h in HANDLERS.items()}
