"""One topic across document families: the diff's name matching, widened by the graph's
`same-topic` links and, when no name matches, by full-text search; every entry says why it is there.
"""

from __future__ import annotations

from collections.abc import Callable

from rulesdb.errors import UnknownAddress
from rulesdb.model import Document, Node


def entry(node: Node, doc: Document, reason: str) -> dict:
    """The side-by-side row for one node."""
    return {"document": doc.id, "family": doc.family, "version": doc.version, "address": node.address,
            "title": node.label, "text": node.text, "reason": reason}


def widen(result: dict, documents: dict[str, Document], nodes: dict[str, Node],
          refs: Callable[[str], dict]) -> dict:
    """Add every node one `same-topic` link away from an entry, with the link's reason."""
    seen = {e["address"] for e in result["entries"]}
    for found in list(result["entries"]):
        edges = refs(found["address"])
        for link in (*edges["out"].get("same-topic", ()), *edges["in"].get("same-topic", ())):
            address = link["address"]
            if address in seen or address not in nodes:
                continue
            seen.add(address)
            why = link.get("reason", "same topic")
            node = nodes[address]
            result["entries"].append(entry(node, documents[node.document],
                                           f"graph same-topic link from {found['address']} ({why})"))
    order = {doc_id: (d.family, d.version_key) for doc_id, d in documents.items()}
    result["entries"].sort(key=lambda e: order[e["document"]])
    return result


def from_search(topic: str, documents: dict[str, Document], nodes: dict[str, Node], hits: list[dict]) -> dict:
    """When no name matches, the best search hit of each document, marked as such."""
    entries, taken = [], set()
    for hit in hits:
        if hit["document"] in taken or hit["address"] not in nodes:
            continue
        taken.add(hit["document"])
        node = nodes[hit["address"]]
        entries.append(entry(node, documents[node.document], f"search hit (score {hit['score']})"))
    if not entries:
        raise UnknownAddress(topic)
    return {"topic": topic, "entries": entries}
