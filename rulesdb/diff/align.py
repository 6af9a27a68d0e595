"""The matcher: pairs the items of two versions, identical texts first, then by fuzzy similarity.

Identical text under the same identity is unchanged; identical text elsewhere is a move (how a
renumbering cascade shows up). What is left is paired greedily by similarity, with a preference
for the same number and the same parent, so a rule reworded in place stays in place.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

from rulesdb.diff.items import Item
from rulesdb.diff.numbers import parent_number

MOVED_MIN = 0.6  # similarity a pair needs when the number changed too
IN_PLACE_MIN = 0.2  # similarity a pair under the same number needs to count as one rule reworded
_PREFILTER = 0.35  # token-set overlap below which two texts are not compared in detail
_SAME_IDENT_BONUS, _SAME_PARENT_BONUS, _BEYOND_PENALTY = 0.15, 0.05, 0.1


@dataclass(frozen=True)
class Pair:
    """One aligned pair; one side is None for an item with no counterpart."""

    old: Item | None
    new: Item | None
    similarity: float


Covers = Callable[[Item], bool]


def align(
    old: Sequence[Item],
    new: Sequence[Item],
    old_covers: Covers | None = None,
    new_covers: Covers | None = None,
) -> list[Pair]:
    """Every item of both sides exactly once: matched pairs first, then old-only, then new-only.

    `old_covers(item)` says whether a new item lies inside the old body (and `new_covers` the
    reverse); pairs reaching outside a body are matched only when clearly the same rule.
    """
    matched = _exact(old, new)
    old_left = [i for i in range(len(old)) if i not in matched]
    new_taken = set(matched.values())
    new_left = [j for j in range(len(new)) if j not in new_taken]
    fuzzy = _fuzzy(old, new, old_left, new_left, old_covers, new_covers)
    pairs = [Pair(old[i], new[j], 1.0) for i, j in matched.items()]
    pairs += [Pair(old[i], new[j], sim) for i, (j, sim) in fuzzy.items()]
    paired_new = new_taken | {j for j, _ in fuzzy.values()}
    pairs += [Pair(old[i], None, 0.0) for i in old_left if i not in fuzzy]
    pairs += [Pair(None, new[j], 0.0) for j in new_left if j not in paired_new]
    return pairs


def _exact(old: Sequence[Item], new: Sequence[Item]) -> dict[int, int]:
    """Identical texts paired: the same identity first, then in document order."""
    by_key: dict[tuple[str, ...], list[int]] = defaultdict(list)
    for j, item in enumerate(new):
        by_key[item.key].append(j)
    candidates: dict[tuple[str, ...], list[int]] = defaultdict(list)
    for i, item in enumerate(old):
        if item.key in by_key:
            candidates[item.key].append(i)
    matched: dict[int, int] = {}
    for key, olds in candidates.items():
        news = by_key[key]
        ident_of_new = {new[j].ident: j for j in news}
        for i in olds:
            j = ident_of_new.get(old[i].ident)
            if j is not None:
                matched[i] = j
        taken = set(matched.values())
        rest_new = [j for j in news if j not in taken]
        rest_old = [i for i in olds if i not in matched]
        matched.update(zip(rest_old, rest_new))
    return matched


def _fuzzy(old, new, old_left, new_left, old_covers, new_covers) -> dict[int, tuple[int, float]]:
    """Greedy best-first pairing of the remaining items by similarity plus position preferences."""
    new_sets = {j: frozenset(new[j].key) for j in new_left}
    new_beyond = {j: bool(old_covers and not old_covers(new[j])) for j in new_left}
    scored = []
    for i in old_left:
        a, a_set = old[i], frozenset(old[i].key)
        a_beyond = bool(new_covers and not new_covers(a))
        for j in new_left:
            b = new[j]
            same = a.ident == b.ident
            if not same and _dice(a_set, new_sets[j]) < _PREFILTER:
                continue
            sim = _similarity(a.key, b.key, IN_PLACE_MIN if same else MOVED_MIN)
            if sim is None:
                continue
            beyond = a_beyond or new_beyond[j]
            score = sim + _SAME_IDENT_BONUS * same + _SAME_PARENT_BONUS * _same_parent(a, b)
            scored.append((score - _BEYOND_PENALTY * bool(beyond), -a.position, i, j, sim))
    scored.sort(reverse=True)
    result: dict[int, tuple[int, float]] = {}
    used: set[int] = set()
    for _, _, i, j, sim in scored:
        if i not in result and j not in used:
            result[i] = (j, sim)
            used.add(j)
    return result


def _dice(a: frozenset, b: frozenset) -> float:
    total = len(a) + len(b)
    if not total:
        return 1.0
    if 2 * min(len(a), len(b)) < _PREFILTER * total:  # even full overlap could not reach it
        return 0.0
    return 2 * len(a & b) / total


def similarity(a: tuple[str, ...], b: tuple[str, ...]) -> float:
    """Ratio of matching tokens of two comparable texts, rounded."""
    return _similarity(a, b) or 0.0


def _similarity(a: tuple[str, ...], b: tuple[str, ...], floor: float = 0.0) -> float | None:
    """Ratio of matching tokens, rounded; None when it is certainly below `floor`."""
    if not a and not b:
        return 1.0
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    if matcher.real_quick_ratio() < floor or matcher.quick_ratio() < floor:
        return None
    ratio = round(matcher.ratio(), 3)
    return ratio if ratio >= floor else None


def _same_parent(a: Item, b: Item) -> bool:
    if a.number and b.number:
        return parent_number(a.number) == parent_number(b.number)
    return a.ident.rpartition("/")[0] == b.ident.rpartition("/")[0]
