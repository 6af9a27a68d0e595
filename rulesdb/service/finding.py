"""A build searched: the full-text hits alone (`search`), or what a judge's search box shows (`find`):
exact look-ups first, then the full-text hits, with the cards and scenarios the query names.
"""

from __future__ import annotations

from rulesdb import arguments
from rulesdb.service.cards import Cards


class Finding(Cards):
    """A build's search and look-up, as the CLI, the API and the search page give them."""

    def search(self, query: str, limit: int = 10, group: bool = False, **filters) -> dict:
        """Full-text hits; `group` folds the same text in several releases into one hit."""
        self._query_arguments(query, limit, filters)
        return self.index.search(query, limit=limit, group=bool(group), **filters)

    @staticmethod
    def _query_arguments(query, limit, filters) -> None:
        from rulesdb.search.ranked import MAX_LIMIT

        arguments.text("query", query, required=False)
        arguments.whole("limit", limit, 1, MAX_LIMIT)
        arguments.filters(filters)

    def find(self, query: str, limit: int = 10, **filters) -> dict:
        """Exact lookups first, then full-text hits, with the cards and scenarios the query names
        (unless filters narrow it to nodes): what a judge's search box does."""
        from rulesdb.search.catalogue import extras

        self._query_arguments(query, limit, filters)

        from rulesdb.search.lookup.exact import names_by_address

        guess = self._typed_card_rules(query, filters)
        found = self.lookup_table.find(query, limit=limit, also=guess, **filters)
        if any(filters.values()) or (found["exact"] and names_by_address(found["query"])):
            return dict(found, cards=[], scenarios=[])  # a node named by number or id: nothing else
        named = extras(self.catalogue, found["query"], found.get("did_you_mean"))
        spelling = named.pop("card_spelling")
        pooled = None if named["cards"] else self.card_pool.title(found["query"], as_typed=False)
        if pooled:  # a card of the card data typed whole, which no document names: its page
            named["cards"] = [{"name": pooled, "mentions": 0}]
        also = self.card_rule_ids(c["name"] for c in named["cards"]) if not pooled else ()
        if spelling:  # a misspelt card name ("hedge fnd"): answer as if it were written right
            found = dict(self.lookup_table.find(spelling, limit=limit, also=also), query=found["query"],
                         did_you_mean=spelling)
        elif also != guess:  # cards named as the search corrected the query ("tolbooth")
            found = self.lookup_table.find(query, limit=limit, also=also)
        return dict(found, **named)

    def _typed_card_rules(self, query: str, filters: dict) -> tuple[str, ...]:
        """The rules the cards named as typed point to ("when encountered", "prevent"...): they count in
        the first search, which `find` repeats only when the cards named turn out otherwise (a name the
        search corrected). None for a filtered search or a number (which needs no catalogue)."""
        from rulesdb.search.catalogue import MAX_SHOWN
        from rulesdb.search.lookup.exact import names_by_address

        if any(filters.values()) or names_by_address(query.strip()):
            return ()
        return self.card_rule_ids(self.catalogue.cards_in(query)[:MAX_SHOWN])
