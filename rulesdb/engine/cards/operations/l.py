"""Operations whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.primitives import (
    gain,
)
from rulesdb.engine.cards.printed import operation

LATERAL_GROWTH = operation("Lateral Growth", "Transaction", faction="haas-bioroid", cost=2, inf=2, text=(
    "Gain 4[c]. You may install 1 card (paying the install cost).",), on_play=on_play(gain(4)),
    waits_for="corp actions")  # the optional install is not offered yet
