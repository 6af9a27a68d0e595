"""Hardware whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks import whenever
from rulesdb.engine.cards.primitives import Ctx, draw, place_counters
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.state.game import Game

AKAMATSU = hardware("Akamatsu Mem Chip", "Chip", faction="shaper", cost=1, inf=1, text=("+1[MU]",),
                    memory_bonus=1)


def _counter_to_draw_2(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine import cites
    ctx.source.counters["power"] -= 1
    game.trace.add(f"{ctx.by}: 1 power counter removed from Amanuensis.", cites.C_COUNTERS)
    draw(2)(game, ctx)


AMANUENSIS = hardware("Amanuensis", "Console", faction="anarch", unique=True, cost=2, inf=3, text=(
    "+1[MU]", "When your turn ends, place 1 power counter on this hardware if you are tagged.",
    "Whenever you remove 1 or more tags, you may remove 1 hosted power counter to draw 2 cards.", CONSOLE_LIMIT),
    memory_bonus=1,
    on=(whenever("turn-ends", place_counters("power", 1), lambda game, card, event: event.info.get("side") == "runner"
                 and game.runner.tags > 0, starts="When your turn ends", structure="turn"),
        whenever("tags-removed", _counter_to_draw_2, lambda game, card, event: event.info.get("by") == "runner"
                 and card.counters.get("power", 0) > 0, starts="Whenever", optional="use Amanuensis")))
