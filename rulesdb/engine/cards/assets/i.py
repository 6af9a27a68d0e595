"""Assets whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.assets.common import trash_self_for_each_advancement
from rulesdb.engine.cards.hooks import (
    when_turn_begins,
)
from rulesdb.engine.cards.primitives import (
    gain,
    lose,
    seq,
)
from rulesdb.engine.cards.printed import asset

IDIOSYNCRESIS = asset("Idiosyncresis", "Hostile", faction="nbn", cost=1, inf=2, trash=2, text=(
    "You can advance this asset.",
    "When your turn begins, you may trash this asset. If you do, for each hosted advancement counter, gain 3[c] "
    "and the Runner loses 2[c]."),
    on=(when_turn_begins(trash_self_for_each_advancement(lambda n: seq(gain(3 * n), lose(2 * n))),
                         optional="use Idiosyncresis"),))
