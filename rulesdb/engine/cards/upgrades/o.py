"""Upgrades whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.runs import when_successful_run
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.cards.upgrades.v import _where
from rulesdb.engine.state.thisserver import is_this_server

OFF_THE_GRID = upgrade("Off the Grid", "", faction="weyland-consortium", cost=6, inf=3, trash=0, text=(
    "Install only in a remote server.", "The Runner cannot initiate a run on this server.",
    "Whenever the Runner makes a successful run on HQ, trash Off the Grid."),
    on=(constant("cannot-run", is_this_server, starts="The Runner cannot"),
        when_successful_run(trash_self, server="HQ", starts="Whenever")))


OAKTOWN_GRID = upgrade("Oaktown Grid", "Region", faction="haas-bioroid", cost=1, inf=2, trash=1, text=(
    "The trash cost of each card in the root of this server is increased by 3.", "Limit 1 region per server."),
    on=(constant("trash-cost", lambda game, card, subject: 3 if _where(game, card, subject) == "root" else 0,
                 starts="The trash cost"),))
