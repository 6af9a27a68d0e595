"""Documents and nodes by what a judge types: a document's id or version, a node's address, a citation,
a rule or step number, a name; near addresses for what names nothing.
"""

from __future__ import annotations

import difflib
from functools import cached_property

from rulesdb import arguments
from rulesdb.citations import is_citation
from rulesdb.errors import AmbiguousAddress, BadQuery, UnknownAddress, UnknownDocument
from rulesdb.model import KINDS, Document, Node
from rulesdb.serialize import document_summary, node_view
from rulesdb.service.indexes import Indexes


class Addresses(Indexes):
    """A build's documents and nodes, found by id, address, citation, number or name."""

    def document(self, doc_id: str) -> Document:
        """A document by id, or by a version only one document has ("25.08", "v1.6")."""
        arguments.text("document", doc_id)
        return self.documents[self.document_id(doc_id)]

    def document_id(self, text: str) -> str:
        """The id of the document `text` names: its id, or a version only one document has (a judge types
        "24.09" for nsg-cr-24.09); else UnknownDocument, the nearest ids and the documents of that version
        first."""
        if text in self.documents:
            return text
        version = text.strip().lower().removeprefix("v")
        same = [d.id for d in self.documents.values() if d.version.lower() == version]
        if len(same) == 1:
            return same[0]
        close = difflib.get_close_matches(text, self.documents, 3)
        raise UnknownDocument(text, tuple(dict.fromkeys([*same, *close])))

    def documents_summary(self) -> list[dict]:
        docs = sorted(self.documents.values(), key=lambda d: (d.family, d.version_key))
        return [document_summary(d) for d in docs]

    def node(self, address: str) -> Node:
        """The node at an exact address, or named by a version-less citation (`cr/rule_end_the_run`)."""
        address = arguments.text("address", address).strip().strip("/")
        if address in self.nodes:
            return self.nodes[address]
        if is_citation(address) and (cited := self.citations.resolve(address)):
            return self.nodes[cited]
        raise UnknownAddress(address, self.suggest(address))

    def citation(self, text: str) -> str:
        """The address a citation (`cr/<id>`, `cr/<id>/example/<n>` or a full address) stands for;
        UnknownAddress when it names nothing: how the engine and examples check what they cite."""
        text = text.strip().strip("/")
        if text in self.nodes:
            return text
        cited = self.citations.resolve(text) if is_citation(text) else None
        if cited is None:
            raise UnknownAddress(text, self.suggest(text))
        return cited

    def suggest(self, text: str, limit: int = 5) -> tuple[str, ...]:
        """Near addresses for a 404: close spellings, then what lookup finds."""
        close = difflib.get_close_matches(text, self.nodes, limit, cutoff=0.75)
        try:
            found = self.lookup_table.exact(text.rsplit("/", 1)[-1])
            if not found:  # a misspelt name: what it would be with the documents' spelling
                corrected = self.index.search(text.rsplit("/", 1)[-1], limit=1).get("did_you_mean")
                found = self.lookup_table.exact(corrected)[:1] if corrected else []  # its best match
        except BadQuery:
            found = []
        names = self._term_names
        spelled = difflib.get_close_matches(text.rsplit("/", 1)[-1].strip().lower(), names, 3, cutoff=0.8)
        return tuple(dict.fromkeys([*close, *found, *(names[n] for n in spelled)]))[:limit]

    @cached_property
    def _term_names(self) -> dict[str, str]:
        """Glossary term names, lower-cased, to their newest address: what a misspelled name meant."""
        names: dict[str, str] = {}
        for doc in sorted(self.documents.values(), key=lambda d: (d.effective, d.version_key), reverse=True):
            for node in doc.of_kind("term"):
                names.setdefault(node.name.lower(), node.address)
        return names

    def resolve(self, text: str, document: str | None = None) -> Node:
        """An address, or what a judge types (`1.10.3c`, `rule 1.10.3 c`, `Bypass`, `[3.1]`)."""
        text = arguments.text("address", text).strip()
        document = arguments.optional_text("document", document)
        if document:
            self.document(document)  # a document named but unknown is an error, never ignored
        if text.strip("/") in self.nodes:
            return self._in_document(self.nodes[text.strip("/")], document)
        if document is None and is_citation(text):
            return self.node(text)
        candidates = self.candidates(text, document)
        if not candidates:
            raise UnknownAddress(text, self.suggest(text))
        # A rule number in several documents opens the latest (candidates come latest first) and
        # callers list the others beside it; a step number names different steps in each family's
        # structures, so the judge picks one.
        if len(candidates) > 1 and document is None and self._is_step(text) and self._across_documents(candidates):
            raise AmbiguousAddress(text, tuple(candidates))
        return self.nodes[candidates[0]]

    @staticmethod
    def _in_document(node: Node, document: str | None) -> Node:
        """An exact address with a document named beside it: the two must agree."""
        if document and node.document != document:
            raise BadQuery(f"document: {node.address!r} is in {node.document}, not in {document}")
        return node

    @staticmethod
    def _is_step(text: str) -> bool:
        from rulesdb.search.spellings import parse_step

        return parse_step(text) is not None

    def _across_documents(self, candidates: list[str]) -> bool:
        first = self.nodes[candidates[0]]
        return any(self.nodes[a].document != first.document for a in candidates[1:])

    def candidates(self, text: str, document: str | None = None) -> list[str]:
        """Every node a typed spelling names exactly, best first (latest version of a family first)."""
        from rulesdb.search.query import MAX_CHARS

        found = self.lookup_table.exact(arguments.text("address", text, max_len=MAX_CHARS), document=document)
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
        if kind is not None and kind not in KINDS:
            raise BadQuery(f"kind: {kind!r} is not one of {', '.join(KINDS)}")
        nodes = doc.of_kind(kind) if kind else doc.nodes.values()
        return [{"address": n.address, "id": n.semantic_id or None, "number": getattr(n, "number", None),
                 "kind": n.kind, "title": n.label} for n in nodes]
