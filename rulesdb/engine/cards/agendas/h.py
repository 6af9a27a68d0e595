"""Agendas whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda, when_scored_may
from rulesdb.engine.cards.hooks import when_scored
from rulesdb.engine.cards.primitives import bad_publicity, corp_installs, gain, installs_asked, seq
from rulesdb.engine.cards.printed import agenda

HOSTILE_TAKEOVER = agenda("Hostile Takeover", "Expansion", faction="weyland-consortium", points=1, adv=2,
                          text=("When you score this agenda, gain 7[c] and take 1 bad publicity.",),
                          on=(when_scored(seq(gain(7), bad_publicity(1))),))


HYBRID_RELEASE = _agenda("Hybrid Release", "Expansion", "jinteki", 1, 2, [
    "When you score this agenda, you may install 1 facedown card from Archives."],
    on=(when_scored_may(corp_installs("archives", which=lambda card: not card.faceup), "Hybrid Release"),),
    decisions=installs_asked("Hybrid Release"), waits_for="")
