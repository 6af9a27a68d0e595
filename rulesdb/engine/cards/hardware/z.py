"""Hardware whose title begins with Z, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    paid,
)
from rulesdb.engine.cards.primitives import (
    draw,
    gain,
    seq,
)
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.effects.costtypes import Clicks, SufferDamage

ZER0 = hardware("Zer0", "", faction="anarch", cost=1, inf=3, text=(
    "Once per turn → [click], suffer 1 net damage: Gain 1[c] and draw 2 cards.",),
    on=(paid(Clicks(1), SufferDamage("net", 1), effect=seq(gain(1), draw(2)), once_per_turn=True),))
