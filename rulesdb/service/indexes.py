"""What a build's questions are answered from, each opened on first use and then shared, so `show` stays
fast and a server opens them once: the graph, the search index (or the stored search table), the
look-up, the citations, the catalogue of cards and scenarios, the card pool.

None of them keeps the build object alive: a server lets an old build go, and its readers' lock, as
soon as nothing uses it (each reaches back to the build through a weak reference).
"""

from __future__ import annotations

import weakref
from functools import cached_property

from rulesdb.build import store
from rulesdb.service.opened import opened
from rulesdb.service.scenarios import Scenarios


class Indexes(Scenarios):
    """A build's graph, search index, look-up and catalogue, opened on first use."""

    @cached_property
    def graph(self):
        from rulesdb import graph

        with self._lock:
            return opened(self.folder / store.GRAPH, graph.load)

    @cached_property
    def index(self):
        from rulesdb.search.index import SearchIndex

        with self._lock:
            index = opened(self.folder / store.INDEX, SearchIndex)
        index.leave_alone(self._printed_words())
        return index

    def _printed_words(self):
        """The words the card pool prints, read when a search first meets a word no text has (none
        without card data): no spelling suggestion replaces them (rulesdb.search.ranked)."""
        this = weakref.ref(self)
        return lambda: db.card_pool.printed_words() if (db := this()) is not None else None

    @cached_property
    def lookup_table(self):
        from rulesdb.build.tables import LOOKUP
        from rulesdb.search.lookup.find import Lookup

        stored = self.stored_table(LOOKUP, "lookup")
        if stored is not None:
            from rulesdb.build.tables import SEARCH
            from rulesdb.search import vocabulary

            vocabulary.remember(self.stored_table(SEARCH, "vocabulary"))  # the players' words without YAML
            facts = self.stored_table(LOOKUP, "facts")  # every address: exact matches listed without their documents
            this = weakref.ref(self)
            lookup = Lookup.stored(self.documents, stored, open_index=self._index_opener(), facts=facts,
                                   numbered=lambda: this().stored_table(LOOKUP, "numbered"))
            if lookup is not None:
                return lookup
        # The graph knows the card names the build matched (with card data when it was given).
        return Lookup(self.documents, open_index=self._index_opener(), cards=self.cards_by_node)

    def _index_opener(self):
        """Opens this build's index when the look-up first searches, without the look-up keeping this
        object alive. A lazily read build searches from its stored table first (rulesdb.search.stored):
        no Whoosh."""
        this = weakref.ref(self)
        return lambda: this().quick_index

    @cached_property
    def quick_index(self):
        """The stored search table when there is one to trust, which opens the index only for what it
        cannot answer; else the index."""
        from rulesdb.build.tables import SEARCH
        from rulesdb.search.stored import StoredSearch

        ranking = self.stored_table(SEARCH, "ranking")
        analysis = self.stored_table(SEARCH, "analysis") if ranking is not None else None
        this = weakref.ref(self)
        quick = StoredSearch(ranking, analysis, lambda: this().index) if analysis is not None else None
        if quick is None or not quick.usable:
            return self.index
        quick.leave_alone(self._printed_words())
        return quick

    @cached_property
    def cards_by_node(self) -> dict[str, tuple[str, ...]]:
        """The cards each node names, as the build matched them (with card data when it was given)."""
        from rulesdb.build.tables import LOOKUP

        stored = self.stored_table(LOOKUP, "cards")
        return stored if stored is not None else (self.graph.graph.get("cards_by_node") or {})

    @cached_property
    def citations(self):
        from rulesdb.build.tables import LOOKUP
        from rulesdb.citations import Citations

        if self.stored_table(LOOKUP, "lookup") is not None:
            return self.lookup_table.citations  # read from the build's tables, not from every document
        return Citations(self.documents)

    @cached_property
    def catalogue(self):
        from rulesdb.build.tables import LOOKUP
        from rulesdb.search.catalogue import Catalogue

        if self.scenario_dir == self.folder / store.SCENARIOS:  # the scenarios this build stored
            stored = Catalogue.stored(self.stored_table(LOOKUP, "catalogue"))
            if stored is not None:
                return stored
        from rulesdb.search.card_names import rules_words

        ordinary = rules_words(self.lookup_table.current)
        return Catalogue(self.cards_by_node, self.scenarios(), self.card_names, ordinary)

    @cached_property
    def card_names(self) -> dict[tuple[str, ...], str]:
        """The cards of the card data a question may name besides the documents' (rulesdb.search.card_names),
        worked out here when the build's catalogue cannot be used."""
        from rulesdb.search.card_names import named_in_questions, rules_words

        titles = self.card_pool.cards
        return named_in_questions(titles, rules_words(self.lookup_table.current)) if titles else {}

    @cached_property
    def card_pool(self):
        """Every card of the card data the build was given (empty without it), read on first use."""
        from rulesdb.build.tables import SEARCH
        from rulesdb.cardpool.stored import StoredPool

        this = weakref.ref(self)
        return StoredPool(self.folder / store.CARDS, lambda: this().stored_table(SEARCH, "card-titles"),
                          lambda: this().stored_table(SEARCH, "card-words"))
