"""Resources whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import constant
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.state.game import Game


def _encountered_weaker(game: Game, card, ice) -> int:
    """Ice Carver: -1 strength for the ice the Runner is encountering, only while the encounter lasts."""
    enc = game.encounter
    return -1 if enc is not None and not enc.ended and enc.ice is ice else 0


ICE_CARVER = resource("Ice Carver", "Virtual", faction="anarch", unique=True, cost=3, inf=3, text=(
    "While you are encountering a piece of ice, it gets −1 strength.",),
    on=(constant("ice-strength", _encountered_weaker, starts="While"),))
