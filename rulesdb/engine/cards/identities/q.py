"""Identities whose title begins with Q, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.breaking import breaks
from rulesdb.engine.cards.identities.common import _runner

QUETZAL = _runner("Quetzal: Free Spirit", "G-mod", "anarch", 0, [
    "Once per turn → 0[c]: Break 1 barrier subroutine."],
    breaker=breaks("barrier", 0, once_per_turn=True), waits_for="")
