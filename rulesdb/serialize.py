"""Model objects to plain JSON-ready dicts: the one place the CLI's and the API's field names are decided."""

from __future__ import annotations

import dataclasses

from rulesdb.model import Document, Node

_BASE = {"address", "document", "parent", "children", "text", "original_text", "line", "examples",
         "semantic_id"}


def document_summary(doc: Document) -> dict:
    """A document's identity and its counts of nodes by kind."""
    counts: dict[str, int] = {}
    for node in doc.nodes.values():
        counts[node.kind] = counts.get(node.kind, 0) + 1
    return {"id": doc.id, "family": doc.family, "title": doc.title, "version": doc.version,
            "effective": doc.effective, "format": doc.format, "counts": counts}


def node_brief(node: Node) -> dict:
    """Enough to list or link a node."""
    return {"address": node.address, "kind": node.kind, "document": node.document, "title": node.label}


def node_view(node: Node, documents: dict[str, Document]) -> dict:
    """Everything `show --json` and `/api/node/<address>` print about one node."""
    doc = documents[node.document]
    view = {
        "address": node.address,
        "id": node.semantic_id or None,  # the source's own id (YAML releases), stable across them
        "kind": node.kind,
        "document": node.document,
        "family": doc.family,
        "version": doc.version,
        "title": node.label,
        "text": node.text,
        "original_text": node.original_text,
        "line": node.line,
        "parent": node.parent,
        "children": [node_brief(doc.nodes[c]) for c in node.children if c in doc.nodes],
        "examples": [_example(doc.nodes[a]) for a in getattr(node, "examples", ()) if a in doc.nodes],
    }
    for field in dataclasses.fields(node):
        if field.name not in _BASE:
            view[field.name] = _plain(getattr(node, field.name))
    if node.kind == "term":
        view["related"] = [{"address": a, "name": doc.nodes[a].label if a in doc.nodes else a}
                           for a in node.related]
    return view


def _example(node: Node) -> dict:
    return {"address": node.address, "text": node.text, "original_text": node.original_text,
            "cards": list(getattr(node, "cards", ()))}


def _plain(value):
    if dataclasses.is_dataclass(value):
        return {k: _plain(v) for k, v in dataclasses.asdict(value).items()}
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value
