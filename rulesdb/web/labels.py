"""Plain words for the app's internal names: graph edge types and scenario result fields.

The JSON twins keep the names a program reads (`same-rule`, `runs.0.encounters.0.result`); a
page says what a judge would ("The same rule in other versions", "Run 1, encounter 1: result").
"""

from __future__ import annotations

import re

#: Edge type -> (heading for edges out of a node, heading for edges into it).
EDGE_WORDS = {
    "contains": ("Contains", "Part of"),
    "references": ("Refers to", "Referred to by"),
    "related": ("Related entries", "Listed as related by"),
    "defines": ("Defines", "Defined by"),
    "mentions": ("Mentions the terms", "Mentioned by"),
    "next": ("Next step", "Previous step"),
    "goes-to": ("Leads to", "Reached from"),
    "cites-step": ("Cites the timing steps", "Cited by"),
    "mentions-card": ("Cards named", "Named in"),
    "same-rule": ("The same rule in other versions", "The same rule in other versions"),
    "same-topic": ("The same topic in other documents", "The same topic in other documents"),
    "replays": ("Replays", "Replayed in the scenarios"),
    "replay-of": ("Replays the worked example", "Replayed in the scenarios"),
    "cites": ("Cites the rules", "Cited by the scenarios"),
}
OP_WORDS = {"==": "is", "contains": "includes", "excludes": "does not include", "has length": "counts"}
CHECK_RE = re.compile(r"^(?P<path>\S+) (?P<op>==|contains|excludes|has length) (?P<value>.*)$", re.S)
STAGE_RE = re.compile(r"^(after|at)\[([^\]]+)\]\.(.*)$")
PROPER = {"runner": "Runner", "corp": "Corp", "hq": "HQ", "rd": "R&D"}


def edge_words(edge_type: str, direction: str = "out") -> str:
    """The heading for one type of graph edge, seen from the node it leaves ("out") or enters."""
    words = EDGE_WORDS.get(edge_type)
    if words is None:
        return edge_type.replace("-", " ").capitalize()
    return words[0] if direction == "out" else words[1]


def _one(word: str) -> str:
    if word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") else word


def field_words(path: str) -> str:
    """A dotted result path in words: "runs.0.encounters.0.result" -> "Run 1, encounter 1: result"."""
    stage = STAGE_RE.match(path)
    if stage:
        when = f"step {stage.group(2)}" if stage.group(2).isdigit() else stage.group(2).replace("_", " ")
        return f"{stage.group(1).capitalize()} {when}: {field_words(stage.group(3))}"
    indexed, plain = [], []
    for part in path.split("."):
        if part.isdigit() and plain:
            indexed.append(f"{_one(plain.pop())} {int(part) + 1}")
        else:
            plain.append(PROPER.get(part, part.replace("_", " ")))
    text = ", ".join(indexed) + (": " if indexed and plain else "") + " ".join(plain)
    return text[:1].upper() + text[1:]


def check_words(expect: str) -> str:
    """A scenario check in words: "runs.0.outcome == successful" -> "Run 1: outcome is successful"."""
    match = CHECK_RE.match(expect or "")
    if not match:
        return expect
    return f"{field_words(match['path'])} {OP_WORDS[match['op']]} {match['value']}"
