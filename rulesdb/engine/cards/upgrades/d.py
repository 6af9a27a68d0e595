"""Upgrades whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import from_this_server, whenever
from rulesdb.engine.cards.primitives import damage
from rulesdb.engine.cards.printed import upgrade

DJUPSTAD_GRID = upgrade("Djupstad Grid", "Region", faction="haas-bioroid", cost=4, inf=4, trash=4, text=(
    "Whenever you score an agenda from the root of this server, do 1 core damage.", "Limit 1 region per server."),
    on=(whenever("scored", damage("core", 1), from_this_server, starts="Whenever"),))
