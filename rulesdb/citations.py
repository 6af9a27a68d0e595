"""Version-less citations of the Comprehensive Rules: `cr/<id>` (and `cr/<id>/example/<n>`) names a
node by its source id in the latest release that has that id, so a citation survives renumbering.

The scenario engine and its examples cite rules this way; `Citations.resolve` is how they and
lookup turn one into the address of a release's node, or learn that it names nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from rulesdb.model import Document

PREFIX = "cr/"


class Citations:
    """Source id -> the addresses of the nodes with that id, latest release first.

    Built from the documents, or from `table()` as a build stored it (with `has`, whether an address
    exists): then a lookup reads no document it does not answer with."""

    def __init__(self, documents: Mapping[str, Document], table: tuple[dict, list[str]] | None = None,
                 has: Callable[[str], bool] | None = None):
        self.documents = documents
        self.holders, self.release_ids = table if table is not None else self.table(documents)
        self.by_id = set(self.release_ids)
        self._has = has or self._in_document

    @staticmethod
    def table(documents: Mapping[str, Document]) -> tuple[dict[str, list[str]], list[str]]:
        """(source id -> addresses, latest release first; the ids of the releases that address by id)."""
        latest_first = sorted(documents.values(), key=lambda d: (d.version_key, d.effective), reverse=True)
        holders: dict[str, list[str]] = {}
        releases = []
        for doc in latest_first:
            named = [n for n in doc.nodes.values() if n.semantic_id]
            for node in named:
                holders.setdefault(node.semantic_id.lower(), []).append(node.address)
            if named:
                releases.append(doc.id)
        return holders, releases

    def _in_document(self, address: str) -> bool:
        doc = self.documents.get(address.split("/", 1)[0])
        return doc is not None and address in doc.nodes

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
            return next((f"{d}/{text}" for d in self.release_ids if self._has(f"{d}/{text}")), None)
        address = f"{holders[0]}/{rest}" if rest else holders[0]
        return address if self._has(address) else None

    def is_citation(self, text: str) -> bool:
        """Whether the text is written as a version-less citation (`cr/...`)."""
        return is_citation(text)


def is_citation(text: str) -> bool:
    """Whether the text is written as a version-less citation (`cr/...`): known without any document."""
    return text.strip().lower().startswith(PREFIX)
