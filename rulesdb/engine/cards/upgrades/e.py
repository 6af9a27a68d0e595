"""Upgrades whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.choices import when
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.state.thisserver import protects_this_server, this_server

EXPERIENTIAL_DATA = upgrade("Experiential Data", faction="haas-bioroid", cost=2, inf=1, trash=2, text=(
    "All ice protecting this server has +1 strength.",),
    on=(constant("ice-strength", lambda game, card, ice: 1 if protects_this_server(game, card, ice) else 0,
                 starts="All ice"),))


def _rezzed_asset_in_this_root(game, ctx) -> bool:
    here = this_server(game, ctx.source)
    return any(o.rezzed and o.card.facts.type == "asset" for o in (here.root if here else []))


EXPO_GRID = upgrade("Expo Grid", "Region", faction="weyland-consortium", cost=0, inf=3, trash=3, text=(
    "When your turn begins, gain 1[c] if there is a rezzed asset installed in the root of this server.",
    "Limit 1 region per server."), on=(when_turn_begins(when(_rezzed_asset_in_this_root, gain(1))),))
