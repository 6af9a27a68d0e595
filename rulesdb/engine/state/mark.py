"""The Runner's mark (cr/rule_mark): "identify your mark" makes a random central server the mark for
the rest of the turn, unless one already is; a condition about the mark looks at the game only from
the moment that server was designated (cr/rule_mark_designated_condition_check)."""

from __future__ import annotations

import weakref

from rulesdb.engine import cites
from rulesdb.engine.records import record
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import refuse_turn_began_unshown, refuse_unknown
from rulesdb.engine.state.objects import CENTRAL

_MARKS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


@record(frozen=True)
class Designation:
    """A server designated as the mark: in which turn, and how many runs had been made before."""

    turn: int
    server: str
    runs_before: int


def mark(game: Game, asking) -> str | None:
    """The server designated as the mark this turn, or None (the designation expires with the turn:
    cr/rule_mark_designation_lingering_effect); on a board that starts after an unshown action of the Runner's turn,
    no mark identified in the scenario is not known to be none (state.midturn), as the card `asking` asks it."""
    found = _MARKS.get(game)
    if found is not None and found.turn == game.turn.number:
        return found.server
    if game.turn.active == "runner":
        refuse_unknown(game, asking, "your mark for this turn")
        _refuse_identified_unshown(game)
    return None


IDENTIFIES = "When your turn begins, identify your mark"


def _refuse_identified_unshown(game: Game) -> None:
    """A Runner card that identifies the mark "When your turn begins" (Nyusha, Tunnel Vision), in play as the turn
    began, on a board that starts after it began (in the action phase, even with every [click] left): the random
    central server it made the mark is not known, so the scenario is refused (state.midturn)."""
    for obj in game.in_play():
        if obj.owner == "runner" and any(line.startswith(IDENTIFIES) for line in obj.card.facts.text):
            refuse_turn_began_unshown(game, obj, IDENTIFIES)


def identify_mark(game: Game, by: str) -> str:
    """"Identify your mark": a random central server (seeded) if there is no mark yet."""
    already = mark(game, by)
    if already is not None:
        game.trace.add(f"{by}: {already} is already the mark, so identifying the mark does nothing.",
                       cites.cr("rule_mark_already_identified"))
        return already
    server = game.rng.choice(CENTRAL)
    _MARKS[game] = Designation(game.turn.number, server, len(game.runs))
    game.trace.add(f"{by}: the Runner has no mark, so a random central server becomes the mark for the "
                   f"remainder of the turn: {server}.", cites.cr("rule_mark_identification"),
                   cites.cr("rule_mark_designation_lingering_effect"), key=True)
    return server


def successful_runs_on_mark(game: Game) -> int:
    """Successful runs on the mark made since it was designated (runs before it do not count)."""
    found = _MARKS.get(game)
    if found is None or found.turn != game.turn.number:
        return 0
    return sum(1 for run in game.runs[found.runs_before:]
               if run["server"] == found.server and run["outcome"] == "successful")
