"""Ice that moves while the Runner encounters it: the Runner stays with it and the run goes on from
its new position, on its new server (cr/rule_ice_change_encounter_move_swap)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state import CardObj, Game

MOVE_SWAP = cites.cr("rule_ice_change_encounter_move_swap")


def move_to_outermost(game: Game, ice: CardObj, server: str, by: str) -> None:
    """Move installed `ice` to the outermost position protecting `server` (the same object,
    moved within the play area); an encountered ice takes the run with it."""
    old, _, i = game.locate(ice)
    del old.ice[i]
    game.servers[server].ice.insert(0, ice)
    run, enc = game.run, game.encounter
    game.trace.add(f"{by}: {ice.title} moves from {old.name} to the outermost position protecting "
                   f"{server}; it stays in the play area, so it is the same object.",
                   cites.SAME_OBJECT, key=True)
    if run is None or enc is None or enc.ice is not ice:
        if run is not None and old.name == run.server and i <= run.position:
            run.position -= 1
        return
    run.server, run.position = server, 0
    run.record["server"] = server
    game.trace.add(f"The Runner stays with {ice.title}: they are now running on {server} and the run "
                   f"continues from {ice.title}'s new position.", MOVE_SWAP, key=True)
