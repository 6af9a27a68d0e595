"""Scenarios and cards as search results: a judge who types "Femme Fatale Tollbooth" wants the card
and the replayed ruling as much as the rule, so both are matched by the names in the query.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from difflib import SequenceMatcher
from functools import lru_cache

from rulesdb.graph.card_mentions import key as card_key

MAX_SHOWN = 5
SIMILAR = 0.85  # how alike a misspelt card name must be to the name (difflib's ratio)


class Catalogue:
    """Card names (those the documents mention and the scenarios use) and scenarios, matched by words;
    `named`: the other cards a question may name (rulesdb.search.card_names), found only as written;
    `ordinary`: the rules' own words, of which a name's plural ("processes") is not made only."""

    def __init__(self, card_mentions: dict[str, Iterable[str]], scenarios: list[dict],
                 named: dict[tuple[str, ...], str] | None = None, ordinary: frozenset[str] = frozenset()):
        self.scenarios = scenarios
        names = {n for found in card_mentions.values() for n in found}
        names.update(c for s in scenarios for c in s.get("cards", ()))
        keys = {n: card_key(n) for n in names}  # each name's key once: a few hundred names, 3,000 mentions
        self.cards = {keys[n]: n for n in sorted(names) if keys[n]}
        self.named = {k: t for k, t in (named or {}).items() if k not in self.cards}
        self.mentions: dict[tuple[str, ...], list[str]] = {}
        for address, found in card_mentions.items():
            for name in found:
                self.mentions.setdefault(keys[name], []).append(address)
        # each scenario's title words and cards, worked out once rather than per query
        self._titles = [frozenset(card_key(s["title"])) for s in scenarios]
        self._cards_of = [frozenset(s.get("cards", ())) for s in scenarios]
        self.plural = self._plurals(ordinary)
        self._index_names()

    def _plurals(self, ordinary: frozenset[str]) -> dict[tuple[str, ...], tuple[str, ...]]:
        """Plural key -> the name's key ("two Telework Contracts", "Hedge Funds"): never another card's
        name, nor one made only of the rules' own words (kept a word as the name is: card_names)."""
        found: dict[tuple[str, ...], tuple[str, ...]] = {}
        for k in [*self.cards, *self.named]:
            for p in plurals(k):
                if p not in self.cards and p not in self.named and not all(w in ordinary for w in p):
                    found.setdefault(p, k)
        return found

    def _index_names(self) -> None:
        self._by_first: dict[str, list[tuple[str, ...]]] = {}
        self._by_initial: dict[str, list[tuple[str, ...]]] = {}  # misspelt: the documents' cards only
        for k in self.cards:
            self._by_first.setdefault(k[0], []).append(k)
            self._by_initial.setdefault(k[0][:1], []).append(k)
        for k in self.named:
            self._by_first.setdefault(k[0], []).append(k)
        for k in self.plural:
            self._by_first.setdefault(k[0], []).append(k)

    def tables(self) -> dict:
        """What the catalogue worked out, as plain data for a build to store (`stored` reads it back):
        a search then keys no card name nor scenario title again."""
        return {"scenarios": self.scenarios, "cards": self.cards, "mentions": self.mentions,
                "titles": self._titles, "cards_of": self._cards_of, "named": self.named,
                "plural": self.plural}

    @classmethod
    def stored(cls, tables) -> Catalogue | None:
        """The catalogue from its stored `tables()`; None when the part is not that shape."""
        try:
            scenarios, cards, mentions = tables["scenarios"], tables["cards"], tables["mentions"]
            titles, cards_of, named, plural = tables["titles"], tables["cards_of"], tables["named"], tables["plural"]
        except (TypeError, KeyError, IndexError):
            return None
        if not (isinstance(scenarios, list) and isinstance(cards, dict) and isinstance(mentions, dict)
                and isinstance(titles, list) and isinstance(cards_of, list) and isinstance(named, dict)
                and isinstance(plural, dict)
                and len(titles) == len(cards_of) == len(scenarios) and all(k for k in cards)):
            return None
        catalogue = cls.__new__(cls)
        catalogue.scenarios, catalogue.cards, catalogue.mentions = scenarios, cards, mentions
        catalogue.named, catalogue.plural = named, plural
        catalogue._titles, catalogue._cards_of = titles, cards_of
        catalogue._index_names()
        return catalogue

    def cards_in(self, text: str) -> list[str]:
        """Card names written in the text, in order, longest name first where two overlap; a name's plural
        ("Hedge Funds") and possessive ("Spin Doctor's": its "s" is a word of its own) name the card too.

        >>> Catalogue({"a": ["Femme Fatale"]}, [], {("tollbooth",): "Tollbooth"}).cards_in("femme fatale on TOLLBOOTH?")
        ['Femme Fatale', 'Tollbooth']
        >>> named = {("spin", "doctor"): "Spin Doctor"}
        >>> Catalogue({"a": ["Hedge Fund"]}, [], named).cards_in("Spin Doctor's 2 hedge funds")
        ['Spin Doctor', 'Hedge Fund']
        """
        words = card_key(text)
        found, i = [], 0
        while i < len(words):
            match = max(
                (k for k in self._by_first.get(words[i], ()) if words[i : i + len(k)] == k),
                key=len,
                default=None,
            )
            match = match and self.plural.get(match, match)
            name = match and (self.cards.get(match) or self.named[match])
            if name and name not in found:
                found.append(name)
            i += len(match) if match else 1
        return found

    def misspelt_cards_in(self, text: str) -> tuple[list[str], str]:
        """Card names written a letter or two off ("hedge fnd"), each run of words compared with the
        names of as many words starting with the same letter (85% similar), and the text with them
        written right.

        >>> Catalogue({"a": ["Hedge Fund"]}, []).misspelt_cards_in("can I play hedge fnd")
        (['Hedge Fund'], 'can I play Hedge Fund')
        """
        words = card_key(text)
        found = []
        for i, word in enumerate(words):
            for k in self._by_initial.get(word[:1], ()):
                written = words[i : i + len(k)]
                if len(" ".join(written)) >= 5 and _similar(" ".join(written), " ".join(k)):
                    found.append(self.cards[k])
                    run = r"\W+".join(re.escape(w) for w in written)
                    text = re.sub(rf"\b{run}\b", self.cards[k].replace("\\", r"\\"), text, count=1, flags=re.I)
        return list(dict.fromkeys(found)), text

    def card(self, name: str) -> str | None:
        """The card's name as the documents write it, for any capitalisation of it."""
        return self.cards.get(card_key(name))

    def matching_scenarios(self, text: str, cards: list[str]) -> list[dict]:
        """Scenarios using every card the query names, or whose title has every word of a card-less
        query; those whose title shares most of the query's words first, then the shortest id (a
        counterfactual's id extends its original's), so the plainest replay of a ruling leads."""
        if cards:
            wanted = set(cards)
            found = [n for n, used in enumerate(self._cards_of) if wanted <= used]
        else:
            words = {w for w in card_key(text) if len(w) > 2}
            found = [n for n, title in enumerate(self._titles) if words and words <= title]
        asked = set(card_key(text))
        found.sort(key=lambda n: (-len(asked & self._titles[n]), len(self.scenarios[n]["id"]), self.scenarios[n]["id"]))
        return [self.scenarios[n] for n in found[:MAX_SHOWN]]


def plurals(name: tuple[str, ...]) -> list[tuple[str, ...]]:
    """A name's key with its last word in the plural as English writes it ("contracts", "boxes",
    "entries"); none when that word is not all letters ("Snare!", "2.0").

    >>> plurals(("hedge", "fund")), plurals(("jackson",)), plurals(("sand", "box")), plurals(("entry",))
    ([('hedge', 'funds')], [('jacksons',)], [('sand', 'boxes')], [('entries',)])
    """
    last = name[-1] if name else ""
    if not last.isalpha():
        return []
    if last.endswith(("s", "x", "z", "ch", "sh")):
        ends = [last + "es"]
    elif last.endswith("y") and last[-2:-1] not in ("a", "e", "i", "o", "u", ""):
        ends = [last[:-1] + "ies"]
    else:
        ends = [last + "s"]
    return [(*name[:-1], end) for end in ends]


def _similar(written: str, name: str) -> bool:
    """At least 85% alike (difflib's ratio), its upper bounds tried first: the lengths, then the
    letters the two share whatever their order (difflib's real_quick_ratio and quick_ratio)."""
    size = len(written) + len(name)
    if 2 * min(len(written), len(name)) < SIMILAR * size:
        return False
    if 2 * sum((_letters(written) & _letters(name)).values()) < SIMILAR * size:
        return False
    return SequenceMatcher(None, written, name).ratio() >= SIMILAR


@lru_cache(maxsize=4096)
def _letters(text: str) -> Counter:
    return Counter(text)


def extras(catalogue: Catalogue, text: str, corrected: str | None = None) -> dict:
    """{"cards": [{"name", "mentions"}], "scenarios": [{"id", "title", "cards"}]} for a query, and
    "card_spelling": the query with misspelt card names written right (None when none were)."""
    text = corrected or text  # "tolbooth" names Tollbooth
    cards, spelling = catalogue.cards_in(text), None
    if not cards:
        cards, fixed = catalogue.misspelt_cards_in(text)
        spelling = fixed if cards else None
    scenarios = catalogue.matching_scenarios(spelling or text, cards)
    return {
        "card_spelling": spelling,
        "cards": [
            {"name": c, "mentions": len(catalogue.mentions.get(card_key(c), ()))} for c in cards
        ][:MAX_SHOWN],
        "scenarios": [
            {"id": s["id"], "title": s["title"], "cards": list(s.get("cards", ()))} for s in scenarios
        ],
    }

