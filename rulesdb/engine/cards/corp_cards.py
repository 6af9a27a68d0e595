"""The Corp cards of the first worked examples: Hedge Fund, two agendas and PAD Campaign."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play, when_scored, when_turn_begins
from rulesdb.engine.cards.primitives import bad_publicity, gain, rez_ignoring_costs, seq
from rulesdb.engine.cards.printed import agenda, asset, operation

HEDGE_FUND = operation("Hedge Fund", "Transaction", faction="neutral-corp", cost=5, inf=0,
                       text=("Gain 9[c].",), on_play=on_play(gain(9)))
HOSTILE_TAKEOVER = agenda("Hostile Takeover", "Expansion", faction="weyland-consortium", points=1, adv=2,
                          text=("When you score this agenda, gain 7[c] and take 1 bad publicity.",),
                          on=(when_scored(seq(gain(7), bad_publicity(1))),))
PRIORITY_REQUISITION = agenda("Priority Requisition", "Security", faction="neutral-corp", inf=0, points=3,
                              adv=5, text=("When you score Priority Requisition, you may rez a piece of "
                                           "ice ignoring all costs.",),
                              on=(when_scored(rez_ignoring_costs("ice")),), decisions=("Priority Requisition target",))
PAD_CAMPAIGN = asset("PAD Campaign", "Advertisement", faction="neutral-corp", cost=2, inf=0, trash=4,
                     text=("When your turn begins, gain 1[c].",), on=(when_turn_begins(gain(1)),))

DEFINITIONS = (HEDGE_FUND, HOSTILE_TAKEOVER, PRIORITY_REQUISITION, PAD_CAMPAIGN)
