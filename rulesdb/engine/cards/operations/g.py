"""Operations whose title begins with G, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.operations.common import TRANSACTION
from rulesdb.engine.cards.primitives import (
    draw,
    gain,
    seq,
)
from rulesdb.engine.cards.printed import operation

GOVERNMENT_SUBSIDY = operation("Government Subsidy", TRANSACTION, faction="weyland-consortium", cost=10, inf=1,
                               text=("Gain 15[c].",), on_play=on_play(gain(15)))


GREEN_LEVEL = operation("Green Level Clearance", TRANSACTION, faction="haas-bioroid", cost=1, inf=1,
                        text=("Gain 3[c] and draw 1 card.",), on_play=on_play(seq(gain(3), draw(1))))
