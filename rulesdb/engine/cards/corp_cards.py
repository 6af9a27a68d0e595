"""Corp agendas, assets and operations: what a run can access and the Corp can play."""

from __future__ import annotations

from rulesdb.engine.carddef import CardDef, Facts, TriggerDef
from rulesdb.engine.effects import gain_credits


def _gain_9(game, card, target) -> None:
    gain_credits(game, "corp", 9, card.title)


def _pad_turn_begins(game, card, event) -> bool:
    return event.info.get("side") == "corp"


def _pad_gain(game, pending) -> None:
    gain_credits(game, "corp", 1, pending.label)


HEDGE_FUND = CardDef(Facts("Hedge Fund", "corp", "operation", ("Transaction",), 5, influence=0,
                           text=("Gain 9[c].",)), on_play=_gain_9)
HOSTILE_TAKEOVER = CardDef(Facts(
    "Hostile Takeover", "corp", "agenda", ("Expansion",), influence=None, agenda_points=1,
    advancement=2, text=("When you score this agenda, gain 7[c] and take 1 bad publicity.",)))
PRIORITY_REQUISITION = CardDef(Facts(
    "Priority Requisition", "corp", "agenda", ("Security",), influence=0, agenda_points=3,
    advancement=5, text=(("When you score Priority Requisition, you may rez a piece of ice "
                          "ignoring all costs."),)))
PAD_CAMPAIGN = CardDef(
    Facts("PAD Campaign", "corp", "asset", ("Advertisement",), 2, influence=0, trash_cost=4,
          text=("When your turn begins, gain 1[c].",)),
    triggers=(TriggerDef("turn-begins", "When your turn begins, gain 1[c].", _pad_gain,
                         _pad_turn_begins, "turn"),))

DEFINITIONS = (HEDGE_FUND, HOSTILE_TAKEOVER, PRIORITY_REQUISITION, PAD_CAMPAIGN)
