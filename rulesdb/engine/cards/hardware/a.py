"""Hardware whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.printed import hardware

AKAMATSU = hardware("Akamatsu Mem Chip", "Chip", faction="shaper", cost=1, inf=1, text=("+1[MU]",),
                    memory_bonus=1)
