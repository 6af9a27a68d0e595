"""Events whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.moments import on_play
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import remove_tags
from rulesdb.engine.cards.printed import event
from rulesdb.engine.cards.shared import ran_every_central_this_turn
from rulesdb.engine.effects.score_area import add_to_score_area
from rulesdb.engine.state.game import Game


def _may_pay_1_back_to_grip(game: Game, ctx: Ctx) -> None:
    """Networking: "Then, you may pay 1[c] to add this event to your grip": it leaves the play area, so it
    is not trashed (cr/rule_play_no_trash_left_play_area)."""
    from rulesdb.engine.effects.costs import Payment, able, pay
    payment = Payment("runner", 1, "ability", f"{ctx.by} (1[c])")
    if not able(game, payment) or game.decider.ask("use Networking", ["yes", "no"], "Runner") == "no":
        game.trace.add(f"{ctx.by}: the Runner does not pay 1[c]; Networking stays in the play area.", cites.COST)
        return
    pay(game, payment, cites.COST)
    game.runner.hand.append(game.change_zone(ctx.source, "grip"))
    game.trace.add(f"{ctx.by}: the Runner pays 1[c] and adds Networking to the grip.",
                   cites.cr("rule_play_no_trash_left_play_area"))


NETWORKING = event("Networking", "", faction="criminal", cost=0, inf=1, text=(
    "Remove 1 tag. Then, you may pay 1[c] to add this event to your grip.",),
    on_play=on_play(seq(remove_tags(1), _may_pay_1_back_to_grip)), decisions=("use Networking",))


def _to_runner_score_area(game: Game, ctx: Ctx) -> None:
    """Notoriety: the event goes to the Runner's score area as an agenda worth 1 point; it is not stolen
    (cr/rule_added_agendas_not_scored_or_stolen), and it leaves the play area, so it is not trashed."""
    add_to_score_area(game, "runner", ctx.source, ctx.by, as_agenda="an agenda worth 1 agenda point")


NOTORIETY = event("Notoriety", "", faction="shaper", cost=1, inf=1, text=(
    "Play only if you made a successful run on R&D, HQ, and Archives this turn.",
    "Add Notoriety to your score area as an agenda worth 1 agenda point."),
    playable=ran_every_central_this_turn, on_play=on_play(_to_runner_score_area),
    # worth 1 point while in the Runner's score area, the only place it works (kind stolen-agenda-points)
    on=(constant("stolen-agenda-points", lambda game, card, subject: 1, starts="Add Notoriety"),))
