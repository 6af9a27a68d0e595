"""Rule and section numbers as values: order ("1.10" after "1.9", "1.8.5a" after "1.8.5"), scope.

Both the extent of an excerpt and the order of a diff's changes are decided on these keys.
"""

from __future__ import annotations

import re
from functools import lru_cache

_PART = re.compile(r"^(\d*)([a-z]*)$")


@lru_cache(maxsize=4096)
def number_key(number: str) -> tuple[tuple[int, str], ...]:
    """Sortable key of a number: "1.8.5a" -> ((1, ""), (8, ""), (5, "a")); bad parts sort last."""
    key = []
    for part in _split(number):
        match = _PART.match(part)
        if match and match.group(1):
            key.append((int(match.group(1)), match.group(2)))
        else:
            key.append((10**9, part))
    return tuple(key)


def _split(number: str) -> list[str]:
    """Sub-rule letters become their own part: "1.8.5a" -> ["1", "8", "5a"]; "1.8.5.a" likewise."""
    parts = [p for p in number.strip().lower().split(".") if p]
    merged: list[str] = []
    for part in parts:
        if part.isalpha() and merged:
            merged[-1] += part
        else:
            merged.append(part)
    return merged


@lru_cache(maxsize=4096)
def numeric_parts(number: str) -> tuple[str, ...]:
    """The digits of each part, letters dropped: "1.10.3c" -> ("1", "10", "3")."""
    return tuple(re.sub(r"[a-z]+$", "", p) for p in _split(number))


@lru_cache(maxsize=4096)
def scope_of(number: str) -> str:
    """The level-2 section a number belongs to ("1.10.3c" -> "1.10"), or the level-1 one ("5")."""
    return ".".join(numeric_parts(number)[:2])


@lru_cache(maxsize=4096)
def parent_number(number: str) -> str | None:
    """The number one level up: "1.10.3c" -> "1.10.3", "1.10.3" -> "1.10", "1" -> None."""
    parts = _split(number)
    if not parts:
        return None
    last = parts[-1]
    letters = re.search(r"[a-z]+$", last)
    if letters and len(last) > len(letters.group()):
        return ".".join(parts[:-1] + [last[: letters.start()]])
    return ".".join(parts[:-1]) or None


def is_number(text: str) -> bool:
    """True for "1.10.3c", "9.8", "5"; false for anything with other characters."""
    return bool(re.fullmatch(r"\d+(\.\d+)*[a-z]?", text.strip().lower()))
