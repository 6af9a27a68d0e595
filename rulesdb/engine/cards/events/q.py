"""Events whose title begins with Q, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.primitives import (
    draw,
)
from rulesdb.engine.cards.printed import event

QUALITY_TIME = event("Quality Time", "", faction="shaper", cost=3, inf=1, text=("Draw 5 cards.",),
                     on_play=on_play(draw(5)))
