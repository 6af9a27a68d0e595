"""Identities whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import whenever
from rulesdb.engine.cards.identities.common import _runner, install_from_grip

BARRY_WONG = _runner("Barry “Baz” Wong: Tri-Maf Veteran", "Cyborg", "criminal", 0, [
    "Whenever the Corp rezzes a piece of ice, you may install 1 resource or piece of hardware from your grip."],
    on=(whenever("rezzed", install_from_grip("resource", "hardware"),
                 lambda game, card, event: event.subject is not None and event.subject.is_ice,
                 optional="use Barry “Baz” Wong"),), waits_for="")
