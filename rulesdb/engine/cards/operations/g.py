"""Operations whose title begins with G, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.operations.common import TRANSACTION
from rulesdb.engine.cards.primitives import (
    Ctx,
    corp_installs,
    draw,
    gain,
    installs_asked,
    seq,
)
from rulesdb.engine.cards.printed import operation
from rulesdb.engine.state.game import Game

GOVERNMENT_SUBSIDY = operation("Government Subsidy", TRANSACTION, faction="weyland-consortium", cost=10, inf=1,
                               text=("Gain 15[c].",), on_play=on_play(gain(15)))


GREEN_LEVEL = operation("Green Level Clearance", TRANSACTION, faction="haas-bioroid", cost=1, inf=1,
                        text=("Gain 3[c] and draw 1 card.",), on_play=on_play(seq(gain(3), draw(1))))


def _greasing_the_palm(game: Game, ctx: Ctx) -> None:
    """Gain 5[c]; the Corp may install 1 card from HQ (paying its cost), then may remove 1 tag to place 1
    advancement counter on that card ("use Greasing the Palm")."""
    from rulesdb.engine.effects.common import add_counters
    gain(5)(game, ctx)
    installed = corp_installs("hq")(game, ctx)
    if installed is None or not game.runner.tags:
        return
    if game.decider.ask(f"use {ctx.source.title}", ["yes", "no"], "Corp") == "yes":
        game.runner.tags -= 1
        game.trace.add(f"{ctx.by}: the Corp removes 1 tag ({game.runner.tags} left).", cites.TAG)
        add_counters(game, installed, "advancement", 1, ctx.by)


GREASING_THE_PALM = operation("Greasing the Palm", TRANSACTION, faction="haas-bioroid", cost=3, inf=3, text=(
    "Gain 5[c]. You may install 1 card from HQ. You may remove 1 tag to place 1 advancement counter on that card.",),
    on_play=on_play(_greasing_the_palm), decisions=(*installs_asked("Greasing the Palm"), "use Greasing the Palm"))
