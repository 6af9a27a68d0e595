"""Resolves the references written in rules text within their own document: a number beyond the
excerpt's last rule (the CR exports stop early) becomes an `outside-excerpt` node, and anything
else that names nothing is reported as unresolved.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import TYPE_CHECKING

from rulesdb.graph.links import ExtraNode, Link, Unresolved
from rulesdb.model import Document, Node, Reference

if TYPE_CHECKING:
    from rulesdb.graph.reuse import Reuse

_RULE_NUMBER = re.compile(r"^(\d+(?:\.\d+)*)([a-z]?)$")
STRUCTURE_ORDER = ("run", "corp-turn", "runner-turn")


@dataclass(frozen=True)
class Resolved:
    """What the references of a set of documents became."""

    links: tuple[Link, ...]
    extra: tuple[ExtraNode, ...]
    unresolved: tuple[Unresolved, ...]


@lru_cache(maxsize=1 << 14)
def number_key(number: str) -> tuple[int, ...] | None:
    """ "1.10.3c" -> (1, 10, 3, 3), so rule numbers compare in document order; None if not a rule number
    (remembered: the releases repeat their numbers)."""
    match = _RULE_NUMBER.match(number)
    if not match:
        return None
    parts = tuple(int(p) for p in match.group(1).split("."))
    return parts + ((ord(match.group(2)) - 96,) if match.group(2) else ())


def last_rule_key(doc: Document) -> tuple[int, ...] | None:
    """The number of the last rule the document's body holds."""
    keys = [number_key(n.number) for n in doc.of_kind("rule")]
    return max((k for k in keys if k), default=None)


def _candidates(doc: Document, ref: Reference) -> list[str]:
    d, num = doc.id, ref.number
    numbered = [f"{d}/{num}", f"{d}/section/{num}"]
    if ref.target_kind == "section":
        numbered.reverse()
    if ref.target_kind in ("step", "timing") and num:
        structures = [ref.structure] if ref.structure else list(STRUCTURE_ORDER)
        steps = [f"{d}/timing/{s}/{num}" for s in structures]
        return steps + numbered if ref.structure else numbered + steps
    if ref.target_kind == "timing":
        if ref.structure:
            return [f"{d}/timing/{ref.structure}"]
        return []
    return numbered


def name_key(name: str) -> str:
    """A heading or term name as a lookup key: no list number, lower case, singular ("2. Runs" -> "run")."""
    name = re.sub(r"^\d+\.\s+", "", name)
    return " ".join(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w
                    for w in re.findall(r"[a-z0-9]+", name.lower()))


def named_nodes(doc: Document) -> dict[str, str]:
    """Section titles and term names of a document by `name_key`, the first of each in document order;
    a section wins over a term of the same name, since "see X" in prose points at the prose."""
    found: dict[str, str] = {}
    for kind, field in (("section", "title"), ("term", "name")):
        for node in doc.of_kind(kind):
            found.setdefault(name_key(getattr(node, field, "") or ""), node.address)
    found.pop("", None)
    return found


def _defining_node(doc: Document, name: str) -> str | None:
    """The section whose bullet list defines `name` ("• Brain damage: The Runner randomly trashes...")."""
    line = re.compile(rf"^•\s*{re.escape(name)}:", re.IGNORECASE | re.MULTILINE)
    return next((n.address for n in doc.of_kind("section") if line.search(n.text)), None)


def resolve_reference(
    doc: Document, ref: Reference, last: tuple[int, ...] | None, names: dict[str, str] | None = None
) -> tuple[list[str], bool]:
    """(target addresses, beyond the excerpt?) for one reference; ([], False) when it names nothing.

    `last` is the number key of the document's last rule (see `last_rule_key`); `names` is
    `named_nodes(doc)`, for references by name.
    """
    if ref.target:  # the source named the node itself ({ref:id}): no number to look up
        return ([ref.target], False) if ref.target in doc.nodes else ([], False)
    if ref.target_kind == "name":
        target = (names if names is not None else named_nodes(doc)).get(name_key(ref.number))
        target = target or _defining_node(doc, ref.number)
        return ([target], False) if target else ([], False)
    if ref.target_kind == "timing" and not ref.number and not ref.structure:
        return [n.address for n in doc.of_kind("timing")], False
    turns = _both_turns(doc, ref)
    if turns:
        return turns, False
    for address in _candidates(doc, ref):
        node = doc.nodes.get(address)
        if node is not None:
            return [address], node.kind == "section" and not getattr(node, "has_body", True)
    key = number_key(ref.number)
    if key and last and key > last:
        return [outside_address(doc, ref)], True
    return [], False


def _both_turns(doc: Document, ref: Reference) -> list[str]:
    """ "step [1.3] of the turn": a step no run has, named without its structure, is in both turns."""
    if ref.target_kind != "step" or ref.structure or not ref.number:
        return []
    if any(a in doc.nodes for a in (f"{doc.id}/{ref.number}", f"{doc.id}/timing/run/{ref.number}")):
        return []
    turns = [f"{doc.id}/timing/{s}/{ref.number}" for s in ("corp-turn", "runner-turn")]
    found = [a for a in turns if a in doc.nodes]
    return found if len(found) > 1 else []


def outside_address(doc: Document, ref: Reference) -> str:
    """Where a reference beyond the excerpt points: `nisei-cr-1.3/5.6.1c` or `nisei-cr-1.3/section/5.4`."""
    if ref.target_kind == "section":
        return f"{doc.id}/section/{ref.number}"
    return f"{doc.id}/{ref.number}"


def _outside_node(doc: Document, ref: Reference, address: str) -> ExtraNode:
    kind = "section" if "/section/" in address else "rule"
    title = f"{ref.target_kind} {ref.number} (beyond the text of {doc.id})"
    return ExtraNode(address, kind, title, doc.id, outside_excerpt=True)


def node_links(
    doc: Document, node: Node, last: tuple[int, ...] | None, names: dict[str, str] | None = None
) -> tuple[list[Link], list[ExtraNode], list[Unresolved]]:
    """The references one node makes, resolved."""
    links, extra, unresolved = [], [], []
    for ref in getattr(node, "references", ()):
        targets, outside = resolve_reference(doc, ref, last, names)
        if not targets:
            unresolved.append(Unresolved(node.address, ref.written, ref.target_kind, ref.number))
            continue
        for target in targets:
            if target == node.address:
                continue
            if target not in doc.nodes:
                extra.append(_outside_node(doc, ref, target))
            kind = (
                "cites-step"
                if getattr(doc.nodes.get(target), "kind", "") == "step"
                else "references"
            )
            attrs = (("written", ref.written),) + ((("outside_excerpt", True),) if outside else ())
            links.append(Link(node.address, target, kind, attrs))
    return links, extra, unresolved


def reference_links(documents: dict[str, Document], reuse: Reuse | None = None) -> Resolved:
    """Every reference of every node, resolved within its own document (with `reuse`, kept per
    document while it stays)."""
    links, extra, unresolved = [], {}, []
    for doc in documents.values():
        compute = partial(_document_references, doc)
        found, outside, missing = reuse(f"references.{doc.id}", [doc], compute) if reuse else compute()
        links += found
        extra.update((e.address, e) for e in outside)
        unresolved += missing
    return Resolved(tuple(links), tuple(extra.values()), tuple(unresolved))


def _document_references(doc: Document) -> tuple[list[Link], list[ExtraNode], list[Unresolved]]:
    """One document's references, resolved: links, nodes beyond its excerpt, and what names nothing."""
    links, extra, unresolved = [], [], []
    last, names = last_rule_key(doc), named_nodes(doc)
    for node in doc.nodes.values():
        found, outside, missing = node_links(doc, node, last, names)
        links += found
        extra += outside
        unresolved += missing
    return links, extra, unresolved
