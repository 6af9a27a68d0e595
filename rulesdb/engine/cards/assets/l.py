"""Assets whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import paid
from rulesdb.engine.cards.primitives import search_rd_to_hq
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.costtypes import Clicks, Credits

LEVY_UNIVERSITY = asset("Levy University", "Ritzy", faction="neutral-corp", unique=True, cost=3, inf=0, trash=1, text=(
    "[click], 1[c]: Search R&D for a piece of ice, reveal it, and add it to HQ. Shuffle R&D.",),
    on=(paid(Clicks(1), Credits(1), effect=search_rd_to_hq(lambda card: card.is_ice, "piece of ice"),
             starts="[click]"),),
    decisions=("Levy University target",))
