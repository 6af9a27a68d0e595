"""Whether the Runner may announce a server as the attacked server, whatever initiates the run: a basic action, a run
event or a card's "Run <server>" (cr/rule_cannot_run_abilities: "cannot run on" refers to that announcement); and the
servers a card letting the Runner choose one ("run any server", "run a remote server") may offer, by the same check."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.unseen_lasting import may_have_forbidden
from rulesdb.errors import ScenarioError


def forbidding(game: Game, server: str) -> str:
    """The text of the active "cannot run on" forbidding the Runner to announce `server` (Front Company's first run
    on a remote, Off the Grid, Excalibur's "cannot make another run this turn"), or "" when they may announce it;
    refused when a card on a board starting mid-turn may have made one unseen (`may_have_forbidden`)."""
    may_have_forbidden(game, "run", server)  # an unseen "cannot make another run this turn" (Excalibur)
    return game.forbidden("run", server)


def check_announcement(game: Game, server: str, by: str) -> None:
    """Refuse a run on `server` that an active "cannot run" forbids, checked before the run is on the record, so "the
    first run each turn" is not this one. The basic action refuses it before its [click] is spent; a card's run naming
    a forbidden server is refused too: whether its other instructions still resolve is not modelled."""
    forbidden = forbidding(game, server)
    if forbidden:
        raise ScenarioError(f"{game.decider.source}: {by or 'the run'}: the Runner cannot run on {server} "
                            f"({forbidden}): \"cannot\" beats \"can\" ({cites.C_CANNOT}, "
                            f"{cites.cr('rule_cannot_run_abilities')}).")


def announceable(game: Game, servers) -> tuple[list[str], list[str]]:
    """The servers among `servers` a card letting the Runner choose one may offer (those `forbidding` allows), and a
    note for each left out, naming the "cannot" that forbids it, for the question's `notes`."""
    allowed, notes = [], []
    for server in servers:
        forbidden = forbidding(game, server)
        if forbidden:
            notes.append(f"{server}: the Runner cannot run on it ({forbidden})")
        else:
            allowed.append(server)
    return allowed, notes
