"""Agendas whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda, dividends
from rulesdb.engine.cards.hooks import when_scored

EMBEDDED_REPORTING = _agenda("Embedded Reporting", "Initiative", "nbn", 2, 3, [
    "Dividends 2 <em>(When you score this agenda, place 2 agenda counters on it for each excess advancement "
    "counter.)</em>",
    "When your discard phase ends, you may remove 1 hosted agenda counter to search R&D for 1 operation and "
    "reveal it. <em>(Shuffle R&D after searching it.)</em> Add that operation to the top of R&D."],
    on=(when_scored(dividends(2), starts="Dividends"),), waits_for="searching decks")
