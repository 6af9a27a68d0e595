"""Assets whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    paid,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    damage,
    gain,
)
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.costtypes import Clicks

MELANGE = asset("Melange Mining Corp.", "", faction="neutral-corp", cost=1, inf=0, trash=1, text=(
    "[click], [click], [click]: Gain 7[c].",), on=(paid(Clicks(3), effect=gain(7)),))


MR_STONE = asset("Mr. Stone", "Executive", faction="weyland-consortium", unique=True, cost=2, inf=4, trash=2, text=(
    "Whenever the Runner takes 1 or more tags, do 1 meat damage.",), on=(whenever("tags-taken", damage("meat", 1)),))
