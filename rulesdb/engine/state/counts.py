"""Counts said as a judge says them: "1 card", "3 cards", "1 virus counter", never "card(s)".

Options, costs' labels, decision names and every engine text that counts (the trace, a refusal's reason, a wrong
answer's line) are written with `counted` ("remove 1 tag", "removes 1 tag (2 left)", "1 action before"); an answer or
a decision name written with "(s)", as they once read, still names them (state/decisions.py reads it through `said`,
which rewrites a count "N noun(s)" (up to three words between) and "noun(s) 1, 2" (a list of numbers after) by the
number counted; the trace passes its text through it too, a guard for text that arrives so).
"""

from __future__ import annotations

import re

_COUNT = re.compile(r"\b(\d+) ((?:[A-Za-z-]+ ){0,3})([A-Za-z-]+)\(s\)")
_LISTED = re.compile(r"\b([A-Za-z-]+)\(s\) (\d+(?:(?:, | and )\d+)*)")


def counted(n: int, noun: str, plural: str = "") -> str:
    """"1 card", "3 cards"; `plural` for a noun that does not take "s" ("pieces of ice")."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"


def said(text: str) -> str:
    """`text` with each "N noun(s)" said by its number ("the top 1 card(s)" -> "the top 1 card", "4 card(s)" ->
    "4 cards") and each "noun(s) 1, 2" by how many numbers follow ("subroutine(s) 2" -> "subroutine 2")."""
    text = _COUNT.sub(lambda m: f"{m[1]} {m[2]}{m[3]}{'' if m[1] == '1' else 's'}", text)
    return _LISTED.sub(lambda m: f"{m[1]}{'' if m[2].isdigit() else 's'} {m[2]}", text)
