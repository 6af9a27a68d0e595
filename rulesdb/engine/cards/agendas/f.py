"""Agendas whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda
from rulesdb.engine.cards.hooks import when_accessed, when_scored, whenever
from rulesdb.engine.cards.primitives import (
    damage,
)
from rulesdb.engine.effects.costtypes import (
    Credits,
)

FETAL_AI = _agenda("Fetal AI", "Ambush", "jinteki", 2, 5, [
    "While the Runner is accessing this agenda in R&D, they must reveal it.",
    "When the Runner accesses this agenda anywhere except in Archives, do 2 net damage.",
    "As an additional cost to steal this agenda, the Runner must pay 2[c]."],
    steal_costs=(Credits(2, "steal"),), waits_for="",
    on=(when_accessed(damage("net", 2), not_in=("Archives",)),))


FUJII = _agenda("Fujii Asset Retrieval", "Ambush - Security", "jinteki", 3, 5, [
    "When this agenda is scored or stolen, do 2 net damage."],
    on=(when_scored(damage("net", 2), starts="When this agenda"),
        whenever("stolen", damage("net", 2), lambda game, card, event: event.subject is card,
                 starts="When this agenda", inactive_ok=True)), waits_for="")
