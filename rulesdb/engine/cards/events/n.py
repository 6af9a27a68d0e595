"""Events whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.events.common import every_central_this_turn
from rulesdb.engine.cards.hooks import constant, on_play
from rulesdb.engine.cards.primitives import Ctx
from rulesdb.engine.cards.printed import event
from rulesdb.engine.state.game import Game


def _to_runner_score_area(game: Game, ctx: Ctx) -> None:
    """Notoriety: the event goes to the Runner's score area as an agenda worth 1 point; it is not stolen
    (cr/rule_added_agendas_not_scored_or_stolen), and it leaves the play area, so it is not trashed."""
    card = ctx.source
    card.zone = "score area"
    game.runner.score.append(game.change_zone(card, "score area"))
    game.trace.add(f"{ctx.by}: added to the Runner's score area as an agenda worth 1 agenda point; it was not "
                   "stolen.", cites.cr("rule_added_agendas_not_scored_or_stolen"), key=True)


NOTORIETY = event("Notoriety", "", faction="shaper", cost=1, inf=1, text=(
    "Play only if you made a successful run on R&D, HQ, and Archives this turn.",
    "Add Notoriety to your score area as an agenda worth 1 agenda point."),
    playable=every_central_this_turn, on_play=on_play(_to_runner_score_area),
    # worth 1 point while in the Runner's score area, the only place it works (kind stolen-agenda-points)
    on=(constant("stolen-agenda-points", lambda game, card, subject: 1, starts="Add Notoriety"),))
