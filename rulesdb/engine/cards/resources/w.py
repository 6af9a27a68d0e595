"""Resources whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    first_time_this_turn,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    gain,
)
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.state.game import Game


def _first_own_installed_trash(game: Game, card, event) -> bool:
    """Wasteland: the Runner trashed 1 of their installed cards (turned facedown instead still counts:
    cr/sec_replacing_movements), the first time this turn."""
    subject = event.subject
    return (event.info.get("by") == "runner" and event.info.get("installed") and subject is not None
            and subject.owner == "runner" and first_time_this_turn(game, card, "own installed trash"))


WASTELAND = resource("Wasteland", "Location - Virtual", faction="apex", cost=2, inf=2, text=(
    "The first time each turn you trash 1 of your installed cards, gain 1[c].",),
    on=(whenever("trashed", gain(1), _first_own_installed_trash, starts="The first time"),))
