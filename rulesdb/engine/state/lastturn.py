"""What the Runner did during their last turn, for restrictions such as "Play only if the Runner made
a run during their last turn" (cr/rule_restriction).

The engine knows only the turns a scenario plays: when the Runner's last turn came before the
scenario began, what happened in it is unknown, and the engine says so rather than guess.
"""

from __future__ import annotations

from rulesdb.engine.state.game import Game


def runs_in_runners_last_turn(game: Game) -> list[dict] | None:
    """The run records of the Runner's last turn, or None when that turn is before the scenario."""
    turn = game.turn
    last = turn.number - 1 if turn.active == "corp" else turn.number - 2
    if last < 1:
        return None
    return [run for run in game.runs if run["turn"] == last]


def runner_ran_last_turn(successful: bool = False):
    """A `playable` check: "Play only if the Runner made a (successful) run during their last turn"."""
    what = "a successful run" if successful else "a run"

    def reason(game: Game, card) -> str:
        runs = runs_in_runners_last_turn(game)
        if runs is None:
            return (f"it needs the Runner to have made {what} during their last turn, which came before the "
                    "scenario began, so the engine cannot know (play a Runner turn first)")
        if not any(not successful or run["outcome"] == "successful" for run in runs):
            return f"the Runner did not make {what} during their last turn"
        return ""
    return reason
