"""A hit's snippet: the words a query matched marked <b>...</b> in its text (else its examples), the
rest HTML-escaped. Plain Python over a text's word spans, so a one-shot search highlights without
loading Whoosh; it cuts and picks passages as Whoosh's highlighter does (whole text when short, else
passages around the matches, the two with most distinct matches, in reading order), which
tests/rulesdb/test_search_stored.py holds against Whoosh's own over every text of the build.
"""

from __future__ import annotations

import heapq
import html
from collections.abc import Callable, Iterable, Iterator

from rulesdb.labels import excerpt

SNIPPET = 240  # characters of context a snippet of a long text shows
SURROUND = 60  # characters shown before the first match of a passage and after its last
BETWEEN = " … "
CHAR_LIMIT = 2**15  # words past this character are never looked at (as Whoosh's highlighter)
#: A text's words: (analysed word, first character, character after it), stop words unstemmed.
Span = tuple[str, int, int]


class _Passage:
    """A stretch of a text and the matched words in it; ordered by where it starts (so equal scores
    are broken the same way Whoosh's fragments break them)."""

    def __init__(self, matches: list[Span], start: int, end: int):
        self.matches, self.start, self.end = matches, start, end

    def __lt__(self, other: _Passage) -> bool:
        return self.start < other.start

    def score(self) -> int:
        return len(self.matches) * (len({m[0] for m in self.matches}) * 100 or 1)


def snippet(doc: dict, terms: frozenset[str], spans: Callable[[str], Iterable[Span]]) -> str:
    """The snippet of a hit's node `doc` ({"text", "examples"}) for the query's `terms`."""
    for field, top in (("text", 2), ("examples", 1)):
        text = doc.get(field, "")
        marked = highlight(text, terms, spans(text), top)
        if marked:
            return marked
    return html.escape(excerpt(doc.get("text", ""), SNIPPET), quote=False)


def highlight(text: str, terms: frozenset[str], spans: Iterable[Span], top: int) -> str:
    """The `top` best passages of `text` with the words of `terms` marked, "" when none matches."""
    cut = [_Passage([s for s in _within_limit(spans) if s[0] in terms], 0, len(text))] if len(text) <= SNIPPET \
        else list(_passages(text, spans, terms))
    scored = heapq.nlargest(top, ((p.score(), p) for p in cut))
    chosen = sorted((p for score, p in scored if score >= 1), key=lambda p: p.start)
    return BETWEEN.join(_marked(text, p) for p in chosen)


def _within_limit(spans: Iterable[Span]) -> list[Span]:
    found = []
    for span in spans:
        if span[2] > CHAR_LIMIT:
            break
        found.append(span)
    return found


def _passages(text: str, spans: Iterable[Span], terms: frozenset[str]) -> Iterator[_Passage]:
    """Passages of at most SNIPPET characters of words, each from up to SURROUND characters before its
    first match to SURROUND characters after its last (a long text's context, as Whoosh cuts it)."""
    first, before, countdown, matches, length, end = None, [], -1, [], 0, None
    for span in spans:
        word, start, end = span
        if end > CHAR_LIMIT:
            break
        size, matched = end - start, word in terms
        if countdown < 0 and not matched:
            before.append(start)
            while before and end - before[0] > SURROUND:
                before.pop(0)
        elif length + size > SNIPPET:
            countdown = 0
        elif matched:
            countdown = SURROUND
            if first is None:
                first = before[0] if before else start
                countdown += 0 if before else SURROUND
            matches.append(span)
        if countdown >= 0:
            length, countdown = length + size, countdown - size
            if countdown <= 0:
                yield _passage(text, matches, first, end)
                first, before, countdown, matches, length = None, [], countdown, [], 0
    if matches:
        yield _passage(text, matches, first, end)


def _passage(text: str, matches: list[Span], first: int | None, end: int) -> _Passage:
    """A passage as Whoosh's `mkfrag` bounds it (one cut short by its length may hold no match)."""
    start = first if first is not None else (matches[0][1] if matches else 0)
    return _Passage(matches, max(0, start), min(len(text), end))


def _marked(text: str, passage: _Passage) -> str:
    out, at = [], passage.start
    for _, start, end in sorted(passage.matches, key=lambda m: (m[1], -(m[2] - m[1]))):
        if start < at:
            continue
        out += [html.escape(text[at:start], quote=False), f"<b>{html.escape(text[start:end], quote=False)}</b>"]
        at = end
    out.append(html.escape(text[at:passage.end], quote=False))
    return "".join(out)
