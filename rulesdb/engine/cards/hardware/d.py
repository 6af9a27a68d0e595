"""Hardware whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hardware.common import CONSOLE_LIMIT
from rulesdb.engine.cards.hooks import (
    when_successful_run,
)
from rulesdb.engine.cards.primitives import (
    gain,
)
from rulesdb.engine.cards.printed import hardware

DESPERADO = hardware("Desperado", "Console", faction="criminal", unique=True, cost=3, inf=3, text=(
    "+1[MU]", "Gain 1[c] whenever you make a successful run.", CONSOLE_LIMIT), memory_bonus=1,
    on=(when_successful_run(gain(1), starts="Gain 1[c]"),))


DETENTE = hardware("Detente", "Console", faction="criminal", unique=True, cost=3, inf=3, text=(
    "+1[MU]",
    "The first time each turn you make a successful run on HQ, you may host 1 card from HQ at random faceup on "
    "this hardware. <em>(It is not installed or rezzed.)</em>",
    "[click], add 2 hosted cards to HQ: The Runner may access 1 card in HQ at random. Any player can use this "
    "ability.", CONSOLE_LIMIT), memory_bonus=1, waits_for="access")


DYSON_MEM_CHIP = hardware("Dyson Mem Chip", "Chip - Link", faction="neutral-runner", cost=3, inf=0,
                          text=("+1[MU], +1[link]",), memory_bonus=1, link=1)
