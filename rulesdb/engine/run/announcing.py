"""Whether the Runner may announce a server as the attacked server, whatever initiates the run: a basic action, a run
event or a card's "Run <server>" (cr/rule_cannot_run_abilities: "cannot run on" refers to that announcement)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.unseen_lasting import may_have_forbidden
from rulesdb.errors import ScenarioError


def check_announcement(game: Game, server: str, by: str) -> None:
    """Refuse a run on `server` that an active "cannot run" forbids (Front Company's first run on a remote, Off the
    Grid, Excalibur's "cannot make another run this turn"), checked before the run is on the record, so "the first
    run each turn" is not this one. The basic action refuses it before its [click] is spent; a card's run naming a
    forbidden server is refused too: whether its other instructions still resolve is not modelled."""
    may_have_forbidden(game, "run", server)  # an unseen "cannot make another run this turn" (Excalibur)
    forbidden = game.forbidden("run", server)
    if forbidden:
        raise ScenarioError(f"{game.decider.source}: {by or 'the run'}: the Runner cannot run on {server} "
                            f"({forbidden}): \"cannot\" beats \"can\" ({cites.C_CANNOT}, "
                            f"{cites.cr('rule_cannot_run_abilities')}).")
