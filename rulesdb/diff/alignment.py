"""Two versions of one family aligned item by item, examples under their aligned owners.

The result is computed once per pair of documents and shared by the diff, the Summary of Changes
check, rule histories and the graph's same-rule edges.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rulesdb.diff import items as _items
from rulesdb.diff.align import Pair, align, similarity
from rulesdb.diff.extent import Extent, extent_of
from rulesdb.diff.items import ITEM_KINDS, Item, examples_of, items_of
from rulesdb.errors import BadQuery
from rulesdb.model import Document

_CACHE: dict[tuple[int, int], tuple[Document, Document, Alignment]] = {}
_CACHE_SIZE = 32


@dataclass(frozen=True)
class Alignment:
    """Every body item of both documents, paired or one-sided; those beyond the other body apart."""

    old: Document
    new: Document
    old_extent: Extent
    new_extent: Extent
    pairs: tuple[Pair, ...]  # rules, sections, terms, steps and examples inside both bodies
    outside: tuple[Item, ...]  # items with no counterpart that lie beyond the other document's body

    by_address: dict[str, Pair] = field(default_factory=dict, compare=False, repr=False)

    def pair_of(self, address: str) -> Pair | None:
        """The pair an address of either document belongs to (None if beyond the other body)."""
        return self.by_address.get(address)


def clear_caches() -> None:
    """Forget every cached alignment and item list (benchmarks measure cold runs)."""
    _CACHE.clear()
    _items.clear_cache()


def check_comparable(old: Document, new: Document) -> None:
    """Only versions of one family can be aligned."""
    if old.family != new.family:
        raise BadQuery(
            f"cannot compare {old.id} (family {old.family}) with {new.id} "
            f"(family {new.family}): a diff needs two versions of one family; "
            "compare one topic across families instead (`rulesdb compare TOPIC`, /compare?topic=TOPIC)"
        )


def align_documents(old: Document, new: Document) -> Alignment:
    """The alignment of two versions of a family (cached per pair of document objects)."""
    check_comparable(old, new)
    cached = _CACHE.get((id(old), id(new)))
    if cached and cached[0] is old and cached[1] is new:
        return cached[2]
    result = _compute(old, new)
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.pop(next(iter(_CACHE)))
    _CACHE[(id(old), id(new))] = (old, new, result)
    return result


def _compute(old: Document, new: Document) -> Alignment:
    old_extent, new_extent = extent_of(old), extent_of(new)
    old_items, new_items = items_of(old), items_of(new)
    pairs, old_items, new_items = _same_ids(old, new, old_items, new_items)
    for kind in ITEM_KINDS:
        pairs += align(
            [i for i in old_items if i.node_kind == kind],
            [i for i in new_items if i.node_kind == kind],
            lambda item: old_extent.covers(item.number),
            lambda item: new_extent.covers(item.number),
        )
    inside, outside = [], []
    for pair in pairs:
        beyond = (pair.new and not pair.old and not old_extent.covers(pair.new.number)) or (
            pair.old and not pair.new and not new_extent.covers(pair.old.number)
        )
        (outside if beyond else inside).append(pair)
    inside += _example_pairs(old, new, inside)
    index = {item.address: pair for pair in inside for item in (pair.old, pair.new) if item}
    outside_items = tuple(p.old or p.new for p in outside)
    return Alignment(old, new, old_extent, new_extent, tuple(inside), outside_items, index)


def _same_ids(old: Document, new: Document, old_items, new_items):
    """Between two releases that address nodes by source id, one id is one rule whatever its text
    or number: those pair exactly; the rest (a renamed id) go to the text aligner."""
    named = {a for d in (old, new) for a, n in d.nodes.items() if n.semantic_id}
    by_ident = {i.ident: i for i in new_items if i.address in named}
    pairs, paired = [], set()
    for item in old_items:
        twin = by_ident.get(item.ident) if item.address in named else None
        if twin is not None and twin.node_kind == item.node_kind:
            pairs.append(Pair(item, twin, 1.0 if item.key == twin.key else similarity(item.key, twin.key)))
            paired.update((item.address, twin.address))
    return (pairs, [i for i in old_items if i.address not in paired],
            [i for i in new_items if i.address not in paired])


def _example_pairs(old: Document, new: Document, pairs: list[Pair]) -> list[Pair]:
    """Examples compared with their rules: aligned under aligned owners, then the examples left
    over anywhere matched across owners (an example that moved to another sub-rule)."""
    out: list[Pair] = []
    for pair in pairs:
        old_examples = examples_of(old, pair.old.address) if pair.old else []
        new_examples = examples_of(new, pair.new.address) if pair.new else []
        if old_examples or new_examples:
            out += align(old_examples, new_examples)
    matched = [p for p in out if p.old and p.new]
    removed = [p.old for p in out if not p.new]
    added = [p.new for p in out if not p.old]
    return matched + align(removed, added)
