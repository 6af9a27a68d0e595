"""Events whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.hooks.runs import instead_of_breaching, run_event
from rulesdb.engine.cards.primitives.choices import seq, when
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw, give_tags, lose_clicks, lose_credits
from rulesdb.engine.cards.printed import event
from rulesdb.engine.state.game import Game

VRCATION = event("VRcation", "", faction="shaper", cost=1, inf=2, text=(
    "Draw 4 cards. If you have any [click] remaining, lose [click].",),
    on_play=on_play(seq(draw(4), when(lambda game, ctx: game.runner.clicks > 0, lose_clicks(1)))))


def _vamp(game: Game, ctx: Ctx) -> None:
    """Vamp: the Runner spends X[c] ("Vamp X", 0 up to their credits); the Corp loses X[c]; 1 tag if they spent any."""
    from rulesdb.engine import cites
    from rulesdb.engine.cards.shared import ask_number
    from rulesdb.engine.effects.costs import Payment, pay
    x = ask_number(game, "Vamp X", game.runner.credits, "Runner", "a number of credits")
    if x and pay(game, Payment("runner", x, "ability", f"{ctx.by} (X={x})"), cites.COST):
        lose_credits(game, "corp", x, ctx.by)
        give_tags(1)(game, ctx)


VAMP = event("Vamp", "Run - Sabotage", faction="anarch", cost=0, inf=2, text=(
    "Run HQ. If successful, instead of breaching HQ, you may spend X[c]. If you do, the Corp loses X[c]. If you spent "
    "credits, take 1 tag.",), on_play=run_event(instead_of_breaching("HQ", _vamp, "Vamp")), decisions=("Vamp X",))
