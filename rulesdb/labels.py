"""One readable title per node, shared by graph listings and search hits:
"1.10.3c If a player is instructed to SPEND…", "Run [3.1] The Runner can interact…"."""

from __future__ import annotations

from rulesdb.model import Document, Node

EXCERPT = 60
STRUCTURE_NAMES = {"run": "Run", "corp-turn": "Corp's turn", "runner-turn": "Runner's turn"}


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """The start of a text, cut at a word boundary, with an ellipsis when cut."""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0]
    return cut.rstrip(",;:") + "…"


def title(node: Node, document: Document) -> str:
    """How a listing names a node of `document`."""
    kind = node.kind
    if kind == "rule":
        return f"{node.number} {excerpt(node.text)}".strip()
    if kind == "example":
        owner = document.nodes.get(node.parent or "")
        return f"Example {node.index} of {owner_name(owner, document)}"
    if kind == "step":
        name = STRUCTURE_NAMES.get(node.structure, node.structure)
        detail = node.title or excerpt(node.text, 40)
        return f"{name} [{node.number}] {detail}".strip()
    if kind == "section" and not node.label:
        return excerpt(node.text)
    return node.label


def owner_name(owner: Node | None, document: Document) -> str:
    """A short name of an example's owner: the rule number, term name or step number."""
    if owner is None:
        return document.id
    if owner.kind == "step":
        return f"{owner.structure} [{owner.number}]"
    return owner.label
