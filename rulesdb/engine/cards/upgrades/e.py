"""Upgrades whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import constant
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.state.thisserver import protects_this_server

EXPERIENTIAL_DATA = upgrade("Experiential Data", faction="haas-bioroid", cost=2, inf=1, trash=2, text=(
    "All ice protecting this server has +1 strength.",),
    on=(constant("ice-strength", lambda game, card, ice: 1 if protects_this_server(game, card, ice) else 0,
                 starts="All ice"),))
