"""Agendas whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda

VANITY_PROJECT = _agenda("Vanity Project", "", "neutral-corp", 4, 6, [], waits_for="", inf=1)
