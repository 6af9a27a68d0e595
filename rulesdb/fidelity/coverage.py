"""The coverage map: the share of a source's content a parser accounted for, and the spans it did not.

Content is every non-blank character (or, where the format declared it, only its content spans); a
character is accounted for when some node or named non-content category owns it. What is left over is
listed by line with its text, so the build report can name file and line.
"""

from __future__ import annotations

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
    text = account.text
    content = _content_mask(account)
    owned = bytearray(len(text))
    categories: dict[str, int] = {}
    for span in account.spans:
        owned[span.start:span.end] = b"\x01" * (span.end - span.start)
        if span.category:
            categories[span.owner] = categories.get(span.owner, 0) + sum(content[span.start:span.end])
    total = sum(content)
    left = [i for i in range(len(text)) if content[i] and not owned[i]]
    share = 1.0 if total == 0 else round((total - len(left)) / total, 6)
    return Coverage(share, total, total - len(left), _runs(account, left), categories)


def _content_mask(account: SourceAccount) -> bytearray:
    text = account.text
    if not account.content:
        return bytearray(0 if ch.isspace() else 1 for ch in text)
    mask = bytearray(len(text))
    for start, end in account.content:
        for i in range(start, min(end, len(text))):
            mask[i] = 0 if text[i].isspace() else 1
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
