"""A one-shot search without Whoosh: the ranking (packed, rulesdb.search.packed) and the word analysis a
build stored as a table (rulesdb.build.tables, `SEARCH`), answered by the same RankedSearch as the
index. What only the index
can answer (a word outside the stored texts' words, a close spelling, a quoted phrase) is handed to the
index, opened then, so every answer is the index's answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rulesdb.search.packed import unpack
from rulesdb.search.ranked import RankedSearch, Tokens
from rulesdb.search.ranking import Group


class NeedsIndex(Exception):
    """The stored tables cannot answer this query alone: the index answers it."""


class _Stems:
    """A word's stem as the build stored it; a word it did not store needs the index's stemmer."""

    def __init__(self, stems: dict[str, str]):
        self._stems = stems

    def __call__(self, word: str) -> str:
        try:
            return self._stems[word]
        except KeyError:
            raise NeedsIndex(word) from None


class _TableSearch(RankedSearch):
    """The ranking from the stored table; asked for a spelling or a phrase, it gives way to the index."""

    def _near(self, word: str) -> list[str]:
        raise NeedsIndex(word)

    def _phrase_group(self, phrase: tuple[str, ...]) -> Group | None:
        raise NeedsIndex(" ".join(phrase))


class StoredSearch:
    """Searches like the index from the stored parts (None when one is missing or damaged), and asks
    `open_index()` for the index only when the tables cannot answer."""

    def __init__(self, ranking, analysis, open_index: Callable[[], object]):
        self._open_index = open_index
        self._ranked = _table_search(ranking, analysis)

    @property
    def usable(self) -> bool:
        return self._ranked is not None

    def leave_alone(self, printed_words: Callable[[], object]) -> None:
        """As RankedSearch.leave_alone: the index opened for a spelling is told by its opener."""
        self._ranked.leave_alone(printed_words)

    def search(self, query: str, **options) -> dict:
        if self._ranked is not None:
            try:
                return self._ranked.search(query, **options)
            except NeedsIndex:
                pass
        return self._open_index().search(query, **options)


def _table_search(ranking, analysis) -> _TableSearch | None:
    """The search over the stored parts, None when they are not the shapes a build writes."""
    unpacked = unpack(ranking)
    if unpacked is None:
        return None
    nodes, impacts = unpacked
    try:
        pattern = re.compile(analysis["pattern"], analysis["flags"])
        tokens = Tokens(pattern, frozenset(analysis["stops"]), int(analysis["minsize"]), _Stems(analysis["stems"]))
    except (TypeError, ValueError, KeyError, re.error):
        return None
    if not isinstance(analysis["stems"], dict):
        return None
    return _TableSearch(nodes, impacts, tokens)
