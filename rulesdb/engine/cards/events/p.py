"""Events whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.primitives import (
    draw,
    gain,
    seq,
)
from rulesdb.engine.cards.printed import event

PROCESS_AUTOMATION = event("Process Automation", "", faction="neutral-runner", cost=0, inf=1,
                           text=("Gain 2[c] and draw 1 card.",), on_play=on_play(seq(gain(2), draw(1))))
