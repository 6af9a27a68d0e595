"""Hardware whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks import breaks, on_install, when_successful_run
from rulesdb.engine.cards.primitives import place_counters
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.effects.costtypes import HostedCounters

ENDURANCE = hardware("Endurance", "Console - Vehicle", faction="shaper", unique=True, cost=8, inf=5, text=(
    "+2[MU]", "When you install this hardware, place 3 power counters on it.",
    "The first time each turn you make a successful run, place 1 power counter on this hardware.",
    "2 hosted power counters: Break up to 2 subroutines.", CONSOLE_LIMIT), memory_bonus=2,
    on_install=on_install(place_counters("power", 3)),
    breaker=breaks(None, 0, up_to=2, costs=(HostedCounters("power", 2),)),
    on=(when_successful_run(place_counters("power", 1), once_per_turn=True, starts="The first time"),))
