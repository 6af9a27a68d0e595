"""The comparable items of a document: its body's rules, sections, terms, steps and examples.

An item's identity inside its document (`ident`) is its address without the document id, so a
renumbered rule or renamed heading is one whose identity changed while its text did not.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from rulesdb.diff.textnorm import clean, key_of_clean
from rulesdb.model import Document, Node

#: Node kinds compared as items in their own right; examples are compared under their owners.
ITEM_KINDS = ("section", "rule", "term", "timing", "step")


@dataclass(frozen=True)
class Item:
    """One node as the diff sees it."""

    address: str
    node_kind: str
    ident: str  # address without the document id ("1.10.3c", "section/1.10"), or example index
    number: str | None  # rule/section number; for an example, its owner's number
    text: str  # cleaned text, case kept
    key: tuple[str, ...]  # comparable tokens
    position: int  # document order
    owner: str | None = None  # an example's owner address
    # A step's printed number where the source numbers steps as rules ("6.9.4b" in a YAML release,
    # addressed by id): its seat in the document, so a renumbered step is reported as one.
    printed: str | None = None


_CACHE: dict[int, tuple[Document, tuple[Item, ...]]] = {}
_CACHE_SIZE = 16


def items_of(document: Document) -> tuple[Item, ...]:
    """Body items of every compared kind in document order; contents-only entries left out."""
    cached = _CACHE.get(id(document))
    if cached and cached[0] is document:
        return cached[1]
    items = tuple(
        _item(document, node, position, compare_text(node))
        for position, node in enumerate(document.nodes.values())
        if node.kind in ITEM_KINDS and not _contents_only(node)
    )
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.pop(next(iter(_CACHE)))
    _CACHE[id(document)] = (document, items)
    return items


def _contents_only(node: Node) -> bool:
    """A numbered section listed in the contents whose body the export does not include."""
    return not getattr(node, "has_body", True) and bool(getattr(node, "number", None))


def clear_cache() -> None:
    """Forget the cached item lists."""
    _CACHE.clear()


def examples_of(document: Document, owner: str) -> list[Item]:
    """The examples attached to one node, in order; identity is the example's index."""
    node = document.nodes.get(owner)
    number = getattr(node, "number", None) or None
    out: list[Item] = []
    for address in getattr(node, "examples", ()) or ():
        example = document.nodes.get(address)
        if example is not None:
            item = _item(document, example, len(out), example.text)
            index = str(getattr(example, "index", len(out) + 1))
            out.append(replace(item, ident=index, number=number, owner=owner))
    return out


def _item(document: Document, node: Node, position: int, text: str) -> Item:
    ident = (
        node.address[len(document.id) + 1 :]
        if node.address.startswith(document.id + "/")
        else node.address
    )
    number = getattr(node, "number", None) or None
    printed = None
    if node.kind == "step":
        # step numbers repeat across timing structures; they are not rule numbers, but the current
        # CR numbers its steps (not its appendix charts) as rules and addresses them by id
        printed = number if node.semantic_id else None
        number = None
    cleaned = clean(text)
    return Item(node.address, node.kind, ident, number, cleaned, key_of_clean(cleaned), position, printed=printed)


def compare_text(node: Node) -> str:
    """What is compared: a section's title and flavour, a term's name and text, a rule's text."""
    heading = getattr(node, "title", "") or getattr(node, "name", "")
    parts = [heading]
    for extra in (getattr(node, "flavour", ""), node.text):
        if extra and extra not in parts:
            parts.append(extra)
    return "\n".join(p for p in parts if p)
