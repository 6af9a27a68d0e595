"""Assets whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    when_emptied,
    when_rezzed,
    when_turn_begins,
)
from rulesdb.engine.cards.primitives import (
    place_counters,
    take_credits,
    trash_self,
)
from rulesdb.engine.cards.printed import asset

EVE = asset("Eve Campaign", "Advertisement", faction="haas-bioroid", cost=5, inf=3, trash=5, text=(
    "Place 16[c] from the bank on Eve Campaign when it is rezzed. When there are no credits left on "
    "Eve Campaign, trash it.", "When your turn begins, take 2[c] from Eve Campaign."),
    on=(when_emptied(trash_self, starts="Place"), when_turn_begins(take_credits(2)),
        when_rezzed(place_counters("credits", 16), starts="Place")))
