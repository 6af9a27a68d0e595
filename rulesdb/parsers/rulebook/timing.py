"""The rulebook's "Timing Structure of a Run": numbered steps read from the numbers written in the text.

The export nests the steps in an odd list ("  1. 1. The Runner initiates...", "    1. 2.1 Paid abilities..."),
so the list counter is dropped and the written number ("2.1") decides the step and its phase.
Windows and trigger conditions come from the shared `timing` module; transitions are read here because
the rulebook states one condition for several targets ("If ... unrezzed, the Runner passes it: go to [2] if ...").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rulesdb.model import Transition
from rulesdb.parsers.rulebook.blocks import Block

_STEP = re.compile(r"^(?:\d+\.\s+(?=\d))?(\d+(?:\.\d+)*)\.?\s+(\S.*)$")
_STRUCTURE_NAME = re.compile(r"timing structure (?:of|for) (?:a |an |the )?(.+)$", re.IGNORECASE)
_ALIASES = {"corporations-turn": "corp-turn", "corps-turn": "corp-turn", "runners-turn": "runner-turn"}
_GO_TO = re.compile(r"\b(?:go|continue|proceed|return)\s+to\s+(?:step\s+)?\[(\d+(?:\.\d+)*)\]", re.IGNORECASE)
_CONDITIONAL = re.compile(r"^(?:if|either|or|unless|when|otherwise)\b", re.IGNORECASE)


@dataclass
class StepDraft:
    """One step as read: its written number, its lines (step sentence, then its bullets) and sources."""

    number: str
    line: int
    lines: list[str] = field(default_factory=list)
    raws: list[str] = field(default_factory=list)

    @property
    def parent_number(self) -> str | None:
        return self.number.rsplit(".", 1)[0] if "." in self.number else None


def structure_slug(title: str) -> str:
    """ "Timing Structure of a Run" -> "run"; "...of the Corporation's Turn" -> "corp-turn"."""
    match = _STRUCTURE_NAME.search(title)
    name = re.sub(r"['’]", "", match.group(1) if match else title).lower()
    slug = re.sub(r"[^a-z0-9]+", "-", name).strip("-")
    return _ALIASES.get(slug, slug)


def is_timing_part(title: str, blocks: tuple[Block, ...]) -> bool:
    """A part is a timing structure when its title says so or its first entry is a numbered step."""
    first = next((b for b in blocks if b.kind != "bullet"), None)
    return bool(_STRUCTURE_NAME.search(title)) or bool(
        first and re.match(r"^\d+\.\s+\d+(?:\.\d+)*\.?\s", first.text))


def read_steps(blocks: tuple[Block, ...]) -> tuple[list[Block], list[StepDraft]]:
    """Blocks before the first step (kept as the structure's text), then the steps in order."""
    preamble: list[Block] = []
    steps: list[StepDraft] = []
    for block in blocks:
        match = _STEP.match(block.text) if block.kind in ("item", "para") else None
        if match:
            steps.append(StepDraft(match.group(1), block.line, [match.group(2)], [block.raw]))
        elif steps:
            steps[-1].lines.append(f"• {block.text}" if block.kind == "bullet" else block.text)
            steps[-1].raws.append(block.raw)
        else:
            preamble.append(block)
    return preamble, steps


def step_title(text: str) -> str:
    """The step's first sentence without its parenthesis: "The Runner encounters a piece of ice"."""
    first = re.split(r"(?<=[.!?])\s", text.split("\n", 1)[0], maxsplit=1)[0]
    return re.sub(r"\s*\([^)]*\)", "", first).rstrip(" .")


def transitions(text: str, address_of) -> tuple[Transition, ...]:
    """Every "go to [N]" with the condition written around it; `address_of("2.3")` names the target step."""
    found = []
    for sentence in re.split(r"\n|(?<=\.)\s+", text):
        prefix, rest = _split_prefix(sentence)
        for clause in rest.split("; "):
            matches = list(_GO_TO.finditer(clause))
            lead = clause[: matches[0].start()] if matches else ""
            for match in matches:
                condition = _condition(prefix, lead, _tail(clause, match.end()))
                found.append(Transition(address_of(match.group(1)), condition))
    return tuple(found)


def _split_prefix(sentence: str) -> tuple[str, str]:
    """ "...Either the Runner jacks out: go to [6]" -> ("...Either the Runner jacks out", "go to [6]")."""
    first = _GO_TO.search(sentence)
    colon = sentence.find(": ")
    if first and 0 <= colon < first.start():
        return sentence[:colon], sentence[colon + 2:]
    return "", sentence


def _tail(clause: str, end: int) -> str:
    """What qualifies a transition after it: "go to [2] if there is another piece of ice" or "(cannot...)"."""
    after = clause[end:].strip()
    if after.startswith("("):
        return after[: after.find(")") + 1] if ")" in after else after
    if after.lower().startswith("if "):
        return re.split(r",\s*(?=go to|continue to|proceed to)", after)[0].rstrip(" .")
    return ""


def _condition(prefix: str, lead: str, tail: str) -> str:
    parts = [_tidy(p) for p in (prefix, lead)]
    head = ", ".join(p for p in parts if p)
    conditional = _CONDITIONAL.match(prefix.lstrip(".• ") or lead.lstrip(".• ")) or tail.lower().startswith("if")
    if not conditional:
        return ""
    head = re.sub(r"^(?:Either|Or)\s+", "", head)
    return f"{head} {tail}".strip() if tail.startswith("(") else ", ".join(p for p in (head, tail) if p)


def _tidy(text: str) -> str:
    text = text.strip().lstrip("•").strip().lstrip(".").strip()
    return re.sub(r"[,:]?\s*(?:then)?$", "", text).strip()
