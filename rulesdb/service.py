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
from rulesdb.errors import BadQuery, UnknownAddress
from rulesdb.model import Document, Node
from rulesdb.serialize import document_summary, node_view


class RulesDB:
    """A stored build, opened read-only."""

    def __init__(self, folder: Path, documents: dict[str, Document]):
        self.folder = Path(folder)
        self.documents = documents
        self.nodes: dict[str, Node] = {a: n for d in documents.values() for a, n in d.nodes.items()}
        self._lock = threading.Lock()
        self._changelogs: dict[str, list[dict]] = {}

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
    def report(self) -> dict:
        return store.read_json(self.folder / store.REPORT)

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
        """The node at an exact address, or named by a version-less citation (`cr/rule_end_the_run`)."""
        address = address.strip().strip("/")
        if address in self.nodes:
            return self.nodes[address]
        if self.citations.is_citation(address) and (cited := self.citations.resolve(address)):
            return self.nodes[cited]
        raise UnknownAddress(address, self.suggest(address))

    @cached_property
    def citations(self):
        from rulesdb.citations import Citations

        return Citations(self.documents)

    def citation(self, text: str) -> str:
        """The address a citation (`cr/<id>`, `cr/<id>/example/<n>` or a full address) stands for;
        UnknownAddress when it names nothing: how the engine and examples check what they cite."""
        text = text.strip().strip("/")
        if text in self.nodes:
            return text
        cited = self.citations.resolve(text) if self.citations.is_citation(text) else None
        if cited is None:
            raise UnknownAddress(text, self.suggest(text))
        return cited

    def suggest(self, text: str, limit: int = 5) -> tuple[str, ...]:
        """Near addresses for a 404: close spellings, then what lookup finds."""
        close = difflib.get_close_matches(text, self.nodes, limit, cutoff=0.75)
        try:
            found = self.lookup_table.exact(text.rsplit("/", 1)[-1])
        except BadQuery:
            found = []
        return tuple(dict.fromkeys([*close, *found]))[:limit]

    def resolve(self, text: str, document: str | None = None) -> Node:
        """An address, or what a judge types (`1.10.3c`, `rule 1.10.3 c`, `Bypass`, `[3.1]`)."""
        text = text.strip()
        if text.strip("/") in self.nodes:
            return self.nodes[text.strip("/")]
        if document is None and self.citations.is_citation(text):
            return self.node(text)
        if document:
            self.document(document)
        candidates = self.candidates(text, document)
        if not candidates:
            raise UnknownAddress(text, self.suggest(text))
        # A number in several documents opens the latest (candidates come latest first); callers
        # list the others beside it rather than asking which.
        return self.nodes[candidates[0]]

    def candidates(self, text: str, document: str | None = None) -> list[str]:
        """Every node a typed spelling names exactly, best first (latest version of a family first)."""
        found = self.lookup_table.exact(text, document=document)
        return [a for a in found if document is None or self.nodes[a].document == document]

    def show(self, text: str, document: str | None = None) -> dict:
        """What `show --json` and `/api/node/...` print: the node a typed text opens and, when the text
        was not its exact address, the other nodes it names (`other_matches`, latest first)."""
        node = self.resolve(text, document=document)
        view = self.view(node.address)
        if node.address != text.strip().strip("/"):
            view["other_matches"] = [a for a in self.candidates(text, document) if a != node.address]
        return view

    def view(self, address: str) -> dict:
        return node_view(self.node(address), self.documents)

    def list_nodes(self, doc_id: str, kind: str | None = None) -> list[dict]:
        doc = self.document(doc_id)
        nodes = doc.of_kind(kind) if kind else doc.nodes.values()
        return [{"address": n.address, "id": n.semantic_id or None, "number": getattr(n, "number", None),
                 "kind": n.kind, "title": n.label} for n in nodes]

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
        """Exact lookups first, then full-text hits: what a judge's search box does."""
        return self.lookup_table.find(query, limit=limit, **filters)

    def diff(self, old: str, new: str, rule: str | None = None, include_unchanged: bool = False) -> dict:
        from rulesdb.diff import diff_documents

        return diff_documents(self.document(old), self.document(new),
                              include_unchanged=include_unchanged, rule=rule)

    def changelog(self, doc_id: str) -> list[dict]:
        """A document's own Summary of Changes (a release's changelog), each entry checked against
        the diff from the version before it; computed once per document."""
        from rulesdb.diff import check_summary

        with self._lock:
            if doc_id not in self._changelogs:
                self._changelogs[doc_id] = check_summary(self.document(doc_id), self.documents)
            return self._changelogs[doc_id]

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

    def scenarios(self) -> list[dict]:
        from rulesdb.engine import list_scenarios

        return list_scenarios()

    def run_scenario(self, scenario: str, seed: int | None = None, decisions=None) -> dict:
        from rulesdb.engine import run_scenario

        return run_scenario(scenario, seed=seed, decisions=decisions)
