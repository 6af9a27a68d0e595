"""Citations as a judge says them: "CR 1.10.3c Credits", "RR Bypass", "RR Run [3] Encounter ice",
not raw addresses; the address stays the link."""

from __future__ import annotations

from rulesdb.graph.terms import defined_words
from rulesdb.labels import STRUCTURE_NAMES, excerpt, title
from rulesdb.model import Document, Node

#: How judges name each family of documents.
FAMILY_NAMES = {"nisei-cr": "CR", "nsg-cr": "CR", "ffg-rr": "RR", "ffg-rulebook": "Rulebook"}


def _rule_topic(node: Node, nodes: dict[str, Node]) -> str:
    """A rule is known by the word it defines, else by its section's title."""
    words = defined_words(node)
    if words:
        return words[0].capitalize()
    parent = nodes.get(node.parent or "")
    return (getattr(parent, "title", "") or "") if parent is not None else ""


def _step_topic(node: Node, nodes: dict[str, Node]) -> str:
    """A numbered step is known by its title, else by the titled step or section above it."""
    while node is not None and not getattr(node, "title", ""):
        node = nodes.get(node.parent or "")
    return node.title if node is not None else ""


def _structure_name(node: Node, nodes: dict[str, Node]) -> str:
    """A timing structure's short name ("Run"), else its title as the document prints it."""
    structure = nodes.get(f"{node.document}/timing/{node.structure}")
    return STRUCTURE_NAMES.get(node.structure) or getattr(structure, "title", "") or node.structure


def cite_label(address: str, documents: dict[str, Document], nodes: dict[str, Node]) -> str:
    """The short name of a cited node, or the address itself when the build does not have it.

    >>> cite_label("nowhere/1.2", {}, {})
    'nowhere/1.2'
    """
    node = nodes.get(address)
    if node is None or node.document not in documents:
        return address
    doc = documents[node.document]
    family = FAMILY_NAMES.get(doc.family, doc.family)
    if node.kind == "rule":
        name = f"{node.number} {_rule_topic(node, nodes)}".strip()
    elif node.kind == "section":
        name = f"{getattr(node, 'number', '') or ''} {node.title or excerpt(node.text, 40)}".strip()
    elif node.kind == "term":
        name = node.name.strip('"“”')
    elif node.kind == "step" and node.semantic_id:  # the current CR numbers its steps as rules
        name = f"{node.number} {_step_topic(node, nodes)}".strip()
    elif node.kind == "step":
        name = f"{_structure_name(node, nodes)} [{node.number}] {node.title}".strip()
    else:
        name = title(node, doc)
    return f"{family} {name}"
