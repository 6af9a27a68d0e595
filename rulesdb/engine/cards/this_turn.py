"""What happened earlier this turn, as cards ask it: "if you made a successful run (on HQ) this turn",
"the first time each turn you make a successful run on HQ" (earlier runs count even if they came
before the card was installed)."""

from __future__ import annotations

from rulesdb.engine.state.game import Game


def successful_runs(game: Game, server: str | None = None, *, ended_only: bool = False) -> list[dict]:
    """This turn's successful runs (on `server`), the run in progress included once it is successful."""
    found = [r for r in game.runs if r.get("turn") == game.turn.number and r["outcome"] == "successful"]
    run = game.run
    if not ended_only and run is not None and run.successful and run.record["outcome"] is None:
        found.append(run.record)
    return [r for r in found if server is None or r["server"] == server]


def made_successful_run(game: Game, server: str | None = None) -> bool:
    """"If you made a successful run (on `server`) this turn"."""
    return bool(successful_runs(game, server))


def first_successful_run(game: Game, server: str | None = None) -> bool:
    """For a "successful" event: whether the run just declared successful is the first successful run
    (on `server`) this turn."""
    run = game.run
    if run is None or (server is not None and run.server != server):
        return False
    earlier = [r for r in successful_runs(game, server, ended_only=True) if r is not run.record]
    return not earlier
