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

from rulesdb.engine.scenario.model import Expectation
from rulesdb.engine.state.counts import counted
from rulesdb.spelling import unmarked

_SEGMENT = re.compile(r"\[([^\]]+)\]|([^.\[\]]+)")
MISSING = "<no such field>"


_LIST, _ANY = "[]", None
_CARD = {"counters": {"*": _ANY}, "hosted": _ANY, "host": _ANY, "rezzed": _ANY, "faceup": _ANY,
         "visible_to": _ANY, "strength": _ANY}
_SIDE = {k: _ANY for k in ("credits", "clicks", "score_area", "agenda_points", "identity",
                           "hand_size", "current", "removed")}
SCHEMA = {
    "winner": _ANY, "reason": _ANY, "turn": {"number": _ANY, "active": _ANY},
    "set_aside": _ANY, "play_area": _ANY,
    "corp": {**_SIDE, "hq": _ANY, "rd": _ANY, "archives": _ANY, "archives_faceup": _ANY, "bad_publicity": _ANY,
             "scored_this_turn": _ANY, "unscorable": [{"agenda": _ANY, "reason": _ANY}],
             "unrezzable": [{"card": _ANY, "cost": _ANY, "why": _ANY}], "lockdowns": _ANY,
             "servers": {"*": {"ice": _ANY, "unrezzed": _ANY, "root": _ANY}}},
    "runner": {**_SIDE, "grip": _ANY, "stack": _ANY, "heap": _ANY, "tags": _ANY,
               "core_damage": _ANY, "link": _ANY, "memory": {"used": _ANY, "limit": _ANY},
               "rig": _ANY, "hosted": {"*": {"*": _ANY}}},
    "runs": [{k: _ANY for k in ("server", "by", "outcome", "ended_by", "accessed", "stolen",
                                "trashed", "to_access", "initiated_on", "breach_replaced_by")}
             | {"unaffordable": [{"card": _ANY, "to": _ANY, "cost": _ANY}]}
             | {"tags": {k: _ANY for k in ("before", "after", "taken", "removed_by_runner", "removed_by_corp")}}
             | {"encounters": [{k: _ANY for k in ("ice", "object", "strength", "result", "broken",
                                                  "subroutines_resolved", "bypassed_by",
                                                  "fully_broken")}]}],
    "abilities": {k: _ANY for k in ("met", "resolved", "not_resolved", "declined", "not_usable")},
    "payments": [{"player": _ANY, "amount": _ANY, "for": _ANY, "from": {"*": _ANY}}],
    "spent": {"corp": _ANY, "runner": _ANY},
    "damage": {k: _ANY for k in ("net", "meat", "core", "trashed")}, "trashed": _ANY,
    "damage_outside_last_run": {k: _ANY for k in ("net", "meat", "core")},
    **{key: {k: _ANY for k in ("taken", "removed_by_runner", "removed_by_corp")}
       for key in ("tags_changed", "tags_outside_last_run")},
    "objects": {"*": {"object": _ANY, "first_object": _ANY, "same_object": _ANY}},
    "decisions": [{"decision": _ANY, "player": _ANY, "answer": _ANY, "options": _ANY}],
    "cards": {"*": _CARD},
    "refused": [{"action": _ANY, "reason": _ANY}],
    "attempts": [{k: _ANY for k in ("action", "at", "allowed", "reason", "rule")}],
}
_MOMENT = re.compile(r"^at\[([^\]]+)\]\.(.+)$")
_AFTER = re.compile(r"^after\[(\d+)\]\.(.+)$")


def path_problem(path: str, actions: int) -> str:
    """Why a check path leads nowhere in the result ("" if it is fine); `actions` bounds after[n]."""
    after = _AFTER.match(path)
    if after:
        n = int(after.group(1))
        if not 1 <= n <= actions:
            return f"after[{n}]: the scenario has {counted(actions, 'action')}; count them from 1"
        path = after.group(2)
    moment = _MOMENT.match(path)
    if moment:
        from rulesdb.engine.state.events import MOMENT_WORDS
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
            if not (key.lstrip("-").isdigit() and key.isascii()):  # "²" is a digit int() refuses
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
    from rulesdb.engine.state.decisions import normalise_key
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
    """The value at a dotted path, or MISSING; a card's name may be typed with a straight apostrophe
    or without its accents (`cards.Tori Hanzo.rezzed`)."""
    for bracket, plain in _SEGMENT.findall(path):
        key = bracket or plain
        index = key.lstrip("-").isdigit() and key.isascii()  # "²" is a digit int() refuses
        if isinstance(data, list) and index and -len(data) <= int(key) < len(data):
            data = data[int(key)]
        elif isinstance(data, dict) and key in data:
            data = data[key]
        elif isinstance(data, dict):
            found = next((v for k, v in data.items() if unmarked(str(k)) == unmarked(key)), MISSING)
            if found is MISSING:
                copies = [str(k) for k in data if _labels_copy_of(str(k), key)]
                return Ambiguous(key, copies) if len(copies) > 1 else MISSING
            data = found
        else:
            return MISSING
    return data


class Ambiguous:
    """A check path naming a title several cards hold, each keyed by its label (state/snapshot.by_label): the
    check fails naming the labels to write, never reading the first copy."""

    def __init__(self, title: str, labels: list[str]):
        self.title, self.labels = title, labels

    def __str__(self) -> str:
        return (f"<{self.title!r} names {len(self.labels)} cards: write one of "
                f"{', '.join(f'[{label}]' for label in self.labels)}>")


_LABEL_REST = re.compile(r"^ (?:(?:protecting|in|hosted on) .+|\(.+\))$")


def _labels_copy_of(key: str, title: str) -> bool:
    """Whether `key` is the label of a copy of `title` ("Ice Wall protecting HQ" of "Ice Wall")."""
    plain, wanted = unmarked(key), unmarked(title)
    return plain.startswith(wanted) and bool(_LABEL_REST.match(plain[len(wanted):]))


def check(expectation: Expectation, final: dict, snapshots: dict | None = None,
          after: list | None = None) -> dict:
    """One expectation against the state it addresses: {"expect", "actual", "ok", "line"}."""
    actual = lookup_check(expectation.path, final, snapshots or {}, after or [])
    expected, op = expectation.expected, expectation.op
    if isinstance(actual, Ambiguous):
        actual, ok = str(actual), False
    elif actual is MISSING:
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
    """A list has an equal item; a mapping has the key; a text has the whole word or phrase (yes/no
    as written, names with either apostrophe)."""
    if isinstance(actual, list):
        return any(_equal(item, wanted) for item in actual)
    if isinstance(actual, dict):
        return any(_equal(key, wanted) for key in actual)
    if isinstance(actual, str):
        words = ("yes" if wanted else "no") if isinstance(wanted, bool) else str(wanted)
        return re.search(rf"(?<!\w){re.escape(unmarked(words))}(?!\w)", unmarked(actual)) is not None
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
    if isinstance(actual, str) and isinstance(expected, str):  # a card's name typed with either apostrophe
        return unmarked(actual) == unmarked(expected)
    return actual == expected
