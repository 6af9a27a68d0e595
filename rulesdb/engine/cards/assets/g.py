"""Assets whose title begins with G, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.assets.common import _per_advancement
from rulesdb.engine.cards.hooks import (
    when_accessed,
)
from rulesdb.engine.cards.primitives import (
    give_tags,
)
from rulesdb.engine.cards.printed import asset

GHOST_BRANCH = asset("Ghost Branch", "Ambush - Facility", faction="nbn", cost=0, inf=1, trash=0, text=(
    "Ghost Branch can be advanced.",
    "When the Runner accesses Ghost Branch, you may give the Runner 1 tag for each advancement token "
    "on Ghost Branch."), on=(when_accessed(_per_advancement(1, give_tags), optional=True),))
