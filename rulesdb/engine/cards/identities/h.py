"""Identities whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import constant, first_time_this_turn, whenever
from rulesdb.engine.cards.identities.common import _corp
from rulesdb.engine.cards.primitives import (
    gain,
)
from rulesdb.engine.cards.shared import from_archives_to_hq
from rulesdb.engine.state.game import Game


def _first_install_of(side: str):
    def condition(game: Game, card, event) -> bool:
        return event.subject.owner == side and first_time_this_turn(game, card, "install")
    return condition


HB_ETF = _corp("Haas-Bioroid: Engineering the Future", "Megacorp", "haas-bioroid", [
    "The first time you install a card each turn, gain 1[c]."],
    on=(whenever("install", gain(1), _first_install_of("corp")),), waits_for="")


HB_PRECISION_DESIGN = _corp("Haas-Bioroid: Precision Design", "Megacorp", "haas-bioroid", [
    "You get +1 maximum hand size.", "Whenever you score an agenda, you may add 1 card from Archives to HQ."], deck=40,
    on=(constant("hand-size", lambda game, card, side: 1 if side == "corp" else 0, starts="You get"),
        whenever("scored", from_archives_to_hq(1), lambda game, card, event: bool(game.corp.discard),
                 starts="Whenever", optional="use Haas-Bioroid: Precision Design")), waits_for="")
