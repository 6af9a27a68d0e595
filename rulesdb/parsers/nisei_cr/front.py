"""The parts of a NISEI CR document before its rules: preamble, Summary of Changes and table of contents.

The parts only ever follow one another, so a forward-only split finds them: the summary starts at its
heading, the contents at theirs, and the body at the first number the contents list a second time
(or, with no contents, at the first numbered heading).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from rulesdb.model import SummaryClaim
from rulesdb.normalize import clean
from rulesdb.parsers.nisei_cr.lines import LineFormat, Token, ends_sentence, is_title

_SUMMARY = re.compile(r"^summary of changes$", re.IGNORECASE)
_CONTENTS = re.compile(r"^table of contents$", re.IGNORECASE)
_BASELINE = re.compile(r"changes\s+from\s+version\s+(\d+(?:\.\d+)*)", re.IGNORECASE)
_HIGHLIGHTED = re.compile(r"\bhighlighted\b", re.IGNORECASE)
_PAGE_COLUMN = re.compile(r"\t[\t ]*\d+\s*$")
_MARKS = re.compile(r"^(?:#+\s*)?(?:[-•]\s+)?")
#: Unnumbered parts a contents list names; never the wrapped end of a numbered title.
UNNUMBERED_PARTS = {"summary of changes", "table of contents", "acknowledgements", "acknowledgments",
                    "index", "glossary", "introduction"}


@dataclass
class Parts:
    """A document's tokens split into its parts, in order."""

    preamble: list[Token] = field(default_factory=list)
    summary: list[Token] = field(default_factory=list)
    contents: list[Token] = field(default_factory=list)
    body: list[Token] = field(default_factory=list)


@dataclass(frozen=True)
class ContentsEntry:
    """One numbered line of the table of contents, its wrapped title joined."""

    number: str
    title: str
    line: int
    original: str  # the line(s) as written


@dataclass(frozen=True)
class Summary:
    """The Summary of Changes: its claims, the version it compares with, and whether changes are highlighted."""

    claims: tuple[SummaryClaim, ...]
    baseline: str | None
    highlighted: bool


def split_parts(tokens: list[Token]) -> Parts:
    """Preamble, summary, contents and body, each possibly empty except the body of a real document."""
    parts, part, listed = Parts(), "preamble", set()
    for i, token in enumerate(tokens):
        if part != "contents" and token.kind == "numbered" and _starts_body(token):
            parts.body = tokens[i:]
            return parts
        if part == "contents" and token.kind == "numbered":
            if token.number in listed:
                parts.body = tokens[i:]
                return parts
            listed.add(token.number)
        if part == "preamble" and _SUMMARY.match(token.body):
            part = "summary"
            continue
        if part != "contents" and _CONTENTS.match(token.body):
            part = "contents"
            continue
        getattr(parts, part).append(token)
    return parts


def _starts_body(token: Token) -> bool:
    return "." not in token.number and is_title(token.body)


def read_summary(tokens: list[Token], fmt: LineFormat) -> Summary:
    """Claims are bullets or paragraphs; the paragraph naming the baseline version introduces them."""
    claims, baseline, highlighted = [], None, False
    for lines in _paragraphs(tokens, fmt):
        original = "\n".join(t.raw.strip() for t in lines)
        cleaned = clean(" ".join(_MARKS.sub("", t.raw.strip()) for t in lines), "nisei-cr")
        highlighted = highlighted or bool(_HIGHLIGHTED.search(cleaned.text))
        found = _BASELINE.search(cleaned.text)
        if found and baseline is None:
            baseline = found.group(1)
            continue
        claims.append(SummaryClaim(cleaned.text, original, lines[0].line))
    return Summary(tuple(claims), baseline, highlighted)


def _paragraphs(tokens: list[Token], fmt: LineFormat) -> list[list[Token]]:
    paragraphs: list[list[Token]] = []
    current: list[Token] = []
    for token in tokens:
        if token.kind == "page":
            continue
        if token.kind == "blank":
            current = []
            continue
        text = _MARKS.sub("", token.raw.strip())
        continues = (fmt.wraps and current and not ends_sentence(current[-1].raw)
                     or fmt.wraps and current and text[:1].islower())
        if not continues:
            current = []
            paragraphs.append(current)
        current.append(token)
    return paragraphs


def read_contents(tokens: list[Token], fmt: LineFormat) -> list[ContentsEntry]:
    """Numbered entries without their page-number column.

    In a wrapped export a line without a number is the end of the title above it.
    """
    entries: list[tuple[Token, list[str], list[str]]] = []
    for token in tokens:
        if token.kind == "numbered":
            entries.append((token, [_PAGE_COLUMN.sub("", token.body)], [token.raw.strip()]))
        elif (token.kind in ("text", "lettered", "example") and entries and fmt.wraps
              and token.raw.strip().lower() not in UNNUMBERED_PARTS):
            entries[-1][1].append(token.raw.strip())
            entries[-1][2].append(token.raw.strip())
    return [ContentsEntry(first.number, clean(" ".join(title), "nisei-cr").text, first.line, "\n".join(raw))
            for first, title, raw in entries]
