"""Assets whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.moments import when_emptied, when_rezzed, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters, take_credits
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import gain_clicks
from rulesdb.engine.cards.printed import asset

OTTO_CAMPAIGN = asset("Otto Campaign", "Advertisement", faction="haas-bioroid", cost=2, inf=3, trash=2, text=(
    "When you rez this asset, load 6[c] onto it. When it is empty, trash it and gain [click][click].",
    "When your turn begins, take 2[c] from this asset."),
    on=(when_emptied(seq(trash_self, gain_clicks(2)), starts="When you rez"), when_turn_begins(take_credits(2)),
        when_rezzed(place_counters("credits", 6))))
