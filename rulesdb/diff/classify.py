"""The item differ and sorter: each aligned pair becomes a change with kind, word diff and notes.

Kinds: added, removed, changed, renumbered, renumbered+changed, unchanged. A move is told apart
from a change by comparing identities (numbers) and comparable text separately.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter

from rulesdb.diff.align import Pair
from rulesdb.diff.alignment import Alignment
from rulesdb.diff.numbers import number_key, parent_number
from rulesdb.diff.words import word_diff

KINDS = ("added", "removed", "changed", "renumbered", "renumbered+changed", "unchanged")
_TERMINOLOGY_MIN = 2  # a word swap seen in this many changes is a terminology change


def kind_of(pair: Pair, old_id: str, new_id: str) -> str:
    """The change kind of one aligned pair."""
    if pair.new is None:
        return "removed"
    if pair.old is None:
        return "added"
    moved = _seat(pair.old, old_id) != _seat(pair.new, new_id)
    reworded = pair.old.key != pair.new.key
    if moved:
        return "renumbered+changed" if reworded else "renumbered"
    return "changed" if reworded else "unchanged"


def _seat(item, document_id: str) -> tuple[str, ...]:
    """Where an item sits as a reader sees it: its printed number (an example: its owner's number and
    its index), else its address in the document. Numbers, not addresses, say whether a rule moved:
    a YAML release addresses rules by id, the PDF text of v1.6 by number."""
    if item.number:
        return (item.number, item.ident if item.owner else "")
    if item.printed:
        return (item.printed, "")
    return (_relative(item.address, document_id),)


def _relative(address: str, document_id: str) -> str:
    return address[len(document_id) + 1 :] if address.startswith(document_id + "/") else address


def changes_of(alignment: Alignment) -> list[dict]:
    """Every pair of the alignment as a change dict, in reading order of the new document."""
    old_id, new_id = alignment.old.id, alignment.new.id
    raw = [(pair, kind_of(pair, old_id, new_id)) for pair in alignment.pairs]
    diffs = {
        id(pair): word_diff(pair.old.text, pair.new.text)
        for pair, kind in raw
        if kind in ("changed", "renumbered+changed")
    }
    terminology = _terminology(d.swaps for d in diffs.values())
    shifts = _shifts(raw)
    changes = []
    for pair, kind in sorted(raw, key=_sorter(alignment)):
        change = _change(pair, kind, diffs.get(id(pair)))
        change["notes"] = _notes(pair, kind, diffs.get(id(pair)), terminology, shifts, alignment)
        changes.append(change)
    return changes


def _change(pair: Pair, kind: str, diff) -> dict:
    item = pair.new or pair.old
    if diff is not None:
        words = diff.as_lists()
    elif kind == "added":
        words = [["insert", pair.new.text]]
    elif kind == "removed":
        words = [["delete", pair.old.text]]
    else:
        words = [["equal", pair.new.text]]
    change = {
        "kind": kind,
        "from": pair.old.address if pair.old else None,
        "to": pair.new.address if pair.new else None,
        "node_kind": item.node_kind,
        "similarity": _similarity(pair, kind),
        "from_number": _number(pair.old),
        "to_number": _number(pair.new),
        "words": words,
    }
    if item.owner:
        change["owner"] = {
            "from": pair.old.owner if pair.old else None,
            "to": pair.new.owner if pair.new else None,
        }
    return change


def _number(item) -> str | None:
    if item is None:
        return None
    return f"{item.number or ''} example {item.ident}".strip() if item.owner else item.number or item.printed


def _similarity(pair: Pair, kind: str) -> float:
    if kind in ("unchanged", "renumbered"):
        return 1.0
    return pair.similarity if pair.old and pair.new else 0.0


def _terminology(swap_lists) -> set[tuple[str, str]]:
    """Swaps that recur in several changes: the document changed a term, not one sentence."""
    seen: Counter = Counter()
    for swaps in swap_lists:
        seen.update(set(swaps))
    return {swap for swap, count in seen.items() if count >= _TERMINOLOGY_MIN}


def _notes(pair: Pair, kind: str, diff, terminology, shifts, alignment: Alignment) -> list[str]:
    notes = []
    old_number, new_number = _number(pair.old), _number(pair.new)
    if kind.startswith("renumbered") and old_number and new_number and not pair.new.owner:
        notes.append(f"renumbered from {old_number} to {new_number}")
        notes += _cascade(pair, *shifts)
    if diff is not None:
        for old_word, new_word in sorted(set(diff.swaps) & terminology):
            notes.append(f"terminology: {old_word!r} -> {new_word!r}")
    node = alignment.new.nodes.get(pair.new.address) if pair.new else None
    if getattr(node, "changed", False):
        notes.append(f"marked as changed in {alignment.new.id}")
    return notes


def _shifts(raw) -> tuple[list[str], list[str]]:
    """Numbers of the rules, sections and numbered steps added to the new version and removed from the old."""
    added = [_number(p.new) for p, kind in raw if kind == "added" and _number(p.new) and not p.new.owner]
    removed = [_number(p.old) for p, kind in raw if kind == "removed" and _number(p.old) and not p.old.owner]
    return added, removed


def _cascade(pair: Pair, added: list[str], removed: list[str]) -> list[str]:
    """Name the insertions or removals among its siblings that shifted a renumbered rule."""
    notes = [
        f"shifted by the insertion of {n}" for n in added if _earlier_sibling(n, _number(pair.new))
    ]
    notes += [
        f"shifted by the removal of {n}" for n in removed if _earlier_sibling(n, _number(pair.old))
    ]
    return notes


def _earlier_sibling(sibling: str, number: str) -> bool:
    return parent_number(sibling) == parent_number(number) and number_key(sibling) < number_key(
        number
    )


def _sorter(alignment: Alignment):
    """Reading order of the new document; removed items just after their old predecessor's match."""
    matched = sorted(
        (p.old.position, p.new.position)
        for p in alignment.pairs
        if p.old and p.new and not p.old.owner
    )
    old_positions = [o for o, _ in matched]
    owners = {}
    for p in alignment.pairs:
        if not (p.new or p.old).owner:
            place = _place(p, matched, old_positions)
            owners.update({item.address: place for item in (p.old, p.new) if item})

    def key(entry):
        pair, _ = entry
        item = pair.new or pair.old
        if item.owner:
            owner = (pair.new.owner if pair.new else None) or pair.old.owner
            return owners.get(owner, (float("inf"), 0.0)) + (1, item.position)
        return _place(pair, matched, old_positions) + (0, 0)

    return key


def _place(pair: Pair, matched, old_positions) -> tuple[float, float]:
    if pair.new:
        return (float(pair.new.position), 0.0)
    index = bisect_right(old_positions, pair.old.position) - 1
    anchor = matched[index][1] if index >= 0 else -1
    return (anchor + 0.5, float(pair.old.position))
