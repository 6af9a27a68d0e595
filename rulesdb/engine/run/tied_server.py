"""A run's "If successful" abilities are tied to the servers the ability that initiated the run could have chosen
(cr/rule_if_successful_tied_to_server): when the attacked server has changed since the run was initiated (the Runner
moved by Mirāju or Bullfrog, Maintenance Access's approach of HQ instead), they meet their trigger condition only if
the server the run is successful on is one that ability could have run. Which servers those are is read from the
card's "Run <servers>." sentence; one the engine cannot read is refused, never guessed."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from rulesdb.engine import cites
from rulesdb.engine.state.carddef import TriggerDef
from rulesdb.engine.state.game import Game
from rulesdb.errors import ScenarioError

CENTRAL = ("HQ", "R&D", "Archives")
_RUN = re.compile(r"(?:^|[.:]\s)Run (HQ or R&D|HQ|R&D|Archives|any server|a remote server|a central server)\.")
_COULD: dict[str, Callable[[str], bool]] = {
    "HQ or R&D": ("HQ", "R&D").__contains__, "HQ": "HQ".__eq__, "R&D": "R&D".__eq__,
    "Archives": "Archives".__eq__, "any server": lambda server: True,
    "a remote server": lambda server: server not in CENTRAL, "a central server": CENTRAL.__contains__}


def could_have_run(lines) -> Callable[[str], bool] | None:
    """The servers a card's one "Run <servers>." instruction lets the Runner choose, as a test of a server's name;
    None when its text says no such sentence, or more than one, or a restriction more (Red Team: "a central server
    you have not run this turn")."""
    said = {m.group(1) for line in lines for m in _RUN.finditer(re.sub(r"<[^>]+>", "", line))}
    return _COULD[said.pop()] if len(said) == 1 else None


def says_if_successful(lines) -> bool:
    """Whether the card's text has an "If successful" ability (a run's, cr/rule_if_successful)."""
    return any("if successful" in line.lower() for line in lines)


def tie(trigger: TriggerDef, title: str, initiated: str, could: Callable[[str], bool] | None) -> TriggerDef:
    """`trigger`, an "If successful" ability of the run `title` initiated on `initiated`, met only while the
    attacked server is one `could` allows (cr/rule_if_successful_tied_to_server)."""
    met = trigger.condition

    def condition(game: Game, source, event) -> bool:
        return met(game, source, event) and tied(game, title, initiated, event.info.get("server"), could)
    return replace(trigger, condition=condition)


def tied(game: Game, title: str, initiated: str, server: str | None, could: Callable[[str], bool] | None) -> bool:
    """Whether a run `title` initiated on `initiated`, successful on `server`, still meets its "If successful"
    abilities' trigger condition; traced when the attacked server changed."""
    if server is None or server == initiated:
        return True
    if could is None:
        raise ScenarioError(f"{game.decider.source}: {title}: the attacked server changed from {initiated} to "
                            f"{server}; which servers {title} could have run is not modelled, so whether its "
                            "\"If successful\" ability applies is not known (cr/rule_if_successful_tied_to_server)")
    ok = could(server)
    verdict = ("have run: its \"If successful\" ability still applies" if ok else
               "not have run: its \"If successful\" ability does not meet its trigger condition")
    game.trace.add(f"{title}: the run was made on {initiated} and the attacked server is now {server}, which {title} "
                   f"could {verdict}.", cites.cr("rule_if_successful_tied_to_server"), key=True)
    return ok
