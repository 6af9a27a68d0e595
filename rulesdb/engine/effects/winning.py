"""Winning on agenda points: a player whose score reaches what they need (7, less what their cards say: "you need
1 less agenda point to win the game") wins (cr/rule_win_agenda_points). Checked as an agenda is scored or stolen
and at every checkpoint (cr/step_checkpoint_agenda_points), so a win that comes from a counter placed after a
score, not from the score itself, is not missed."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game

POINTS_TO_WIN = 7
FEWER_POINTS = "fewer-points-to-win"  # a Static: value(game, card, side) -> agenda points that side needs less


def points_needed(game: Game, side: str) -> int:
    return POINTS_TO_WIN - game.modifier(FEWER_POINTS, side)


def agenda_win(game: Game, side: str, *refs: str) -> bool:
    """Whether `side`'s score reaches what they need; if so they win (traced). Both at once: a draw."""
    if game.winner is not None:
        return True
    reached = [s for s in ("corp", "runner") if game.agenda_points(s) >= points_needed(game, s)]
    if side not in reached:
        return False
    needed = points_needed(game, side)
    if len(reached) == 2:
        game.winner, game.reason = "draw", "agenda points"
        game.trace.add("Both players reach the agenda points they need at once: the game is a draw.",
                       cites.C_AGENDA_WIN, key=True)
        return True
    game.winner, game.reason = side, "agenda points"
    name = "Corp" if side == "corp" else "Runner"
    game.trace.add(f"The {name} has {game.agenda_points(side)} agenda points, {needed} or more"
                   f"{'' if needed == POINTS_TO_WIN else ' (the points they need to win, with their cards)'}, and "
                   "wins the game.", cites.C_AGENDA_WIN, *refs, cites.cr("rule_win_agenda_points"), key=True)
    return True


def check_agenda_wins(game: Game) -> None:
    """The checkpoint's agenda-point check (cr/step_checkpoint_agenda_points)."""
    if game.winner is None:
        agenda_win(game, game.turn.active) or agenda_win(game, "runner" if game.turn.active == "corp" else "corp")
