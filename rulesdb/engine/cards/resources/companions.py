"""What the companion resources share (Trickster Taka, Mystic Maemi, Paladin Poemu): 1[c] placed when
the Runner's turn begins and whenever they steal an agenda, and an upkeep when their turn ends once 3 or
more credits are hosted."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Effect


def companion_credits(starts: str = "When your turn begins"):
    """"When your turn begins and whenever you steal an agenda, place 1[c] on this resource": two hooks."""
    return (whenever("turn-begins", place_counters("credits", 1),
                     lambda game, card, event: event.info.get("side") == "runner", starts=starts, structure="turn"),
            whenever("stolen", place_counters("credits", 1), starts=starts))


def companion_upkeep(effect: Effect, starts: str = "When your turn ends"):
    """"When your turn ends, if there are 3 or more hosted credits, <effect>"."""
    return whenever("turn-ends", effect, lambda game, card, event: event.info.get("side") == "runner"
                    and card.counters.get("credits", 0) >= 3, starts=starts, structure="turn")
