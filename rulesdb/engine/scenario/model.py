"""The parsed form of a scenario file: the board, the actions, the decisions and the checks."""

from __future__ import annotations

from typing import Any

from rulesdb.engine.records import record
from rulesdb.engine.state.decisions import Answer
from rulesdb.engine.turns.actions import Action


@record(frozen=True)
class Placed:
    """A card in some zone at the start; installed cards say whether they are rezzed and more."""

    title: str
    line: int
    rezzed: bool = True
    credits: int | None = None
    chosen: str | None = None
    counters: tuple[tuple[str, int], ...] = ()
    hosted: tuple[Placed, ...] = ()
    faceup: bool = False
    scored_this_turn: bool = False
    facedown: bool = False  # a Runner card installed facedown
    strength_this_turn: int | None = None  # an icebreaker's +N strength for the remainder of the turn, from before
    not_played_this_turn: bool = False  # in the heap or Archives: the board says it was not played this turn

    @property
    def advancement(self) -> int:
        return dict(self.counters).get("advancement", 0)


@record(frozen=True)
class UsedEarlier:
    """A card played or trashed for its ability earlier in the turn, before the board (`earlier_this_turn`): the
    targets its effect chose and X."""

    title: str
    line: int
    targets: tuple[str, ...] = ()
    x: int | None = None


@record(frozen=True)
class ServerSetup:
    """A server at the start: its ice and what is installed in its root."""

    name: str
    ice: tuple[Placed, ...] = ()  # outermost first: the order the Runner approaches them
    root: tuple[Placed, ...] = ()


@record(frozen=True)
class SideSetup:
    """One player's starting state; zone names follow the player (hq/rd/archives, grip/stack/heap)."""

    credits: int = 5
    zones: tuple[tuple[str, tuple[Placed, ...]], ...] = ()
    counts: tuple[tuple[str, int], ...] = ()  # tags, link, bad_publicity, memory_limit
    servers: tuple[ServerSetup, ...] = ()
    rig: tuple[Placed, ...] = ()
    identity: str | None = None
    clicks: int | None = None
    current: Placed | None = None
    unlaid: tuple[str, ...] = ()  # zones the board leaves out: their contents are unknown, not known empty
    earlier: tuple[UsedEarlier, ...] = ()  # cards used earlier in the turn, before the board (`earlier_this_turn`)

    def zone(self, name: str) -> tuple[Placed, ...]:
        return dict(self.zones).get(name, ())

    def count(self, name: str, default: int = 0) -> int:
        return dict(self.counts).get(name, default)


@record(frozen=True)
class Expectation:
    """A check: `path` (dotted, into final_state, or `after[n].` / `at[moment].` it) `op` `expected`."""

    path: str
    op: str
    expected: Any
    line: int

    def describe(self) -> str:
        words = {"equals": "==", "contains": "contains", "excludes": "excludes",
                 "count": "has length"}
        return f"{self.path} {words[self.op]} {_show(self.expected)}"


@record(frozen=True)
class Scenario:
    """One validated scenario file: where it comes from, its starting state, plays and checks."""

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
    until: str = "last action"  # or "end of turn": play on to the end of the last action's turn

    @property
    def moments(self) -> frozenset[str]:
        """The in-run moments the checks look at ("encounter ice wall #2"), lower case, ordinals
        written "(2)" or "#2" alike."""
        from rulesdb.engine.state.decisions import normalise_key
        return frozenset(normalise_key(e.path[3:e.path.index("]")]) for e in self.expect
                         if e.path.startswith("at["))


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
