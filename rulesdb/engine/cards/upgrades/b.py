"""Upgrades whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import constant
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import is_this_server


def _two_net_to_steal_here(game: Game, card, agenda) -> tuple:
    """Ben Musashi: stealing an agenda from this server or its root costs 2 net damage more."""
    from rulesdb.engine.effects.costtypes import SufferDamage
    run = game.run  # persistent: "this server" is still the one it was trashed from
    return (SufferDamage("net", 2),) if run is not None and is_this_server(game, card, run.server) else ()


BEN_MUSASHI = upgrade("Ben Musashi", "Clone", faction="jinteki", unique=True, cost=1, inf=2, trash=3, text=(
    "Persistent → As an additional cost to steal an agenda from this server or its root, the Runner must "
    "suffer 2 net damage. <em>(If the Runner trashes this card while accessing it, this ability still applies "
    "for the remainder of this run.)</em>",),
    on=(constant("steal-cost", _two_net_to_steal_here, starts="Persistent"),))
