"""The look-up's tables: which nodes a name, a printed number or a card names, and the order in which they
are listed (newest document of a family first, the current Comprehensive Rules before older releases).
Built from the documents, or read as a build stored them (`LookupTables.stored`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping

from rulesdb.citations import Citations
from rulesdb.graph.card_mentions import key as card_key
from rulesdb.model import Document
from rulesdb.search.node_facts import ComputedFacts, StoredFacts
from rulesdb.search.records import current_rules, id_words
from rulesdb.words import name_key, name_variants

NAMED_KINDS = ("term", "rule", "section")  # the order in which nodes of one name are listed


def _names(node) -> list[str]:
    """What a node is called: a term's name variants, the words a rule defines, a section's title,
    and the words of its source id, which the CR's authors chose as its name (`rule_mulligan`)."""
    from rulesdb.graph.terms import defined_words  # building the tables only: a stored lookup never imports it

    named = [id_words(node.semantic_id)] if node.semantic_id else []
    if node.kind == "term":
        return name_variants(node.name)
    if node.kind == "rule":
        return [*defined_words(node), *named]
    return ([node.title] if node.title else []) + named


class LookupTables:
    """The tables of a set of documents, built from them or read as a build stored them (`tables()`):
    then only the documents whose nodes are answered with are read."""

    def __init__(
        self,
        documents: Mapping[str, Document],
        card_titles: Iterable[str] | None = None,
        cards: dict[str, tuple[str, ...]] | None = None,
    ):
        self.documents = documents
        ranked = sorted(
            documents.values(), key=lambda d: (d.effective, d.version_key), reverse=True
        )
        self.order = [d.id for d in ranked]
        self.rank = {doc_id: i for i, doc_id in enumerate(self.order)}
        self.nodes = {a: (n, d) for d in ranked for a, n in d.nodes.items()}
        self.current_id = self._current_cr()
        self.names = self._name_table()
        self.citations = Citations(documents)
        self._numbered: dict[str, list[str]] | None = self._number_table()
        self.card_table = self._card_table(
            cards if cards is not None else _cards_by_node(documents, card_titles)
        )
        self.facts = ComputedFacts(self.nodes)

    def tables(self) -> dict:
        """The tables as plain data, for a build to store and `stored` to read back."""
        return {"order": self.order, "current": self.current_id, "names": self.names,
                "numbered": self.numbered, "cards": self.card_table,
                "citations": (self.citations.holders, self.citations.release_ids)}

    @classmethod
    def stored(cls, documents: Mapping[str, Document], tables: dict, facts=None,
               numbered: Callable[[], object] = lambda: None) -> LookupTables | None:
        """Tables read from stored `tables()` of these documents and their stored `facts` (every address,
        rulesdb.search.node_facts.table): no table is rebuilt, no document read to list and fold exact
        matches, only when a node's text is shown. None without facts of that shape. The number table
        is in `tables` or read by `numbered()` when a number is first looked up (computed if None)."""
        if not StoredFacts.usable(facts):
            return None
        lookup = cls.__new__(cls)
        lookup.documents = documents
        lookup.order, lookup.current_id = tables["order"], tables["current"]
        lookup.rank = {doc_id: i for i, doc_id in enumerate(lookup.order)}
        lookup.facts = StoredFacts(facts)
        lookup.nodes = Places(facts["places"], documents)
        lookup.names, lookup.card_table = tables["names"], tables["cards"]
        lookup._numbered, lookup._read_numbered = tables.get("numbered"), numbered
        lookup.citations = Citations(documents, tables["citations"], has=lookup.nodes.__contains__)
        return lookup

    @property
    def current(self) -> Document | None:
        """The current Comprehensive Rules' release, which a judge rules by."""
        return None if self.current_id is None else self.documents[self.current_id]

    def is_current(self, address: str) -> bool:
        """Whether a node is in the current Comprehensive Rules' release, which a judge rules by."""
        return self.current_id is None or document_of(address) == self.current_id

    def newest_first(self, addresses) -> list[str]:
        """Addresses ordered as lookup lists them: latest release first, then by place in the document."""
        return sorted(addresses, key=self._order)

    def _order(self, address: str) -> tuple[int, int]:
        node, doc = self.nodes[address]
        return self.rank[doc.id], node.line

    # --- the tables ---------------------------------------------------------------------
    def _name_table(self) -> dict[tuple[str, ...], list[str]]:
        """Name key -> glossary terms, then rules that define the word, then sections with that title."""
        tiers: dict[tuple[str, ...], tuple[list[str], list[str], list[str]]] = {}
        for address, (node, _) in self.nodes.items():
            if node.kind not in NAMED_KINDS:
                continue
            for name in _names(node):
                key = name_key(name)
                if key:
                    tiers.setdefault(key, ([], [], []))[NAMED_KINDS.index(node.kind)].append(
                        address
                    )
        # The current Comprehensive Rules first (a judge rules by them), then glossary term,
        # defining rule, section title, newest document first.
        return {
            k: [a for tier in v for a in sorted(tier, key=self._order) if self.is_current(a)]
            + [a for tier in v for a in sorted(tier, key=self._order) if not self.is_current(a)]
            for k, v in tiers.items()
        }

    @property
    def numbered(self) -> dict[str, list[str]]:
        """Printed number -> nodes addressed by source id that print it (see `_number_table`), a stored
        one read when a number is first looked up: a search for words never reads it."""
        if self._numbered is None:
            stored = self._read_numbered()
            self._numbered = stored if isinstance(stored, dict) else self._number_table()
        return self._numbered

    def _current_cr(self) -> str | None:
        current = current_rules(self.documents)
        return current.id if current else None

    def _number_table(self) -> dict[str, list[str]]:
        """Printed number -> nodes addressed by source id that print it (the YAML releases), latest first
        (documents walked in `order`: a stored lookup's addresses are in the model's order)."""
        table: dict[str, list[str]] = {}
        for address, node in (item for doc_id in self.order for item in self.documents[doc_id].nodes.items()):
            number = getattr(node, "number", None)
            if node.semantic_id and number:
                table.setdefault(number, []).append(address)
        return table

    def _card_table(self, cards: dict[str, tuple[str, ...]]) -> dict[tuple[str, ...], list[str]]:
        """Card name key -> the examples, then other nodes, that mention it; those that name the card
        most often (the ones about it, not merely naming it) first."""
        table: dict[tuple[str, ...], list[str]] = {}
        times: dict[tuple[str, str], int] = {}
        for address, names in cards.items():
            for name in names:
                table.setdefault(card_key(name), []).append(address)
                times[address, card_key(name)] = self.nodes[address][0].text.lower().count(name.lower())
        kind_rank = {"example": 0, "term": 1, "rule": 2, "step": 3, "section": 4}
        for key, addresses in table.items():
            addresses.sort(key=lambda a: (kind_rank.get(self.nodes[a][0].kind, 5), -times[a, key], self._order(a)))
        return table


def _cards_by_node(documents: Mapping[str, Document], card_titles: Iterable[str] | None) -> dict:
    """The cards each node names, matched in the documents (imported here: a stored lookup has them)."""
    from rulesdb.graph.card_mentions import cards_by_node

    return cards_by_node(documents, card_titles)


def document_of(address: str) -> str:
    """The id of the document an address is in (every address starts with it)."""
    return address.split("/", 1)[0]


class Places(Mapping):
    """Address -> (node, its document) over stored addresses: a document is read only when one of its
    nodes is asked for, never to learn whether an address exists."""

    def __init__(self, addresses: Mapping[str, object], documents: Mapping[str, Document]):
        self._addresses, self._documents = addresses, documents

    def __getitem__(self, address: str) -> tuple:
        if address not in self._addresses:
            raise KeyError(address)
        document = self._documents[document_of(address)]
        return document.nodes[address], document

    def __contains__(self, address) -> bool:
        return address in self._addresses

    def __iter__(self) -> Iterator[str]:
        return iter(self._addresses)

    def __len__(self) -> int:
        return len(self._addresses)
