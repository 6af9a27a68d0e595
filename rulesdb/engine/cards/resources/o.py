"""Resources whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    first_time_this_turn,
    hosts,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    draw,
    gain,
)
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.state.game import Game


def _first_empty_pool(game: Game, card, event) -> bool:
    """Order of Sol: a payment left the Runner's credit pool empty, the first time this turn (losing
    credits without spending them is not yet reported by the engine)."""
    return (event.info.get("player") == "runner" and game.runner.credits == 0
            and first_time_this_turn(game, card, "no credits"))


OFF_CAMPUS = resource("Off-Campus Apartment", "Location", faction="anarch", cost=0, inf=1, text=(
    "Off-Campus Apartment can host any number of connections.",
    "Whenever you install a connection on Off-Campus Apartment, draw 1 card."),
    can_host=hosts("resource", subtype="connection"),
    on=(whenever("install", draw(1), lambda game, card, event: event.subject.host is card, starts="Whenever"),))


ORDER_OF_SOL = resource("Order of Sol", "Location", faction="shaper", unique=True, cost=2, inf=1, text=(
    "The first time you have no credits in your credit pool each turn, gain 1[c].",),
    on=(whenever("credits-spent", gain(1), _first_empty_pool, starts="The first time"),))
