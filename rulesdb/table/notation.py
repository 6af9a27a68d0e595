"""One card entry as one line of the Table's form, and back: `Enigma (unrezzed)`,
`Project Vitruvius (3 advancement)`, `Datasucker (2 virus)`, `Dinosaurus (hosting Corroder)`, `Corroder (+2 strength
this turn)`, `In the Groove (not played this turn)`; a card used earlier this turn, `Cortez Chip (target Ice Wall)`,
`Mitosis (target PAD Campaign, Project Atlas)`, `Corporate Troubleshooter (target Ice Wall; X = 2)`.

A line is the card's title, then in brackets what differs from a card simply installed, separated by
`;`. The entry it stands for is the scenario format's (a title, or a mapping with `card`), so a board
typed on a phone and a scenario file are one thing. A bracket that does not read as such a list is
left in the title: the engine then names the card it cannot find, never a silently dropped word.
"""

from __future__ import annotations

import re
from typing import Any

COUNTERS = ("advancement", "agenda", "power", "virus", "credits")
FLAGS = {"unrezzed": ("rezzed", False), "facedown": ("facedown", True), "faceup": ("faceup", True),
         "scored this turn": ("scored_this_turn", True), "not played this turn": ("not_played_this_turn", True),
         "not used this turn": ("not_used_this_turn", True)}
_COUNT = re.compile(r"^(\d+) (advancement|agenda|power|virus|credit)s?$")
_STRENGTH = re.compile(r"^\+(\d+) strength this turn$")  # a lasting +N from before the board: Cybertrooper Talut's
_X = re.compile(r"^x ?= ?(\d+)$")  # the X a card used earlier this turn paid (Corporate Troubleshooter)


def split_top(text: str, mark: str) -> list[str]:
    """`text` cut at each `mark` outside brackets, parts stripped, empty parts dropped."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == mark and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def entry(line: str) -> Any:
    """The scenario entry a line of the form stands for: a title, or a mapping with `card`.

    >>> entry("Enigma (unrezzed)"), entry("Ice Wall")
    ({'card': 'Enigma', 'rezzed': False}, 'Ice Wall')
    >>> entry("Dinosaurus (hosting Corroder, Datasucker (2 virus))")["hosted"]
    ['Corroder', {'card': 'Datasucker', 'counters': {'virus': 2}}]
    """
    line = " ".join(line.split())
    if not line.endswith(")") or "(" not in line:
        return line
    cut = _opening(line)
    title, inside = line[:cut].strip(), line[cut + 1:-1]
    spec: dict[str, Any] = {"card": title}
    for part in split_top(inside, ";"):
        if not _modify(spec, part):
            return line  # not a list of modifiers: the whole line is what was typed as a title
    return spec if title else line


def _opening(line: str) -> int:
    """Where the bracket that closes the line opens."""
    depth = 0
    for i in range(len(line) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(line[i], 0)
        if depth == 0:
            return i
    return 0


def _modify(spec: dict, part: str) -> bool:
    """Add one modifier to `spec`; False when `part` is not one."""
    word = part.lower()
    if word in FLAGS:
        key, value = FLAGS[word]
        spec[key] = value
    elif found := _COUNT.match(word):
        kind = "credits" if found[2] == "credit" else found[2]
        if kind == "advancement":
            spec["advancement"] = int(found[1])
        else:
            spec.setdefault("counters", {})[kind] = int(found[1])
    elif found := _STRENGTH.match(word):
        spec["strength_this_turn"] = int(found[1])
    elif word.startswith("hosting "):
        spec["hosted"] = [entry(p) for p in split_top(part[len("hosting "):], ",")]
    elif word.startswith("chosen "):
        spec["chosen"] = part[len("chosen "):].strip()
    elif word.startswith("target "):  # what a card used earlier this turn chose: one card, or several
        named = split_top(part[len("target "):], ",")
        spec["target"] = named[0] if len(named) == 1 else named
    elif found := _X.match(word):
        spec["x"] = int(found[1])
    else:
        return False
    return True


def line(value: Any) -> str:
    """The line of the form for a scenario entry (the reverse of `entry`), read leniently: a shared
    link may hold anything, and what it holds is shown as text rather than lost.

    >>> line({"card": "Project Vitruvius", "advancement": 3, "rezzed": False})
    'Project Vitruvius (unrezzed; 3 advancement)'
    """
    if not isinstance(value, dict):
        return str(value)
    parts = [word for word, (key, flag) in FLAGS.items() if value.get(key) is flag]
    counters = dict(value.get("counters") or {}) if isinstance(value.get("counters"), dict) else {}
    if value.get("advancement") is not None:
        counters = {"advancement": value["advancement"], **counters}
    if value.get("credits") is not None:
        counters.setdefault("credits", value["credits"])
    parts += [f"{n} {'credits' if kind == 'credit' else kind}" for kind, n in counters.items()]
    if value.get("strength_this_turn") is not None:
        parts.append(f"+{value['strength_this_turn']} strength this turn")
    if value.get("chosen"):
        parts.append(f"chosen {value['chosen']}")
    target = value.get("target")
    if target:
        parts.append("target " + (", ".join(str(t) for t in target) if isinstance(target, list) else str(target)))
    if value.get("x") is not None:
        parts.append(f"X = {value['x']}")
    hosted = value.get("hosted")
    if isinstance(hosted, list) and hosted:
        parts.append("hosting " + ", ".join(line(h) for h in hosted))
    title = str(value.get("card", ""))
    return f"{title} ({'; '.join(parts)})" if parts else title


def entries(text: str) -> list[Any]:
    """The entries of a field holding one card a line (blank lines skipped); a line that is only
    brackets is what differs for the card above (on a phone the caret is on the next line once a
    name is picked): `Dinosaurus` then `(hosting Corroder)` is `Dinosaurus (hosting Corroder)`."""
    rows: list[str] = []
    for row in (r.strip() for r in str(text).splitlines()):
        if rows and row.startswith("(") and row.endswith(")"):
            rows[-1] = _joined(rows[-1], row)
        elif row:
            rows.append(row)
    return [entry(row) for row in rows]


def _joined(above: str, brackets: str) -> str:
    """`above` with the modifiers of a bracket line added to its own brackets, if it has them."""
    if isinstance(entry(above), dict):
        return f"{above[:-1]}; {brackets[1:]}"
    return f"{above} {brackets}"


def lines(values: Any) -> str:
    """A field's text for a list of entries."""
    return "\n".join(line(v) for v in values) if isinstance(values, list) else ("" if values is None else line(values))
