"""The data behind a Comprehensive Rules release read as a whole document: every chapter, section, rule
and step in order with its printed number and permalink, and the release's changelog as verified
against the diff from the release before. Rule pages take the changelog entries that touch them.
"""

from __future__ import annotations

from rulesdb.model import Document
from rulesdb.service import RulesDB

BODY_KINDS = ("section", "rule", "step", "timing")


def is_release(doc: Document) -> bool:
    """A document whose nodes carry the source's ids (a YAML release): it reads as one page."""
    return any(n.semantic_id for n in doc.nodes.values())


def body(rdb: RulesDB, doc: Document) -> list[dict]:
    """Every node in reading order with its depth, number, text, examples and permalink."""
    entries: list[dict] = []

    def walk(addresses, depth):
        for address in addresses:
            node = doc.nodes.get(address)
            if node is None or node.kind not in BODY_KINDS:
                continue
            anchor = node.semantic_id or address.rsplit("/", 1)[-1].replace(".", "-")
            entries.append({
                "address": address, "id": node.semantic_id or None, "anchor": anchor, "kind": node.kind,
                "depth": depth, "number": getattr(node, "number", "") or "", "title": getattr(node, "title", ""),
                "text": node.text, "changed": node.changed,
                "permalink": f"/cr/{node.semantic_id}" if node.semantic_id else "/" + address,
                "examples": [doc.nodes[e].text for e in getattr(node, "examples", ()) if e in doc.nodes],
            })
            walk(node.children, depth + 1)

    walk(doc.top, 0)
    return entries


def contents(entries: list[dict]) -> list[dict]:
    """The sticky table of contents: chapters and sections."""
    return [{"anchor": e["anchor"], "number": e["number"], "title": e["title"], "depth": e["depth"]}
            for e in entries if e["kind"] == "section" and e["depth"] <= 1]


def changelog(rdb: RulesDB, doc: Document) -> list[dict]:
    """The release's changelog, each entry with its verification against the diff."""
    return rdb.changelog(doc.id)


def touching(rdb: RulesDB, address: str) -> list[dict]:
    """The entries of the node's release changelog whose changes touch the node or what is inside it."""
    node = rdb.nodes[address]
    if not node.semantic_id:
        return []
    path = address.split("/", 1)[1]

    def touches(change: dict) -> bool:
        inner = [a.split("/", 1)[1] for a in (change["from"], change["to"]) if a]
        return any(p == path or p.startswith(path + "/") for p in inner)

    return [claim for claim in rdb.changelog(node.document)
            if any(d.get("id") == path or any(map(touches, d["changes"])) for d in claim["details"])]
