"""Upgrades whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import when_turn_begins
from rulesdb.engine.cards.primitives import Ctx, choose
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.common import add_counters
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import this_server


def _advance_a_card_in_this_root(game: Game, ctx: Ctx) -> None:
    """La Costa Grid: 1 advancement counter on a card in the root of this server (itself included), any card."""
    here = this_server(game, ctx.source)
    card = choose(game, ctx, list(here.root) if here else [], "Corp", "no card is in this root", cites.C_ADVANCE_RULE)
    if card is not None:
        add_counters(game, card, "advancement", 1, ctx.by)


LA_COSTA_GRID = upgrade("La Costa Grid", "Region - Seedy", faction="jinteki", cost=3, inf=3, trash=4, text=(
    "Remote server only.", "When your turn begins, place 1 advancement counter on a card in the root of this server.",
    "Limit 1 region per server."), on=(when_turn_begins(_advance_a_card_in_this_root),),
    decisions=("La Costa Grid target",))
