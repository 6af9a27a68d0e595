"""What a scenario run produces: the final state as plain data, and its checks against `expect`.

Expectations address the final state with dotted paths (`runner.credits`, `runs.0.outcome`,
`objects[Yog.0].same_object`); values compare exactly, or with `contains` / `excludes` for lists.
"""

from __future__ import annotations

import re
from typing import Any

from rulesdb.engine.scenario import Expectation
from rulesdb.engine.state import Game, Player

_SEGMENT = re.compile(r"\[([^\]]+)\]|([^.\[\]]+)")
MISSING = "<no such field>"


def final_state(game: Game) -> dict:
    """Everything a check can look at: both sides, the runs, abilities, payments, damage, objects."""
    log = game.log
    damage = {kind: sum(d["amount"] for d in log["damage"] if d["kind"] == kind)
              for kind in ("net", "meat", "core")}
    damage["trashed"] = [t for d in log["damage"] for t in d["trashed"]]
    return {
        "winner": game.winner, "reason": game.reason or None,
        "turn": {"number": game.turn.number, "active": game.turn.active},
        "corp": _corp(game), "runner": _runner(game), "runs": game.runs,
        "abilities": {k: list(log[k]) for k in ("met", "resolved", "not_resolved", "declined",
                                                 "not_usable")},
        "payments": list(log["payments"]),
        "spent": {"corp": game.corp.spent, "runner": game.runner.spent},
        "damage": damage, "trashed": list(log["trashed"]), "objects": _objects(game),
        "decisions": list(game.decider.made),
    }


def start_state(game: Game) -> dict:
    """Both sides as the scenario sets them up, before the first step: the board a judge lays out."""
    return {"corp": _corp(game), "runner": _runner(game)}


def _titles(cards) -> list[str]:
    return [c.title for c in cards]


def _points(player: Player) -> int:
    return sum(c.card.facts.agenda_points or 0 for c in player.score)


def _corp(game: Game) -> dict:
    corp = game.corp
    servers = {name: {"ice": _titles(s.ice), "unrezzed": [o.title for o in s.ice if not o.rezzed],
                      "root": _titles(s.root)} for name, s in game.servers.items()}
    return {"credits": corp.credits, "clicks": corp.clicks, "hq": _titles(corp.hand),
            "rd": _titles(corp.deck), "archives": _titles(corp.discard),
            "score_area": _titles(corp.score), "agenda_points": _points(corp),
            "bad_publicity": corp.bad_publicity, "servers": servers}


def _runner(game: Game) -> dict:
    runner = game.runner
    return {"credits": runner.credits, "clicks": runner.clicks, "grip": _titles(runner.hand),
            "stack": _titles(runner.deck), "heap": _titles(runner.discard),
            "score_area": _titles(runner.score), "agenda_points": _points(runner),
            "tags": runner.tags, "core_damage": runner.core_damage, "link": game.link(),
            "memory": {"used": game.memory_used(), "limit": game.memory_limit()},
            "rig": _titles(runner.play),
            "hosted": {o.title: dict(o.counters) for o in runner.play if o.counters}}


def _objects(game: Game) -> dict:
    """Installed cards by title: their object id and whether it is the object set up at the start."""
    found = {}
    for obj in game.installed():
        found.setdefault(obj.title, {"object": obj.object_id, "first_object": obj.first_object,
                                     "same_object": obj.object_id == obj.first_object})
    return found


def lookup_path(data: Any, path: str) -> Any:
    """The value at a dotted path, or MISSING."""
    for bracket, plain in _SEGMENT.findall(path):
        key = bracket or plain
        if isinstance(data, list) and key.lstrip("-").isdigit() and -len(data) <= int(key) < len(data):
            data = data[int(key)]
        elif isinstance(data, dict) and key in data:
            data = data[key]
        else:
            return MISSING
    return data


def check(expectation: Expectation, final: dict) -> dict:
    """One expectation against the final state: {"expect", "actual", "ok", "line"}."""
    actual = lookup_path(final, expectation.path)
    expected, op = expectation.expected, expectation.op
    if actual is MISSING:
        ok = False
    elif op == "equals":
        ok = _equal(actual, expected)
    elif op == "count":
        ok = isinstance(actual, (list, dict, str)) and len(actual) == expected
    else:
        wanted = expected if isinstance(expected, list) else [expected]
        present = [w in actual for w in wanted] if isinstance(actual, (list, str)) else [False]
        ok = all(present) if op == "contains" else not any(present)
    return {"expect": expectation.describe(), "actual": actual, "ok": bool(ok),
            "line": expectation.line}


def _equal(actual: Any, expected: Any) -> bool:
    """Exact equality, except that true/false never equal 1/0."""
    if isinstance(actual, bool) or isinstance(expected, bool):
        return actual is expected
    return actual == expected
