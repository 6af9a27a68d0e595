"""Long pages cut into pages that each fit the page budget (30 KB compressed): consecutive units
(a chapter's sections, a diff's changes, a term's references) packed in order, by an estimate of their weight."""

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


def listed(pages: list[list], url: Callable[[int], str], noun: str) -> list[dict]:
    """Every page's number, URL (`url(n)`) and range ("changes 1 to 175"); none for a single page."""
    out, first = [], 1
    for n, part in enumerate(pages, 1):
        out.append({"number": n, "url": url(n), "label": f"{noun} {first} to {first + len(part) - 1}"})
        first += len(part)
    return out if len(pages) > 1 else []
