"""Helpers that cards of several types share (small builders and constant abilities)."""

from __future__ import annotations

from rulesdb.engine.cards.printed import Printed
from rulesdb.engine.state.carddef import CardDef


def _card(title, faction, type_, subtypes, cost, influence, text, **behaviour) -> CardDef:
    facts = Printed(title, "runner", type_, tuple(subtypes), cost, influence=influence,
                    text=tuple(text), faction=faction)
    return CardDef(facts, **behaviour)


def _left_with(card, event) -> bool:
    """The card was trashed in the same instruction as the event's card, while rezzed: its trash
    abilities still see each card (cr/rule_active_exception_conditional_move_to_inactive_zone)."""
    return card.rezzed and (event.subject is card or any(o is card for o in event.info.get("together", ())))
