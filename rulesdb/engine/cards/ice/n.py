"""Ice whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.ice.common import ETR
from rulesdb.engine.cards.primitives import (
    damage,
    threat_level,
    when,
)
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.state.carddef import Breaker

NEURAL_KATANA = ice("Neural Katana", "Sentry - AP", faction="jinteki", cost=4, strength=3, inf=2,
                    text=("[sub] Do 3 net damage.",), subs=(damage("net", 3),))


def _threat_at_least(n: int):
    return lambda game, ctx: threat_level(game) >= n


N_POT = ice("N-Pot", "Code Gate", faction="nbn", cost=4, strength=4, inf=2, text=(
    "3[c]: Break 1 subroutine on this ice. Only the Runner can use this ability.", "[sub] End the run.",
    "[sub] If the threat level is 2 or greater, end the run.",
    "[sub] If the threat level is 4 or greater, end the run."),
    subs=(ETR, when(_threat_at_least(2), ETR), when(_threat_at_least(4), ETR)), breaker=Breaker(None, 3, this_ice=True))
