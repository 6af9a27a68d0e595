"""Glossary links: text `mentions` the terms of its own glossary (the CR, having none, the newest one),
a CR rule that defines a word in capitals `defines` the glossary terms of that name, and equal
names across documents are the `same-topic`.
"""

from __future__ import annotations

from functools import lru_cache, partial
from typing import TYPE_CHECKING

from rulesdb.graph.links import Link
from rulesdb.model import Document, Node
from rulesdb.normalize.emphasis import defined_terms
from rulesdb.words import find_keys, name_key, name_variants, stems

if TYPE_CHECKING:
    from rulesdb.graph.reuse import Reuse

MAX_NAME_WORDS = 4
MENTIONING_KINDS = ("rule", "section", "example", "term", "step")

TermKeys = dict[tuple[str, ...], list[str]]


def term_keys(doc: Document, quoted: bool = True) -> TermKeys:
    """Name key -> term addresses of one document's glossary, every variant of each name.

    Names of more than four words are skipped; so are quoted card-text words ('"All"', '"Must"')
    unless `quoted`, since ordinary prose uses them on every line.
    """
    keys: TermKeys = {}
    for term in doc.of_kind("term"):
        if not quoted and term.name.lstrip().startswith(('"', "“")):
            continue
        for variant in name_variants(term.name):
            key = name_key(variant)
            if key and len(key) <= MAX_NAME_WORDS and term.address not in keys.get(key, ()):
                keys.setdefault(key, []).append(term.address)
    return keys


def glossary_for(doc: Document, documents: dict[str, Document]) -> Document | None:
    """The glossary a document's text is read against: its own, else the newest one."""
    if any(True for _ in doc.of_kind("term")):
        return doc
    glossaries = [d for d in documents.values() if any(True for _ in d.of_kind("term"))]
    return max(glossaries, key=lambda d: (d.effective, d.version_key), default=None)


def _family(doc: Document, address: str) -> set[str]:
    """A node, its ancestors and its descendants: no example 'mentions' the term it belongs to."""
    near, up = {address}, doc.nodes.get(address)
    while up is not None and up.parent:
        near.add(up.parent)
        up = doc.nodes.get(up.parent)
    stack = [address]
    while stack:
        node = doc.nodes.get(stack.pop())
        if node is not None:
            near.update(node.children)
            stack.extend(node.children)
    return near


def mention_links(documents: dict[str, Document], reuse: Reuse | None = None) -> list[Link]:
    """`mentions` from every rule, section, example, term and step to the glossary terms its words name;
    with `reuse`, a document's mentions are kept while it and the glossary it is read against stay."""
    mentioned: dict[str, tuple[str, ...]] = {}
    named: dict[tuple[str, str], list] = {}  # (glossary, text) -> the term keys it names: texts repeat
    glossary_keys: dict[str, TermKeys] = {}
    for doc in documents.values():
        glossary = glossary_for(doc, documents)
        if glossary is None:
            continue
        if glossary.id not in glossary_keys:
            glossary_keys[glossary.id] = term_keys(glossary, quoted=False)
        compute = partial(_document_mentions, doc, glossary.id, glossary_keys[glossary.id], named)
        mentioned.update(reuse(f"mentions.{doc.id}", [doc, glossary], compute) if reuse else compute())
    return [Link(address, term, "mentions") for address, terms in mentioned.items() for term in terms]


def _document_mentions(doc: Document, glossary: str, keys: TermKeys, named: dict) -> dict[str, tuple[str, ...]]:
    """Address -> the terms of `glossary` (by their `keys`) that node mentions, for one document;
    `named` remembers the keys each text names."""
    mentioned: dict[str, tuple[str, ...]] = {}
    longest, firsts = max(map(len, keys), default=0), {key[0] for key in keys}
    for node in doc.nodes.values():
        if node.kind not in MENTIONING_KINDS:
            continue
        if (glossary, node.text) not in named:
            named[glossary, node.text] = find_keys(stems(node.text), keys, longest, firsts)
        skip = _family(doc, node.address) if named[glossary, node.text] else set()
        terms = tuple(t for key in named[glossary, node.text] for t in keys[key] if t not in skip)
        if terms:
            mentioned[node.address] = terms
    return mentioned


def defined_words(node: Node) -> tuple[str, ...]:
    """The words a rule defines: marked as terms (`{term:run}`), else written in capitals; glossary
    entries define their own name instead."""
    if node.kind != "rule":
        return ()
    marked = tuple(dict.fromkeys(value for mark, value in node.markup if mark == "term"))
    return marked or capitalised_terms(node.original_text)


@lru_cache(maxsize=1 << 14)
def capitalised_terms(text: str) -> tuple[str, ...]:
    """The words a text writes in capitals; remembered, as the releases of a document repeat their texts
    (the graph, the search index, lookup and the errata check each ask for every rule)."""
    return tuple(defined_terms(text))


def defines_links(
    documents: dict[str, Document], defined: dict[str, tuple[str, ...]]
) -> list[Link]:
    """`defines` from a rule to every glossary term, in any document, named by a word the rule defines."""
    keys: TermKeys = {}
    for doc in documents.values():
        for key, addresses in term_keys(doc).items():
            keys.setdefault(key, []).extend(addresses)
    links = []
    for address, words in defined.items():
        for word in words:
            links += [
                Link(address, t, "defines", (("word", word),)) for t in keys.get(name_key(word), ())
            ]
    return links


def same_topic_links(documents: dict[str, Document], defines: list[Link] = ()) -> list[Link]:
    """`same-topic`, each with its reason: glossary terms of one name in different documents (older
    document first), and a glossary term to the rule of another family that defines its name."""
    docs = sorted(documents.values(), key=lambda d: (d.effective, d.version_key))
    same_name = (("reason", "same term name"),)
    links, seen = [], {}
    for doc in docs:
        keys = term_keys(doc)
        for key, addresses in keys.items():
            for earlier in seen.get(key, ()):
                links += [Link(earlier, a, "same-topic", same_name) for a in addresses]
        for key, addresses in keys.items():
            seen.setdefault(key, []).extend(addresses)
    family = {doc.id: doc.family for doc in docs}
    for link in defines:
        if family[link.source.split("/", 1)[0]] != family[link.target.split("/", 1)[0]]:
            word = dict(link.attrs).get("word", "")
            links.append(Link(link.target, link.source, "same-topic", (("reason", f"defines {word.upper()}"),)))
    return links
