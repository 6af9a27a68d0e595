"""Resources whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    prevent,
)
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costtypes import (
    TrashSelf,
)

BIOMETRIC_SPOOFING = resource("Biometric Spoofing", "", faction="neutral-runner", cost=2, inf=0, text=(
    "[interrupt] → [trash]: Prevent 2 damage.",), on=(prevent("damage", 2, costs=(TrashSelf(),)),))
