"""The FFG rulebook export read into blocks (heading, paragraph, bullet, list item, example) and top-level parts.

The export has no markup: a heading is a short title-like line with no closing punctuation, and a
document title ("Rules of Play 1.0", "GLOSSARY") is a heading that carries a version or is in capitals.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_BULLET = re.compile(r"^\s*•\s*(.*)$")
_ITEM = re.compile(r"^\s+(\d+)\.\s+(.*)$")
_EXAMPLE = re.compile(r"^Example(?:\s+\d+)?:\s*")
# A paragraph that is one example as a whole ("For example, a 66 card deck requires..."): kept whole.
_FOR_EXAMPLE = re.compile(r"^For example,\s")
_NOTE = re.compile(r"^Note:\s")
_VERSION = re.compile(r"\s+(\d+(?:\.\d+)+)$")
_NUMBERED_HEADING = re.compile(r"^(\d+)\.\s+(?=[A-Z])")
_TERM_LINE = re.compile(r"^([A-Z][^:.!?]{0,48}?):\s+\S")
_MAX_HEADING_WORDS = 8
_MAX_HEADING_CHARS = 60


@dataclass(frozen=True)
class Block:
    """One paragraph, bullet, list item, example or heading, with where it starts in the source."""

    kind: str  # heading, para, bullet, item, example
    text: str  # the content, stripped, continuation lines joined
    raw: str  # the source lines exactly as written
    line: int
    indent: int = 0

    @property
    def is_note(self) -> bool:
        return bool(_NOTE.match(self.text))


@dataclass(frozen=True)
class Part:
    """A top-level division of the export: the Rules of Play, the Glossary, a timing structure, the FAQ..."""

    title: Block
    name: str  # the title without its version: "Rules of Play", "GLOSSARY"
    version: str | None
    blocks: tuple[Block, ...]


def read_blocks(text: str) -> list[Block]:
    """Every non-blank line as a block; a paragraph broken after a comma is joined to its continuation."""
    blocks: list[Block] = []
    for number, raw in enumerate(text.splitlines(), 1):
        if not raw.strip():
            continue
        block = _classify(raw, number)
        if blocks and _continues(blocks[-1], block):
            prev = blocks.pop()
            block = Block(prev.kind, f"{prev.text} {block.text}", f"{prev.raw}\n{raw}", prev.line, prev.indent)
        blocks.append(block)
    return blocks


def split_parts(blocks: list[Block]) -> tuple[list[Block], list[Part]]:
    """Blocks before the first document title (the compilation's own title), then one Part per title."""
    starts = [i for i, block in enumerate(blocks) if is_top_title(block)]
    if not starts:
        starts = [i for i, block in enumerate(blocks) if block.kind == "heading"][:1]
    if not starts:
        return blocks, []
    parts = []
    for n, start in enumerate(starts):
        end = starts[n + 1] if n + 1 < len(starts) else len(blocks)
        title = blocks[start]
        version = _VERSION.search(title.text)
        name = _VERSION.sub("", title.text).strip()
        parts.append(Part(title, name, version.group(1) if version else None, tuple(blocks[start + 1:end])))
    return blocks[: starts[0]], parts


def is_top_title(block: Block) -> bool:
    """A heading that carries a version number ("FAQ 1.1") or is written in capitals ("GLOSSARY")."""
    if block.kind != "heading":
        return False
    letters = [ch for ch in block.text if ch.isalpha()]
    return bool(_VERSION.search(block.text)) or (len(letters) >= 4 and all(ch.isupper() for ch in letters))


def term_line(block: Block) -> tuple[str, str] | None:
    """ "Click (): The basic unit of work..." -> ("Click ()", "The basic unit of work..."), else None."""
    if block.kind != "para" or block.indent:
        return None
    match = _TERM_LINE.match(block.text)
    if not match or len(match.group(1).split()) > 6:
        return None
    return match.group(1).strip(), block.text[match.end(1) + 1:].strip()


def example_text(block: Block) -> str:
    """The example without its "Example:" label."""
    return _EXAMPLE.sub("", block.text)


def heading_number(title: str) -> tuple[int | None, str]:
    """ "2. Action Phase" -> (2, "Action Phase"); "Runs" -> (None, "Runs")."""
    match = _NUMBERED_HEADING.match(title)
    return (int(match.group(1)), title[match.end():]) if match else (None, title)


def _classify(raw: str, number: int) -> Block:
    indent = len(raw) - len(raw.lstrip())
    text = raw.strip()
    bullet = _BULLET.match(raw)
    if bullet:
        return Block("bullet", bullet.group(1).strip(), raw, number, indent)
    if _ITEM.match(raw):
        return Block("item", text, raw, number, indent)
    if _EXAMPLE.match(text) or _FOR_EXAMPLE.match(text):
        return Block("example", text, raw, number, indent)
    if not indent and _looks_like_heading(text):
        return Block("heading", text, raw, number)
    return Block("para", text, raw, number, indent)


def _looks_like_heading(text: str) -> bool:
    """Short, title-like, no sentence punctuation; a question only when very short ("Why deckbuild?")."""
    words = text.split()
    if len(words) > _MAX_HEADING_WORDS or len(text) > _MAX_HEADING_CHARS or ": " in text:
        return False
    if text[-1] in ".,;:!" or (text.endswith("?") and len(words) > 4):
        return False
    first = text.lstrip("“\"‘'")
    return bool(first) and (first[0].isupper() or bool(_NUMBERED_HEADING.match(first)))


def _continues(prev: Block, block: Block) -> bool:
    """A paragraph the PDF export broke mid-sentence ("...central servers: Headquarters," / "Research and...")."""
    if prev.kind != "para" or block.kind not in ("para", "heading") or block.indent != prev.indent:
        return False
    return prev.text.endswith((",", ";")) or block.text[:1].islower()
