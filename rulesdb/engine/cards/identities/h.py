"""Identities whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import first_time_this_turn, whenever
from rulesdb.engine.cards.identities.common import _corp
from rulesdb.engine.cards.primitives import (
    gain,
)
from rulesdb.engine.state.game import Game


def _first_install_of(side: str):
    def condition(game: Game, card, event) -> bool:
        return event.subject.owner == side and first_time_this_turn(game, card, "install")
    return condition


HB_ETF = _corp("Haas-Bioroid: Engineering the Future", "Megacorp", "haas-bioroid", [
    "The first time you install a card each turn, gain 1[c]."],
    on=(whenever("install", gain(1), _first_install_of("corp")),), waits_for="")
