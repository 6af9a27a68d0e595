"""Scenario files: a worked example's starting state, the players' actions and decisions, and checks.

Loading validates everything it can before the engine runs (fields, types, card names, which
side a card belongs to, servers, actions, decision names and values, check paths) and reports
every problem at once, one per line, as "file:line: field: message". The format is documented in
sources/scenarios/README.md; the board is read by board.py, the rest by plays.py.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from rulesdb.engine.scenario.board import BoardReader
from rulesdb.engine.scenario.model import Expectation, Placed, Scenario, ServerSetup, SideSetup
from rulesdb.engine.scenario.plays import PlaysReader
from rulesdb.engine.scenario.yamlread import Fields, read_yaml
from rulesdb.engine.state.objects import CENTRAL
from rulesdb.engine.turns.actions import Action
from rulesdb.errors import ScenarioError

TOP = ("title", "example", "see_also", "seed", "turn", "until", "corp", "runner", "actions",
       "decisions", "expect", "notes")
UNTIL = ("last action", "end of turn")
_ADDRESS = re.compile(r"^(cr/[A-Za-z0-9_+]+(/example/[1-9][0-9]*)?|"
                      r"[a-z][a-z0-9]*(-[a-z0-9.]+)+/[^\s/][^\s]*)$")


def load_file(path: Path, parses=None) -> Scenario:
    """Read and validate one scenario file (`parses`: a build's stored parses, parsed.StoredParses,
    used for a text it holds)."""
    file = shown_path(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(f"{file}: cannot read ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise ScenarioError(f"{file}:1: not UTF-8 text") from None
    data, lines = (parses.get(text) if parses is not None else None) or read_yaml(text, file)
    fields = Fields(file, lines)
    scenario = fields.guard(_Builder(fields).scenario, data, Path(path).stem, file)
    fields.finish()
    return scenario


def shown_path(path: Path) -> str:
    """The file as errors name it: from `scenarios/` for a build's copy of the scenarios, relative to the
    project for its own, so no server path leaks."""
    parts = Path(path).resolve().parts
    for i in range(len(parts) - 1, 1, -1):
        if parts[i] == "scenarios" and parts[i - 2] == "builds":  # <data>/builds/<build>/scenarios/...
            return "/".join(parts[i:])
    try:
        return Path(path).resolve().relative_to(_PROJECT).as_posix()
    except ValueError:
        return str(path)


_PROJECT = Path(__file__).resolve().parents[2]


class _Builder(BoardReader, PlaysReader):
    """Turns validated YAML into a Scenario, collecting the card titles it mentions."""

    REQUIRED = ("title", "example", "actions", "expect")

    def __init__(self, fields: Fields):
        self.f = fields
        self.cards: list[str] = []

    def scenario(self, data: Any, sid: str, file: str) -> Scenario:
        f = self.f
        top = f.mapping(data, "", TOP, self.REQUIRED)
        title = f.guard(f.string, top.get("title"), "title", default="")
        example = f.guard(self.address, top["example"], "example", default="") if "example" in top else ""
        see_also = f.guard(lambda: tuple(
            self.address(v, f"see_also[{i}]")
            for i, v in enumerate(f.listing(top.get("see_also", []), "see_also"))), default=())
        turn = f.guard(self.turn, top.get("turn", "runner"), default="runner")
        seed = f.guard(f.integer, top.get("seed", 0), "seed", default=0)
        until = f.guard(self.until, top.get("until", "last action"), default="last action")
        corp = f.guard(self.corp, top.get("corp", {}), default=self.empty_side())
        runner = f.guard(self.runner, top.get("runner", {}), corp, default=self.empty_side())
        servers = CENTRAL + tuple(s.name for s in corp.servers if s.name not in CENTRAL)
        actions = f.guard(self.actions, top.get("actions"), servers, corp, runner, default=())
        decisions = f.guard(self.decisions, top.get("decisions", {}), default=())
        # after[n] counts the actions, not what is done at moments
        taken = sum(1 for a in actions if not (a.at or a.window))
        expect = f.guard(self.expect, top["expect"], taken, default=()) if "expect" in top else ()
        return Scenario(sid, file, title, example, see_also, seed, turn, corp, runner, actions,
                        decisions, expect, tuple(dict.fromkeys(self.cards)), until)

    def address(self, value: Any, path: str) -> str:
        text = self.f.string(value, path)
        if not _ADDRESS.match(text):
            self.f.fail(path, f"{text!r} is not an address like cr/rule_bypass/example/1 or "
                        "ffg-rr-1.0/term/bypass/example/1")
        return text

    def until(self, value: Any) -> str:
        text = self.f.string(value, "until")
        if text not in UNTIL:
            self.f.fail("until", f"expected {' or '.join(UNTIL)}, got {text!r}")
        return text

    def turn(self, value: Any) -> str:
        turn = self.f.string(value, "turn")
        if turn not in ("corp", "runner"):
            self.f.fail("turn", f"expected corp or runner, got {turn!r}")
        return turn


class TableBuilder(_Builder):
    """A board sent to the Table: where it comes from (`example`) and checks (`expect`) are optional."""

    REQUIRED = ("actions",)


__all__ = ["Action", "Expectation", "Placed", "Scenario", "ServerSetup", "SideSetup",
           "TableBuilder", "load_file", "shown_path"]
