"""The index's word analysis, worked out once per distinct word and once per distinct text: the
releases of a document repeat most of their texts and every text repeats its words. It gives exactly
the tokens of the Whoosh analyser it is made from (rulesdb.search.index.analyzer); plain data here.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from re import Pattern

ICON_WORDS = {
    "[c]": "credit",
    "[click]": "click",
    "[recurring]": "recurring",
    "[link]": "link",
    "[mu]": "mu",
    "[sub]": "subroutine",
    "[trash]": "trash",
    "[interrupt]": "interrupt",
}

#: Question words a judge types around the rules words ("what happens when...") carry no rules meaning.
QUESTION_WORDS = frozenset(
    ["what", "which", "who", "whom", "why", "how", "does", "do", "did", "happens", "happen", "mean", "means",
     "there", "i", "my", "me", "many", "much"]
)

#: A term of a text: its word as written (lower-cased, an icon as its word), its stem, and its
#: position (stop words taken out and the rest renumbered, as Whoosh's StopFilter does).
Term = tuple[str, str, int]


def icon_word(word: str) -> str:
    """An icon as the word it stands for: `[click]` is found by "click", `[c]` by "credit"."""
    return ICON_WORDS.get(word, word.strip("[]")) if word.startswith("[") else word


class WordAnalysis:
    """A text's terms as the index writes them: words matched by `pattern` (a pattern without groups),
    lower-cased, icons as words, words shorter than `minsize` or in `stops` left out, the rest stemmed
    by `stem`."""

    def __init__(self, pattern: Pattern, stops: frozenset[str], minsize: int, stem: Callable[[str], str]):
        self._pattern, self._stops, self._minsize, self._stem = pattern, stops, minsize, stem
        self._words: dict[str, tuple[str, str] | None] = {}
        self._texts: dict[str, tuple[Term, ...]] = {}
        self._counts: dict[str, tuple[Counter, int]] = {}

    @property
    def minsize(self) -> int:
        """The shortest word kept (the browser's copy of the analysis needs it)."""
        return self._minsize

    def _word(self, written: str) -> tuple[str, str] | None:
        """A written word as (word, stem), or None for a stop word."""
        word = icon_word(written.lower())
        if len(word) < self._minsize or word in self._stops:
            return None
        return word, self._stem(word)

    def terms(self, text: str) -> tuple[Term, ...]:
        """Every term of `text`, in order."""
        found = self._texts.get(text)
        if found is None:
            found = self._texts[text] = self._analyse(text)
        return found

    def _analyse(self, text: str) -> tuple[Term, ...]:
        words, terms, first = self._words, [], None
        for raw, written in enumerate(self._pattern.findall(text)):
            word = words[written] if written in words else words.setdefault(written, self._word(written))
            if word is not None:
                first = raw if first is None else first
                terms.append((*word, first + len(terms)))
        return tuple(terms)

    def counts(self, text: str) -> tuple[Counter, int]:
        """How often each stemmed term occurs in `text`, and how many terms it has."""
        found = self._counts.get(text)
        if found is None:
            counts = Counter(stem for _, stem, _ in self.terms(text))
            found = self._counts[text] = (counts, sum(counts.values()))
        return found


def new_spellings(words: WordAnalysis):
    """A field's spellings of a text (its words unstemmed) that it has not given before, in order."""
    given: set[str] = set()

    def spellings(value: str):
        new = {word for word, _, _ in words.terms(value)} - given
        given.update(new)
        return iter(sorted(new))

    return spellings
