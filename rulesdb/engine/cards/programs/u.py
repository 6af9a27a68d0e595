"""Programs whose title begins with U, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import breaks
from rulesdb.engine.cards.programs.common import _breaker, _three_virtual_resources

UTAE = _breaker("Utae", "Decoder", faction="anarch", cost=2, strength=1, inf=2, mu=1, text=(
    "Interface → X[c]: Break X code gate subroutines. Use this ability only once per run.",
    "Interface → 1[c]: Break 1 code gate subroutine. Use this ability only if you have 3 or more installed virtual "
    "resources.", "1[c]: +1 strength."),
    breaker=breaks("code gate", 1, boost=1, per_subroutine=True, once_per_run=True,
                   also=(breaks("code gate", 1, usable=_three_virtual_resources),)))
