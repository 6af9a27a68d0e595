"""Operations whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.operations.common import TAGGED_ONLY, TRANSACTION, _runner_tagged, modes
from rulesdb.engine.cards.primitives import (
    Ctx,
    damage,
    draw,
    gain,
    gain_clicks,
    give_tags,
    seq,
)
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.effects.costtypes import Clicks
from rulesdb.engine.state.game import Game


def _memory_minus_2(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.effects.common import lasting
    lasting(game, "memory", lambda g, card, subject: -2,
            "The Runner's memory limit is reduced by 2 until the end of the turn.", "turn", ctx.by)


def _two_tags(game: Game, card) -> str:
    return "" if game.runner.tags >= 2 else "the Runner has fewer than 2 tags"


BAD_TIMES = operation("Bad Times", "Gray Ops", faction="neutral-corp", cost=4, inf=0, text=(
    TAGGED_ONLY, "The Runner's memory limit is reduced by 2 until the end of the turn."),
    on_play=on_play(_memory_minus_2), playable=_runner_tagged)


BEANSTALK = operation("Beanstalk Royalties", TRANSACTION, faction="weyland-consortium", cost=0, inf=1,
                      text=("Gain 3[c].",), on_play=on_play(gain(3)))


BIOTIC_LABOR = operation("Biotic Labor", "", faction="haas-bioroid", cost=4, inf=4,
                         text=("Gain [click][click].",), on_play=on_play(gain_clicks(2)))


BLUE_LEVEL = operation("Blue Level Clearance", "Double - Transaction", faction="haas-bioroid", cost=2,
                       inf=2, text=("As an additional cost to play this operation, spend [click].",
                                    "Gain 5[c] and draw 2 cards."),
                       on_play=on_play(seq(gain(5), draw(2))), play_costs=(Clicks(1),))


BOOM = operation("BOOM!", "Double - Black Ops", faction="weyland-consortium", cost=4, inf=3, trash=1,
                 text=("Play only if the Runner has at least 2 tags.",
                       "As an additional cost to play this operation, spend [click].", "Do 7 meat damage."),
                 playable=_two_tags, play_costs=(Clicks(1),), on_play=on_play(damage("meat", 7)))


def _tags_for_credits(game: Game, ctx: Ctx) -> None:
    """Bigger Picture: the Corp removes any number of tags ("Bigger Picture tags": a number); the Runner
    loses 5[c] per tag removed, and the Corp gains what the Runner actually lost."""
    from rulesdb.engine.cards.primitives import lose_credits
    most = game.runner.tags

    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of tags from 0 to {most}")
        return value
    n = game.decider.ask("Bigger Picture tags", [f"0..{most}"], "Corp", check=check)
    game.runner.tags -= n
    game.trace.add(f"{ctx.by}: the Corp removes {n} tag(s) ({game.runner.tags} left).", cites.TAG)
    lost = lose_credits(game, "runner", 5 * n, ctx.by)
    gain(lost)(game, ctx)


BIGGER_PICTURE = operation("Bigger Picture", "Gray Ops", faction="nbn", cost=0, inf=2, text=(
    TAGGED_ONLY, "Resolve 1 of the following:<ul><li>Give the Runner 1 tag.</li><li>Remove any number of tags. "
    "The Runner loses 5[c] for each tag removed this way. Gain credits equal to the number of credits the Runner "
    "lost.</li></ul>"), playable=_runner_tagged,
    on_play=on_play(modes({"give the Runner 1 tag": give_tags(1), "remove tags": _tags_for_credits})),
    decisions=("Bigger Picture tags",))
