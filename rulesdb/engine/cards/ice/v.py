"""Ice whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    lose_clicks_to_break,
)
from rulesdb.engine.cards.ice.common import ETR
from rulesdb.engine.cards.primitives import (
    damage,
)
from rulesdb.engine.cards.printed import ice

VANILLA = ice("Vanilla", "Barrier", faction="neutral-corp", cost=0, strength=0, inf=0,
              text=("[sub] End the run.",), subs=(ETR,))


VIKTOR = ice("Viktor 1.0", "Code Gate - Bioroid - AP", faction="haas-bioroid", cost=3, strength=3,
             inf=2, text=("Lose [click]: Break 1 subroutine on this ice. Only the Runner can use "
                          "this ability.", "[sub] Do 1 core damage.", "[sub] End the run."),
             subs=(damage("core", 1), ETR), breaker=lose_clicks_to_break())
