"""Ice whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    lose_clicks_to_break,
)
from rulesdb.engine.cards.ice.common import ETR
from rulesdb.engine.cards.primitives import (
    Ctx,
    damage,
    draw,
    gain,
    lose,
)
from rulesdb.engine.cards.printed import ice
from rulesdb.engine.state.game import Game

VANILLA = ice("Vanilla", "Barrier", faction="neutral-corp", cost=0, strength=0, inf=0,
              text=("[sub] End the run.",), subs=(ETR,))


def _may_draw_1_or_2(game: Game, ctx: Ctx) -> None:
    """"You may draw 1 or 2 cards": the Corp picks (decision "Vampyronassa choice")."""
    picked = game.decider.ask(f"{ctx.source.title} choice", ["draw 2", "draw 1", "draw none"], "Corp")
    if picked != "draw none":
        draw(int(picked.split()[1]))(game, ctx)


VAMPYRONASSA = ice("Vampyronassa", "Code Gate - AP", faction="jinteki", cost=7, strength=4, inf=3, text=(
    "[sub] The Runner loses 2[c].", "[sub] Gain 2[c].", "[sub] Do 2 net damage.",
    "[sub] You may draw 1 or 2 cards."), subs=(lose(2), gain(2), damage("net", 2), _may_draw_1_or_2),
    decisions=("Vampyronassa choice",))


VIKTOR = ice("Viktor 1.0", "Code Gate - Bioroid - AP", faction="haas-bioroid", cost=3, strength=3,
             inf=2, text=("Lose [click]: Break 1 subroutine on this ice. Only the Runner can use "
                          "this ability.", "[sub] Do 1 core damage.", "[sub] End the run."),
             subs=(damage("core", 1), ETR), breaker=lose_clicks_to_break())
