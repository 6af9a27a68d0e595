"""Events whose title begins with G, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.cards.printed import event
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.game import Game


def _draw_up_to_hand_size(game: Game, ctx: Ctx) -> None:
    """Game Day: draw the difference between the maximum hand size and the grip, if the grip is smaller."""
    missing = game.hand_size("runner") - len(game.runner.hand)
    if missing > 0:
        draw(missing)(game, ctx)
    else:
        game.trace.add(f"{ctx.by}: the grip is not smaller than the maximum hand size; no card is drawn.")


GAME_DAY = event("Game Day", "Double", faction="shaper", cost=1, inf=3, text=(
    "As an additional cost to play this event, spend [click].",
    "If you have fewer cards in your grip than your maximum hand size, draw cards until you have cards in your grip "
    "equal to your maximum hand size."), play_costs=(Clicks(1),), on_play=on_play(_draw_up_to_hand_size))
