"""What happened earlier this turn, as cards ask it: "if you made a successful run (on HQ) this turn",
"the first time each turn you make a successful run on HQ" (earlier runs count even if they came
before the card was installed)."""

from __future__ import annotations

from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import happened
from rulesdb.engine.state.midturn import refuse_unknown, unless_none_earlier
from rulesdb.engine.state.objects import CENTRAL


def successful_runs(game: Game, server: str | None = None, *, ended_only: bool = False) -> list[dict]:
    """This turn's successful runs (on `server`), the run in progress included once it is successful."""
    found = [r for r in game.runs if r.get("turn") == game.turn.number and r["outcome"] == "successful"]
    run = game.run
    if not ended_only and run is not None and run.successful and run.record["outcome"] is None:
        found.append(run.record)
    return [r for r in found if server is None or r["server"] == server]


def made_successful_run(game: Game, server: str | None = None, *, asking) -> bool:
    """"If you made a successful run (on `server`) this turn", as the card `asking` asks it: on a board that starts
    after an action of the turn, none found is not known to be none (state.midturn)."""
    on = f" on {server}" if server else ""
    return bool(unless_none_earlier(game, successful_runs(game, server), asking, f"a successful run{on} this turn"))


def first_successful_run(game: Game, server: str | None = None, *, asking) -> bool:
    """For a "successful" event: whether the run just declared successful is the first successful run
    (on `server`) this turn, as the card `asking` asks it (refused on a board that starts after an action of the
    turn: an earlier run is not known)."""
    run = game.run
    if run is None or (server is not None and run.server != server):
        return False
    earlier = [r for r in successful_runs(game, server, ended_only=True) if r is not run.record]
    if not earlier:
        refuse_unknown(game, asking, "the first time each turn you make a successful run")
    return not earlier


def first_trash_this_turn(game: Game, event, kinds: tuple[str, ...], test=lambda obj: True, *, asking) -> bool:
    """For an event of one of `kinds` ("trashed", "trashed-from-grip-or-stack"): whether the cards passing `test`
    trashed earlier this turn (the history's, so also before the asking card was installed) were all part of this
    same trash (`cards` or `together` in the event). A card trashed from the grip by an effect is reported under
    both kinds, so cards are compared by their first object."""
    batch = event.info.get("cards") or event.info.get("together") or (event.subject,)
    this_trash = {c.first_object for c in batch if c is not None}
    earlier = {s.first_object for kind in kinds for s in happened(game, game.turn.number, kind)
               if s is not None and test(s)}
    if earlier <= this_trash:
        refuse_unknown(game, asking, "the first time each turn a card is trashed")
    return earlier <= this_trash


def central_success_this_turn(game: Game, card) -> str:
    """"Install only if you made a successful run on a central server this turn" (cr/rule_act_restriction): "" when
    the Runner did (Time Bomb, Data Leak Reversal)."""
    if any(successful_runs(game, server) for server in CENTRAL):
        return ""
    refuse_unknown(game, card, "a successful run on a central server this turn")
    return "the Runner made no successful run on a central server this turn"
