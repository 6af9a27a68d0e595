"""Ice whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    lose_clicks_to_break,
)
from rulesdb.engine.cards.ice.common import ETR, ETR_SUB, _ice
from rulesdb.engine.cards.primitives import (
    damage,
)
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.effects import common
from rulesdb.engine.state.carddef import Subroutine


def _lose_click(game, ice) -> None:
    common.lose_clicks(game, "runner", 1, f"{ice.title}'s subroutine")


ELI = ice("Eli 1.0", "Barrier - Bioroid", faction="haas-bioroid", cost=3, strength=4, inf=1, text=(
    "Lose [click]: Break 1 subroutine on this ice. Only the Runner can use this ability.",
    "[sub] End the run.", "[sub] End the run."), subs=(ETR, ETR), breaker=lose_clicks_to_break())


ENIGMA = _ice("Enigma", "neutral-corp", ["Code Gate"], 3, 2, 0, ["[sub] The Runner loses [click].",
                                                 "[sub] End the run."],
              [Subroutine("The Runner loses [click].", _lose_click), ETR_SUB])


ENVELOPE = ice("Envelope", "Barrier - AP", faction="jinteki", cost=4, strength=3, inf=2,
               text=("[sub] Do 1 net damage.", "[sub] End the run."), subs=(damage("net", 1), ETR))
