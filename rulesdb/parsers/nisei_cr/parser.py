"""Parsers for the NISEI Comprehensive Rules, formats `nisei-cr-markdown` (v1.3, v1.4) and `nisei-cr-pdftext` (v1.6).

Both formats share one pipeline: tokenise lines (nisei_cr_lines), split preamble, Summary of Changes,
contents and body (nisei_cr_front), read the body into blocks (nisei_cr_body), then build nodes here.
Contents entries beyond the body become sections with `has_body=False`, never rules.
"""

from __future__ import annotations

import dataclasses
import re

from rulesdb.errors import ParseError
from rulesdb.model import Document, Rule, Section
from rulesdb.normalize import Cleaned, clean
from rulesdb.normalize.emphasis import defined_terms, marks_change
from rulesdb.parsers import register
from rulesdb.parsers.builder import DocumentBuilder
from rulesdb.parsers.nisei_cr.body import Block, BodyReader
from rulesdb.parsers.nisei_cr.front import (
    UNNUMBERED_PARTS,
    ContentsEntry,
    read_contents,
    read_summary,
    split_parts,
)
from rulesdb.parsers.nisei_cr.lines import (
    MARKDOWN,
    PDFTEXT,
    LineFormat,
    number_key,
    parent_number,
    strip_example_label,
    tokenise,
)
from rulesdb.parsers.references import extract_references
from rulesdb.parsers.rules_reference.cards import detect_cards

PROFILE = "nisei-cr"
_VERSION_LINE = re.compile(r"\bversion\s+(\d+(?:\.\d+)*)", re.IGNORECASE)


@register(MARKDOWN.name, minimum={"rules": 50, "sections": 8})
def parse_markdown(text: str, info, account=None) -> Document:
    """The Markdown export: `#` headings, `- ` bullets, one paragraph per line."""
    return parse_comprehensive_rules(text, info, MARKDOWN, account)


@register(PDFTEXT.name, minimum={"rules": 150, "sections": 50})
def parse_pdftext(text: str, info, account=None) -> Document:
    """The PDF text export: hard-wrapped lines, "1.10.3." numbers, "- 12 -" page lines."""
    return parse_comprehensive_rules(text, info, PDFTEXT, account)


def parse_comprehensive_rules(text: str, info, fmt: LineFormat, account=None) -> Document:
    path = str(getattr(info, "file", info.path))
    tokens = tokenise(text, fmt)
    parts = split_parts(tokens)
    builder = DocumentBuilder(info, path, account)
    _account_front(builder, tokens, parts, fmt)
    _check_version(builder, parts.preamble, info.version)
    summary = read_summary(parts.summary, fmt)
    builder.summary.extend(summary.claims)
    builder.summary_baseline = summary.baseline
    contents = read_contents(parts.contents, fmt)
    reader = BodyReader({entry.number: entry.title for entry in contents})
    blocks = reader.read(parts.body)
    if not any(block.kind in ("section", "rule") for block in blocks):
        line = parts.body[0].line if parts.body else len(tokens) or 1
        raise ParseError(path, line, "expected numbered sections and rules such as '1.1 General' "
                                     "and '1.1.1 The game is played ...'")
    builder.issues.extend(reader.issues)
    builder.vocabulary = _vocabulary(blocks)
    for block in blocks:
        _add_block(builder, block, summary.highlighted)
    _add_contents_only(builder, contents)
    return builder.finish()


def _account_front(builder: DocumentBuilder, tokens, parts, fmt: LineFormat) -> None:
    """Title page, summary, contents and page numbers are named non-content; the body's lines go to nodes.

    A contents line is accounted for only when the contents reader uses it (an entry, a wrapped title,
    a heading), so prose lost in the contents shows as unaccounted.
    """
    named = {id(t): "front-matter" for t in parts.preamble}
    named.update({id(t): "summary-of-changes" for t in parts.summary})
    named.update({id(t): "table-of-contents" for t in parts.contents if _in_contents(t, fmt)})
    body_start = parts.body[0].line if parts.body else len(tokens) + 1
    for token in tokens:
        if token.kind == "page":
            builder.expect("page-number", token.line, token.raw)
        elif token.line < body_start and token.kind != "blank":
            category = named.get(id(token), "part-heading" if _is_part_heading(token) else None)
            if category:
                builder.expect(category, token.line, token.raw)


def _in_contents(token, fmt: LineFormat) -> bool:
    return token.kind == "numbered" or token.heading or fmt.wraps or _is_part_heading(token)


def _is_part_heading(token) -> bool:
    return token.body.lower() in UNNUMBERED_PARTS


def _vocabulary(blocks: list[Block]) -> list[str]:
    """The game's words this document defines: its section titles and the terms its rules write in capitals."""
    titles = [block.title for block in blocks if block.kind == "section"]
    return titles + [term for block in blocks if block.kind == "rule" for term in defined_terms(" ".join(block.parts))]


def _check_version(builder: DocumentBuilder, preamble, version: str) -> None:
    for token in preamble:
        found = _VERSION_LINE.search(clean(token.raw, PROFILE).text)
        if found:
            if found.group(1) != version:
                builder.issue(token.line, "version-mismatch",
                              f"document says version {found.group(1)}, manifest says {version}")
            return


def _address(builder: DocumentBuilder, block: Block | None) -> str | None:
    """Sections live at `<doc>/section/1.10`, rules and sub-rules at `<doc>/1.10.3c`."""
    if block is None:
        return None
    if block.kind == "section":
        return builder.address("section", block.number)
    return builder.address(block.number)


def _cleaned(block: Block) -> Cleaned:
    cleaned = clean(" ".join(block.parts), PROFILE)
    return dataclasses.replace(cleaned, original="\n".join(block.raw))


def _add_block(builder: DocumentBuilder, block: Block, highlighted: bool) -> None:
    parent = _address(builder, block.parent)
    cleaned = _cleaned(block)
    if block.kind == "section":
        title = clean(block.title, PROFILE).text
        builder.add(Section, builder.address("section", block.number), parent, cleaned, block.line,
                    number=block.number, title=title, flavour=cleaned.text, has_body=True,
                    references=extract_references(cleaned.text))
    elif block.kind == "rule":
        changed = highlighted and marks_change("\n".join(block.raw))
        builder.add(Rule, builder.address(block.number), parent, cleaned, block.line,
                    number=block.number, changed=changed, references=extract_references(cleaned.text))
    else:
        text = strip_example_label(cleaned.text)
        # v1.6 writes card names in plain title case: without capitals, names are read from the words.
        cards = cleaned.cards or detect_cards(text, None, builder.vocabulary)
        builder.add_example(parent, dataclasses.replace(cleaned, text=text, cards=cards), block.line)


def _add_contents_only(builder: DocumentBuilder, contents: list[ContentsEntry]) -> None:
    """Sections the contents list but the body lacks, each placed under its nearest listed ancestor."""
    for entry in contents:
        address = builder.address("section", entry.number)
        if address in builder:
            continue
        parent = _nearest_section(builder, entry.number)
        cleaned = Cleaned("", entry.original)
        builder.add(Section, address, parent, cleaned, entry.line, number=entry.number,
                    title=entry.title, has_body=False)
        _move_into_order(builder, parent, address)


def _nearest_section(builder: DocumentBuilder, number: str) -> str | None:
    while number := parent_number(number):
        address = builder.address("section", number)
        if address in builder:
            return address
    return None


def _move_into_order(builder: DocumentBuilder, parent: str | None, address: str) -> None:
    """Keep siblings in number order when a contents-only section lands among body sections."""
    siblings = builder.children[parent] if parent else builder.top
    siblings.remove(address)
    key = number_key(builder.get(address)["number"])
    for i, sibling in enumerate(siblings):
        number = builder.get(sibling).get("number")
        if number and number_key(number) > key:
            siblings.insert(i, address)
            return
    siblings.append(address)
