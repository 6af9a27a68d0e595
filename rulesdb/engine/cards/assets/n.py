"""Assets whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.assets.common import when_the_runner_trashes_this
from rulesdb.engine.cards.hooks import (
    paid,
    when_emptied,
    when_rezzed,
    when_turn_begins,
)
from rulesdb.engine.cards.primitives import (
    draw,
    gain,
    place_counters,
    seq,
    take_credits,
    trash_self,
)
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.costtypes import Clicks

NANOETCHING_MATRIX = asset("Nanoetching Matrix", "Industrial", faction="haas-bioroid", cost=0, inf=2, trash=3, text=(
    "Once per turn → [click]: Gain 2[c].", "When the Runner trashes this asset, you may gain 2[c]."),
    on=(paid(Clicks(1), effect=gain(2), once_per_turn=True, starts="Once per turn"),
        when_the_runner_trashes_this(gain(2), "Nanoetching Matrix")),
    decisions=("use Nanoetching Matrix",))


NICO = asset("Nico Campaign", "Advertisement", faction="haas-bioroid", cost=2, inf=2, trash=2, text=(
    "When you rez this asset, load 9[c] onto it. When it is empty, trash it and draw 1 card.",
    "When your turn begins, take 3[c] from this asset."),
    on=(when_emptied(seq(trash_self, draw(1)), starts="When you rez"), when_turn_begins(take_credits(3)),
        when_rezzed(place_counters("credits", 9))))
