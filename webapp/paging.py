"""Long pages cut into pages that each fit the page budget (30 KB compressed): consecutive units
(a chapter's sections, a chapter's changes) packed in order, by an estimate of what they weigh."""

from __future__ import annotations

from collections.abc import Callable


def pack(units: list[list], weigh: Callable[[list], int], limit: int,
         too_big: Callable[[list], list[list]] | None = None) -> list[list]:
    """`units` packed greedily, in order, into pages weighing at most `limit`; a unit heavier than
    `limit` alone is cut by `too_big` (default: one item a page) and its pieces follow as pages."""
    pages: list[list] = []
    current: list = []
    for unit in units:
        if current and weigh(current) + weigh(unit) > limit:
            pages.append(current)
            current = []
        if weigh(unit) > limit:
            pages += (too_big or _one_each)(unit)
        else:
            current = current + unit
    return pages + ([current] if current else [])


def _one_each(unit: list) -> list[list]:
    return [[item] for item in unit]
