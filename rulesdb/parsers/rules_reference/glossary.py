"""The Rules Reference glossary: entries and their sub-entries, told apart by format alone.

An entry ends with its "Related:" line, so the heading after one starts a new entry. A heading
inside an entry is a sub-entry ("Paid Abilities" under "Abilities") unless the alphabetical order
of the glossary puts it between this entry and the next, as happens when an entry has no Related
line ("For Each" then "Forfeit"). The glossary ends at a heading that breaks the alphabet or
after which no Related line follows (the back matter has none).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulesdb.errors import ParseError
from rulesdb.model import GlossaryTerm
from rulesdb.normalize.ocr import repair_text
from rulesdb.parsers.builder import slugify
from rulesdb.parsers.rules_reference.blocks import Block, is_title_like, related_names
from rulesdb.parsers.rules_reference.nodes import Writer, stem

_LAST = "\uffff"  # sorts after every name


@dataclass
class _Entry:
    address: str
    name: str
    line: int
    has_related: bool = False


def parse_glossary(blocks: list[Block], start: int, w: Writer) -> int:
    """Add the glossary section and its terms from `blocks[start]` on; return where the glossary ends."""
    glossary = w.section(blocks[start], None)
    upcoming = _next_entry_names(blocks, start)
    if not upcoming:
        raise ParseError(
            w.b.path,
            blocks[start].line,
            "expected glossary entries (a heading, its text, then 'Related: ...') after 'Glossary'",
        )
    entry: _Entry | None = None
    current = glossary
    for i in range(start + 1, len(blocks)):
        block = blocks[i]
        if not is_title_like(block):
            if entry is not None and related_names(block) is not None:
                entry.has_related = True  # the Related line belongs to the entry, not its sub-entry
                w.body(entry.address, block)
            else:
                w.body(current, block)
            continue
        name = w.name(block)
        if entry is None or entry.has_related:
            if entry and (i not in upcoming or sort_key(name)[:1] < sort_key(entry.name)[:1]):
                return i  # no entry ends after this heading, or the alphabet starts again
            entry = _new_entry(w, block, name, glossary)
            current = entry.address
        elif _starts_entry(name, entry, upcoming.get(i) or _LAST):
            w.b.issue(entry.line, "missing-related", entry.name)
            entry = _new_entry(w, block, name, glossary)
            current = entry.address
        else:
            current = w.add(
                GlossaryTerm,
                f"{entry.address}/{slugify(name)}",
                entry.address,
                block,
                name=name,
            )
    return len(blocks)


def _new_entry(w: Writer, block: Block, name: str, glossary: str) -> _Entry:
    address = w.add(GlossaryTerm, w.b.address("term", slugify(name)), glossary, block, name=name)
    return _Entry(address, name, block.line)


def _starts_entry(name: str, entry: _Entry, next_entry: str) -> bool:
    """A heading without a Related line before it is a new entry only where the alphabet puts one."""
    if _shares_stem(name, entry.name):
        return False
    return sort_key(entry.name) < sort_key(name) < next_entry


def _shares_stem(name: str, other: str) -> bool:
    words = {stem(w) for w in re.findall(r"[a-z]+", other.lower()) if len(w) > 2}
    return any(stem(w) in words for w in re.findall(r"[a-z]+", name.lower()) if len(w) > 2)


def _next_entry_names(blocks: list[Block], start: int) -> dict[int, str]:
    """For each block with a Related line after it, the sort key of the heading after that line ("" if none)."""
    keys: dict[int, str] = {}
    following_title = ""
    after_related: str | None = None
    for i in range(len(blocks) - 1, start, -1):
        if after_related is not None:
            keys[i] = after_related
        if related_names(blocks[i]) is not None:
            after_related = following_title
        elif is_title_like(blocks[i]):
            following_title = sort_key(repair_text(blocks[i].first))
    return keys


def sort_key(name: str) -> str:
    """Letters and digits only, lower case: how the glossary's alphabetical order reads a heading."""
    return re.sub(r"[^a-z0-9]", "", name.lower())
