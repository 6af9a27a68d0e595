"""Resources whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    paid,
)
from rulesdb.engine.cards.primitives import (
    draw,
    gain,
    seq,
)
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costtypes import (
    Clicks,
)

PROFESSIONAL_CONTACTS = resource("Professional Contacts", "Connection", faction="shaper", cost=5, inf=2,
                                 text=("[click]: Gain 1[c] and draw 1 card.",),
                                 on=(paid(Clicks(1), effect=seq(gain(1), draw(1))),))
