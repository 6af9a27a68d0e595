"""A rule's chain through the versions of its family, and the same-rule pairs the graph links.

The chain follows exact alignments between consecutive versions, so nisei-cr-1.3/1.8.5 leads to
nisei-cr-1.4/1.8.6 (renumbered) and on to nisei-cr-1.6/1.8.6.
"""

from __future__ import annotations

import difflib
from functools import partial
from itertools import pairwise

from rulesdb.diff.alignment import Alignment, align_documents
from rulesdb.diff.classify import kind_of
from rulesdb.errors import UnknownAddress
from rulesdb.model import Document


def family_versions(document: Document, documents: dict[str, Document]) -> list[Document]:
    """The documents of one family, oldest version first."""
    family = [d for d in documents.values() if d.family == document.family]
    return sorted(family, key=lambda d: d.version_key)


def previous_version(document: Document, documents: dict[str, Document]) -> Document | None:
    """The latest version of the family in `documents` that is older than `document`."""
    older = [
        d for d in family_versions(document, documents) if d.version_key < document.version_key
    ]
    return older[-1] if older else None


def rule_history(address: str, documents: dict[str, Document]) -> dict:
    """{"address", "chain": [{"document", "version", "address", "number", "kind_of_change",
    "text"}]}.

    Each entry's kind_of_change says how it differs from the entry before it; the earliest says
    "first" (no earlier version in the sources reaches it) or "added". A last entry without an
    address says the rule was "removed" or lies "outside-excerpt" of the next version's body.
    """
    document, node = _lookup(address, documents)
    versions = family_versions(document, documents)
    at = versions.index(document)
    chain = _backwards(node.address, versions[: at + 1]) + _forwards(node.address, versions[at:])
    return {"address": node.address, "chain": chain}


def _backwards(address: str, versions: list[Document]) -> list[dict]:
    """Entries from the earliest version that has the rule up to the last of `versions`."""
    chain = [_entry(versions[-1], address, "first")]
    for older, newer in zip(versions[-2::-1], versions[::-1]):
        pair = _pair_of(align_documents(older, newer), chain[0]["address"], old_side=False)
        if pair is None:  # the older body does not reach it
            break
        if pair.old is None:
            chain[0]["kind_of_change"] = "added"
            break
        chain[0]["kind_of_change"] = kind_of(pair, older.id, newer.id)
        chain.insert(0, _entry(older, pair.old.address, "first"))
    return chain


def _forwards(address: str, versions: list[Document]) -> list[dict]:
    """Entries for the versions after the first of `versions`, up to a removal or a body's end."""
    chain, current = [], address
    for older, newer in pairwise(versions):
        pair = _pair_of(align_documents(older, newer), current, old_side=True)
        if pair is None or pair.new is None:
            chain.append(_gap(newer, "outside-excerpt" if pair is None else "removed"))
            break
        chain.append(_entry(newer, pair.new.address, kind_of(pair, older.id, newer.id)))
        current = pair.new.address
    return chain


def _lookup(address: str, documents: dict[str, Document]):
    doc_id = address.split("/", 1)[0]
    document = documents.get(doc_id)
    if document is None:
        raise UnknownAddress(address, tuple(difflib.get_close_matches(doc_id, list(documents), 3)))
    node = document.nodes.get(address)
    if node is None:
        raise UnknownAddress(
            address, tuple(difflib.get_close_matches(address, list(document.nodes), 5))
        )
    return document, node


def _pair_of(alignment: Alignment, address: str, old_side: bool):
    pair = alignment.pair_of(address)
    if pair is None:
        return None
    item = pair.old if old_side else pair.new
    return pair if item is not None and item.address == address else None


def _entry(document: Document, address: str, kind: str) -> dict:
    node = document.nodes[address]
    number = getattr(node, "number", "") or getattr(node, "name", "") or node.label
    return {
        "document": document.id,
        "version": document.version,
        "address": address,
        "number": number,
        "kind_of_change": kind,
        "text": node.text,
    }


def _gap(document: Document, why: str) -> dict:
    return {
        "document": document.id,
        "version": document.version,
        "address": None,
        "number": None,
        "kind_of_change": why,
        "text": "",
    }


def same_rule_pairs(documents: dict[str, Document], aligned=None) -> list[tuple[str, str, str]]:
    """(old address, new address, kind) for each aligned pair of consecutive family versions;
    `aligned(old, new, compute)` may answer a pair with a stored result of `compute()`."""
    out: list[tuple[str, str, str]] = []
    families = {d.family for d in documents.values()}
    for family in sorted(families):
        versions = sorted(
            (d for d in documents.values() if d.family == family), key=lambda d: d.version_key
        )
        for old, new in pairwise(versions):
            out += aligned(old, new, partial(_pair_links, old, new)) if aligned else _pair_links(old, new)
    return out


def _pair_links(old: Document, new: Document) -> list[tuple[str, str, str]]:
    """The same-rule pairs of two consecutive versions, in the old version's order."""
    order = {address: index for index, address in enumerate(old.nodes)}
    pairs = [p for p in align_documents(old, new).pairs if p.old and p.new]
    return [(p.old.address, p.new.address, kind_of(p, old.id, new.id))
            for p in sorted(pairs, key=lambda p: order[p.old.address])]
