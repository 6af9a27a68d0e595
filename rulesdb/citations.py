"""Version-less citations of the Comprehensive Rules: `cr/<id>` (and `cr/<id>/example/<n>`) names a
node by its source id in the latest release that has that id, so a citation survives renumbering.

The scenario engine and its examples cite rules this way; `Citations.resolve` is how they and
lookup turn one into the address of a release's node, or learn that it names nothing.
"""

from __future__ import annotations

from rulesdb.model import Document

PREFIX = "cr/"


class Citations:
    """Source id -> the addresses of the nodes with that id, latest release first."""

    def __init__(self, documents: dict[str, Document]):
        self.documents = documents
        latest_first = sorted(documents.values(), key=lambda d: (d.version_key, d.effective), reverse=True)
        self.holders: dict[str, list[str]] = {}
        self.releases_latest_first: list[Document] = []  # the documents that address nodes by id
        for doc in latest_first:
            named = [n for n in doc.nodes.values() if n.semantic_id]
            for node in named:
                self.holders.setdefault(node.semantic_id.lower(), []).append(node.address)
            if named:
                self.releases_latest_first.append(doc)
        self.by_id = {d.id for d in self.releases_latest_first}

    def key(self, address: str) -> str | None:
        """What stays the same for a node across releases: its address inside a release
        (`rule_end_the_run/example/1`, `timing/sec_appendix_timing_structure_of_a_run/2c`); None
        for a document that does not address nodes by id."""
        doc_id, _, rest = address.partition("/")
        return rest if doc_id in self.by_id else None

    def releases(self, ident: str) -> list[str]:
        """Every node with that id, latest release first."""
        return list(self.holders.get(ident.lower(), ()))

    def resolve(self, citation: str) -> str | None:
        """The address `cr/<id>[/example/<n>]` or a bare `<id>` stands for; None if it names nothing.

        >>> from rulesdb.model import Document, Rule
        >>> rule = Rule("d-2/r_x", "d-2", None, (), "", "", 1, semantic_id="r_x")
        >>> Citations({"d-2": Document("d-2", "f", "T", "2", "2025-01-01", "x", "p", {rule.address: rule})}
        ...           ).resolve("cr/r_x")
        'd-2/r_x'
        """
        text = citation.strip().strip("/")
        if text.lower().startswith(PREFIX):
            text = text[len(PREFIX):]
        ident, _, rest = text.partition("/")
        holders = self.holders.get(ident.lower())
        if not holders:  # no id first: a path inside a release, such as `timing/<section id>/2c`
            return next((f"{d.id}/{text}" for d in self.releases_latest_first if f"{d.id}/{text}" in d.nodes),
                        None)
        address = f"{holders[0]}/{rest}" if rest else holders[0]
        doc = self.documents[address.split("/", 1)[0]]
        return address if address in doc.nodes else None

    def is_citation(self, text: str) -> bool:
        """Whether the text is written as a version-less citation (`cr/...`)."""
        return text.strip().lower().startswith(PREFIX)
