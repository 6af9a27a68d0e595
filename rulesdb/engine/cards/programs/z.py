"""Programs whose title begins with Z, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.programs.common import _breaker, free_with_2_link

ZU13 = _breaker("ZU.13 Key Master", "Decoder - Cloud", faction="shaper", cost=1, strength=1, inf=2, mu=1,
                text=("If you have at least 2[link], the memory cost of this program is 0[MU], even "
                      "if it is not installed.", "Interface → 1[c]: Break 1 code gate subroutine.",
                      "1[c]: +1 strength."),
                breaker=breaks("code gate", 1, boost=1),
                on=(constant("memory-cost", free_with_2_link, starts="If you have"),))
