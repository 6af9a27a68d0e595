"""Operations whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.primitives import (
    end_action_phase,
    gain,
    seq,
)
from rulesdb.engine.cards.printed import operation

IPO = operation("IPO", "Terminal - Transaction", faction="neutral-corp", cost=8, inf=0, text=(
    "After you resolve this operation, end your action phase.", "Gain 13[c]."),
    on_play=on_play(seq(gain(13), end_action_phase)))
