"""Ice whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.primitives import (
    damage,
)
from rulesdb.engine.cards.printed import ice

NEURAL_KATANA = ice("Neural Katana", "Sentry - AP", faction="jinteki", cost=4, strength=3, inf=2,
                    text=("[sub] Do 3 net damage.",), subs=(damage("net", 3),))
