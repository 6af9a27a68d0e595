"""Assets whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import first_time_this_turn, whenever
from rulesdb.engine.cards.primitives import damage
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


def _runner_trashed_your_installed_card(game: Game, card, event) -> bool:
    """"The first time each turn the Runner trashes any of your installed cards (including this asset)"."""
    subject = event.subject
    if event.info.get("by") != "runner" or subject is None or subject.owner != "corp":
        return False
    if not event.info.get("installed") or not (game.is_active(card) or _left_with(card, event)):
        return False
    return first_time_this_turn(game, card, "the Runner trashes an installed card")


HOSTILE_ARCHITECTURE = asset("Hostile Architecture", "Hostile", faction="weyland-consortium", cost=5, inf=3, trash=4,
                             text=("The first time each turn the Runner trashes any of your installed cards "
                                   "<em>(including this asset)</em>, do 2 meat damage.",),
                             on=(whenever("trashed", damage("meat", 2), _runner_trashed_your_installed_card,
                                          inactive_ok=True, starts="The first time"),))
