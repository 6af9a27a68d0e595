"""Parser for the FFG core rulebook export (format `ffg-rulebook`): Rules of Play, Glossary, run timing,
FAQ, tournament rules.

The export is prose under plain-text headings. Blocks and parts come from `rulebook_blocks`, heading levels
from `rulebook_outline`, the run timing structure from `rulebook_timing`; this module turns them into nodes.
"""

from __future__ import annotations

import dataclasses
import re

from rulesdb.errors import ParseError
from rulesdb.model import Document, GlossaryTerm, Section, TimingStep, TimingStructure
from rulesdb.normalize import Cleaned, clean
from rulesdb.parsers import register
from rulesdb.parsers.builder import DocumentBuilder, slugify
from rulesdb.parsers.references import extract_references
from rulesdb.parsers.rulebook.blocks import (
    Block,
    Part,
    example_text,
    read_blocks,
    split_parts,
    term_line,
)
from rulesdb.parsers.rulebook.outline import Heading, make_heading, place_headings
from rulesdb.parsers.rulebook.timing import (
    StepDraft,
    is_timing_part,
    read_steps,
    step_title,
    structure_slug,
    transitions,
)
from rulesdb.parsers.rules_reference.cards import detect_cards
from rulesdb.parsers.timing import triggers, windows

PROFILE = "ffg-rulebook"
# The export's own list counter before a written step number: "  1. 2.1 Paid abilities...".
_LIST_COUNTER = re.compile(r"^\s*(\d+\.)\s+(?=\d)")
_ICON_PARENS = re.compile(r"\s*\((?:\[[A-Za-z]+\])*\s*\)")
# Someone who plays the game in an example ("Kevin won the first game"), not a card.
_TERMS_ANNOUNCED = re.compile(r"\bthe following terms\b", re.IGNORECASE)
_PLAYER_VERBS = r"(?:just|won|wins|lost|loses|scores?|scored|is taking|has \d|had \d)"


@register("ffg-rulebook", minimum={"terms": 40, "sections": 50})
def parse(text: str, info, account=None) -> Document:
    """The whole export: each top-level part becomes sections, glossary terms or a timing structure."""
    path = str(getattr(info, "file", info.path))
    if not text.strip():
        raise ParseError(path, 1, "expected the rulebook's text, found an empty document")
    preamble, parts = split_parts(read_blocks(text))
    if not parts:
        raise ParseError(path, preamble[0].line if preamble else 1,
                         "expected headings such as 'Rules of Play 1.0' followed by prose")
    builder = DocumentBuilder(info, path, account)
    for block in preamble:
        builder.issue(block.line, "stray-line", f"kept out of the sections: {block.text!r}")
        if block.kind == "heading":
            builder.expect("compilation-title", block.line, block.raw)
    terms = [name for part in parts for name, _ in _term_lines(part)]
    for part in parts:
        if is_timing_part(part.name, part.blocks):
            _add_timing(builder, part, path)
        else:
            _add_prose(builder, part, terms)
    return builder.finish()


def example_cards(text: str, terms=(), known=None) -> tuple[str, ...]:
    """Card names an example mentions; people playing in tournament examples are left out."""
    names = detect_cards(text, known, terms)
    return tuple(n for n in names if not re.search(
        rf"\b{re.escape(n)}\s+{_PLAYER_VERBS}\b|\bagainst\s+{re.escape(n)}\b", text))


# -- prose: sections, glossary terms and examples ---------------------------------------------------------


def _add_prose(builder: DocumentBuilder, part: Part, terms: list[str], glossary_allowed: bool = True) -> None:
    body = list(part.blocks)
    glossary = _term_lines(part) if glossary_allowed else []
    after: Part | None = None
    if glossary:
        body = body[len(glossary):]  # the terms come first, before any heading
        end = next((i for i, block in enumerate(body) if block.kind == "heading"), None)
        if end is not None:  # a heading after the terms ends the glossary: the credits are not terms
            after = Part(body[end], body[end].text, None, tuple(body[end + 1:]))
            body = body[:end]
    headings = _outline(part, body)
    parents = {h.parent for h in headings}
    addresses: list[str] = []
    for i, heading in enumerate(headings):
        parent = addresses[heading.parent] if heading.parent is not None else None
        addresses.append(_add_section(builder, heading, parent, part, terms, i in parents))
        if heading.is_top:
            for block in part.blocks[: len(glossary)]:
                _add_term(builder, block, addresses[0])
    if after is not None:
        _add_prose(builder, after, terms, glossary_allowed=False)


def _outline(part: Part, body: list[Block]) -> list[Heading]:
    starts = [i for i, block in enumerate(body) if block.kind == "heading"] + [len(body)]
    headings = [make_heading(part.title, body[: starts[0]], is_top=True)]
    for n, start in enumerate(starts[:-1]):
        headings.append(make_heading(body[start], body[start + 1: starts[n + 1]]))
    place_headings(headings)
    return headings


def _add_section(builder: DocumentBuilder, heading: Heading, parent: str | None, part: Part,
                 terms: list[str], has_sections: bool) -> str:
    """A Section for one heading; `has_body` is False only for a heading with neither text nor sections."""
    title = part.name.capitalize() if part.name.isupper() and len(part.name) > 4 else part.name
    if not heading.is_top:
        title = heading.block.text.strip("“”\"")
    else:
        _account_version(builder, part)
    slug = _slug(part.name if heading.is_top else heading.title)
    address = builder.unique(f"{parent}/{slug}" if parent else builder.address("section", slug))
    vocabulary = _vocabulary(heading.body)
    prose = [b for b in heading.body if b.kind != "example" and b not in vocabulary]
    cleaned = _clean_blocks(builder, prose, heading.block.raw)
    builder.add(Section, address, parent, cleaned, heading.block.line, number=None, title=title,
                has_body=bool(prose) or has_sections or heading.is_top,
                references=extract_references(cleaned.text))
    for block in heading.body:
        if block.kind == "example":
            _add_example(builder, address, block, terms)
    for block in vocabulary:
        _add_term(builder, block, address, under=address)
    return address


def _vocabulary(body: list[Block]) -> list[Block]:
    """ "...the following terms:" then three or more `Term: definition` lines: the section's own terms."""
    for i, block in enumerate(body):
        if block.kind == "para" and _TERMS_ANNOUNCED.search(block.text):
            run = []
            for following in body[i + 1:]:
                if not term_line(following):
                    break
                run.append(following)
            return run if len(run) >= 3 else []
    return []


def _add_example(builder: DocumentBuilder, owner: str, block: Block, terms: list[str]) -> None:
    cleaned = clean(example_text(block), PROFILE)
    cleaned = dataclasses.replace(cleaned, original=block.raw, cards=example_cards(cleaned.text, terms))
    builder.add_example(owner, cleaned, block.line)


def _term_lines(part: Part) -> list[tuple[str, str]]:
    """The `Term: definition` lines that open a glossary part; fewer than three is not a glossary."""
    lines = []
    for block in part.blocks:
        found = term_line(block)
        if block.kind == "heading" or not found:
            break
        lines.append(found)
    return lines if len(lines) >= 3 else []


def _add_term(builder: DocumentBuilder, block: Block, glossary: str, under: str | None = None) -> None:
    """A glossary term at `<doc>/term/<name>`, or a section's own term at `<section>/<name>`."""
    cleaned = clean(block.raw, PROFILE)
    written, _, definition = cleaned.text.partition(": ")
    name = _ICON_PARENS.sub("", written).strip()
    address = builder.unique(f"{under}/{_slug(name)}" if under else builder.address("term", _slug(name)))
    builder.add(GlossaryTerm, address, glossary, dataclasses.replace(cleaned, text=definition), block.line,
                name=name, references=extract_references(definition))


def _clean_blocks(builder: DocumentBuilder, blocks: list[Block], heading_raw: str) -> Cleaned:
    """Each block cleaned on its own (gaps are reported on their own line); bullets kept as "• " lines."""
    texts, raws = [], [heading_raw]
    for block in blocks:
        cleaned = clean(block.raw if "\n" not in block.raw else block.text, PROFILE)
        text = cleaned.text
        if block.kind == "bullet" and not text.startswith("•"):
            text = f"• {text}"
        texts.append(text)
        raws.append(block.raw)
        for detail in cleaned.unmapped:
            builder.issue(block.line, "unmapped-glyph", detail)
    return Cleaned("\n".join(texts), "\n".join(raws))


def _account_version(builder: DocumentBuilder, part: Part) -> None:
    """A part title's version ("Rules of Play 1.0") is the document's edition, not the section's title."""
    if part.version:
        at = part.title.raw.rfind(part.version)
        builder.expect_columns("part-version", part.title.line, at, at + len(part.version))


def _slug(title: str) -> str:
    return slugify(re.sub(r"['’]", "", title))


# -- the timing structure ----------------------------------------------------------------------------------


def _add_timing(builder: DocumentBuilder, part: Part, path: str) -> None:
    preamble, steps = read_steps(part.blocks)
    if not steps:
        raise ParseError(path, part.title.line, "expected numbered steps such as '1. The Runner initiates a run'")
    slug = structure_slug(part.name)
    structure = builder.address("timing", slug)
    _account_version(builder, part)
    builder.add(TimingStructure, structure, None, _clean_blocks(builder, preamble, part.title.raw),
                part.title.line, name=slug, title=part.name)
    known = {step.number for step in steps}
    for step in steps:
        _add_step(builder, structure, slug, step, known)


def _add_step(builder: DocumentBuilder, structure: str, slug: str, step: StepDraft, known: set[str]) -> None:
    parent = structure
    if step.parent_number in known:
        parent = builder.address("timing", slug, step.parent_number)
    elif step.parent_number:
        builder.issue(step.line, "orphan-step", f"step {step.number} has no step {step.parent_number}")
    counter = _LIST_COUNTER.match(step.raws[0])
    if counter:
        builder.expect_columns("list-counter", step.line, counter.start(1), counter.end(1))
    cleaned = [clean(line, PROFILE) for line in step.lines]
    for detail in (d for c in cleaned for d in c.unmapped):
        builder.issue(step.line, "unmapped-glyph", detail)
    text = "\n".join(c.text for c in cleaned)
    for target in re.findall(r"\[(\d+(?:\.\d+)*)\]", text):
        if target not in known:
            builder.issue(step.line, "unresolved-step", f"step {step.number} goes to [{target}], which is not a step")
    builder.add(TimingStep, builder.address("timing", slug, step.number), parent,
                Cleaned(text, "\n".join(step.raws)), step.line, structure=slug, number=step.number,
                title=step_title(text), windows=windows(text), triggers=triggers(text),
                transitions=transitions(text, lambda n: builder.address("timing", slug, n)),
                references=extract_references(text))
