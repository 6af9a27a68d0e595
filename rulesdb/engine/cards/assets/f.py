"""Assets whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.assets.common import unprotected
from rulesdb.engine.cards.hooks import when_turn_begins
from rulesdb.engine.cards.primitives import Ctx, arrange_top, draw, may
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.state.game import Game


def _arrange_then_maybe_draw(game: Game, ctx: Ctx) -> None:
    """Federal Fundraising: the Corp arranges the top 3 of R&D ("Federal Fundraising order"); then, if this server
    is not protected by ice, it may draw 1 ("Federal Fundraising choice")."""
    arrange_top(3, "Federal Fundraising order")(game, ctx)
    if unprotected(game, ctx.source):
        may(draw(1), "draw 1")(game, ctx)


FEDERAL_FUNDRAISING = asset("Federal Fundraising", "Political - Ritzy", faction="nbn", cost=0, inf=2, trash=2, text=(
    "When your turn begins, you may look at the top 3 cards of R&D and arrange them in any order. Then, if this server "
    "is not protected by ice, you may draw 1 card.",), on=(when_turn_begins(_arrange_then_maybe_draw),),
    decisions=("Federal Fundraising order", "Federal Fundraising choice"))
