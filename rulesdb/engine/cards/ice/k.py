"""Ice whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    when_passed,
)
from rulesdb.engine.cards.ice.common import ETR
from rulesdb.engine.cards.primitives import (
    damage,
)
from rulesdb.engine.cards.printed import ice

KAKUGO = ice("Kakugo", "Barrier - AP", faction="jinteki", cost=4, strength=1, inf=3, text=(
    "When the Runner passes Kakugo, do 1 net damage.", "[sub] End the run."), subs=(ETR,),
    on=(when_passed(damage("net", 1), starts="When the Runner passes"),))
