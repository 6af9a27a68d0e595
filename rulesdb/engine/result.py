"""What a scenario run produces: the final state as plain data, and its checks against `expect`.

Expectations address the final state with dotted paths (`runner.credits`, `runs.0.outcome`,
`objects[Yog.0].same_object`), the state right after the n-th action (`after[2].corp.credits`)
or at a moment inside a run (`at[encounter Ice Wall].runner.credits`). Values compare exactly;
`contains` / `excludes` test list items, whole words of a text, or the keys of a mapping.
`SCHEMA` is the shape of the state, so a path that leads nowhere is refused when a file loads.
"""

from __future__ import annotations

import re
from typing import Any

from rulesdb.engine.attempts import refused
from rulesdb.engine.scenario_types import Expectation
from rulesdb.engine.state import Game

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
        "decisions": list(game.decider.made), "cards": _cards(game), "refused": refused(game),
    }


def start_state(game: Game) -> dict:
    """Both sides as the scenario sets them up, before the first step: the board a judge lays out."""
    return {"corp": _corp(game), "runner": _runner(game)}


def _titles(cards) -> list[str]:
    return [c.title for c in cards]


def _corp(game: Game) -> dict:
    corp = game.corp
    servers = {name: {"ice": _titles(s.ice), "unrezzed": [o.title for o in s.ice if not o.rezzed],
                      "root": _titles(s.root)} for name, s in game.servers.items()}
    return {"credits": corp.credits, "clicks": corp.clicks, "hq": _titles(corp.hand),
            "rd": _titles(corp.deck), "archives": _titles(corp.discard), "removed": _titles(corp.removed),
            "archives_faceup": [c.title for c in corp.discard if c.faceup],
            "score_area": _titles(corp.score), "agenda_points": game.agenda_points("corp"),
            "bad_publicity": corp.bad_publicity, "servers": servers,
            "identity": corp.identity.title if corp.identity else None,
            "hand_size": game.hand_size("corp"), "scored_this_turn": list(corp.scored_this_turn),
            "current": game.current.title if game.current and game.current.owner == "corp" else None}


def _runner(game: Game) -> dict:
    runner = game.runner
    return {"credits": runner.credits, "clicks": runner.clicks, "grip": _titles(runner.hand),
            "stack": _titles(runner.deck), "heap": _titles(runner.discard), "removed": _titles(runner.removed),
            "score_area": _titles(runner.score), "agenda_points": game.agenda_points("runner"),
            "tags": runner.tags, "core_damage": runner.core_damage, "link": game.link(),
            "memory": {"used": game.memory_used(), "limit": game.memory_limit()},
            "rig": _titles(runner.play),
            "hosted": {o.title: dict(o.counters) for o in runner.play if o.counters},
            "identity": runner.identity.title if runner.identity else None,
            "hand_size": game.hand_size("runner"),
            "current": game.current.title if game.current and game.current.owner == "runner" else None}


def _cards(game: Game) -> dict:
    """Every card in play or in a score area, by title: counters, hosted cards, host, rezzed, faceup, which players
    may look at it (visibility.py) and the strength of ice and icebreakers."""
    from rulesdb.engine.visibility import is_facedown, seen_by
    found = {}
    for obj in game.in_play() + game.corp.score + game.runner.score:
        found.setdefault(obj.title, {
            "counters": {k: v for k, v in obj.counters.items() if v},
            "hosted": _titles(obj.hosted), "host": obj.host.title if obj.host else None,
            "rezzed": obj.rezzed, "faceup": not is_facedown(game, obj), "visible_to": seen_by(game, obj),
            "strength": _strength(game, obj)})
    return found


def _strength(game: Game, obj) -> int | None:
    """The current strength of a piece of ice or a program with strength (icebreakers), else None."""
    if obj.is_ice:
        return game.ice_strength(obj)
    return game.breaker_strength(obj) if obj.card.facts.strength is not None else None


def _objects(game: Game) -> dict:
    """Installed cards, then the cards in R&D, by title: their object id and whether it is the
    object set up at the start (a card moved within a hidden zone is a new object)."""
    found = {}
    for obj in game.installed() + game.corp.deck:
        found.setdefault(obj.title, {"object": obj.object_id, "first_object": obj.first_object,
                                     "same_object": obj.object_id == obj.first_object})
    return found


_LIST, _ANY = "[]", None
_CARD = {"counters": {"*": _ANY}, "hosted": _ANY, "host": _ANY, "rezzed": _ANY, "faceup": _ANY,
         "visible_to": _ANY, "strength": _ANY}
_SIDE = {k: _ANY for k in ("credits", "clicks", "score_area", "agenda_points", "identity",
                           "hand_size", "current", "removed")}
SCHEMA = {
    "winner": _ANY, "reason": _ANY, "turn": {"number": _ANY, "active": _ANY},
    "corp": {**_SIDE, "hq": _ANY, "rd": _ANY, "archives": _ANY, "archives_faceup": _ANY, "bad_publicity": _ANY,
             "scored_this_turn": _ANY,
             "servers": {"*": {"ice": _ANY, "unrezzed": _ANY, "root": _ANY}}},
    "runner": {**_SIDE, "grip": _ANY, "stack": _ANY, "heap": _ANY, "tags": _ANY,
               "core_damage": _ANY, "link": _ANY, "memory": {"used": _ANY, "limit": _ANY},
               "rig": _ANY, "hosted": {"*": {"*": _ANY}}},
    "runs": [{k: _ANY for k in ("server", "by", "outcome", "ended_by", "accessed", "stolen",
                                "trashed", "to_access", "initiated_on")}
             | {"encounters": [{k: _ANY for k in ("ice", "object", "strength", "result", "broken",
                                                  "subroutines_resolved", "bypassed_by",
                                                  "fully_broken")}]}],
    "abilities": {k: _ANY for k in ("met", "resolved", "not_resolved", "declined", "not_usable")},
    "payments": [{"player": _ANY, "amount": _ANY, "for": _ANY, "from": {"*": _ANY}}],
    "spent": {"corp": _ANY, "runner": _ANY},
    "damage": {k: _ANY for k in ("net", "meat", "core", "trashed")}, "trashed": _ANY,
    "objects": {"*": {"object": _ANY, "first_object": _ANY, "same_object": _ANY}},
    "decisions": [{"decision": _ANY, "player": _ANY, "answer": _ANY, "options": _ANY}],
    "cards": {"*": _CARD},
    "refused": [{"action": _ANY, "reason": _ANY}],
}
_MOMENT = re.compile(r"^at\[([^\]]+)\]\.(.+)$")
_AFTER = re.compile(r"^after\[(\d+)\]\.(.+)$")


def path_problem(path: str, actions: int) -> str:
    """Why a check path leads nowhere in the result ("" if it is fine); `actions` bounds after[n]."""
    after = _AFTER.match(path)
    if after:
        n = int(after.group(1))
        if not 1 <= n <= actions:
            return f"after[{n}]: the scenario has {actions} action(s); count them from 1"
        path = after.group(2)
    moment = _MOMENT.match(path)
    if moment:
        from rulesdb.engine.triggers import MOMENT_WORDS
        words = moment.group(1).split("#")[0].strip().lower()
        if not any(words == w or words.startswith(w + " ") for w in MOMENT_WORDS.values()):
            return (f"unknown moment {moment.group(1)!r} (a moment is one of "
                    f"{', '.join(sorted(set(MOMENT_WORDS.values())))}, then a card name where "
                    "there is one: at[encounter Ice Wall])")
        path = moment.group(2)
    schema: Any = SCHEMA
    walked = []
    for bracket, plain in _SEGMENT.findall(path):
        key = bracket or plain
        if schema is _ANY:
            return ""
        if isinstance(schema, list):
            if not key.lstrip("-").isdigit():
                return f"{'.'.join(walked) or path}: expected a number (a list index), got {key!r}"
            schema = schema[0]
        elif key in schema:
            schema = schema[key]
        elif "*" in schema:
            schema = schema["*"]
        else:
            known = ", ".join(schema)
            where = ".".join(walked)
            return f"unknown result field {key!r}" + (f" in {where}" if where else "") + \
                f" (known: {known})"
        walked.append(key)
    return ""


def moment_key(name: str) -> str:
    """The snapshot key for a moment as written in a check: ordinal forms made "#n"."""
    from rulesdb.engine.decisions import normalise_key
    return normalise_key(name)


def lookup_check(expectation_path: str, final: dict, snapshots: dict, after: list) -> Any:
    """The value a check path addresses: in the final state, after an action, or at a moment."""
    match = _AFTER.match(expectation_path)
    if match:
        n = int(match.group(1))
        if n > len(after):
            return MISSING
        return lookup_check(match.group(2), after[n - 1], snapshots, after)
    match = _MOMENT.match(expectation_path)
    if match:
        state = snapshots.get(moment_key(match.group(1)))
        return MISSING if state is None else lookup_path(state, match.group(2))
    return lookup_path(final, expectation_path)


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


def check(expectation: Expectation, final: dict, snapshots: dict | None = None,
          after: list | None = None) -> dict:
    """One expectation against the state it addresses: {"expect", "actual", "ok", "line"}."""
    actual = lookup_check(expectation.path, final, snapshots or {}, after or [])
    expected, op = expectation.expected, expectation.op
    if actual is MISSING:
        ok = False
    elif op == "equals":
        ok = _equal(actual, expected)
    elif op == "count":
        ok = isinstance(actual, (list, dict, str)) and len(actual) == expected
    else:
        wanted = expected if isinstance(expected, list) else [expected]
        present = [_has(actual, w) for w in wanted]
        ok = all(present) if op == "contains" else not any(present)
    return {"expect": expectation.describe(), "actual": actual, "ok": bool(ok),
            "line": expectation.line}


def _has(actual: Any, wanted: Any) -> bool:
    """A list has an equal item; a mapping has the key; a text has the whole word or phrase."""
    if isinstance(actual, list):
        return any(_equal(item, wanted) for item in actual)
    if isinstance(actual, dict):
        return wanted in actual
    if isinstance(actual, str):
        return re.search(rf"(?<!\w){re.escape(str(wanted))}(?!\w)", actual) is not None
    return False


def _equal(actual: Any, expected: Any) -> bool:
    """Exact equality, except that true/false never equal 1/0, and a yes/no the file wrote (which
    YAML reads as true/false) equals the answer "yes"/"no" a decision recorded."""
    if isinstance(expected, bool) and isinstance(actual, str):
        return actual == ("yes" if expected else "no")
    if isinstance(actual, bool) or isinstance(expected, bool):
        return actual is expected
    if isinstance(actual, list) and isinstance(expected, list):
        return len(actual) == len(expected) and all(map(_equal, actual, expected))
    if isinstance(actual, dict) and isinstance(expected, dict):
        return actual.keys() == expected.keys() and all(_equal(v, expected[k]) for k, v in actual.items())
    return actual == expected
