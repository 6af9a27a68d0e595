""""This server" for a card in a server, one that has just left a server, or one in a central
server's zone (cr/rule_this_server): the server its abilities mean."""

from __future__ import annotations

from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj, Server

ZONE_SERVERS = {"hq": "HQ", "rd": "R&D", "archives": "Archives"}


def this_server(game: Game, card: CardObj) -> Server | None:
    """The server `card` is installed in or protecting; else the one it was last uninstalled
    from; else, for a Corp card in HQ, R&D or Archives, that central server."""
    place = game.locate(card)
    if place is not None:
        return place[0]
    if card.left_server is not None:
        return game.servers.get(card.left_server)
    if card.owner == "corp" and card.zone in ZONE_SERVERS:
        return game.servers.get(ZONE_SERVERS[card.zone])
    return None


def is_this_server(game: Game, card: CardObj, server: str) -> bool:
    """Whether `server` (a name) is `card`'s "this server"."""
    here = this_server(game, card)
    return here is not None and here.name == server


def protects_this_server(game: Game, card: CardObj, ice: CardObj) -> bool:
    """Whether `ice` is installed protecting `card`'s "this server" (Experiential Data, Akitaro Watanabe)."""
    here = this_server(game, card)
    return here is not None and any(o is ice for o in here.ice)
