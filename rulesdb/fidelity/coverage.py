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
    nonblank = nonblank_mask(account.text)
    unowned = bytearray(nonblank)  # 1 for each non-blank character no span owns
    categories: dict[str, list[tuple[int, int]]] = {}
    for span in account.spans:
        unowned[span.start:span.end] = bytes(max(0, span.end - span.start))
        if span.category:
            categories.setdefault(span.owner, []).append((span.start, span.end))
    declared = [(0, len(account.text))] if account.content is None else account.content
    content = nonblank if account.content is None else bytearray(len(account.text))  # 1: counts as content
    total, left = 0, []
    for start, end in declared:
        if content is not nonblank:
            content[start:end] = nonblank[start:end]
        total += nonblank.count(1, start, end)
        if unowned.find(1, start, end) >= 0:
            left.extend(i for i in range(start, end) if unowned[i])
    share = 1.0 if total == 0 else round((total - len(left)) / total, 6)
    counts = {name: sum(content.count(1, start, end) for start, end in spans) for name, spans in categories.items()}
    return Coverage(share, total, total - len(left), _runs(account, left), counts)


#: The non-ASCII characters `str.isspace` (and so the regular expression `\s`) calls blank: none is above U+3000.
_WIDE_BLANK = re.compile("[" + "".join(chr(c) for c in range(0x80, 0x3001) if chr(c).isspace()) + "]")
#: ASCII bytes to 1, the blank ones to 0.
_NONBLANK_BYTES = bytes(0 if chr(code).isspace() else 1 for code in range(256))


def nonblank_mask(text: str) -> bytearray:
    """1 for each non-blank character of `text`, 0 for each blank, computed in C rather than by a loop
    per run of characters: non-ASCII characters read as "?", a byte table, then the rare wide blanks."""
    mask = bytearray(text.encode("ascii", "replace").translate(_NONBLANK_BYTES))
    for blank in _WIDE_BLANK.finditer(text):
        mask[blank.start()] = 0
    return mask


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
