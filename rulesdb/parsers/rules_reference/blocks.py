"""The Rules Reference export cut into blank-line separated blocks, each told apart by its format.

Page-number lines are taken out and a paragraph split by a page break is joined again, so the
glossary and timing parsers only ever see whole headings, paragraphs, lists and Related lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_PAGE_NUMBER = re.compile(r"^\s*\d{1,3}\s*$")
_ENDS_SENTENCE = re.compile(r"""[.!?:;"”)\]]\**$""")
_RELATED = re.compile(r"^Related:\s*(.*)$")
_EXAMPLE = re.compile(r"^Examples?(?:\s+\d+)?:\s*")
_STEP = re.compile(r"^[-•\s]*\**\[(\d+(?:\.\d+)*)\]\**\s*")
# Words a title leaves in lower case; the rest of a title's words are capitalised.
_SMALL = frozenset(["a", "an", "the", "of", "in", "on", "at", "as", "by", "to", "for", "and", "or"])
_SMALL |= {"with", "vs", "vs.", "us", "us."}


@dataclass(frozen=True)
class Block:
    """Consecutive non-blank source lines; `lines` are logical lines (a page break joined back)."""

    line: int
    lines: tuple[str, ...]
    original: str

    @property
    def first(self) -> str:
        return self.lines[0].strip()

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def split_blocks(text: str) -> tuple[list[Block], list[tuple[int, str]]]:
    """The document's blocks, and the page-number lines (line, text) that were taken out."""
    raw: list[tuple[int, list[str]]] = []
    dropped: list[tuple[int, str]] = []
    current: list[str] = []
    for number, line in enumerate(text.splitlines(), 1):
        if _PAGE_NUMBER.match(line):
            dropped.append((number, line.strip()))
        elif not line.strip():
            current = []
        else:
            if not current:
                raw.append((number, current))
            current.append(line)
    blocks: list[Block] = []
    for start, lines in raw:
        if blocks and _continues(blocks[-1], lines[0]):
            blocks[-1] = _join(blocks[-1], lines)
        else:
            blocks.append(Block(start, tuple(lines), "\n".join(lines)))
    return blocks, dropped


def _continues(previous: Block, first_line: str) -> bool:
    """A page break in mid-sentence: the block before stops without punctuation, this one starts lower case."""
    stripped = first_line.lstrip()
    return (
        bool(stripped)
        and stripped[0].islower()
        and not _ENDS_SENTENCE.search(previous.lines[-1].rstrip())
        and not is_title_like(previous)
    )


def _join(previous: Block, lines: list[str]) -> Block:
    merged = (
        previous.lines[:-1]
        + (previous.lines[-1].rstrip() + " " + lines[0].strip(),)
        + tuple(lines[1:])
    )
    return Block(previous.line, merged, previous.original + "\n\n" + "\n".join(lines))


def related_names(block: Block) -> tuple[str, ...] | None:
    """The names listed by a "Related: A, B, C" block, or None if it is not one."""
    match = _RELATED.match(block.first)
    if not match or len(block.lines) > 1:
        return None
    return tuple(name.strip() for name in match.group(1).split(",") if name.strip())


def is_example(block: Block) -> bool:
    return bool(_EXAMPLE.match(block.first))


def strip_example_label(text: str) -> str:
    return _EXAMPLE.sub("", text, count=1)


def step_number(line: str) -> tuple[str, str] | None:
    """("3.1", rest) for a timing-step line such as "- [3.1] The Runner can...", else None."""
    match = _STEP.match(line)
    return (match.group(1), line[match.end() :].strip()) if match else None


def is_title_like(block: Block) -> bool:
    """A heading: one short line, no closing punctuation, at least half its words capitalised."""
    if len(block.lines) != 1:
        return False
    line = block.first
    if not line or len(line) > 60 or line[-1] in ".:;," or line[0] in "-•[:(":
        return False
    if _RELATED.match(line) or _EXAMPLE.match(line):
        return False
    words = line.split()
    if len(words) > 9 or not _capitalised(words[0]):
        return False
    big = [w for w in words if w.lower() not in _SMALL]
    return sum(_capitalised(w) for w in big) * 2 >= len(big)


def _capitalised(word: str) -> bool:
    core = word.lstrip("\"“‘'(*")
    return not core or not core[0].isalpha() or core[0].isupper()
