"""Identities whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import whenever
from rulesdb.engine.cards.identities.common import _runner
from rulesdb.engine.cards.primitives import draw


def _same_hand_sizes(game, card, event) -> bool:
    return event.info.get("side") == "runner" and len(game.runner.hand) == len(game.corp.hand)


LAT = _runner("Lat: Ethical Freelancer", "Natural", "shaper", 1, [
    "When your discard phase ends, if you have the same number of cards in your grip as the Corp has in HQ, you "
    "may draw 1 card."],
    on=(whenever("turn-ends", draw(1), _same_hand_sizes, starts="When your discard phase ends", structure="turn",
                 optional="use Lat: Ethical Freelancer"),),
    waits_for="")
