"""One readable title per node, shared by graph listings, search hits and page headings:
"1.10.3c If a player is instructed to SPEND…", "Run [3.1] The Runner can interact…",
"6.9.4b A paid ability window occurs…"; never a source's internal id."""

from __future__ import annotations

import re

from rulesdb.model import Document, Node

EXCERPT = 60
STRUCTURE_NAMES = {"run": "Run", "corp-turn": "Corp's turn", "runner-turn": "Runner's turn"}
_SECTION_NOTE = re.compile(r"\s*\(Section [^)]*\)\s*$")  # "Timing Structure of a Run (Section 6.9)"


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
        return step_name(node, document, node.title or excerpt(node.text, 40))
    if kind == "section" and not node.label:
        return excerpt(node.text)
    return node.label


def heading(node: Node, document: Document) -> str:
    """A node page's heading: its number and title, or its first words where it has no title
    ("6.9.4b A paid ability window occurs…"); a rule keeps "Rule 1.10.3c" (its text follows)."""
    if node.kind == "rule":
        return f"Rule {node.number}".strip()
    if node.kind == "section" and node.label:
        return node.label
    return title(node, document)


def step_name(node: Node, document: Document, detail: str = "") -> str:
    """A step as a judge names it: the current CR numbers its steps as rules ("6.9.4b"); other
    documents' steps are numbered inside their structure ("Run [3.1]")."""
    if node.semantic_id:
        return f"{node.number} {detail}".strip()
    return f"{structure_name(node, document)} [{node.number}] {detail}".strip()


def structure_name(node: Node, document: Document) -> str:
    """The timing structure a step belongs to, by name ("Run"), else by its printed title."""
    if node.structure in STRUCTURE_NAMES:
        return STRUCTURE_NAMES[node.structure]
    above = document.nodes.get(node.parent or "")
    while above is not None and above.kind != "timing":
        above = document.nodes.get(above.parent or "")
    printed = getattr(above, "title", "") if above is not None else ""
    return _SECTION_NOTE.sub("", printed) or node.structure


def owner_name(owner: Node | None, document: Document) -> str:
    """A short name of an example's owner: the rule number, term name or step number."""
    if owner is None:
        return document.id
    if owner.kind == "step":
        return step_name(owner, document)
    return owner.label


def link_name(node: Node, document: Document) -> str:
    """How a link names a node in a list: a rule by its number, a section or term by its label, a
    step or example by `title` (a bare "[6.9.4b]" or "Example 2" says too little)."""
    if node.kind in ("step", "example") or not node.label:
        return title(node, document)
    return node.label
