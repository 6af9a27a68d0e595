"""Agendas whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda
from rulesdb.engine.cards.bad_publicity import remove_up_to
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.players import bad_publicity, damage
from rulesdb.engine.state.lastturn import installed_this_turn

VANITY_PROJECT = _agenda("Vanity Project", "", "neutral-corp", 4, 6, [], waits_for="", inf=1)


VULNERABILITY_AUDIT = _agenda("Vulnerability Audit", "Research", "neutral-corp", 3, 4, [
    "You cannot score this agenda if it was installed this turn."], inf=1,
    on=(constant("cannot-score",
                 lambda game, card, subject: subject is card and installed_this_turn(game, card, asking=card)),),
    waits_for="")


VETERANS_PROGRAM = _agenda("Veterans Program", "Initiative", "neutral-corp", 1, 3, [
    "When you score Veterans Program, you may remove up to 2 bad publicity."],
    on=(when_scored(remove_up_to(2)),), decisions=("Veterans Program X",), waits_for="", inf=0)


VULCAN_COVERUP = _agenda("Vulcan Coverup", "Security", "weyland-consortium", 1, 3, [
    "When you score Vulcan Coverup, do 2 meat damage.", "When the Runner steals Vulcan Coverup, take 1 bad publicity."],
    on=(when_scored(damage("meat", 2)),
        whenever("stolen", bad_publicity(1), lambda game, card, event: event.subject is card, starts="When the Runner",
                 inactive_ok=True)), waits_for="")
