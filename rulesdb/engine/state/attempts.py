"""Actions a scenario only attempts (`attempt: true`): when the rules forbid one (a once-per-turn
ability already used, a play restriction not met), the engine refuses it before anything is paid,
the player keeps their [click], and the refusal is part of the outcome (`refused`)."""

from __future__ import annotations

import weakref

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.errors import ScenarioError

_REFUSED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def attempt(game: Game, action, perform) -> None:
    """Carry out `action` with `perform` if the rules allow it; otherwise record why not."""
    player = game.player(action.player)
    clicks, told = player.clicks, len(game.trace.entries)
    try:
        perform(game, action)
    except ScenarioError as exc:
        reason = str(exc).split(": actions: ", 1)[-1]
        player.clicks = clicks
        del game.trace.entries[told:]  # the action never began: nothing of it stays in the record
        _REFUSED.setdefault(game, []).append({"action": action.text, "reason": reason})
        game.trace.add(f"The {player.name} attempts to {action.text}, but cannot: {reason}. Nothing is "
                       f"paid and the action does not happen.", cites.cr("rule_cost_restrictions"), key=True)


def refused(game: Game) -> list[dict]:
    """The attempted actions the engine refused, in order: {"action", "reason"}."""
    return list(_REFUSED.get(game, ()))
