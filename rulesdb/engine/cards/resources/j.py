"""Resources whose title begins with J, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.delayed import delayed
from rulesdb.engine.cards.hooks import (
    when_turn_begins,
)
from rulesdb.engine.cards.primitives import (
    gain_clicks,
    give_tags,
    seq,
)
from rulesdb.engine.cards.printed import resource

JOSHUA_B = resource("Joshua B.", "Connection", faction="anarch", unique=True, cost=1, inf=3, text=(
    "When your turn begins, you may gain [click]. If you do, take 1 tag when this turn ends.",),
    on=(when_turn_begins(seq(gain_clicks(1), delayed("turn-ends", give_tags(1), "Take 1 tag when this turn ends.")),
                         optional="use Joshua B."),))
