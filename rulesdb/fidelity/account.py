"""A parser's account of its source: which characters became which node, which are named non-content.

Every format accounts for its source the same way, so one coverage map serves them all. Line formats
name whole lines (`node_lines`, `expect_lines`, or `node_text` to find a node's original text from its
first line); a structured format such as YAML names character spans (`node_chars`, `expect_chars`) and
says which characters are content at all (`content_chars`: its scalars), since its keys and punctuation
are structure, not text. Without `content_chars`, every non-blank character of the source is content.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Span:
    """Characters [start, end) of the source, owned by a node address or a non-content category."""

    owner: str
    start: int
    end: int
    category: bool = False  # True: a named non-content category (page-number, table-of-contents...)


@dataclass(frozen=True)
class Misplaced:
    """A node whose original text the source does not have where the node says it starts."""

    address: str
    line: int
    missing: str  # the first line of original text not found


class SourceAccount:
    """Collects the spans a parser assigns while it reads one source text (`name`: its file in a folder)."""

    def __init__(self, text: str, name: str = ""):
        self.text, self.name = text, name
        self.spans: list[Span] = []
        self.content: list[tuple[int, int]] | None = None  # None: every non-blank character is content
        self.misplaced: list[Misplaced] = []
        self.lines = text.split("\n")
        self.starts = list(itertools.accumulate((len(line) + 1 for line in self.lines[:-1]), initial=0))
        self._where: dict[str, list[int]] = {}  # stripped line -> its line numbers, for finding a node's original text
        # How this format writes what its nodes render differently (icon glyphs, markup such as
        # "{ref:...}"), as a function from source text to the words a reader sees: set by a parser
        # whose source needs it, for the word-level self-check.
        self.source_forms: Callable[[str], str] | None = None

    # -- line formats -------------------------------------------------------------------------------

    def line_span(self, line: int) -> tuple[int, int]:
        """Characters of 1-based `line`, without its line break."""
        start = self.starts[line - 1]
        return start, start + len(self.lines[line - 1])

    def node_lines(self, address: str, first: int, last: int | None = None) -> None:
        """Lines first..last (1-based, inclusive) are the text of node `address`."""
        self._lines(address, first, last or first, category=False)

    def expect_lines(self, category: str, first: int, last: int | None = None) -> None:
        """Lines first..last are expected non-content of the named category."""
        self._lines(category, first, last or first, category=True)

    def node_text(self, address: str, line: int, original: str) -> None:
        """Find each line of `original` in the source, in order, from `line` on; each found line is the node's."""
        self._find(address, line, original, category=False)

    def expect_text(self, category: str, line: int, original: str) -> None:
        """As `node_text`, for text of a named non-content category."""
        self._find(category, line, original, category=True)

    def expect_columns(self, category: str, line: int, start: int, end: int) -> None:
        """Columns [start, end) of one line are named non-content (a list counter, a version number)."""
        first, last = self.line_span(line)
        self.spans.append(Span(category, min(first + start, last), min(first + end, last), category=True))

    # -- structured formats -------------------------------------------------------------------------

    def node_chars(self, address: str, start: int, end: int) -> None:
        self.spans.append(Span(address, start, end))

    def expect_chars(self, category: str, start: int, end: int) -> None:
        self.spans.append(Span(category, start, end, category=True))

    def content_only(self) -> None:
        """Only what `content_chars` declares is content (a structured format; a file may declare none)."""
        if self.content is None:
            self.content = []

    def content_chars(self, start: int, end: int) -> None:
        """Declare [start, end) as content that must be accounted for (e.g. one YAML scalar)."""
        self.content_only()
        self.content.append((start, end))

    # -- reading the account back -------------------------------------------------------------------

    def line_of(self, offset: int) -> int:
        """The 1-based line of a character offset."""
        return bisect.bisect_right(self.starts, offset)

    def node_spans(self) -> dict[str, list[tuple[int, int]]]:
        """Each node's spans in source order."""
        found: dict[str, list[tuple[int, int]]] = {}
        for span in sorted((s for s in self.spans if not s.category), key=lambda s: s.start):
            found.setdefault(span.owner, []).append((span.start, span.end))
        return found

    def category_mask(self) -> bytearray:
        """1 for each character some named non-content category owns."""
        mask = bytearray(len(self.text))
        for span in self.spans:
            if span.category:
                mask[span.start:span.end] = b"\x01" * (span.end - span.start)
        return mask

    def _lines(self, owner: str, first: int, last: int, category: bool) -> None:
        for line in range(max(1, first), min(last, len(self.lines)) + 1):
            start, end = self.line_span(line)
            self.spans.append(Span(owner, start, end, category))

    def _find(self, owner: str, line: int, original: str, category: bool) -> None:
        at = max(1, line)
        for wanted in (w.strip() for w in original.split("\n")):
            if not wanted:
                continue
            found = self._next_line(wanted, at)
            if found is None:
                self.misplaced.append(Misplaced(owner, line, wanted))
                return
            self._lines(owner, found, found, category)
            at = found + 1

    def _next_line(self, wanted: str, at: int) -> int | None:
        if not self._where:
            for n, line in enumerate(self.lines, 1):
                self._where.setdefault(line.strip(), []).append(n)
        found = self._where.get(wanted, [])
        i = bisect.bisect_left(found, at)
        return found[i] if i < len(found) else None


class FolderAccount:
    """The account of a source that is a folder of files (a YAML release): one SourceAccount per file."""

    def __init__(self, files: dict[str, str]):
        self.files = {name: SourceAccount(text, name) for name, text in files.items()}

    def file(self, name: str) -> SourceAccount:
        """The account of one file of the folder."""
        return self.files[name]

    def parts(self) -> list[SourceAccount]:
        return list(self.files.values())


def new_account(source: str | dict[str, str]) -> SourceAccount | FolderAccount:
    """The account for a source as `read_text` gives it: one text, or a folder's {path: text}."""
    return FolderAccount(source) if isinstance(source, dict) else SourceAccount(source)


def parts(account: SourceAccount | FolderAccount) -> list[SourceAccount]:
    """The per-file accounts of any account."""
    return account.parts() if isinstance(account, FolderAccount) else [account]
