"""Assets whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    whenever,
)
from rulesdb.engine.cards.primitives import (
    damage,
)
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.cards.shared import _left_with
from rulesdb.engine.state.game import Game


def _runner_trashed_corp_card(game: Game, card, event) -> bool:
    """Hostile Infrastructure: a Corp card the Runner trashed (by any means: accessing it,
    Singularity), once for each card; while it is active, or itself and the cards trashed with it
    while it was rezzed (an unrezzed Hostile Infrastructure is inactive)."""
    subject = event.subject
    return (event.info.get("by") == "runner" and subject is not None and subject.owner == "corp"
            and (game.is_active(card) or _left_with(card, event)))


HOSTILE_INFRASTRUCTURE = asset("Hostile Infrastructure", "", faction="jinteki", cost=5, inf=2, trash=5,
                               text=("Whenever the Runner trashes a Corp card (including Hostile "
                                     "Infrastructure), do 1 net damage.",),
                               on=(whenever("trashed", damage("net", 1), _runner_trashed_corp_card,
                                            inactive_ok=True),))
