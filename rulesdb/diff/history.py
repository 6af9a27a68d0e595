"""A rule's chain through the versions of its family, and the same-rule pairs the graph links.

The chain follows exact alignments between consecutive versions, so nisei-cr-1.3/1.8.5 leads to
nisei-cr-1.4/1.8.6 (renumbered) and on to nisei-cr-1.6/1.8.6.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from functools import partial
from itertools import pairwise

from rulesdb.diff.alignment import align_documents
from rulesdb.diff.classify import kind_of
from rulesdb.errors import UnknownAddress
from rulesdb.model import Document, version_key


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


#: How one address of a pair of consecutive releases aligns: (older address, newer address, change kind);
#: a side is None where the rule is added or removed (the kind then None too).
Aligned = tuple[str | None, str | None, str | None]


def rule_history(address: str, documents: Mapping[str, Document], stored: dict | None = None,
                 brief: bool = False) -> dict:
    """{"address", "chain": [{"document", "version", "address", "number", "kind_of_change",
    "text"}]}.

    Each entry's kind_of_change says how it differs from the entry before it; the earliest says
    "first" (no earlier version in the sources reaches it) or "added". A last entry without an
    address says the rule was "removed" or lies "outside-excerpt" of the next version's body.
    With `stored` (`alignment_tables`, as a build stored them) no release is aligned and only the
    documents the chain names are read; `brief` leaves out each entry's number and text, so that
    with `stored` no older release is read at all (the one-line-per-release view).
    """
    releases = _StoredReleases(documents, stored) if stored is not None else _Releases(documents)
    releases.brief = brief
    doc_id, node = _lookup(address, documents)
    family = releases.family_of(doc_id)
    at = family.index(doc_id)
    chain = (_backwards(node.address, family[: at + 1], releases)
             + _forwards(node.address, family[at:], releases))
    return {"address": node.address, "chain": chain}


def document_facts(documents: Mapping[str, Document]) -> dict[str, tuple[str, str]]:
    """Document id -> (family, version): what orders a family's releases without reading them."""
    return {d.id: (d.family, d.version) for d in documents.values()}


def alignment_tables(documents: Mapping[str, Document], aligned=None) -> dict[tuple[str, str], dict[str, Aligned]]:
    """(older id, newer id) -> address -> how it aligns, for each pair of consecutive releases of a family:
    what a build stores so `rule_history` aligns nothing; `aligned(old, new, compute)` may answer a
    pair with a stored result of `compute()` (as in `same_rule_pairs`)."""
    facts = document_facts(documents)
    out = {}
    for family in sorted({f for f, _ in facts.values()}):
        for old, new in pairwise(_versions(facts, family)):
            compute = partial(_aligned_addresses, documents[old], documents[new])
            out[old, new] = aligned(documents[old], documents[new], compute) if aligned else compute()
    return out


def _aligned_addresses(old: Document, new: Document) -> dict[str, Aligned]:
    table = {}
    for pair in align_documents(old, new).pairs:
        kind = kind_of(pair, old.id, new.id) if pair.old and pair.new else None
        entry = (pair.old.address if pair.old else None, pair.new.address if pair.new else None, kind)
        for item in (pair.old, pair.new):
            if item:
                table[item.address] = entry  # as Alignment.pair_of reads it: the last pair of an address
    return table


def _versions(facts: dict[str, tuple[str, str]], family: str) -> list[str]:
    """The ids of one family's documents, oldest version first."""
    return sorted((i for i, (f, _) in facts.items() if f == family), key=lambda i: version_key(facts[i][1]))


class _Releases:
    """Each family's releases and how consecutive ones align, computed from the documents."""

    brief = False  # entries without the node's number and text

    def __init__(self, documents: Mapping[str, Document]):
        self.documents, self.facts = documents, document_facts(documents)

    def family_of(self, doc_id: str) -> list[str]:
        return _versions(self.facts, self.facts[doc_id][0])

    def entry(self, doc_id: str, address: str, kind: str) -> dict:
        if self.brief:
            return {"document": doc_id, "version": self.facts[doc_id][1], "address": address, "kind_of_change": kind}
        return _entry(self.documents[doc_id], address, kind)

    def aligned(self, older: str, newer: str, address: str) -> Aligned | None:
        old, new = self.documents[older], self.documents[newer]
        pair = align_documents(old, new).pair_of(address)
        if pair is None:
            return None
        kind = kind_of(pair, old.id, new.id) if pair.old and pair.new else None
        return (pair.old.address if pair.old else None, pair.new.address if pair.new else None, kind)


class _StoredReleases(_Releases):
    """The same, read from the tables a build stored (`document_facts`, `alignment_tables`)."""

    def __init__(self, documents: Mapping[str, Document], stored: dict):
        self.documents, self.facts, self._pairs = documents, stored["documents"], stored["pairs"]

    def aligned(self, older: str, newer: str, address: str) -> Aligned | None:
        return self._pairs[older, newer].get(address)


def _backwards(address: str, versions: list[str], releases: _Releases) -> list[dict]:
    """Entries from the earliest version that has the rule up to the last of `versions`."""
    chain = [releases.entry(versions[-1], address, "first")]
    for older, newer in zip(versions[-2::-1], versions[::-1]):
        pair = _side(releases.aligned(older, newer, chain[0]["address"]), chain[0]["address"], old_side=False)
        if pair is None:  # the older body does not reach it
            break
        if pair[0] is None:
            chain[0]["kind_of_change"] = "added"
            break
        chain[0]["kind_of_change"] = pair[2]
        chain.insert(0, releases.entry(older, pair[0], "first"))
    return chain


def _forwards(address: str, versions: list[str], releases: _Releases) -> list[dict]:
    """Entries for the versions after the first of `versions`, up to a removal or a body's end."""
    chain, current = [], address
    for older, newer in pairwise(versions):
        pair = _side(releases.aligned(older, newer, current), current, old_side=True)
        if pair is None or pair[1] is None:
            chain.append(_gap(newer, releases.facts[newer][1], "outside-excerpt" if pair is None else "removed"))
            break
        chain.append(releases.entry(newer, pair[1], pair[2]))
        current = pair[1]
    return chain


def _lookup(address: str, documents: Mapping[str, Document]) -> tuple[str, object]:
    doc_id = address.split("/", 1)[0]
    document = documents.get(doc_id)
    if document is None:
        raise UnknownAddress(address, tuple(difflib.get_close_matches(doc_id, list(documents), 3)))
    node = document.nodes.get(address)
    if node is None:
        raise UnknownAddress(
            address, tuple(difflib.get_close_matches(address, list(document.nodes), 5))
        )
    return doc_id, node


def _side(aligned: Aligned | None, address: str, old_side: bool) -> Aligned | None:
    """The alignment when the address is on the side asked (the older release's, or the newer's)."""
    if aligned is None:
        return None
    return aligned if aligned[0 if old_side else 1] == address else None


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


def _gap(doc_id: str, version: str, why: str) -> dict:
    return {
        "document": doc_id,
        "version": version,
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
