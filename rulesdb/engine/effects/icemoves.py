"""Ice positions changing during a run: encountered ice that moves takes the run with it
(cr/rule_ice_change_encounter_move_swap); ice installed inward of the Runner will be approached
(cr/rule_ice_change_inward); an ice with no position has no "inward" (cr/rule_install_to_invalid_destination)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.installing import finish_install
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import PLAY_AREA, CardObj, Server

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


def inward_of(game: Game, host: CardObj, by: str) -> tuple[Server, int] | None:
    """The server and ice index "directly inward from" `host`, or None (traced) when `host`
    protects no server and so has no position."""
    place = game.locate(host)
    if place is None or place[1] != "ice":
        game.trace.add(f"{by}: {host.title} is not protecting a server, so \"directly inward\" from it "
                       "names no position: no ice can be installed.",
                       cites.cr("rule_install_to_invalid_destination"), key=True)
        return None
    return place[0], place[2] + 1


def install_ice_at(game: Game, card: CardObj, server: Server, index: int, by: str,
                   costs: str = ", ignoring all costs") -> None:
    """Install `card` (from HQ, Archives or found in R&D) as ice number `index` (outermost 0) of
    `server`; inward of the Runner's position on the attacked server it will be approached this run."""
    for pile in (game.corp.hand, game.corp.discard):  # a card found in R&D is already out of it
        if any(o is card for o in pile):
            pile.remove(card)
    obj = game.change_zone(card, PLAY_AREA)
    server.ice.insert(index, obj)
    run = game.run
    attacked = run is not None and run.server == server.name
    if attacked and index <= run.position:
        run.position += 1  # the Runner stays at their ice; positions outward of it are new
    inward = attacked and index > run.position
    where = ("; it is inward from the Runner, who will approach it this run." if inward else
             "; it is outward from the Runner, who will not approach it." if attacked else ".")
    rule = (cites.cr("rule_ice_change_inward" if inward else "rule_ice_change_outward"),) if attacked else ()
    game.trace.add(f"{by}: the Corp installs {card.title} unrezzed protecting {server.name}, ice "
                   f"{index + 1} from the outside{costs}{where}", cites.C_INSTALL_STEPS, *rule, key=True)
    finish_install(game, obj)
