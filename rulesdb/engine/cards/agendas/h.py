"""Agendas whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import when_scored
from rulesdb.engine.cards.primitives import bad_publicity, gain, seq
from rulesdb.engine.cards.printed import agenda

HOSTILE_TAKEOVER = agenda("Hostile Takeover", "Expansion", faction="weyland-consortium", points=1, adv=2,
                          text=("When you score this agenda, gain 7[c] and take 1 bad publicity.",),
                          on=(when_scored(seq(gain(7), bad_publicity(1))),))
