"""Upgrades whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    constant,
)
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.costtypes import Credits
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import is_this_server


def _five_to_steal_here(game: Game, card, agenda) -> tuple:
    """Red Herrings: stealing an agenda from this server or its root costs 5[c] more."""
    run = game.run  # persistent: "this server" is still the one it was trashed from
    same = run is not None and is_this_server(game, card, run.server)
    return (Credits(5, "steal"),) if same else ()


RED_HERRINGS = upgrade("Red Herrings", "", faction="nbn", cost=1, inf=2, trash=1, text=(
    "Persistent → As an additional cost to steal an agenda from this server or its root, the Runner "
    "must pay 5[c]. <em>(If the Runner trashes this card while accessing it, this ability still "
    "applies for the remainder of this run.)</em>",),
    on=(constant("steal-cost", _five_to_steal_here, starts="Persistent"),))
