"""Hardware whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks import first_time_this_turn, whenever
from rulesdb.engine.cards.primitives import draw
from rulesdb.engine.cards.printed import hardware


def _first_program_this_turn(game, card, event) -> bool:
    installed = event.subject
    return (installed.owner == "runner" and installed.card.facts.type == "program"
            and first_time_this_turn(game, card, "install a program"))


LILYPAD = hardware("LilyPAD", "Console", faction="shaper", unique=True, cost=4, inf=3, text=(
    "+2[MU]", "The first time each turn you install a program, you may draw 1 card.", CONSOLE_LIMIT),
    memory_bonus=2, on=(whenever("install", draw(1), _first_program_this_turn, starts="The first",
                                 optional="use LilyPAD"),))
