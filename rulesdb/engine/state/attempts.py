"""Actions a scenario only attempts (`attempt: true`): when the rules forbid one (a once-per-turn
ability already used, a play restriction not met, an action during a run), the engine refuses it
before anything is paid, the player keeps their [click], and the refusal is part of the outcome
(`refused`), with the rule that forbids it (`attempts`: every attempt, allowed or refused).
"""

from __future__ import annotations

import weakref

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.errors import ScenarioError

_ATTEMPTS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
COST = cites.cr("rule_cost_restrictions")  # a refusal whose check names no rule of its own


class ActionRefused(ScenarioError):
    """The rules forbid an action or ability now: the message says why, `rule` is the rule that
    forbids it (the engine's own check raises it, so a refusal is never a guess)."""

    def __init__(self, message: str, rule: str | None = None, reason: str = ""):
        super().__init__(message)
        self.rule, self.reason = rule, reason or message  # `reason`: the message without where it is written


def attempt(game: Game, action, perform, at: str = "", allows: str = "") -> bool:
    """Carry out `action` with `perform` if the rules allow it (`allows`: the rule that lets it happen);
    otherwise record why not and the rule. True if it was carried out. `at`: the moment inside a run
    it is attempted at."""
    player = game.player(action.player)
    clicks, told = player.clicks, len(game.trace.entries)
    if at:
        game.trace.add(f"The {player.name} attempts to {action.text} at {at}: the rules allow it.",
                       *((allows,) if allows else ()), key=True)
    try:
        perform(game, action)
    except ActionRefused as exc:
        reason = exc.reason
        player.clicks = clicks
        del game.trace.entries[told:]  # the action never began: nothing of it stays in the record
        rule = exc.rule or COST
        record(game, action, at, reason, rule)
        when, what = (f" at {at}", "it does") if at else ("", "the action does")
        game.trace.add(f"The {player.name} attempts to {action.text}{when}, but cannot: {reason}. Nothing is "
                       f"paid and {what} not happen.", rule, key=True)
        return False
    record(game, action, at, rule=allows)
    return True


def record(game: Game, action, at: str, reason: str = "", rule: str = "") -> None:
    """Note an attempt's answer: allowed (no reason; `rule` allows it), or refused with the reason and
    the rule that forbids it."""
    entry = {"action": action.text, "at": at or None, "allowed": not reason, "reason": reason or None,
             "rule": rule or None}
    _ATTEMPTS.setdefault(game, []).append(entry)


def attempts(game: Game) -> list[dict]:
    """Every attempted action in order: {"action", "at", "allowed", "reason", "rule"} (the rule that
    allows it, or the one that forbids it)."""
    return [dict(a) for a in _ATTEMPTS.get(game, ())]


def refused(game: Game) -> list[dict]:
    """The attempted actions the engine refused, in order: {"action", "reason"}."""
    return [{"action": a["action"], "reason": a["reason"]} for a in _ATTEMPTS.get(game, ()) if not a["allowed"]]
