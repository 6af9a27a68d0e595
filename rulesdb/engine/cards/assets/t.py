"""Assets whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    when_turn_begins,
)
from rulesdb.engine.cards.primitives import (
    search_rd_and_install,
    seq,
    trash_self,
)
from rulesdb.engine.cards.printed import asset

TECH_STARTUP = asset("Tech Startup", "", faction="neutral-corp", cost=0, inf=0, trash=1, text=(
    "When your turn begins, you may trash Tech Startup. If you do, search R&D for an asset, reveal "
    "it, and install it. Shuffle R&D.",),
    on=(when_turn_begins(seq(trash_self, search_rd_and_install("asset")), optional="use Tech Startup"),),
    decisions=("Tech Startup target", "Tech Startup install where"))
