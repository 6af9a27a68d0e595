"""Assets whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.assets.common import _per_advancement
from rulesdb.engine.cards.hooks import (
    when_accessed,
    when_turn_begins,
)
from rulesdb.engine.cards.primitives import (
    damage,
    gain,
)
from rulesdb.engine.cards.printed import asset

PAD_CAMPAIGN = asset("PAD Campaign", "Advertisement", faction="neutral-corp", cost=2, inf=0, trash=4,
                     text=("When your turn begins, gain 1[c].",), on=(when_turn_begins(gain(1)),))


JUNEBUG = asset("Project Junebug", "Ambush - Research", faction="jinteki", cost=0, inf=1, trash=0, text=(
    "Project Junebug can be advanced.",
    "If you pay 1[c] when the Runner accesses Project Junebug, do 2 net damage for each advancement "
    "token on Project Junebug."),
    on=(when_accessed(_per_advancement(2, lambda n: damage("net", n)), pay_credits=1, starts="If you pay"),))
