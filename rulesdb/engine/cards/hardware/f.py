"""Hardware whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    prevent,
)
from rulesdb.engine.cards.printed import hardware
from rulesdb.engine.effects.costtypes import Credits, TrashSelf

FEEDBACK_FILTER = hardware("Feedback Filter", "Gear", faction="shaper", cost=2, inf=1, text=(
    "[interrupt] → 3[c]: Prevent 1 net damage.", "[interrupt] → [trash]: Prevent up to 2 core damage."),
    on=(prevent("damage", 1, kinds=("net",), costs=(Credits(3),), starts="[interrupt] → 3"),
        prevent("damage", 2, kinds=("core",), costs=(TrashSelf(),), starts="[interrupt] → [trash]")))
