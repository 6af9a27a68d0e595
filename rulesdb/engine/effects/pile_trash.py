"""Cards trashed from HQ or the top of R&D, reported as one event ("pile-trashed") for each instruction that
trashes them (cr/rule_act_on_multiple_cards: trashing several cards at once is one trash), with the player who
carries it out (cr/rule_trigger_condition_effect_by_player): "whenever you trash 1 or more cards from HQ" (AU Co.)
and "the first time you trash a card from R&D" (Nuvem SA) read it. The card moves stay with each effect."""

from __future__ import annotations

from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import CardObj, Game

PILE_TRASHED = "pile-trashed"


def pile_trashed(game: Game, pile: str, cards: list[CardObj], who: str) -> None:
    """Report `cards` just trashed from `pile` ("hq" or "rd") by `who` ("corp" or "runner"); nothing if none."""
    if cards:
        emit(game, Event(PILE_TRASHED, None, {"from": pile, "cards": tuple(cards), "by": who}))


def trashed_from(pile: str, who: str = "corp"):
    """A trigger condition: `who` trashed 1 or more cards from `pile`."""
    def met(game: Game, card, event) -> bool:
        return event.info.get("from") == pile and event.info.get("by") == who
    return met
