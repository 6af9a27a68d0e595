"""Identities whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.identities.common import _corp

ISSUAQ_ADAPTICS = _corp("Issuaq Adaptics: Sustaining Diversity", "Division", "jinteki", [
    "Whenever you score an agenda that you did not install or advance this turn, place 1 power counter on this "
    "identity.", "For each hosted power counter, you need 1 less agenda point to win the game."],
    waits_for="scoring")  # printed facts only: the game is won only at 7 points, checked as agendas are scored
