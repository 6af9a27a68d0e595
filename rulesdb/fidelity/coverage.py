"""The coverage map: the share of a source's content a parser accounted for, and the spans it did not.

Content is every non-blank character (or, where the format declared it, only its content spans); a
character is accounted for when some node or named non-content category owns it. Text that cannot be
the format's, whoever took it, is never accounted for: control characters (a NUL, a binary tail), a line
longer than any the line formats have, a node's text past the longest a rule could be (junk appended to
a source and read as the last rule). What is left over is listed by line with its text, so the build
report can name file and line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulesdb.fidelity.account import SourceAccount

_EXCERPT = 120
#: Characters no text source has: C0 controls but tab, line breaks and form feed (a page break), DEL, C1.
_CONTROL = re.compile("[\x00-\x08\x0e-\x1f\x7f-\x9f]")
#: The longest line a line format may have and the most characters one node may take from a source:
#: about four times the longest in the embedded sources (1,027 and 3,857), far below junk's size.
LONGEST_LINE = 4000
LONGEST_NODE = 16000
_LISTED = 20000  # unaccounted characters listed line by line; past these, one line sums the rest


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
    control: int = 0  # control characters in the source (none belongs to any node)


def coverage(account: SourceAccount) -> Coverage:
    """The coverage map of one parsed source."""
    nonblank = nonblank_mask(account.text)
    unowned = bytearray(nonblank)  # 1 for each non-blank character no span owns
    categories: dict[str, list[tuple[int, int]]] = {}
    taken: dict[str, int] = {}  # characters each node took so far
    for span in account.spans:
        unowned[span.start:span.end] = bytes(max(0, span.end - span.start))
        if span.category:
            categories.setdefault(span.owner, []).append((span.start, span.end))
        else:
            size = taken[span.owner] = taken.get(span.owner, 0) + span.end - span.start
            if size > LONGEST_NODE:
                _past_longest_node(unowned, nonblank, span.start, span.end, size)
    control = _not_text(account, nonblank, unowned)
    declared = [(0, len(account.text))] if account.content is None else account.content
    content = nonblank if account.content is None else bytearray(len(account.text))  # 1: counts as content
    total, missing, left, last = 0, 0, [], -1
    for start, end in declared:
        if content is not nonblank:
            content[start:end] = nonblank[start:end]
        total += nonblank.count(1, start, end)
        if unowned.find(1, start, end) >= 0:
            missing += unowned.count(1, start, end)
            left += _first_unowned(unowned, start, end, _LISTED - len(left))
            last = max(last, unowned.rfind(1, start, end))
    share = share_of(total - missing, total)
    counts = {name: sum(content.count(1, start, end) for start, end in spans) for name, spans in categories.items()}
    runs = _runs(account, left)
    if missing > len(left):  # junk by the megabyte: its first characters listed, the rest summed up
        runs += (Unaccounted(account.line_of(left[-1]), account.line_of(last),
                             f"… and {missing - len(left):,} more characters no node owns"),)
    return Coverage(share, total, total - missing, runs, counts, control)


def share_of(accounted: int, total: int) -> float:
    """The share accounted for, to six places, and never 1.0 while a character is left over."""
    if total == 0:
        return 1.0
    share = round(accounted / total, 6)
    return min(share, 0.999999) if accounted < total else share


def _first_unowned(unowned: bytearray, start: int, end: int, budget: int) -> list[int]:
    """The offsets of the first `budget` unowned characters in [start, end), found in C, not per character."""
    found, at = [], unowned.find(1, start, end) if budget > 0 else -1
    while at >= 0 and len(found) < budget:
        found.append(at)
        at = unowned.find(1, at + 1, end)
    return found


def _past_longest_node(unowned: bytearray, nonblank: bytearray, start: int, end: int, size: int) -> None:
    """A node's characters past LONGEST_NODE (`size`: what it took with this span) are no node's."""
    cut = max(start, end - (size - LONGEST_NODE))
    unowned[cut:end] = nonblank[cut:end]


def _not_text(account: SourceAccount, nonblank: bytearray, unowned: bytearray) -> int:
    """Mark what cannot be the format's text as no node's, whoever took it: control characters and,
    in a line format, over-long lines; how many control characters there are."""
    control = 0
    for found in _CONTROL.finditer(account.text):
        nonblank[found.start()] = unowned[found.start()] = 1
        control += 1
    if account.content is None and max(map(len, account.lines), default=0) > LONGEST_LINE:
        for number, line in enumerate(account.lines, 1):
            if len(line) > LONGEST_LINE:
                start, end = account.line_span(number)
                unowned[start:end] = nonblank[start:end]
    return control


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
    shown = " ".join("".join(pieces).split())
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", shown) if _CONTROL.search(shown) else shown
