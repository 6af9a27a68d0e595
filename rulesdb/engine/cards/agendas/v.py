"""Agendas whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda
from rulesdb.engine.cards.hooks import constant
from rulesdb.engine.state.lastturn import installed_this_turn

VANITY_PROJECT = _agenda("Vanity Project", "", "neutral-corp", 4, 6, [], waits_for="", inf=1)


VULNERABILITY_AUDIT = _agenda("Vulnerability Audit", "Research", "neutral-corp", 3, 4, [
    "You cannot score this agenda if it was installed this turn."], inf=1,
    on=(constant("cannot-score", lambda game, card, subject: subject is card and installed_this_turn(game, card)),),
    waits_for="")
