"""Assets whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    paid,
    when_accessed,
    when_turn_begins,
)
from rulesdb.engine.cards.primitives import (
    damage,
    gain,
    gain_clicks,
    seq,
    trash_top_of_stack,
    when,
)
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf

BASS = asset("Bass CH1R180G4", "Bioroid", faction="haas-bioroid", unique=True, cost=3, inf=3, trash=4, text=(
    "[click], [trash]: Gain [click][click].",), on=(paid(Clicks(1), TrashSelf(), effect=gain_clicks(2)),))


BLADDERWORT = asset("Bladderwort", "Hostile", faction="jinteki", cost=1, inf=2, trash=3, text=(
    "When your turn begins, gain 1[c]. Then, if you have 4[c] or less, do 1 net damage.",),
    on=(when_turn_begins(seq(gain(1), when(lambda game, ctx: game.corp.credits <= 4, damage("net", 1)))),))

BREACHED_DOME = asset("Breached Dome", "Ambush", faction="jinteki", cost=0, inf=2, trash=0, text=(
    "While the Runner is accessing this asset in R&D, they must reveal it.",
    "When the Runner accesses this asset, do 1 meat damage and trash the top card of the stack."),
    on=(when_accessed(seq(damage("meat", 1), trash_top_of_stack(1)), starts="When the Runner accesses"),))
