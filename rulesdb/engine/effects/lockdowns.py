"""Lockdown operations: in play, active, until the Corp's next turn begins (cr/rule_operation_lockdown), and
"Play only if there is no active lockdown"."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import PLAY_AREA, CardObj

LOCKDOWN = cites.cr("rule_operation_lockdown")


def stay_in_play(game: Game, card: CardObj) -> None:
    """A lockdown is not trashed once it resolves: it stays in the play area, its abilities active."""
    card.zone = PLAY_AREA
    game.lockdowns.append(card)
    game.trace.add(f"{card.title} is a lockdown: it is not trashed until the Corp's next turn begins.",
                   LOCKDOWN, cites.cr("rule_play_not_trashed_until"), key=True)


def expire_lockdowns(game: Game) -> None:
    """The Corp's turn begins: each lockdown's effect expires and it is trashed, before any conditional
    ability that turn's beginning makes pending can trigger."""
    for card in list(game.lockdowns):
        game.lockdowns.remove(card)
        game.corp.discard.append(game.change_zone(card, "archives"))
        game.trace.add(f"The Corp's turn begins: {card.title}, a lockdown, is trashed.", LOCKDOWN, key=True)


def no_active_lockdown(game: Game, card) -> str:
    """A `playable` check: "Play only if there is no active lockdown" (cr/rule_restriction)."""
    active = [o.title for o in game.lockdowns]
    return f"there is an active lockdown ({', '.join(active)})" if active else ""
