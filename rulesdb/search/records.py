"""What the search index stores for each node, as plain dicts: its place, its words, the words
it defines and the cards it names."""

from __future__ import annotations

from collections.abc import Iterator

from rulesdb.labels import title
from rulesdb.model import Document, Node

INDEXED_KINDS = ("section", "rule", "example", "term", "timing", "step")


def searchable_title(node: Node) -> str:
    """The words a node is *named* by (boosted): a term's name, a section's or step's title."""
    if node.kind == "term":
        return node.name
    if node.kind in ("section", "step", "timing"):
        return node.title
    return ""


def node_text(node: Node) -> str:
    flavour = getattr(node, "flavour", "")
    return f"{node.text}\n{flavour}".strip() if flavour and flavour not in node.text else node.text


def version_boosts(documents: dict[str, Document]) -> dict[str, float]:
    """A slight lift for newer versions of a family, so equal matches list the latest version first."""
    boosts = {}
    for doc in documents.values():
        older = sum(
            1
            for d in documents.values()
            if d.family == doc.family and d.version_key < doc.version_key
        )
        boosts[doc.id] = 1.0 + 0.01 * older
    return boosts


def records(
    documents: dict[str, Document],
    cards: dict[str, tuple[str, ...]],
    defined: dict[str, tuple[str, ...]],
) -> Iterator[dict]:
    """One record per searchable node of every document."""
    boosts = version_boosts(documents)
    for doc in documents.values():
        for node in doc.nodes.values():
            if node.kind not in INDEXED_KINDS:
                continue
            examples = [doc.nodes[e].text for e in getattr(node, "examples", ()) if e in doc.nodes]
            yield {
                "address": node.address,
                "kind": node.kind,
                "document": doc.id,
                "family": doc.family,
                "version": doc.version,
                "number": getattr(node, "number", "") or "",
                "label": title(node, doc),
                "title": searchable_title(node),
                "text": node_text(node),
                "examples": "\n".join(examples),
                "cards": "\n".join(cards.get(node.address, ())),
                "defines": "\n".join(defined.get(node.address, ())),
                "boost": boosts[doc.id],
            }
