"""The card definitions the engine knows, by title; one definition per card in the modules here."""

from __future__ import annotations

import difflib

from rulesdb.engine.carddef import CardDef
from rulesdb.engine.cards import corp_cards, cr_examples, ice, programs, runner_cards

CARDS: dict[str, CardDef] = {
    card.title: card
    for module in (ice, programs, runner_cards, corp_cards, cr_examples)
    for card in module.DEFINITIONS
}
_BY_LOWER = {title.lower(): card for title, card in CARDS.items()}


def lookup(title: str) -> CardDef | None:
    """The definition for `title` (case-insensitive), or None."""
    return _BY_LOWER.get(str(title).strip().lower())


def suggest(title: str) -> list[str]:
    """Known titles close to a misspelt one, for error messages."""
    return difflib.get_close_matches(str(title), list(CARDS), n=3, cutoff=0.6)
