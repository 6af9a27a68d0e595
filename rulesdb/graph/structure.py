"""Links that follow from the model's structure: contains, related, timing next/goes-to,
same-rule, cards and scenarios."""

from __future__ import annotations

import re
from itertools import pairwise

from rulesdb.graph.links import ExtraNode, Link
from rulesdb.model import Document
from rulesdb.parsers.builder import slugify
from rulesdb.words import stems

#: Stem overlap above which two rules of one number in consecutive versions are the same rule
#: (on the sources, renumbered rules score 0.18 or less and reworded ones 0.45 or more).
SIMILAR = 0.35


def contains_links(documents: dict[str, Document]) -> list[Link]:
    """Document > top-level nodes, and every node > its children (sub-rules, examples, sub-entries, steps)."""
    links = []
    for doc in documents.values():
        links += [Link(doc.id, top, "contains") for top in doc.top]
        for node in doc.nodes.values():
            links += [Link(node.address, child, "contains") for child in node.children]
    return links


def related_links(documents: dict[str, Document]) -> list[Link]:
    """`Related:` lists of terms and sections, already resolved to addresses by the parser."""
    return [
        Link(n.address, r, "related")
        for doc in documents.values()
        for n in doc.nodes.values()
        for r in getattr(n, "related", ())
        if r in doc.nodes
    ]


def _steps_in_order(doc: Document, structure: str) -> list[str]:
    order, stack = [], list(reversed(doc.nodes[structure].children))
    while stack:
        address = stack.pop()
        node = doc.nodes.get(address)
        if node is None:
            continue
        if node.kind == "step":
            order.append(address)
        stack.extend(
            reversed([c for c in node.children if doc.nodes.get(c) and doc.nodes[c].kind == "step"])
        )
    return order


def timing_links(documents: dict[str, Document]) -> list[Link]:
    """`next` between consecutive steps of a structure, `goes-to` for each written transition."""
    links = []
    for doc in documents.values():
        for structure in doc.of_kind("timing"):
            steps = _steps_in_order(doc, structure.address)
            links += [Link(a, b, "next") for a, b in pairwise(steps)]
        for step in doc.of_kind("step"):
            for t in step.transitions:
                attrs = (("condition", t.condition),) if t.condition else ()
                links.append(Link(step.address, t.target, "goes-to", attrs))
    return links


def _overlap(a: str, b: str) -> float:
    x, y = set(stems(a)), set(stems(b))
    return len(x & y) / len(x | y) if x | y else 1.0


def _same_number_pairs(old: Document, new: Document) -> list[Link]:
    links = []
    for node in old.nodes.values():
        if node.kind not in ("rule", "section") or not getattr(node, "number", None):
            continue
        twin = new.nodes.get(new.id + node.address[len(old.id) :])
        if twin is None or twin.kind != node.kind:
            continue
        a, b = (node.text, twin.text) if node.kind == "rule" else (node.title, twin.title)
        if _overlap(a, b) >= SIMILAR:
            links.append(Link(node.address, twin.address, "same-rule", (("match", "same-number"),)))
    return links


def same_rule_links(
    documents: dict[str, Document], pairs: list[tuple[str, str, str]] | None
) -> list[Link]:
    """The diff's alignment when given; else same number with similar text in consecutive versions."""
    nodes = {a for d in documents.values() for a in d.nodes}
    if pairs is not None:
        return [
            Link(old, new, "same-rule", (("match", kind),))
            for old, new, kind in pairs
            if old in nodes and new in nodes
        ]
    families: dict[str, list[Document]] = {}
    for doc in documents.values():
        families.setdefault(doc.family, []).append(doc)
    links = []
    for docs in families.values():
        docs.sort(key=lambda d: d.version_key)
        for old, new in pairwise(docs):
            links += _same_number_pairs(old, new)
    return links


def card_address(name: str) -> str:
    return f"card/{slugify(name)}"


def card_links(cards: dict[str, tuple[str, ...]]) -> tuple[list[Link], list[ExtraNode]]:
    """`mentions-card` from each node to a `card/<slug>` node per card name it mentions."""
    links, extra = [], {}
    for address, names in cards.items():
        for name in names:
            extra.setdefault(card_address(name), ExtraNode(card_address(name), "card", name))
            links.append(Link(address, card_address(name), "mentions-card"))
    return links, list(extra.values())


def scenario_links(
    scenarios: list[dict] | None, nodes: set[str], documents: dict[str, Document] | None = None
) -> tuple[list[Link], list[ExtraNode]]:
    """Both ways between a worked example and each scenario replaying it (`replays` from the example,
    `replay-of` back), and `cites` from a scenario to each current-CR rule its trace cites."""
    resolve = current_cr(documents or {})
    links, extra = [], []
    for scenario in scenarios or ():
        address = f"scenario/{scenario['id']}"
        extra.append(ExtraNode(address, "scenario", scenario.get("title") or scenario["id"]))
        examples = scenario.get("example") or ()
        for example in [examples] if isinstance(examples, str) else examples:
            target = resolve(example) or example
            if target in nodes:
                links += [Link(target, address, "replays"), Link(address, target, "replay-of")]
        for cited in scenario.get("cites") or ():
            target = resolve(cited)
            if target in nodes:
                links.append(Link(address, target, "cites"))
    return links, extra


_CR_CITATION = re.compile(r"^cr/(?P<id>[^/\s]+)(?P<example>/example/\d+)?$")


def current_cr(documents: dict[str, Document]):
    """`cr/<id>[/example/<n>]` -> the address of that id's node in the latest release holding it."""
    holders: dict[str, str] = {}
    for doc in sorted(documents.values(), key=lambda d: d.version_key, reverse=True):
        for node in doc.nodes.values():
            ident = getattr(node, "semantic_id", "")
            if ident:
                holders.setdefault(ident.lower(), node.address)

    def resolve(citation: str) -> str | None:
        match = _CR_CITATION.match(citation)
        base = holders.get(match["id"].lower()) if match else None
        return f"{base}{match['example']}" if base and match["example"] else base

    return resolve
