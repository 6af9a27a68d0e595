"""Events whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import instead_of_breaching, run_event
from rulesdb.engine.cards.primitives import (
    Ctx,
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
