"""Events whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.primitives import draw, lose_clicks, seq, when
from rulesdb.engine.cards.printed import event

VRCATION = event("VRcation", "", faction="shaper", cost=1, inf=2, text=(
    "Draw 4 cards. If you have any [click] remaining, lose [click].",),
    on_play=on_play(seq(draw(4), when(lambda game, ctx: game.runner.clicks > 0, lose_clicks(1)))))
