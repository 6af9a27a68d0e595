"""Identities whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import whenever
from rulesdb.engine.cards.identities.common import _corp, unless_runner_pays
from rulesdb.engine.cards.primitives import damage
from rulesdb.engine.cards.printed import identity
from rulesdb.engine.effects.costtypes import Clicks, Credits

THE_CATALYST = identity("The Catalyst: Convention Breaker", "Natural", faction="neutral-runner", link=0, deck=30,
                        text=("Starter game only.",))


THE_SYNDICATE = identity("The Syndicate: Profit over Principle", "Megacorp", faction="neutral-corp", deck=30,
                         text=("Starter game only.",))


THULE_SUBSEA = _corp("Thule Subsea: Safety Below", "Division", "haas-bioroid", [
    "Whenever the Runner steals an agenda, do 1 core damage unless they spend [click] and 2[c]."],
    on=(whenever("stolen", unless_runner_pays((Clicks(1), Credits(2)), damage("core", 1), "spend [click] and 2[c]")),),
    decisions=("Thule Subsea: Safety Below choice",), waits_for="")
