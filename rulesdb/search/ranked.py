"""A full-text search answered from the ranking tables (rulesdb.search.contents): a query's words read
into terms, the nodes ranked by their impacts, each hit with its snippet. The one implementation of a
search: the Whoosh index (rulesdb.search.index) adds close spellings and phrases to it, and a one-shot
command answers from the build's stored tables with it alone (rulesdb.search.stored).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cached_property
from re import Pattern

from rulesdb.errors import BadQuery
from rulesdb.search import query as plain
from rulesdb.search.analysis import icon_word
from rulesdb.search.filters import Filters
from rulesdb.search.grouping import NodeKeys, group_ranked
from rulesdb.search.query import did_you_mean
from rulesdb.search.ranking import NUMBER_KEY, Group, Impacts, contents_by_id, form_group, hint_groups
from rulesdb.search.records import id_words
from rulesdb.search.snippets import Span, snippet
from rulesdb.search.vocabulary import answer_words

MAX_LIMIT = 100
GROUP_DEPTH = 12  # ranked nodes read per grouped hit: room for every release of a family to compete
_NUMBER = re.compile(r"^\d+(\.\d+)+[a-z]?$")


class Tokens:
    """The index's analysis of a text as plain data (its tokenizer's pattern, stop words, shortest word
    and stemmer): a query's terms, and every word's span for highlighting (stop words kept, unstemmed,
    as the highlighter sees them). Each text is read once."""

    def __init__(self, pattern: Pattern, stops: frozenset[str], minsize: int, stem: Callable[[str], str]):
        self._pattern, self._stops, self._minsize, self._stem = pattern, stops, minsize, stem
        self._spans: dict[str, tuple[tuple[str, int, int, bool], ...]] = {}

    def _words(self, text: str) -> tuple[tuple[str, int, int, bool], ...]:
        found = self._spans.get(text)
        if found is None:
            words = []
            for match in self._pattern.finditer(text):
                word = icon_word(match.group(0).lower())
                kept = len(word) >= self._minsize and word not in self._stops
                words.append((self._stem(word) if kept else word, match.start(), match.end(), kept))
            found = self._spans[text] = tuple(words)
        return found

    def terms(self, text: str) -> list[str]:
        """The terms a query's text is looked for by (stop words left out)."""
        return [word for word, _, _, kept in self._words(text) if kept]

    def spans(self, text: str) -> list[Span]:
        return [(word, start, end) for word, start, end, _ in self._words(text)]


class RankedSearch:
    """Ranks the nodes of the ranking tables (`nodes`, `impacts`) for a query read by `tokens`. A word
    the tables do not know goes to `_near` (close spellings) and a quoted phrase to `_phrase_group`,
    which only an index with the texts' positions answers."""

    def __init__(self, nodes: list[dict], impacts: Impacts, tokens: Tokens):
        self._docs, self._impacts, self._tokens = nodes, impacts, tokens
        self._keys = NodeKeys(nodes)
        self._printed: Callable[[], object] = lambda: ()

    def leave_alone(self, printed_words: Callable[[], object]) -> None:
        """Words no spelling suggestion replaces: the card pool's (rulesdb.cardpool.stored.printed_words), read on
        first use. "Grim", "Noise" or "lie" is what the judge meant, not a typing error of "grip",
        "note" or "like"; a word of no card and no rule ("bypas", "seruer") is still corrected."""
        self._printed = printed_words

    @cached_property
    def _printed_words(self) -> frozenset[str]:
        words = self._printed()
        return frozenset(words) if isinstance(words, list | tuple | set | frozenset) else frozenset()

    @cached_property
    def _filters(self) -> Filters:
        return Filters(self._docs)

    @cached_property
    def _by_id(self) -> dict[str, frozenset[int]]:
        return contents_by_id(self._docs, self._impacts.members)

    def _known(self, text: str) -> list[str]:
        return [t for t in self._terms(text) if self._impacts.knows(t)]

    def _terms(self, text: str) -> list[str]:
        return self._tokens.terms(text)

    def _near(self, word: str) -> list[str]:
        raise NotImplementedError

    def _phrase_group(self, phrase: tuple[str, ...]) -> Group | None:
        raise NotImplementedError

    def printed_words_unknown(self) -> list[str]:
        """The card pool's words that no text has (the only ones a spelling would replace): what the
        browser's copy of this ranking leaves alone."""
        return sorted(w for w in self._printed_words
                      if len(w) >= 3 and not any(map(self._impacts.knows, self._terms(w))))

    def _word_groups(self, word: str, corrections: dict[str, str]) -> list[Group]:
        """One word's group: its stems, or the words of the text closest in spelling to an unknown one
        ("seruer", "bypas"), noted in `corrections` for a "did you mean"; a word the cards print is
        never replaced."""
        groups = []
        for term in self._terms(word):
            if self._impacts.knows(term):
                groups.append(Group((term,)))
            elif len(word) >= 3 and not any(ch.isdigit() for ch in term) and word.lower() not in self._printed_words:
                near = self._near(word.lower())
                if near:
                    corrections[word] = near[0]
                    groups.append(Group(tuple(t for n in near for t in self._terms(n) if self._impacts.knows(t))))
        if _NUMBER.match(word.lower()):
            groups.append(Group((NUMBER_KEY + word.lower(),)))
        return groups

    def tables(self) -> tuple[list[dict], Impacts, list[tuple[tuple, ...]]]:
        """The ranking as plain data (nodes, impacts, grouping keys): the browser's copy ranks with it."""
        return self._docs, self._impacts, [self._keys[n] for n in range(len(self._docs))]

    def search(
        self,
        query: str,
        document: str | None = None,
        family: str | None = None,
        kind: str | None = None,
        version: str | None = None,
        limit: int = 10,
        group: bool = False,
        hints: tuple[str, ...] = (),
        typed: str | None = None,
    ) -> dict:
        """Hits for a plain-text query, best first, with highlighted snippets; `group` folds the same
        text in several versions into one hit (its newest) listing them all under "versions"; `hints`:
        source ids of rules the query did not name that count too (rulesdb.search.ranking.hint_groups);
        `typed`: the query as the judge typed it (parsed: rulesdb.search.query), when `query` is it with the
        players' words read as the rules' ("ETR" as "end the run"): a "did you mean" corrects their words."""
        parsed = plain.parse(query)
        if not isinstance(limit, int) or isinstance(limit, bool) or not 1 <= limit <= MAX_LIMIT:
            raise BadQuery(f"limit: must be a whole number from 1 to {MAX_LIMIT}, not {limit!r}")
        filters = {"document": document, "family": family, "kind": kind, "version": version}
        allowed = self._filters.allowed(filters) if any(v not in (None, "") for v in filters.values()) else None
        corrections: dict[str, str] = {}
        groups = [g for w in parsed.words for g in self._word_groups(w, corrections)]
        groups = [g for g in groups if g.terms]
        groups += [g for g in map(self._phrase_group, parsed.phrases) if g is not None]
        terms = frozenset(t for g in groups for t in g.terms)  # the words a snippet marks: those typed
        groups += hint_groups([(self._known(id_words(rule)), self._by_id.get(rule, frozenset())) for rule in hints])
        if groups:  # the words that answer the question's form, those it typed counted once
            groups += form_group([t for w in answer_words(parsed.text) for t in self._known(w) if t not in terms])
        if not groups:
            ranked = []
        elif group:
            found = self._impacts.rank(groups, allowed, min(limit * GROUP_DEPTH, len(self._docs)))
            ranked = group_ranked(found, self._keys.__getitem__, lambda d: self._docs[d]["version"], limit)
        else:
            ranked = [(d, s, [d]) for d, s in self._impacts.rank(groups, allowed, limit)]
        return {
            "query": parsed.text,
            "did_you_mean": did_you_mean(typed or parsed.text, corrections),
            "hits": [self._hit(d, score, terms, members) for d, score, members in ranked],
        }

    def _hit(self, number: int, score: float, terms: frozenset[str], members: list[int]) -> dict:
        doc = self._docs[number]
        hit = {
            "address": doc["address"],
            "kind": doc["kind"],
            "document": doc["document"],
            "title": doc["label"],
            "snippet": snippet(doc, terms, self._tokens.spans),
            "score": round(score, 4),
        }
        if len(members) > 1:
            hit["versions"] = [
                {"version": self._docs[m]["version"], "document": self._docs[m]["document"],
                 "address": self._docs[m]["address"]}
                for m in members
            ]
        return hit
