"""Identities whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.identities.common import _runner, flip_identity, on_side
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.installed import unused_memory
from rulesdb.engine.cards.primitives.players import draw, gain

DEWI = _runner("Dewi Subrotoputri: Pedagogical Dhalang", "Natural", "shaper", 0, [
    "Whenever you make a successful run, if your [MU] is full, you may flip this identity and gain 1[c].",
    "Flip side:",
    "Whenever you make a successful run, if you have at least 1 unused [MU], you may flip this identity and draw 1 "
    "card."],
    on=(*on_side(False, whenever("successful", seq(flip_identity, gain(1)),
                                 lambda game, card, event: unused_memory(game) == 0,
                                 starts="Whenever you make a successful run, if your", optional="use Dewi")),
        *on_side(True, whenever("successful", seq(flip_identity, draw(1)),
                                lambda game, card, event: unused_memory(game) >= 1,
                                starts="Whenever you make a successful run, if you have", optional="use Dewi"))),
    waits_for="")
