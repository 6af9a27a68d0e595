"""Assets whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    when_accessed,
    when_turn_begins,
)
from rulesdb.engine.cards.primitives import (
    damage,
    gain,
    give_tags,
    seq,
)
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.cards.shared import may_trash_own_installed_to

SHOCK = asset("Shock!", "Ambush", faction="jinteki", cost=0, inf=2, trash=2, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset, do 1 net damage."), on=(when_accessed(damage("net", 1)),))


SNARE = asset("Snare!", "Ambush", faction="jinteki", cost=0, inf=2, trash=0, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset anywhere except in Archives, you may pay 4[c]. If you do, "
    "give the Runner 1 tag and do 3 net damage."),
    on=(when_accessed(seq(give_tags(1), damage("net", 3)), pay_credits=4, not_in=("Archives",)),))


SVYATOGOR_EXCAVATOR = asset("Svyatogor Excavator", "Industrial", faction="weyland-consortium", cost=0, inf=1,
                            trash=4, text=("When your turn begins, you may trash 1 of your other installed cards. "
                                           "If you do, gain 3[c].",),
                            on=(when_turn_begins(may_trash_own_installed_to(gain(3), other=True)),),
                            decisions=("Svyatogor Excavator target",))
