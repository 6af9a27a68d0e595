"""Naming a card the Corp picks from several piles ("from HQ or Archives"): by its title, or by its title and pile
when another pile offered holds a card of that title, so that the Corp can say which one it takes."""

from __future__ import annotations

PILE_NAMES = {"hq": "HQ", "archives": "Archives", "rd": "R&D"}


def by_title_and_pile(found: list[tuple]) -> dict:
    """`found`: (card, pile name, ...) in the order offered; returns {label: that tuple}, one per title and pile
    (cards of one title in one pile are alike to choose), labelled "<title> from <pile>" only where the title is in
    more than one pile."""
    piles_of: dict[str, set] = {}
    for entry in found:
        piles_of.setdefault(entry[0].title, set()).add(entry[1])
    options: dict = {}
    for entry in found:
        title = entry[0].title
        label = f"{title} from {PILE_NAMES[entry[1]]}" if len(piles_of[title]) > 1 else title
        options.setdefault(label, entry)
    return options
