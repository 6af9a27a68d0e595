"""Operations whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.primitives import (
    damage,
    gain_clicks,
)
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.state.lastturn import runner_ran_last_turn


NANOMANAGEMENT = operation("Nanomanagement", "", faction="haas-bioroid", cost=4, inf=4,
                           text=("Gain [click][click].",), on_play=on_play(gain_clicks(2)))

NEURAL_EMP = operation("Neural EMP", "Gray Ops", faction="jinteki", cost=2, inf=2, text=(
    "Play only if the Runner made a run during their last turn.", "Do 1 net damage."),
    on_play=on_play(damage("net", 1)), playable=runner_ran_last_turn())
