"""What the search index stores for each node, as plain dicts: its place, its words, the words
it defines and the cards it names."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from rulesdb.labels import title
from rulesdb.model import Document, Node
from rulesdb.search import asked
from rulesdb.search.vocabulary import in_rules_words

INDEXED_KINDS = ("section", "rule", "example", "term", "timing", "step")
#: How much a heading counts against a rule that matches as well: a section with rules (or sections)
#: under it heads the rules that decide, so a question finds the rule before the heading it stands under.
#: A section with nothing under it (the 2012 rulebook's, most of the 2017 reference's) is the text itself
#: and counts fully. Picked on the development and first two held-out question sets (0.5 to 0.7 all scored
#: alike); the third held-out set measured it blind.
HEADING = 0.7


def is_heading(node: Node) -> bool:
    """A section that heads other nodes: what `HEADING` weighs."""
    return node.kind == "section" and bool(node.children)


def searchable_title(node: Node) -> str:
    """The words a node is *named* by (boosted): a term's name, a section's or step's title."""
    if node.kind == "term":
        return node.name
    if node.kind in ("section", "step", "timing"):
        return node.title
    return ""


def id_words(ident: str) -> str:
    """A source id as words, its kind prefix dropped: the name the CR's authors gave the node.

    >>> id_words("rule_ice_rez_window"), id_words("subsec_bypass")
    ('ice rez window', 'bypass')
    """
    return ident.split("_", 1)[1].replace("_", " ") if "_" in ident else ident


def node_text(node: Node) -> str:
    flavour = getattr(node, "flavour", "")
    return f"{node.text}\n{flavour}".strip() if flavour and flavour not in node.text else node.text


#: The Comprehensive Rules' family (NISEI's releases, then Null Signal Games'): its newest release is
#: the document a judge rules by.
CR_FAMILY = "nisei-cr"


def current_rules(documents: Mapping[str, Document]) -> Document | None:
    """The current Comprehensive Rules' release: the CR family's newest by effective date, then version."""
    return max((d for d in documents.values() if d.family == CR_FAMILY),
               key=lambda d: (d.effective, d.version_key), default=None)


#: How much more a match in the current CR counts than the same match in an older or other document.
CURRENT_LIFT = 1.25


def version_boosts(documents: dict[str, Document]) -> dict[str, float]:
    """A slight lift for newer versions of a family, so equal matches list the latest version first,
    and a clear one for the current Comprehensive Rules, which outrank the FFG documents they replaced."""
    boosts = {}
    for doc in documents.values():
        older = sum(
            1
            for d in documents.values()
            if d.family == doc.family and d.version_key < doc.version_key
        )
        boosts[doc.id] = 1.0 + 0.01 * older
    current = current_rules(documents)
    if current is not None:
        boosts[current.id] *= CURRENT_LIFT
    return boosts


def records(
    documents: dict[str, Document],
    cards: dict[str, tuple[str, ...]],
    defined: dict[str, tuple[str, ...]],
) -> Iterator[dict]:
    """One record per searchable node of every document; a node with a source id carries the questions
    players ask that it decides (rulesdb.search.asked), in the rules' words as a search reads a question
    ("ETR" as "end the run"), so the words they share with a question are the same terms."""
    boosts = version_boosts(documents)
    players = {ident: "\n".join(in_rules_words(q) or q for q in questions)  # read as a question is read
               for ident, questions in asked.questions().items()}
    for doc in documents.values():
        by_id = any(n.semantic_id for n in doc.nodes.values())  # a release whose addresses survive it
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
                "named": id_words(node.semantic_id) if node.semantic_id else "",
                "asked": players.get(node.semantic_id, "") if node.semantic_id else "",
                "boost": boosts[doc.id] * (HEADING if is_heading(node) else 1.0),
                "by_id": by_id,
            }
