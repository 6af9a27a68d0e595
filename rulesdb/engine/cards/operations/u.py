"""Operations whose title begins with U, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.effects.costtypes import Clicks

ULTRAVIOLET = operation("Ultraviolet Clearance", "Transaction - Triple", faction="haas-bioroid", cost=6, inf=4, text=(
    "As an additional cost to play this operation, spend [click][click].",
    "Gain 10[c] and draw 4 cards. You may install 1 card from HQ."),
    on_play=on_play(seq(gain(10), draw(4), corp_installs("hq"))), play_costs=(Clicks(2),),
    decisions=installs_asked("Ultraviolet Clearance"))
