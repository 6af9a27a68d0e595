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

#: A term of a text: its word, its position (stop words taken out and the rest renumbered, as
#: Whoosh's StopFilter does) and where it is written (start and end character).
Term = tuple[str, int, int, int]


def icon_word(word: str) -> str:
    """An icon as the word it stands for: `[click]` is found by "click", `[c]` by "credit"."""
    return ICON_WORDS.get(word, word.strip("[]")) if word.startswith("[") else word


class WordAnalysis:
    """A text's terms as the index writes them: words matched by `pattern`, lower-cased, icons as
    words, words shorter than `minsize` or in `stops` left out, the rest stemmed by `stem` (unless
    `morph` is off, as for spellings)."""

    def __init__(self, pattern: Pattern, stops: frozenset[str], minsize: int, stem: Callable[[str], str]):
        self._pattern, self._stops, self._minsize, self._stem = pattern, stops, minsize, stem
        self._words: dict[str, tuple[str, str] | None] = {}
        self._texts: dict[tuple[str, bool], tuple[Term, ...]] = {}
        self._counts: dict[str, tuple[Counter, int]] = {}

    def _word(self, written: str) -> tuple[str, str] | None:
        """A written word as (word, stem), or None for a stop word."""
        word = icon_word(written.lower())
        if len(word) < self._minsize or word in self._stops:
            return None
        return word, self._stem(word)

    def terms(self, text: str, morph: bool = True) -> tuple[Term, ...]:
        """Every term of `text`, in order."""
        found = self._texts.get((text, morph))
        if found is None:
            found = self._texts[(text, morph)] = self._analyse(text, 1 if morph else 0)
        return found

    def _analyse(self, text: str, form: int) -> tuple[Term, ...]:
        words, terms, first = self._words, [], None
        for raw, match in enumerate(self._pattern.finditer(text)):
            written = match.group(0)
            word = words[written] if written in words else words.setdefault(written, self._word(written))
            if word is not None:
                first = raw if first is None else first
                terms.append((word[form], first + len(terms), match.start(), match.end()))
        return tuple(terms)

    def counts(self, text: str) -> tuple[Counter, int]:
        """How often each stemmed term occurs in `text`, and how many terms it has."""
        found = self._counts.get(text)
        if found is None:
            counts = Counter(term for term, _, _, _ in self.terms(text))
            found = self._counts[text] = (counts, sum(counts.values()))
        return found
