"""Agendas whose title begins with a digit, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda
from rulesdb.engine.cards.hooks.abilities import paid
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.shared import shuffle_into_rd
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.game import Game


def _shuffle_from_a_score_area(game: Game, ctx: Ctx) -> None:
    """15 Minutes: the agenda leaves whichever score area it is in and is shuffled into R&D (a new object)."""
    runner = any(c is ctx.source for c in game.runner.score)
    pile, where = (game.runner.score, "the Runner's score area") if runner else (game.corp.score, "the score area")
    shuffle_into_rd(game, ctx, [ctx.source], pile, where)


FIFTEEN_MINUTES = _agenda("15 Minutes", "", "nbn", 1, 2, [
    "[click]: Shuffle 15 Minutes into R&D. The Corp can trigger this ability while 15 Minutes is in the Runner's "
    "score area.", "Limit 1 per deck."],
    on=(paid(Clicks(1), effect=_shuffle_from_a_score_area, starts="[click]", in_runner_score=True),), waits_for="",
    unique=True)
