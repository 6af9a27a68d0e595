"""Heading levels for the FFG rulebook, inferred from the text because the export lost its typography.

A heading becomes the child of an earlier heading whose opening paragraphs name it ("both players have
a credit pool, identity card..." introduces "Credit Pool"), whose title it shares a word with, or that
has no text of its own; parallel titles ("Corporation's Turn", "Runner's Turn") are siblings. Each rule
is a small function tried in order, so the reasoning behind every placement can be read and tested.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from rulesdb.parsers.rulebook.blocks import Block, heading_number

_WORD = re.compile(r"[A-Za-z][A-Za-z'’&-]*")
_STOP = frozenset(["a", "an", "the", "of", "and", "or", "to", "in", "on", "for", "from", "with", "as", "by", "at",
                   "his", "her", "its", "their", "is", "are", "be", "vs"])
_ANNOUNCES = re.compile(r"\b(?:this section|the following sections)\b", re.IGNORECASE)
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
# "(see Influence below)": a cross-reference points at a heading elsewhere, it does not introduce a child.
_SEE = re.compile(r"\bsee ([^.;,)]*)", re.IGNORECASE)
_INTRO_PARAGRAPHS = 2
_MAX_GAP = 1  # words allowed between two title words named in a sentence ("encountering that ice")


def stem(word: str) -> str:
    """A crude stem, enough to match "Drawing One Card" with "Draw one card": plurals, -ing, -ed, final e."""
    word = re.sub(r"['’]s?$", "", word.lower())
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        word = word[:-1]
    if word.endswith("ing") and len(word) > 5:
        word = word[:-3]
    elif word.endswith("ed") and len(word) > 4:
        word = word[:-2]
    return word[:-1] if word.endswith("e") and len(word) > 3 else word


def stems(text: str) -> tuple[str, ...]:
    """Content-word stems of `text`, in order."""
    return tuple(stem(w) for w in _WORD.findall(text) if w.lower() not in _STOP)


#: Words saying where a cross-reference's target is, not what it is: "see Influence below".
_WHERE = frozenset(stems("below above page pages"))
#: Words in so many titles that sharing one says nothing about nesting ("Card Sleeves", "Authorized Cards").
_GENERIC = frozenset(stems("card game rule"))


@dataclass
class Heading:
    """A heading with its body; `parent` and `depth` are filled in by `place_headings`."""

    block: Block
    body: list[Block]
    number: int | None = None
    title: str = ""
    words: tuple[str, ...] = ()
    intro: list[tuple[str, ...]] = field(default_factory=list)  # stems of each opening sentence or list entry
    see: list[tuple[str, ...]] = field(default_factory=list)  # the heading each "see X" in its text names
    parent: int | None = None
    depth: int = 0
    is_top: bool = False

    @property
    def empty(self) -> bool:
        return not self.body

    @property
    def announces(self) -> bool:
        return any(_ANNOUNCES.search(b.text) for b in self.body[:_INTRO_PARAGRAPHS])


def make_heading(block: Block, body: list[Block], is_top: bool = False) -> Heading:
    number, title = heading_number(block.text)
    bare = re.sub(r"\s*\([^)]*\)", "", title)
    intro = [stems(s) for b in _intro_blocks(body) for s in _SENTENCE.split(b.text)]
    see = [_target(m.group(1)) for b in body for m in _SEE.finditer(b.text)]
    return Heading(block, body, number, title, stems(bare), intro, see, is_top=is_top)


def place_headings(headings: list[Heading]) -> None:
    """Give each heading after the first (the part's top) a parent and depth, in document order."""
    top = headings[0]
    top.depth = 1
    stack = [0]
    for i in range(1, len(headings)):
        parent = _first_rule(headings, stack, i)
        while stack[-1] != parent:
            stack.pop()
        headings[i].parent, headings[i].depth = parent, headings[parent].depth + 1
        stack.append(i)


def _first_rule(headings: list[Heading], stack: list[int], i: int) -> int:
    for rule in RULES:
        parent = rule(headings, stack, headings[i])
        if parent is not None:
            return parent
    return stack[0]


Rule = Callable[[list[Heading], list[int], Heading], "int | None"]


def after_empty_heading(headings: list[Heading], stack: list[int], h: Heading) -> int | None:
    """A heading straight after a heading with no text is its first child ("Player Conduct")."""
    return stack[-1] if headings[stack[-1]].empty else None


def empty_container(headings: list[Heading], stack: list[int], h: Heading) -> int | None:
    """A heading with no text of its own opens a group beside the last such group ("Pregame Information")."""
    if not h.empty:
        return None
    for i in reversed(stack[1:]):
        if headings[i].empty:
            return headings[i].parent
    return stack[0]


def numbered(headings: list[Heading], stack: list[int], h: Heading) -> int | None:
    """ "2. Action Phase" follows "1. Draw Phase"; "1. Draw Phase" belongs under the list that names it."""
    if h.number is None:
        return None
    if h.number > 1:
        return next((headings[i].parent for i in reversed(stack) if headings[i].number == h.number - 1), None)
    for i in reversed(stack):
        items = [b for b in headings[i].body if b.kind == "item"]
        if any(set(h.words) <= set(stems(b.text)) for b in items):
            return i
    return None


def parallel_plural(headings: list[Heading], stack: list[int], h: Heading) -> int | None:
    """One-word plural titles in a row are a list of siblings ("Agendas", "Assets", "Upgrades")."""
    prev = headings[stack[-1]]
    if prev.is_top or prev.empty or not (_one_plural(prev) and _one_plural(h)):
        return None
    return prev.parent


def after_question(headings: list[Heading], stack: list[int], h: Heading) -> int | None:
    """A question heading ("Why deckbuild?") is an aside of its parent: the next heading is its sibling."""
    prev = headings[stack[-1]]
    return prev.parent if prev.title.endswith("?") and not prev.is_top else None


def sent_on(headings: list[Heading], stack: list[int], h: Heading) -> int | None:
    """A heading an earlier one sends the reader on to ("see Influence below") is not inside it but
    beside it: "Influence" after "Restrictions", both under "Deckbuilding"."""
    return next((headings[i].parent for i in reversed(stack[1:]) if h.words and h.words in headings[i].see), None)


def mentioned(headings: list[Heading], stack: list[int], h: Heading) -> int | None:
    """A heading named in a sentence or list entry of an earlier heading's opening belongs under it."""
    if not h.words:
        return None
    return next((i for i in reversed(stack) if headings[i].words != h.words
                 and any(names(s, h.words) for s in headings[i].intro)), None)


def parallel_title(headings: list[Heading], stack: list[int], h: Heading) -> int | None:
    """ "Runner Play Area" beside "Corporation Play Area", "Installing Cards" beside "Drawing One Card"."""
    for i in reversed(stack[1:]):
        other = headings[i]
        if not other.empty and _parallel(other, h):
            return other.parent
    return None


def shares_title_word(headings: list[Heading], stack: list[int], h: Heading) -> int | None:
    """ "Phases of a Run" under "Runs", "Delayed Scoring" under "Scoring Agendas": the most words shared wins."""
    shared = set(h.words) - _GENERIC
    best = max(((len(set(headings[i].words) & shared), n, i) for n, i in enumerate(stack[1:])), default=None)
    return best[2] if best and best[0] else None


def innermost_container(headings: list[Heading], stack: list[int], h: Heading) -> int | None:
    """Otherwise the nearest heading that introduces sections: a document title, an empty heading,
    or one whose text says "the following sections" / "this section"."""
    for i in reversed(stack):
        if headings[i].is_top or headings[i].empty or headings[i].announces:
            return i
    return stack[0]


RULES: tuple[Rule, ...] = (after_empty_heading, empty_container, numbered, after_question, parallel_plural, sent_on,
                           mentioned, parallel_title, shares_title_word, innermost_container)


def names(sentence: tuple[str, ...], words: tuple[str, ...]) -> bool:
    """True when `words` occur in `sentence` in order, each within a few words of the last."""
    for start, word in enumerate(sentence):
        if word != words[0]:
            continue
        at, found = start, 1
        while found < len(words):
            window = sentence[at + 1: at + 2 + _MAX_GAP]
            if words[found] not in window:
                break
            at += 1 + window.index(words[found])
            found += 1
        if found == len(words):
            return True
    return False


def _target(phrase: str) -> tuple[str, ...]:
    """The heading a "see ..." names: "Influence below" -> ("influence",)."""
    return tuple(w for w in stems(phrase) if w not in _WHERE)


def _intro_blocks(body: list[Block]) -> list[Block]:
    paragraphs = [b for b in body if b.kind == "para" and not b.is_note][:_INTRO_PARAGRAPHS]
    return paragraphs + [b for b in body if b.kind in ("bullet", "item")]


def _one_plural(h: Heading) -> bool:
    title = h.title.split()
    return len(title) == 1 and title[0].endswith("s") and h.number is None


def _parallel(a: Heading, b: Heading) -> bool:
    ta, tb = a.title.lower().split(), b.title.lower().split()
    if ta == tb:
        return True
    if _gerund(ta) and _gerund(tb):
        return True
    if len(ta) != len(tb) or len(ta) < 2:
        return False
    return sum(x != y for x, y in zip(ta, tb)) == 1


def _gerund(words: list[str]) -> bool:
    return bool(words) and words[0].endswith("ing") and len(words[0]) > 5
