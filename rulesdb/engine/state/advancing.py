"""Whether an installed Corp card can be advanced now: an agenda, or a card whose text allows it; "can be advanced
only while rezzed" (Tyrant, Woodcutter, Salvage) allows it only while the card is rezzed (cr/sec_advancing_cards)."""

from __future__ import annotations

from rulesdb.engine.state.objects import CardObj

ONLY_WHILE_REZZED = "can be advanced only while rezzed"


def cannot_advance_now(card: CardObj) -> str:
    """Why `card` cannot be advanced now, or ""."""
    if card.card.facts.type != "agenda" and not card.card.advanceable:
        return (f"{card.title} cannot be advanced: only agendas, and cards that say they can be advanced, can be "
                "(cr/rule_you_can_advance)")
    if not card.rezzed and any(ONLY_WHILE_REZZED in line for line in card.card.facts.text):
        return f"{card.title} can be advanced only while rezzed"
    return ""
