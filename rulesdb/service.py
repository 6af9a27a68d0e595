"""The facade the CLI and the web app call: one loaded build and every question asked of it.

The model loads eagerly (it is small and every call needs it); the graph and the search index
load on first use and are then shared, so `show` stays fast and a server opens them once.
"""

from __future__ import annotations

import difflib
import threading
from functools import cached_property
from pathlib import Path

from rulesdb.build import store
from rulesdb.errors import AmbiguousAddress, BadQuery, UnknownAddress
from rulesdb.model import Document, Node
from rulesdb.serialize import document_summary, node_view


class RulesDB:
    """A stored build, opened read-only."""

    def __init__(self, folder: Path, documents: dict[str, Document]):
        self.folder = Path(folder)
        self.documents = documents
        self.nodes: dict[str, Node] = {a: n for d in documents.values() for a, n in d.nodes.items()}
        self._lock = threading.Lock()

    @classmethod
    def load(cls, data_dir: Path | None = None) -> RulesDB:
        folder = store.current_build(Path(data_dir or store.default_data_dir()))
        return cls(folder, store.read_pickle(folder / store.MODEL))

    # --- the lazily opened artefacts -------------------------------------------------------
    @cached_property
    def graph(self):
        from rulesdb import graph

        with self._lock:
            return graph.load(self.folder / store.GRAPH)

    @cached_property
    def index(self):
        from rulesdb.search.index import SearchIndex

        with self._lock:
            return SearchIndex(self.folder / store.INDEX)

    @cached_property
    def lookup_table(self):
        from rulesdb.search.lookup import Lookup

        # The graph knows the card names the build matched (with card data when it was given).
        return Lookup(self.documents, index=self.index, cards=self.graph.graph.get("cards_by_node"))

    @cached_property
    def catalogue(self):
        from rulesdb.search.catalogue import Catalogue

        return Catalogue(self.graph.graph.get("cards_by_node") or {}, self.scenarios())

    @cached_property
    def report(self) -> dict:
        return store.read_json(self.folder / store.REPORT)

    def fidelity(self, doc_id: str) -> dict:
        """The build's coverage map, word losses and errata for one document (empty for older builds)."""
        return (self.report.get("fidelity") or {}).get("documents", {}).get(doc_id, {})

    def errata(self, address: str) -> list[dict]:
        """Errors the build found in the source at this node, flagged, never fixed."""
        document = self.nodes[address].document if address in self.nodes else address
        return [e for e in self.fidelity(document).get("errata", []) if e["node"] == address]

    # --- documents and nodes ---------------------------------------------------------------
    def document(self, doc_id: str) -> Document:
        try:
            return self.documents[doc_id]
        except KeyError:
            raise UnknownAddress(doc_id, tuple(difflib.get_close_matches(doc_id, self.documents, 3))) from None

    def documents_summary(self) -> list[dict]:
        docs = sorted(self.documents.values(), key=lambda d: (d.family, d.version_key))
        return [document_summary(d) for d in docs]

    def node(self, address: str) -> Node:
        """The node at an exact address."""
        address = address.strip().strip("/")
        if address in self.nodes:
            return self.nodes[address]
        raise UnknownAddress(address, self.suggest(address))

    def suggest(self, text: str, limit: int = 5) -> tuple[str, ...]:
        """Near addresses for a 404: close spellings, then what lookup finds."""
        close = difflib.get_close_matches(text, self.nodes, limit, cutoff=0.75)
        try:
            found = self.lookup_table.exact(text.rsplit("/", 1)[-1])
            if not found:  # a misspelt name: what it would be with the documents' spelling
                corrected = self.index.search(text.rsplit("/", 1)[-1], limit=1).get("did_you_mean")
                found = self.lookup_table.exact(corrected) if corrected else []
        except BadQuery:
            found = []
        return tuple(dict.fromkeys([*close, *found]))[:limit]

    def resolve(self, text: str, document: str | None = None) -> Node:
        """An address, or what a judge types (`1.10.3c`, `rule 1.10.3 c`, `Bypass`, `[3.1]`)."""
        text = text.strip()
        if text.strip("/") in self.nodes:
            return self.nodes[text.strip("/")]
        if document:
            self.document(document)
        candidates = self.candidates(text, document)
        if not candidates:
            raise UnknownAddress(text, self.suggest(text))
        if len(candidates) > 1 and document is None and self._is_number(text) and self._across_documents(candidates):
            raise AmbiguousAddress(text, tuple(candidates))
        return self.nodes[candidates[0]]

    def candidates(self, text: str, document: str | None = None) -> list[str]:
        """Every node a typed spelling names exactly, best first (latest version of a family first)."""
        return [a for a in self.lookup_table.exact(text) if document is None or self.nodes[a].document == document]

    @staticmethod
    def _is_number(text: str) -> bool:
        """A rule or step number names a different rule in each document, so the judge must pick one;
        a name ("Bypass") is best answered by its best match, with the others listed beside it."""
        from rulesdb.search.spellings import normalise_rule_number, parse_step

        return normalise_rule_number(text) is not None or parse_step(text) is not None

    def _across_documents(self, candidates: list[str]) -> bool:
        first = self.nodes[candidates[0]]
        return any(self.nodes[a].document != first.document for a in candidates[1:])

    def view(self, address: str) -> dict:
        return node_view(self.node(address), self.documents)

    def list_nodes(self, doc_id: str, kind: str | None = None) -> list[dict]:
        doc = self.document(doc_id)
        nodes = doc.of_kind(kind) if kind else doc.nodes.values()
        return [{"address": n.address, "kind": n.kind, "title": n.label} for n in nodes]

    # --- graph, search, diff, scenarios ------------------------------------------------------
    def refs(self, address: str) -> dict:
        from rulesdb import graph

        self.node(address)
        return graph.refs(self.graph, address)

    def connection(self, a: str, b: str) -> list[dict]:
        from rulesdb import graph

        self.node(a), self.node(b)
        return graph.connection(self.graph, a, b)

    def search(self, query: str, limit: int = 10, **filters) -> dict:
        return self.index.search(query, limit=limit, **filters)

    def find(self, query: str, limit: int = 10, **filters) -> dict:
        """Exact lookups first, then full-text hits, with the cards and scenarios the query names
        (unless filters narrow it to nodes): what a judge's search box does."""
        from rulesdb.search.catalogue import extras

        found = self.lookup_table.find(query, limit=limit, **filters)
        named = {"cards": [], "scenarios": []}
        if not any(filters.values()):
            named = extras(self.catalogue, found["query"], found.get("did_you_mean"))
        return dict(found, **named)

    def diff(self, old: str, new: str, rule: str | None = None, include_unchanged: bool = False) -> dict:
        from rulesdb.diff import diff_documents

        return diff_documents(self.document(old), self.document(new),
                              include_unchanged=include_unchanged, rule=rule)

    def history(self, address: str) -> dict:
        from rulesdb.diff import rule_history

        self.node(address)
        return rule_history(address, self.documents)

    def compare(self, topic: str) -> dict:
        """A topic side by side in every family: names first, then same-topic links, else search."""
        from rulesdb.diff import compare_topic
        from rulesdb.graph import topics

        if not topic.strip():
            raise BadQuery("topic: must not be empty")
        try:
            result = compare_topic(topic, self.documents)
        except UnknownAddress:
            return topics.from_search(topic, self.documents, self.nodes, self.search(topic, limit=30)["hits"])
        return topics.widen(result, self.documents, self.nodes, self.refs)

    def card_facts(self, name: str) -> dict:
        """A card's printed facts: NetrunnerDB's when the build had card data, else the engine's."""
        from rulesdb.engine.cards import lookup

        stored = (self.graph.graph.get("card_facts") or {}).get(name)
        if stored:
            return {"source": "NetrunnerDB", "type": stored.get("type_code"),
                    "subtypes": (stored.get("keywords") or "").split(" - ") if stored.get("keywords") else [],
                    "cost": stored.get("cost"), "strength": stored.get("strength"),
                    "text": [stored.get("stripped_text") or ""]}
        card = lookup(name)
        if card is None:
            return {}
        f = card.facts
        return {"source": "card library", "type": f.type, "subtypes": list(f.subtypes), "cost": f.cost,
                "strength": f.strength, "text": list(f.text)}

    def scenarios(self) -> list[dict]:
        from rulesdb.crexamples.replays import listing  # the engine's and the CR examples'

        return listing()

    def run_scenario(self, scenario: str, seed: int | None = None, decisions=None) -> dict:
        from rulesdb.engine import run_scenario

        return run_scenario(scenario, seed=seed, decisions=decisions)
