"""Assets whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import (
    whenever,
)
from rulesdb.engine.cards.primitives import (
    damage,
)
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.state.game import Game


def _tagged_and_successful(game: Game, card, event) -> bool:
    return game.runner.tags > 0 and event.info.get("outcome") == "successful"


DAILY_BUSINESS_SHOW = asset("Daily Business Show", "Cast", faction="nbn", cost=2, inf=1, trash=4, text=(
    "[interrupt] → The first time each turn you would draw any number of cards, increase the number "
    "of cards you will draw by 1. When you draw those cards, add 1 of them to the bottom of R&D.",),
    waits_for="interrupts")


DEDICATED_RESPONSE_TEAM = asset("Dedicated Response Team", "Hostile", faction="weyland-consortium", cost=2, inf=3,
                                trash=3, text=("If the Runner is tagged, Dedicated Response Team gains \"Whenever a "
                                               "successful run ends, do 2 meat damage.\"",),
                                on=(whenever("run-ends", damage("meat", 2), _tagged_and_successful,
                                             refs=(cites.cr("rule_run_ends_condition"),)),))
