"""Agendas whose title begins with S, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda
from rulesdb.engine.cards.hooks import constant, whenever
from rulesdb.engine.cards.primitives import draw, rez_ignoring_costs

SEND_A_MESSAGE = _agenda("Send a Message", "Security", "neutral-corp", 3, 5, inf=0, text=[
    "When this agenda is scored or stolen, you may rez 1 installed piece of ice, ignoring all costs."],
    on=(whenever("scored", rez_ignoring_costs("ice"), lambda game, card, event: event.subject is card,
                 starts="When this agenda", inactive_ok=True),
        whenever("stolen", rez_ignoring_costs("ice"), lambda game, card, event: event.subject is card,
                 starts="When this agenda", inactive_ok=True)),
    waits_for="")


SUPERCONDUCTING_HUB = _agenda("Superconducting Hub", "Expansion", "neutral-corp", 1, 3, inf=0, text=[
    "When you score this agenda, you may draw 2 cards.", "You get +2 maximum hand size."],
    on=(whenever("scored", draw(2), lambda game, card, event: event.subject is card, starts="When you score",
                 optional="use Superconducting Hub", inactive_ok=True),
        constant("hand-size", lambda game, card, side: 2 if side == "corp" else 0, starts="You get")),
    waits_for="")
