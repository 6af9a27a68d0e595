"""Operations whose title begins with Y, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.effects import pools
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game


def _one_per_card_in_hq(game: Game, ctx: Ctx) -> None:
    """Your Digital Life: counted as it resolves, from the play area, so it is not in HQ itself."""
    n = len(game.corp.hand)
    pools.gain_credits(game, "corp", n, f"{ctx.by} ({counted(n, 'card')} in HQ)", cites.CREDIT_POOL,
                       cites.cr("rule_calculated_quantity"))


YOUR_DIGITAL_LIFE = operation("Your Digital Life", "Transaction", faction="nbn", cost=2, inf=2,
                              text=("Gain 1[c] for each card in HQ.",), on_play=on_play(_one_per_card_in_hq))
