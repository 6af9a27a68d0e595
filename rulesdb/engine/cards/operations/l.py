"""Operations whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import operation

LATERAL_GROWTH = operation("Lateral Growth", "Transaction", faction="haas-bioroid", cost=2, inf=2, text=(
    "Gain 4[c]. You may install 1 card (paying the install cost).",), on_play=on_play(gain(4)),
    waits_for="corp actions")  # the optional install is not offered yet


LAG_TIME = operation("Lag Time", "Current", faction="neutral-corp", cost=2, inf=0, text=(
    "This operation is not trashed until another current is played or an agenda is stolen.",
    "All ice have +1 strength."),
    on=(constant("ice-strength", lambda game, card, ice: 1, starts="All ice"),))
