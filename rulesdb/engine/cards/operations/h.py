"""Operations whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.operations.common import (
    TAGGED_ONLY,
    TRANSACTION,
    _runner_tagged,
    remove_this_from_game,
    runner_loses_allotted_click,
)
from rulesdb.engine.cards.primitives import (
    Ctx,
    damage,
    end_action_phase,
    gain,
    give_tags,
    seq,
    trace,
)
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import runner_ran_last_turn


def _hansei(game: Game, ctx: Ctx) -> None:
    gain(10)(game, ctx)
    hand = game.corp.hand
    if not hand:
        return
    titles = [c.title for c in hand]
    card = hand[titles.index(game.decider.ask("Hansei Review target", titles, "Corp"))]
    hand.remove(card)
    game.corp.discard.append(game.change_zone(card, "archives"))
    game.trace.add(f"{ctx.by}: the Corp trashes {card.title} from HQ.")


HANSEI_REVIEW = operation("Hansei Review", TRANSACTION, faction="jinteki", cost=5, inf=1, text=(
    "Gain 10[c]. If there are any cards in HQ, trash 1 of them.",), on_play=on_play(_hansei))


HARD_HITTING_NEWS = operation("Hard-Hitting News", "Terminal", faction="nbn", cost=3, inf=2, text=(
    "After you resolve this operation, your action phase ends.",
    "Play only if the Runner made a run during their last turn.",
    "Trace[4]. If successful, give the Runner 4 tags."), on_play=on_play(seq(trace(4, give_tags(4)), end_action_phase)),
    playable=runner_ran_last_turn())


HEDGE_FUND = operation("Hedge Fund", "Transaction", faction="neutral-corp", cost=5, inf=0,
                       text=("Gain 9[c].",), on_play=on_play(gain(9)))


HYPOXIA = operation("Hypoxia", "Black Ops", faction="haas-bioroid", cost=1, inf=3, text=(
    TAGGED_ONLY, "Do 1 core damage. The Runner gets -1 allotted [click] for their next turn.",
    "Remove this operation from the game."), playable=_runner_tagged,
    on_play=on_play(seq(damage("core", 1), runner_loses_allotted_click, remove_this_from_game)))
