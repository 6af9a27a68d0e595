"""Checks on the public API's arguments, so `RulesDB.find(limit="10")` is a BadQuery naming the
parameter and its value, the same one-line error the CLI and the web app give, never a TypeError."""

from __future__ import annotations

from typing import Any

from rulesdb.errors import BadQuery

FILTERS = ("document", "family", "kind", "version")
MAX_TEXT = 1000
MAX_DECISIONS = 60  # a scenario's decisions, however given (a file, the Table, a re-run): more than any asks


def text(name: str, value: Any, required: bool = True, max_len: int = MAX_TEXT) -> str:
    """A string parameter, stripped; empty only when not required."""
    if not isinstance(value, str):
        raise BadQuery(f"{name}: expected text, got {type(value).__name__} {_shown(value)}")
    if required and not value.strip():
        raise BadQuery(f"{name}: must not be empty")
    if len(value) > max_len:
        raise BadQuery(f"{name}: at most {max_len} characters, got {len(value)}")
    return value


def single(name: str, values: list[str], default: str | None = "") -> str | None:
    """The one value a parameter takes (`default` when it has none): sent more than once (`seed=1&seed=2`),
    refused naming it, never answered with the first."""
    if len(values) > 1:
        raise BadQuery(f"{name}: given {len(values)} times; it takes one value")
    return values[0] if values else default


def optional_text(name: str, value: Any) -> str | None:
    return None if value is None else text(name, value, required=False)


def whole(name: str, value: Any, low: int, high: int) -> int:
    """A whole-number parameter within [low, high]; a bool or a numeric string is refused."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadQuery(f"{name}: expected a whole number, got {type(value).__name__} {_shown(value)}")
    if not low <= value <= high:
        raise BadQuery(f"{name}: must be from {low} to {high}, not {value}")
    return value


def filters(given: dict) -> dict:
    """Search filters: only the known names, each text or None (and `group`, a yes/no switch)."""
    for key, value in given.items():
        if key == "group":
            if not isinstance(value, bool):
                raise BadQuery(f"group: expected True or False, got {_shown(value)}")
            continue
        if key not in FILTERS:
            raise BadQuery(f"{key}: not a search filter (expected one of: {', '.join(FILTERS)}, group)")
        optional_text(key, value)
    return given


def decisions(value: Any) -> Any:
    """Decision overrides: None, a mapping of name to answer, or a list of mappings / 'name=answer'
    (at most MAX_DECISIONS of them: a scenario asks a handful)."""
    if value is None:
        return value
    if isinstance(value, dict):
        names = list(value)
    elif isinstance(value, (list, tuple)) and all(isinstance(item, (dict, str)) for item in value):
        names = [n for item in value for n in (item if isinstance(item, dict) else [item.partition("=")[0]])]
    else:
        raise BadQuery(f"decisions: expected a mapping or a list of 'name=answer', got {_shown(value)}")
    if len(names) > MAX_DECISIONS:
        raise BadQuery(f"decisions: at most {MAX_DECISIONS}, got {len(names)}")
    return value


def _shown(value: Any) -> str:
    shown = repr(value)
    return shown if len(shown) <= 60 else shown[:57] + "..."
