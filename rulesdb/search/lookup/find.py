"""A judge's search: the exact matches first (the same text in several releases folded into one), then
the search index's hits; a name only older documents use listed after the current rules' best hit.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping

from rulesdb.labels import excerpt
from rulesdb.model import Document
from rulesdb.search import query
from rulesdb.search.grouping import group_ranked, lineage_key
from rulesdb.search.lookup.exact import ExactLookup, names_by_address
from rulesdb.search.lookup.tables import document_of
from rulesdb.search.spellings import definition_subjects
from rulesdb.search.vocabulary import in_rules_words


class Lookup(ExactLookup):
    """Exact lookups over a set of documents, with a search index for everything else.

    Its tables are built from the documents, or read as a build stored them (`Lookup.stored`, see
    `tables()`): then a lookup reads only the documents whose nodes it answers with, and opens the
    search index (`open_index`) only when it searches."""

    def __init__(
        self,
        documents: Mapping[str, Document],
        index=None,
        card_titles: Iterable[str] | None = None,
        cards: dict[str, tuple[str, ...]] | None = None,
        open_index: Callable[[], object] | None = None,
    ):
        self._index, self._open_index = index, open_index
        super().__init__(documents, card_titles, cards)

    @classmethod
    def stored(cls, documents: Mapping[str, Document], tables: dict,
               open_index: Callable[[], object] | None = None, facts=None,
               numbered: Callable[[], object] = lambda: None) -> Lookup | None:
        """A lookup over stored tables (`LookupTables.stored`), which opens its index with `open_index`."""
        lookup = super().stored(documents, tables, facts=facts, numbered=numbered)
        if lookup is not None:
            lookup._index, lookup._open_index = None, open_index
        return lookup

    @property
    def index(self):
        """The search index, opened on first use when the lookup was given a way to open it."""
        if self._index is None and self._open_index is not None:
            self._index = self._open_index()
        return self._index

    def describe(self, address: str) -> dict:
        """An exact match as a hit: its place and title, `superseded` when it is not in the current release."""
        fact = self.facts[address]
        entry = {"address": address, "kind": fact.kind, "document": document_of(address), "title": fact.title}
        return entry if self.is_current(address) else dict(entry, superseded=True)

    def find(self, text: str, limit: int = 10, also: tuple[str, ...] = (), **filters) -> dict:
        """{"query", "exact", "hits", "did_you_mean"}: exact matches (the same text in several versions
        folded into one, its "versions" listed), then grouped full-text hits; a misspelt name that
        names nothing is looked up again as the search corrected it. `also`: source ids of rules the
        full-text search lifts besides the query's words (those a card it names points to,
        rulesdb.search.card_rules)."""
        parsed = query.parse(text)
        words = in_rules_words(parsed.text) or parsed.text  # "ETR" -> "end the run"
        exact = [a for a in self.exact(parsed.text) if self._passes(a, filters)]
        for subject in [] if exact else [words, *definition_subjects(words)]:  # "what does it mean to draw"
            exact = [a for a in self.exact(subject) if self._passes(a, filters)]
            if exact:
                break
        hits: list[dict] = []
        corrected = None
        if self.index is not None and not (exact and names_by_address(parsed.text)):
            found = self.index.search(words, limit=min(limit + len(exact), 100), group=True, hints=also,
                                      typed=parsed.text, **filters)
            hits = [h for h in found["hits"] if h["address"] not in exact]
            corrected = found.get("did_you_mean")  # in the judge's words ("ETR bypas": "ETR bypass")
        if not exact and corrected:  # looked up as the judge's words, then as the rules'
            for subject in dict.fromkeys([corrected, in_rules_words(corrected) or corrected]):
                exact = [a for a in self.exact(subject) if self._passes(a, filters)]
                if exact:
                    break
            hits = [h for h in hits if h["address"] not in exact]
        exact = self.grouped(sorted(exact, key=lambda a: not self.is_current(a)))  # the current release first
        shown = {a for e in exact for a in [e["address"], *(v["address"] for v in e.get("versions", ()))]}
        hits = [h for h in hits if h["address"] not in shown]  # an older release's name shows the newest rule
        if not names_by_address(parsed.text):
            exact, hits = self._older_names_after_current_hits(exact, hits)
        return {
            "query": parsed.text,
            "exact": exact,
            "hits": [self._marked(h) for h in hits[:limit]],  # the index lifts the current release (CURRENT_LIFT)
            "did_you_mean": corrected,
        }

    def _older_names_after_current_hits(self, exact: list[dict], hits: list[dict]) -> tuple[list[dict], list[dict]]:
        """A name only older documents use ("Stealing Agendas", a 2012 rulebook heading) listed after
        the current rules' best hit rather than before it: an older document leads only where the
        current rules do not answer."""
        if not exact or any(self.is_current(e["address"]) for e in exact):
            return exact, hits
        at = next((i + 1 for i, h in enumerate(hits) if self.is_current(h["address"])), None)
        if at is None:
            return exact, hits
        moved = [dict(e, snippet=html.escape(excerpt(self.nodes[e["address"]][0].text, 240), quote=False),
                      score=hits[at - 1]["score"]) for e in exact]
        return [], hits[:at] + moved + hits[at:]

    def _marked(self, hit: dict) -> dict:
        return hit if self.is_current(hit["address"]) else dict(hit, superseded=True)

    def grouped(self, addresses: list[str]) -> list[dict]:
        """Exact matches, one entry per text or rule: the newest of each, with every version listed,
        including the older releases of a rule with the same id."""
        found = list(dict.fromkeys(a for address in addresses for a in [address, *self._same_id(address)]))
        groups = group_ranked(((i, 0.0) for i in range(len(found))), lambda i: self._keys(found[i]),
                              lambda i: self.facts[found[i]].version, len(found))
        described = []
        for members in ([found[i] for i in group] for _, _, group in groups):
            entry = self.describe(members[0])
            if len(members) > 1:
                entry["versions"] = [
                    {"version": self.facts[a].version, "document": document_of(a), "address": a}
                    for a in members
                ]
            described.append(entry)
        return described

    def _keys(self, address: str) -> tuple[tuple, ...]:
        """The same words, or the same rule by id: what folds two exact matches into one entry."""
        fact = self.facts[address]
        return (fact.text, lineage_key(fact.family, address)) if self.citations.key(address) else (fact.text,)

    def _same_id(self, address: str) -> list[str]:
        """The node at the same source id in every release that has it, latest first."""
        key = self.citations.key(address)
        if key is None:
            return []
        return [a for d in self.citations.release_ids if (a := f"{d}/{key}") in self.nodes]

    def _passes(self, address: str, filters: dict) -> bool:
        if not any(value not in (None, "") for value in filters.values()):
            return True  # no filter: the node need not be read
        fact = self.facts[address]
        have = {"document": document_of(address), "family": fact.family, "kind": fact.kind, "version": fact.version}
        return all(
            value in (None, "") or have.get(field) == value for field, value in filters.items()
        )
