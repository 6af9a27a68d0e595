"""Identities whose title begins with B, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import whenever
from rulesdb.engine.cards.identities.common import _corp, _runner, install_from_grip

BARRY_WONG = _runner("Barry “Baz” Wong: Tri-Maf Veteran", "Cyborg", "criminal", 0, [
    "Whenever the Corp rezzes a piece of ice, you may install 1 resource or piece of hardware from your grip."],
    on=(whenever("rezzed", install_from_grip("resource", "hardware"),
                 lambda game, card, event: event.subject is not None and event.subject.is_ice,
                 optional="use Barry “Baz” Wong"),), waits_for="")


BANGUN = _corp("BANGUN: When Disaster Strikes", "Corp", "weyland-consortium", [
    "You may install agendas faceup. <em>(This does not make their abilities active.)</em>",
    "Whenever the Runner accesses a faceup installed agenda, do 2 meat damage and give the Runner 1 tag."],
    waits_for="corp actions")  # printed facts only: installing an agenda faceup by choice is not offered yet
