"""The Rules Reference back matter: the timing structures of the Corp's turn, the Runner's turn and a run.

A heading followed by a "[1]" step opens a structure; each "[n.m]" line opens a step and the
bullets under it belong to it. Prose headings before the first structure are sections; what comes
after the last structure (card-anatomy captions, the legal notice) is recorded as issues, not text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rulesdb.errors import ParseError
from rulesdb.model import TimingStep, TimingStructure
from rulesdb.normalize.glyphs import window_markers
from rulesdb.parsers import timing
from rulesdb.parsers.builder import slugify
from rulesdb.parsers.references import extract_references
from rulesdb.parsers.rules_reference.blocks import Block, is_title_like, step_number
from rulesdb.parsers.rules_reference.nodes import Writer

#: Address names of the structures, from the words of their headings.
STRUCTURE_NAMES = (
    (re.compile(r"\bcorp(?:oration)?(?:'s)? turn\b", re.IGNORECASE), "corp-turn"),
    (re.compile(r"\brunner(?:'s)? turn\b", re.IGNORECASE), "runner-turn"),
    (re.compile(r"\brun\b", re.IGNORECASE), "run"),
)
_BULLET = re.compile(r"^[\s\-•]+")
_PHASE_TITLE = re.compile(r"^(?P<title>[A-Z][^:.]{0,40}?)(?::\s*(?P<rest>.*))?$")


@dataclass
class _Step:
    number: str
    line: int
    first: str
    address: str = ""
    more: list[str] = field(default_factory=list)
    original: list[str] = field(default_factory=list)


def parse_back_matter(blocks: list[Block], w: Writer) -> None:
    """Sections, timing structures and, after the last structure, captions recorded as issues."""
    part: str | None = None
    current: str | None = None
    seen_structure = False
    i = 0
    while i < len(blocks):
        block = blocks[i]
        if is_title_like(block) and _opens_structure(blocks, i):
            i = _structure(blocks, i, w, part)
            seen_structure = True
            continue
        if is_title_like(block) and seen_structure:
            _captions(blocks[i:], w)
            return
        if is_title_like(block):
            current = w.section(block, part)
            part = part or current
        elif current is None:
            raise ParseError(w.b.path, block.line, "expected a heading after the glossary")
        else:
            w.body(current, block)
        i += 1


def _opens_structure(blocks: list[Block], i: int) -> bool:
    following = step_number(blocks[i + 1].lines[0]) if i + 1 < len(blocks) else None
    return following is not None and following[0] == "1"


def _captions(blocks: list[Block], w: Writer) -> None:
    for block in blocks:
        w.b.issue(block.line, "caption", block.first[:80])
        w.b.expect("caption", block.line, block.original)


def structure_name(title: str) -> str:
    """The address name of a structure: Corporation's Turn is corp-turn, Timing Structure of a Run is run."""
    return next(
        (name for pattern, name in STRUCTURE_NAMES if pattern.search(title)), slugify(title)
    )


def _structure(blocks: list[Block], i: int, w: Writer, parent: str | None) -> int:
    """Add one structure and its steps; return the index of the first block after it."""
    title = w.name(blocks[i])
    name = structure_name(title)
    address = w.add(
        TimingStructure, w.b.address("timing", name), parent, blocks[i], name=name, title=title
    )
    steps: list[_Step] = []
    i += 1
    while i < len(blocks) and not is_title_like(blocks[i]):
        _collect(blocks[i], steps, w)
        i += 1
    for step in steps:
        _add_step(step, address, name, w)
    _check_transitions(address, steps, w)
    return i


def _collect(block: Block, steps: list[_Step], w: Writer) -> None:
    for offset, line in enumerate(block.lines):
        numbered = step_number(line)
        if numbered:
            steps.append(_Step(numbered[0], block.line + offset, numbered[1], original=[line]))
        elif steps:
            steps[-1].more.append("- " + _BULLET.sub("", line))
            steps[-1].original.append(line)
        else:
            raise ParseError(w.b.path, block.line + offset, "expected a numbered step such as [1]")


def _add_step(step: _Step, structure: str, name: str, w: Writer) -> None:
    title, first = _split_title(step, w)
    original = "\n".join(step.original)
    cleaned = w.clean("\n".join(([first] if first else []) + step.more))
    parent = _parent(step.number, structure, w)
    step.address = w.b.add(
        TimingStep,
        w.b.unique(f"{structure}/{step.number}"),
        parent,
        cleaned,
        step.line,
        structure=name,
        number=step.number,
        title=title,
        windows=timing.windows(cleaned.text, window_markers(original)),
        transitions=timing.transitions(cleaned.text, structure),
        triggers=timing.triggers(cleaned.text),
        references=extract_references(cleaned.text),
    )
    w.b.update(step.address, original_text=original)


def _split_title(step: _Step, w: Writer) -> tuple[str, str]:
    """A phase step ("[3] Encounter ICE: The Runner...") has a title; sub-steps have none."""
    match = _PHASE_TITLE.match(step.first.replace("**", ""))
    if "." in step.number or not match:
        return "", step.first
    return w.clean(match.group("title")).text, match.group("rest") or ""


def _parent(number: str, structure: str, w: Writer) -> str:
    """[5.5.1] belongs to [5.5], [2.1] to [2], [1] to the structure itself."""
    parts = number.split(".")
    for size in range(len(parts) - 1, 0, -1):
        candidate = f"{structure}/{'.'.join(parts[:size])}"
        if candidate in w.b:
            return candidate
    return structure


def _check_transitions(structure: str, steps: list[_Step], w: Writer) -> None:
    for step in steps:
        for transition in w.b.get(step.address)["transitions"]:
            if transition.target not in w.b:
                w.b.issue(step.line, "unresolved-transition", transition.target)
