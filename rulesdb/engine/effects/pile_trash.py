"""Cards trashed out of a hand or a deck, reported as events ("when ... is trashed from").

- Runner cards trashed from the grip or the stack, one event per card: "When this event is trashed from
  your grip or stack" (Strike Fund, Steelskin Scarring) is met by any trash out of those two zones
  (damage, a cost, an effect that trashes the top of the stack); the card's ability works from the heap,
  where the trash put it (cr/rule_active_exception_catchall). Discarding at the end of a turn is not
  trashing (cr/rule_discarding_trashed), so the discard phase never reports it.
- Cards trashed from HQ or the top of R&D, one event for each instruction that trashes them
  (cr/rule_act_on_multiple_cards: trashing several cards at once is one trash), with the player who carries
  it out (cr/rule_trigger_condition_effect_by_player): "whenever you trash 1 or more cards from HQ" (AU Co.)
  and "the first time you trash a card from R&D" (Nuvem SA) read it. The card moves stay with each effect.
"""

from __future__ import annotations

from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

TRASHED_FROM_GRIP_OR_STACK = "trashed-from-grip-or-stack"


def grip_or_stack_trashed(game: Game, trashed: list[CardObj] | tuple[CardObj, ...], pile: str) -> None:
    """Each card in `trashed` (its new object in the heap) was just trashed from `pile`, "grip" or "stack";
    each event names all the cards of that one trash ("1 or more cards are trashed ... 1 of those": Buffer Drive)."""
    together = tuple(trashed)
    for card in trashed:
        emit(game, Event(TRASHED_FROM_GRIP_OR_STACK, card, {"pile": pile, "cards": together}))


# an event or operation trashed from the play area: fully resolved (cr/rule_event_play), or a current replaced
PLAYED_CARD_TRASHED = "played-card-trashed"

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
