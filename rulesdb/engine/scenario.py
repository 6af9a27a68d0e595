"""Scenario files: a worked example's starting state, the players' actions and decisions, and checks.

Loading validates everything it can before the engine runs (fields, types, card names, which
side a card belongs to, servers, the Femme Fatale target), so a malformed file is rejected with
"file:line: field: message". The format is documented in sources/scenarios/README.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulesdb.engine.carddef import CardDef
from rulesdb.engine.cards import lookup, suggest
from rulesdb.engine.decisions import Answer
from rulesdb.engine.yamlread import Fields, read_yaml
from rulesdb.errors import ScenarioError

TOP = ("title", "example", "see_also", "seed", "turn", "corp", "runner", "actions", "decisions",
       "expect", "notes")
CORP = ("credits", "hq", "rd", "archives", "score_area", "bad_publicity", "servers")
RUNNER = ("credits", "grip", "stack", "heap", "score_area", "tags", "link", "memory_limit", "rig")
CENTRAL = ("HQ", "R&D", "Archives")
RESULT_KEYS = ("winner", "reason", "turn", "corp", "runner", "runs", "abilities", "payments",
               "spent", "damage", "trashed", "objects", "decisions")
OPERATORS = ("contains", "excludes", "count")
RIG_TYPES = ("program", "resource", "hardware")
_ACTION = re.compile(r"^(?:(?P<simple>gain credit|draw|remove tag)|run (?P<run>.+)|"
                     r"play (?P<play>.+?)(?: on (?P<target>.+))?|install (?P<install>.+))$")


@dataclass(frozen=True)
class Placed:
    """A card in some zone at the start; installed cards say whether they are rezzed and more."""

    title: str
    line: int
    rezzed: bool = True
    credits: int | None = None
    chosen: str | None = None
    advancement: int = 0


@dataclass(frozen=True)
class ServerSetup:
    name: str
    ice: tuple[Placed, ...] = ()  # outermost first: the order the Runner approaches them
    root: tuple[Placed, ...] = ()


@dataclass(frozen=True)
class SideSetup:
    """One player's starting state; zone names follow the player (hq/rd/archives, grip/stack/heap)."""

    credits: int = 5
    zones: tuple[tuple[str, tuple[Placed, ...]], ...] = ()
    counts: tuple[tuple[str, int], ...] = ()  # tags, link, bad_publicity, memory_limit
    servers: tuple[ServerSetup, ...] = ()
    rig: tuple[Placed, ...] = ()

    def zone(self, name: str) -> tuple[Placed, ...]:
        return dict(self.zones).get(name, ())

    def count(self, name: str, default: int = 0) -> int:
        return dict(self.counts).get(name, default)


@dataclass(frozen=True)
class Action:
    """One [click] action: who takes it, what it is, and the line it is written on."""

    player: str
    verb: str
    text: str
    line: int
    card: str | None = None
    server: str | None = None


@dataclass(frozen=True)
class Expectation:
    """A check on the final state: `path` (dotted, into final_state) `op` `expected`."""

    path: str
    op: str
    expected: Any
    line: int

    def describe(self) -> str:
        words = {"equals": "==", "contains": "contains", "excludes": "excludes",
                 "count": "has length"}
        return f"{self.path} {words[self.op]} {_show(self.expected)}"


@dataclass(frozen=True)
class Scenario:
    id: str
    path: str
    title: str
    example: str
    see_also: tuple[str, ...]
    seed: int
    turn: str
    corp: SideSetup
    runner: SideSetup
    actions: tuple[Action, ...]
    decisions: tuple[Answer, ...]
    expect: tuple[Expectation, ...]
    cards: tuple[str, ...]


def load_file(path: Path) -> Scenario:
    """Read and validate one scenario file."""
    file = shown_path(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ScenarioError(f"{file}: cannot read ({exc.strerror})") from None
    except UnicodeDecodeError as exc:
        raise ScenarioError(f"{file}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    data, lines = read_yaml(text, file)
    return _Builder(Fields(file, lines)).scenario(data, Path(path).stem, file)


def shown_path(path: Path) -> str:
    """The file as errors name it: relative to the project for its own scenarios, so no server path leaks."""
    try:
        return Path(path).resolve().relative_to(_PROJECT).as_posix()
    except ValueError:
        return str(path)


_PROJECT = Path(__file__).resolve().parents[2]


class _Builder:
    """Turns validated YAML into a Scenario, collecting the card titles it mentions."""

    def __init__(self, fields: Fields):
        self.f = fields
        self.cards: list[str] = []

    def scenario(self, data: Any, sid: str, file: str) -> Scenario:
        f = self.f
        top = f.mapping(data, "", TOP, ("title", "example", "actions", "expect"))
        example = f.string(top["example"], "example")
        if "/" not in example:
            f.fail("example", f"{example!r} is not an address like ffg-rr-1.0/term/bypass/example/1")
        turn = f.string(top.get("turn", "runner"), "turn")
        if turn not in ("corp", "runner"):
            f.fail("turn", f"expected corp or runner, got {turn!r}")
        corp = self.corp(top.get("corp", {}))
        runner = self.runner(top.get("runner", {}), corp)
        servers = CENTRAL + tuple(s.name for s in corp.servers if s.name not in CENTRAL)
        return Scenario(
            sid, file, f.string(top["title"], "title"), example,
            tuple(f.string(v, f"see_also[{i}]")
                  for i, v in enumerate(f.listing(top.get("see_also", []), "see_also"))),
            f.integer(top.get("seed", 0), "seed"), turn, corp, runner,
            self.actions(top["actions"], servers), self.decisions(top.get("decisions", {})),
            self.expect(top["expect"]), tuple(dict.fromkeys(self.cards)))

    # --- state -------------------------------------------------------------------------
    def corp(self, value: Any) -> SideSetup:
        f = self.f
        side = f.mapping(value, "corp", CORP)
        zones = tuple((z, self.titles(side.get(z, []), f"corp.{z}", "corp"))
                      for z in ("hq", "rd", "archives", "score_area"))
        servers = []
        for name, spec in f.mapping(side.get("servers", {}), "corp.servers",
                                    tuple(side.get("servers", {}) or ())).items():
            servers.append(self.server(str(name), spec))
        counts = (("bad_publicity", f.integer(side.get("bad_publicity", 0), "corp.bad_publicity")),)
        return SideSetup(f.integer(side.get("credits", 5), "corp.credits"), zones, counts,
                         tuple(servers))

    def server(self, name: str, spec: Any) -> ServerSetup:
        path = f"corp.servers.{name}"
        if name not in CENTRAL and not name.startswith("Server "):
            self.f.fail(path, "a server is HQ, R&D, Archives or a remote named like 'Server 1'")
        spec = self.f.mapping(spec, path, ("ice", "root"))
        ice = tuple(self.placed(v, f"{path}.ice[{i}]", "corp", ("ice",))
                    for i, v in enumerate(self.f.listing(spec.get("ice", []), f"{path}.ice")))
        root = tuple(self.placed(v, f"{path}.root[{i}]", "corp", ("asset", "upgrade", "agenda"))
                     for i, v in enumerate(self.f.listing(spec.get("root", []), f"{path}.root")))
        return ServerSetup(name, ice, root)

    def runner(self, value: Any, corp: SideSetup) -> SideSetup:
        f = self.f
        side = f.mapping(value, "runner", RUNNER)
        zones = tuple((z, self.titles(side.get(z, []), f"runner.{z}", "runner"))
                      for z in ("grip", "stack", "heap"))
        zones += (("score_area", self.titles(side.get("score_area", []), "runner.score_area",
                                             "corp")),)
        counts = tuple((k, f.integer(side[k], f"runner.{k}")) for k in ("tags", "link",
                                                                      "memory_limit") if k in side)
        ice = {p.title.lower() for s in corp.servers for p in s.ice}
        rig = tuple(self.placed(v, f"runner.rig[{i}]", "runner", RIG_TYPES, ice)
                    for i, v in enumerate(f.listing(side.get("rig", []), "runner.rig")))
        limit = dict(counts).get("memory_limit", 4)
        used = sum(lookup(p.title).facts.memory or 0 for p in rig)
        if used > limit:
            f.fail("runner.rig", f"the rig uses {used} MU, over the memory limit of {limit}")
        return SideSetup(f.integer(side.get("credits", 5), "runner.credits"), zones, counts, (), rig)

    def titles(self, value: Any, path: str, side: str) -> tuple[Placed, ...]:
        items = self.f.listing(value, path)
        return tuple(Placed(self.card(v, f"{path}[{i}]", side).title, self.f.line(f"{path}[{i}]"))
                     for i, v in enumerate(items))

    def placed(self, value: Any, path: str, side: str, types: tuple[str, ...],
               ice: set[str] | None = None) -> Placed:
        f = self.f
        spec = {"card": value} if isinstance(value, str) else f.mapping(
            value, path, ("card", "rezzed", "credits", "chosen", "advancement"), ("card",))
        card = self.card(spec["card"], f"{path}.card" if not isinstance(value, str) else path,
                         side, types)
        chosen = spec.get("chosen")
        if chosen is not None:
            chosen = f.string(chosen, f"{path}.chosen")
            if ice is None or chosen.lower() not in ice:
                f.fail(f"{path}.chosen", f"no installed ice named {chosen!r}")
        credits = spec.get("credits")
        return Placed(card.title, f.line(path), f.boolean(spec.get("rezzed", True), f"{path}.rezzed"),
                      None if credits is None else f.integer(credits, f"{path}.credits"), chosen,
                      f.integer(spec.get("advancement", 0), f"{path}.advancement"))

    def card(self, value: Any, path: str, side: str, types: tuple[str, ...] = ()) -> CardDef:
        title = self.f.string(value, path)
        card = lookup(title)
        if card is None:
            hint = suggest(title)
            self.f.fail(path, f"unknown card {title!r}"
                        + (f" (did you mean {', '.join(hint)}?)" if hint else ""))
        facts = card.facts
        if facts.side != side:
            self.f.fail(path, f"{facts.title} is a {facts.side.capitalize()} card")
        if types and facts.type not in types:
            self.f.fail(path, f"{facts.title} is {_a(facts.type)}, expected {' or '.join(types)}")
        self.cards.append(facts.title)
        return card

    # --- actions, decisions, checks ----------------------------------------------------------
    def actions(self, value: Any, servers: tuple[str, ...]) -> tuple[Action, ...]:
        items = self.f.listing(value, "actions")
        if not items:
            self.f.fail("actions", "list at least one action")
        return tuple(self.action(item, f"actions[{i}]", servers) for i, item in enumerate(items))

    def action(self, item: Any, path: str, servers: tuple[str, ...]) -> Action:
        f = self.f
        spec = f.mapping(item, path, ("corp", "runner"))
        if len(spec) != 1:
            f.fail(path, "write each action as 'runner: ...' or 'corp: ...'")
        player, text = next(iter(spec.items()))
        text = f.string(text, f"{path}.{player}")
        match = _ACTION.match(text)
        if not match:
            f.fail(f"{path}.{player}", f"unknown action {text!r} (expected gain credit, draw, "
                   "remove tag, run <server>, play <card> [on <server>], install <card>)")
        line = f.line(path)
        groups = match.groupdict()
        server = groups["run"] or groups["target"]
        if server is not None and server not in servers:
            f.fail(f"{path}.{player}", f"unknown server {server!r} (known: {', '.join(servers)})")
        if groups["simple"]:
            return Action(player, groups["simple"], text, line)
        if groups["run"]:
            return Action(player, "run", text, line, server=server)
        verb = "play" if groups["play"] else "install"
        card = self.card(groups["play"] or groups["install"], f"{path}.{player}", player,
                         ("event", "operation") if verb == "play" else RIG_TYPES)
        if verb == "play" and card.facts.has("run") != (server is not None):
            f.fail(f"{path}.{player}", f"{card.title} {'needs' if card.facts.has('run') else 'takes no'}"
                   " server ('play <card> on <server>' is for run events)")
        return Action(player, verb, text, line, card.title, server)

    def decisions(self, value: Any) -> tuple[Answer, ...]:
        spec = self.f.mapping(value or {}, "decisions", tuple(value or ()))
        return tuple(Answer(str(k), v, self.f.line(f"decisions.{k}")) for k, v in spec.items())

    def expect(self, value: Any) -> tuple[Expectation, ...]:
        items = self.f.listing(value, "expect")
        if not items:
            self.f.fail("expect", "list at least one expectation")
        return tuple(self.expectation(item, f"expect[{i}]") for i, item in enumerate(items))

    def expectation(self, item: Any, path: str) -> Expectation:
        if not isinstance(item, dict) or len(item) != 1:
            self.f.fail(path, "write each expectation as 'path: expected value'")
        key, expected = next(iter(item.items()))
        key = str(key)
        if key.split(".")[0] not in RESULT_KEYS:
            self.f.fail(f"{path}.{key}", f"unknown result field {key.split('.')[0]!r} "
                        f"(known: {', '.join(RESULT_KEYS)})")
        op = "equals"
        if isinstance(expected, dict) and len(expected) == 1 and next(iter(expected)) in OPERATORS:
            op, expected = next(iter(expected.items()))
            if op == "count":
                self.f.integer(expected, f"{path}.{key}.count")
        return Expectation(key, op, expected, self.f.line(path))


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


def _show(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "none"
    return str(value)
