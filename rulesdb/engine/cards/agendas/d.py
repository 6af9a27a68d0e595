"""Agendas whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda, _worth_more_with_counters
from rulesdb.engine.cards.hooks import constant, paid
from rulesdb.engine.cards.primitives import (
    place_counters,
)
from rulesdb.engine.effects.costtypes import (
    Clicks,
)

DOMESTIC_SLEEPERS = _agenda("Domestic Sleepers", "", "haas-bioroid", 0, 2, [
    "[click],[click],[click]: Place 1 agenda counter on Domestic Sleepers.",
    "Domestic Sleepers is worth 1 agenda point while it has at least 1 agenda counter on it."],
    on=(paid(Clicks(3), effect=place_counters("agenda", 1)),
        constant("agenda-points", _worth_more_with_counters(), starts="Domestic Sleepers is worth")),
    waits_for="")
