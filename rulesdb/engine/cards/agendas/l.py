"""Agendas whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda, cannot_score_rest_of_turn
from rulesdb.engine.cards.hooks import when_scored
from rulesdb.engine.cards.primitives import gain_clicks, seq

LUMINAL_TRANSUBSTANTIATION = _agenda("Luminal Transubstantiation", "Research", "haas-bioroid", 2, 3, [
    "When you score this agenda, gain [click][click][click]. You cannot score agendas for the remainder of the turn.",
    "Limit 1 per deck."], on=(when_scored(seq(gain_clicks(3), cannot_score_rest_of_turn)),), waits_for="")
