"""The coverage map: the share of a source's content a parser accounted for, and the spans it did not.

Content is every non-blank character (or, where the format declared it, only its content spans); a
character is accounted for when some node or named non-content category owns it. What is left over is
listed by line with its text, so the build report can name file and line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulesdb.fidelity.account import SourceAccount

_EXCERPT = 120


@dataclass(frozen=True)
class Unaccounted:
    """Consecutive source lines holding content no node or category owns."""

    line: int
    last_line: int
    text: str

    def as_dict(self) -> dict:
        return {"line": self.line, "last_line": self.last_line, "text": self.text}


@dataclass(frozen=True)
class Coverage:
    """Share of content accounted for (0..1), characters counted, and what is unaccounted."""

    share: float
    content: int
    accounted: int
    unaccounted: tuple[Unaccounted, ...]
    categories: dict[str, int]  # characters per named non-content category


def coverage(account: SourceAccount) -> Coverage:
    """The coverage map of one parsed source."""
    owned = bytearray(len(account.text))
    categories: dict[str, list[tuple[int, int]]] = {}
    for span in account.spans:
        owned[span.start:span.end] = b"\x01" * (span.end - span.start)
        if span.category:
            categories.setdefault(span.owner, []).append((span.start, span.end))
    runs = _content(account)
    content = bytearray(len(account.text))  # 1 for each character that counts as content
    total, left = 0, []
    for start, end in runs:
        content[start:end] = b"\x01" * (end - start)
        total += end - start
        if owned.find(0, start, end) >= 0:
            left.extend(i for i in range(start, end) if not owned[i])
    share = 1.0 if total == 0 else round((total - len(left)) / total, 6)
    counts = {name: sum(content.count(1, start, end) for start, end in spans) for name, spans in categories.items()}
    return Coverage(share, total, total - len(left), _runs(account, left), counts)


_NON_SPACE = re.compile(r"\S+")


def _content(account: SourceAccount) -> list[tuple[int, int]]:
    """Runs of non-blank characters that count as content: all of them, or those in declared spans."""
    text = account.text
    if account.content is None:
        return [m.span() for m in _NON_SPACE.finditer(text)]
    return [m.span() for start, end in account.content for m in _NON_SPACE.finditer(text, start, end)]


def _runs(account: SourceAccount, left: list[int]) -> tuple[Unaccounted, ...]:
    """Unaccounted characters grouped into runs of consecutive lines, each with its unowned text."""
    per_line: dict[int, list[int]] = {}
    for i in left:
        per_line.setdefault(account.line_of(i), []).append(i)
    runs: list[list[int]] = []
    for line in sorted(per_line):
        if runs and line == runs[-1][-1] + 1:
            runs[-1].append(line)
        else:
            runs.append([line])
    return tuple(Unaccounted(run[0], run[-1], " / ".join(_line_text(account, per_line[n]) for n in run)[:_EXCERPT])
                 for run in runs)


def _line_text(account: SourceAccount, offsets: list[int]) -> str:
    """The unowned characters of one line, gaps between them read as spaces."""
    pieces, last = [], None
    for i in offsets:
        if last is not None and i != last + 1:
            pieces.append(" ")
        pieces.append(account.text[i])
        last = i
    return " ".join("".join(pieces).split())
