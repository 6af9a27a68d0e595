"""Parser for the FFG Rules Reference OCR export (format `ffg-rules-reference`).

The document reads: a title block, prose sections, the alphabetical "Glossary", then the timing
structures and card-anatomy captions. Each part has its own module; this one finds the parts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rulesdb.errors import ParseError
from rulesdb.model import Document
from rulesdb.normalize.glyphs import map_glyphs
from rulesdb.parsers import register
from rulesdb.parsers.builder import DocumentBuilder
from rulesdb.parsers.rules_reference.blocks import Block, is_title_like, split_blocks
from rulesdb.parsers.rules_reference.cards import CardIndex
from rulesdb.parsers.rules_reference.glossary import parse_glossary
from rulesdb.parsers.rules_reference.nodes import Writer
from rulesdb.parsers.rules_reference.timing import parse_back_matter

_VERSION = re.compile(r"^Version\s+(?P<version>[\d.]+)\b", re.IGNORECASE)
_GLOSSARY = "glossary"


@register("ffg-rules-reference", minimum={"terms": 80, "steps": 20})
def parse(text: str, info, account=None) -> Document:
    return parse_rules_reference(text, info, account=account)


def parse_rules_reference(
    text: str, info, known_cards: CardIndex | Iterable[str] | None = None, account=None
) -> Document:
    """Parse the Rules Reference; `known_cards` (card titles) makes example card names exact."""
    builder = DocumentBuilder(info, str(getattr(info, "file", None) or info.path), account)
    if account is not None:
        account.source_forms = icon_forms
    blocks, page_numbers = split_blocks(text)
    for line, number in page_numbers:
        builder.issue(line, "page-number", number)
        builder.expect("page-number", line, number)
    w = Writer(builder, blocks, known_cards)
    start = _front_matter(blocks, w)
    glossary = _find_glossary(blocks, start, builder.path, max(1, len(text.splitlines())))
    _prose_sections(blocks[start:glossary], w)
    end = parse_glossary(blocks, glossary, w)
    parse_back_matter(blocks[end:], w)
    w.resolve_related()
    return builder.finish()


def icon_forms(text: str) -> str:
    """The Rules Reference's icon glyphs read as plaintext icons, for the word-level self-check."""
    return map_glyphs(text)[0]


def _front_matter(blocks: list[Block], w: Writer) -> int:
    """Headings stacked before the first heading with text: the title, the version line, stray lines."""
    i = 0
    while i + 1 < len(blocks) and is_title_like(blocks[i]) and is_title_like(blocks[i + 1]):
        _front_line(blocks[i], w)
        i += 1
    return i


def _front_line(block: Block, w: Writer) -> None:
    """The title page's lines are front matter; one that is neither title nor version is also reported."""
    w.b.expect("front-matter", block.line, block.original)
    version = _VERSION.match(block.first)
    if version:
        if version.group("version") != w.b.info.version:
            w.b.issue(
                block.line, "version-mismatch", f"{block.first} (manifest says {w.b.info.version})"
            )
    elif block.first.lower() not in w.b.info.title.lower():
        w.b.issue(block.line, "stray-line", block.first)


def _find_glossary(blocks: list[Block], start: int, path: str, last_line: int) -> int:
    for i in range(start, len(blocks)):
        if is_title_like(blocks[i]) and blocks[i].first.lower() == _GLOSSARY:
            return i
    raise ParseError(path, last_line, "expected a 'Glossary' heading before the glossary entries")


def _prose_sections(blocks: list[Block], w: Writer) -> None:
    current: str | None = None
    for block in blocks:
        if is_title_like(block):
            current = w.section(block, None)
        elif current is None:
            raise ParseError(w.b.path, block.line, "expected a section heading")
        else:
            w.body(current, block)
