"""Charge: place 1 power counter on a card that already has at least 1 (cr/rule_charge); a card with none cannot be
charged (cr/rule_charge_requires_hosted_counter)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import CardObj, Game


def chargeable(cards: list[CardObj]) -> list[CardObj]:
    """The cards among `cards` that may be charged: only those hosting a power counter (cr/rule_charge_targets)."""
    return [o for o in cards if o.counters.get("power", 0) > 0]


def charge(game: Game, card: CardObj, by: str) -> bool:
    """Charge `card`; False, traced, when it has no power counter to charge."""
    from rulesdb.engine.effects.common import add_counters
    if not card.counters.get("power", 0):
        game.trace.add(f"{by}: {card.title} has no power counter, so it cannot be charged.",
                       cites.cr("rule_charge_requires_hosted_counter"))
        return False
    game.trace.add(f"{by}: the Runner charges {card.title}.", cites.cr("rule_charge"))
    add_counters(game, card, "power", 1, by)
    return True
