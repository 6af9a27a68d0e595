"""What a timing step's text says: the windows it opens, where it leads, which trigger conditions it meets.

Shared by every parser with timing structures (Rules Reference, rulebook): all of them write
"go to [7]", "Players may use paid abilities" and '"When encountered..." conditionals meet their
trigger conditions'. Pure functions over normalised step text; nothing here knows a document.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rulesdb.model import Transition

#: Window names, in the order steps list them.
WINDOWS = ("paid-abilities", "rez-ice", "rez-non-ice", "score-agendas")

_WINDOW_PHRASES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(p, re.IGNORECASE))
    for name, p in (
        ("paid-abilities", r"\buse paid abilities\b|\bpaid abilities can be (?:used|triggered)\b"),
        ("rez-ice", r"\bapproached ice can be rezzed\b|\brez the approached (?:piece of )?ice\b"),
        ("rez-non-ice", r"\brez non-?ice cards\b|\bnon-?ice cards can be rezzed\b"),
        ("score-agendas", r"\bscore agendas\b"),
    )
)

_GO = re.compile(
    r"\b(?:go|goes|continue|continues|proceed|proceeds|move|moves)(?:\s+on)?\s+to\s+"
    r"(?:step\s+)?\**\[(\d+(?:\.\d+)*)\]\**",
    re.IGNORECASE,
)
_TRAILING_IF = re.compile(r"\s+(if\b[^,.;]*)", re.IGNORECASE)
_CONDITIONAL = re.compile(r"^(?:if|otherwise|when|whenever|unless|once|either|or)\b", re.IGNORECASE)
_SENTENCES = re.compile(r"(?<=[.;:])\s+")
_BULLET = re.compile(r"^[\s\-•.…]*")
_SUBJECT = re.compile(
    r",\s+(?:the\s+)?\w+$"
)  # "If X, the Runner [proceeds to step 2]": the verb's subject
_EITHER_OR = re.compile(r"^(?:Either|Or)\s+(?=\w)")

_CLAUSES = re.compile(r"(?<=[.;])\s+|,\s+then\s+|\n")
_MEETS = re.compile(
    r"\bconditionals?\s+meets?\s+(?:their|its)\s+trigger\s+conditions?", re.IGNORECASE
)
_QUOTED = re.compile(r"[\"“]([^\"“”]+)[\"”]")


def windows(text: str, markers: Iterable[str] = ()) -> tuple[str, ...]:
    """The windows a step opens, from its wording and from glyph markers already decoded.

    >>> windows("Approached ice can be rezzed, (paid abilities can be used)")
    ('paid-abilities', 'rez-ice')
    """
    found = set(markers) | {name for name, pattern in _WINDOW_PHRASES if pattern.search(text)}
    return tuple(name for name in WINDOWS if name in found)


def transitions(text: str, structure: str) -> tuple[Transition, ...]:
    """Every "go to [N]" in `text` as a Transition to `<structure>/<N>`, with the condition written before it.

    >>> transitions("- If the Runner jacks out, go to [7].\\n- Otherwise, continue to [2.3].", "d/timing/run")
    (Transition(target='d/timing/run/7', condition='If the Runner jacks out'), \
Transition(target='d/timing/run/2.3', condition='Otherwise'))
    """
    found: list[Transition] = []
    for line in text.splitlines():
        start = 0
        for match in _GO.finditer(line):
            condition = _condition_before(line[start : match.start()])
            after = _TRAILING_IF.match(line, match.end())
            if after:
                condition = "; ".join(c for c in (condition, after.group(1).strip()) if c)
            found.append(Transition(f"{structure}/{match.group(1)}", condition))
            start = after.end() if after else match.end()
    return tuple(dict.fromkeys(found))


def _condition_before(segment: str) -> str:
    """The last conditional sentence before a "go to": "If the run ends, the encounter also ends"."""
    for sentence in reversed(_SENTENCES.split(segment.strip())):
        sentence = _BULLET.sub("", sentence.replace("**", "")).strip().rstrip(".,;:").strip()
        if sentence and _CONDITIONAL.match(sentence):
            return _SUBJECT.sub("", _EITHER_OR.sub("", sentence))
    return ""


def triggers(text: str) -> tuple[str, ...]:
    """Trigger conditions the step meets: the quoted phrases of '"When encountered..." conditionals meet...'.

    >>> triggers('("If successful..." effects resolve, then "When successful..." conditionals meet '
    ...          'their trigger conditions.)')
    ('When successful...',)
    """
    found: list[str] = []
    for clause in _CLAUSES.split(text):
        if _MEETS.search(clause):
            found.extend(q.strip() for q in _QUOTED.findall(clause))
    return tuple(dict.fromkeys(found))
