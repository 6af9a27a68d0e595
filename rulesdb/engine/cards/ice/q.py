"""Ice whose title begins with Q, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.ice.common import ETR_SUB, _ice

QUANDARY = _ice("Quandary", "neutral-corp", ["Code Gate"], 1, 0, 0, ["[sub] End the run."], [ETR_SUB])
