"""Ice whose title begins with Q, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.runs import when_encountered
from rulesdb.engine.cards.ice.common import ETR, ETR_SUB, _ice
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.printed import ice

QUANDARY = _ice("Quandary", "neutral-corp", ["Code Gate"], 1, 0, 0, ["[sub] End the run."], [ETR_SUB])


QUICKSAND = ice("Quicksand", "Barrier", faction="neutral-corp", cost=3, strength=0, inf=0, text=(
    "When the Runner encounters Quicksand, place 1 power counter on Quicksand.",
    "Quicksand has +1 strength for each power counter on it.", "[sub] End the run."),
    subs=(ETR,), strength_bonus=lambda game, card: card.counters.get("power", 0),
    on=(when_encountered(place_counters("power", 1)),))
