"""Resources whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    paid,
    when_emptied,
)
from rulesdb.engine.cards.primitives import (
    take_credits,
    trash_self,
)
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costtypes import (
    Clicks,
)

LIBERATED_ACCOUNT = resource("Liberated Account", "", faction="anarch", cost=6, inf=2, text=(
    "When you install this resource, load 16[c] onto it. When it is empty, trash it.",
    "[click]: Take 4[c] from this resource."), hosted_credits=16,
    on=(when_emptied(trash_self, starts="When you install"), paid(Clicks(1), effect=take_credits(4))))
