"""Whether the Runner may announce a server as the attacked server, whatever initiates the run: a basic action, a run
event or a card's "Run <server>" (cr/rule_cannot_run_abilities: "cannot run on" refers to that announcement); and the
servers a card letting the Runner choose one ("run any server", "run a remote server") may offer, by the same check.

A card's "Run HQ." naming a server the Runner cannot run on does not stop the card being played or used: no rule
restricts that (the CR's "potential to change the game state" went in 25.04), the "cannot" takes precedence over the
run (cr/rule_cannot_precedence) and that part of the instruction is ignored (cr/rule_do_as_much_as_you_can): no run
is made, so nothing "if successful" or "when that run ends" happens, and the card's other instructions resolve."""

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


def announced(game: Game, server: str, by: str) -> bool:
    """Whether a run on `server` is made: False, with the step saying so, when an active "cannot run" forbids it and a
    card's instruction (`by`) initiates it; checked before the run is on the record, so "the first run each turn" is
    not this one. The basic action refuses it before its [click] is spent (turns.actions); a run without a card
    making it is refused here."""
    forbidden = forbidding(game, server)
    if not forbidden:
        return True
    rules = (cites.C_CANNOT, cites.cr("rule_cannot_run_abilities"))
    if not by:
        raise ScenarioError(f"{game.decider.source}: the run: the Runner cannot run on {server} ({forbidden}): "
                            f"\"cannot\" beats \"can\" ({', '.join(rules)}).")
    game.trace.add(f"{by}: the Runner cannot run on {server} ({forbidden}): the \"cannot\" takes precedence, so no run "
                   f"is made and that part of {by}'s instruction is ignored; the rest of it resolves as far as it can.",
                   *rules, cites.cr("rule_do_as_much_as_you_can"), key=True)
    return False


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
