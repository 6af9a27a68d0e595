"""Line recognisers for the two NISEI Comprehensive Rules exports: each source line becomes one Token.

The Markdown export writes one paragraph per line, with `#` headings, `- ` bullets and rule numbers
without a final dot ("1.10.3"); the PDF text export hard-wraps lines, ends rule numbers with a dot
("1.10.3.") and interrupts text with page-number lines ("- 12 -"). Everything else is shared.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulesdb.model import version_key

PAGE_NUMBER = re.compile(r"^\s*-\s*\d+\s*-\s*$")
_HEADING_MARK = re.compile(r"^#+\s*")
_BULLET = re.compile(r"^[-•]\s+")
_LETTERED = re.compile(r"^([a-z])\.[ \t]+(\S.*)$")
_EXAMPLE = re.compile(r"^[*_]*Example(?:\s+\d+)?\s*:", re.IGNORECASE)
_END_OF_SENTENCE = re.compile(r"[.!?:][”\"’')*]*$")


@dataclass(frozen=True)
class LineFormat:
    """How one export writes numbered lines, and whether it hard-wraps paragraphs."""

    name: str
    numbered: re.Pattern
    wraps: bool  # True when one paragraph spans several source lines


MARKDOWN = LineFormat("nisei-cr-markdown", re.compile(r"^(\d+(?:\.\d+)*)\.?[ \t]+(\S.*)$"), wraps=False)
PDFTEXT = LineFormat("nisei-cr-pdftext", re.compile(r"^(\d+(?:\.\d+)*)\.[ \t]+(\S.*)$"), wraps=True)


@dataclass(frozen=True)
class Token:
    """One source line, recognised: blank, page, numbered ("1.10.3"), lettered ("c"), example or text."""

    kind: str
    line: int  # 1-based
    raw: str  # the line exactly as written
    body: str = ""  # the text after any heading mark, bullet and number
    number: str = ""  # "1.10.3" for numbered lines, "c" for lettered ones
    heading: bool = False  # written with a Markdown heading mark


def tokenise(text: str, fmt: LineFormat) -> list[Token]:
    """Every line of `text` as a Token, in order."""
    return [classify(raw, n, fmt) for n, raw in enumerate(text.splitlines(), 1)]


def classify(raw: str, line: int, fmt: LineFormat) -> Token:
    stripped = raw.strip()
    if not stripped:
        return Token("blank", line, raw)
    if PAGE_NUMBER.match(stripped):
        return Token("page", line, raw)
    heading = bool(_HEADING_MARK.match(stripped))
    body = _BULLET.sub("", _HEADING_MARK.sub("", stripped), count=1)
    if match := fmt.numbered.match(body):
        return Token("numbered", line, raw, match.group(2).strip(), match.group(1), heading)
    if match := _LETTERED.match(body):
        return Token("lettered", line, raw, match.group(2).strip(), match.group(1), heading)
    if _EXAMPLE.match(body):
        return Token("example", line, raw, body, "", heading)
    return Token("text", line, raw, body, "", heading)


def unmarked(raw: str) -> str:
    """A line without its Markdown heading mark or bullet."""
    return _BULLET.sub("", _HEADING_MARK.sub("", raw.strip()), count=1)


def number_key(number: str) -> tuple[int, ...]:
    """ "1.10.3" -> (1, 10, 3), so that 1.10 sorts after 1.9."""
    return version_key(number)


def parent_number(number: str) -> str:
    """ "1.10.3" -> "1.10"; "1" -> ""."""
    return number.rpartition(".")[0]


def is_title(text: str) -> bool:
    """Reads like a heading ("Recurring Credits", "“Must”"), not the start of a rule's sentence."""
    words = text.split()
    first = text.lstrip("“\"‘'")
    return (0 < len(words) <= 8 and bool(first) and (first[0].isupper() or first[0].isdigit())
            and not re.search(r"[.:;,!?][”\"’']?$", text))


def ends_sentence(text: str) -> bool:
    """True when a line ends a sentence, so that a wrapped paragraph may end there."""
    return bool(_END_OF_SENTENCE.search(text.rstrip()))


def strip_example_label(text: str) -> str:
    """ "Example 2: The Runner ..." -> "The Runner ..."."""
    return re.sub(r"^Example(?:\s+\d+)?\s*:\s*", "", text, flags=re.IGNORECASE)
