"""Events whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import instead_of_breaching, on_play, run_event
from rulesdb.engine.cards.primitives import (
    Ctx,
    draw,
    gain,
)
from rulesdb.engine.cards.printed import event
from rulesdb.engine.state.game import Game


def _trash_from_hq(game: Game, ctx: Ctx) -> None:
    """Wanton Destruction: spend any number of [click] to trash that many cards from HQ at random."""
    most = min(game.runner.clicks, len(game.corp.hand))

    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of clicks from 0 to {most}")
        return value

    n = game.decider.ask("Wanton Destruction choice", [f"0..{most}"], "Runner", check=check)
    game.runner.clicks -= n
    for _ in range(n):
        card = game.corp.hand.pop(game.rng.randrange(len(game.corp.hand)))
        game.corp.discard.append(game.change_zone(card, "archives"))
        game.trace.add(f"{ctx.by}: {card.title} is trashed from HQ at random.")


WANTON_DESTRUCTION = event("Wanton Destruction", "Run - Sabotage", faction="anarch", cost=1, inf=4, text=(
    "Run HQ. If successful, instead of breaching HQ, you may spend any number of [click] to force the"
    " Corp to trash that many cards from HQ at random.",),
    on_play=run_event(instead_of_breaching("HQ", _trash_from_hq, "Wanton Destruction")),
    decisions=("Wanton Destruction choice",))


def _corps_choice(game: Game, ctx: Ctx) -> None:
    """Wildcat Strike: the Corp chooses which the Runner resolves (decision "Wildcat Strike choice")."""
    picked = game.decider.ask(f"{ctx.source.title} choice", ["gain 6 credits", "draw 4 cards"], "Corp")
    (gain(6) if picked == "gain 6 credits" else draw(4))(game, ctx)


WILDCAT_STRIKE = event("Wildcat Strike", "", faction="anarch", cost=2, inf=1, text=(
    "Resolve 1 of the following of the Corpʼs choice:<ul><li>Gain 6[c].</li><li>Draw 4 cards.</li></ul>",),
    on_play=on_play(_corps_choice), decisions=("Wildcat Strike choice",))
