"""Runner cards trashed from the grip or the stack, reported as one event.

"When this event is trashed from your grip or stack" (Strike Fund, Steelskin Scarring) is met by any
trash out of those two zones: damage, a cost, an effect that trashes the top of the stack. The card's
ability works from the heap, where the trash put it (cr/rule_active_exception_catchall). Discarding at
the end of a turn is not trashing (cr/rule_discarding_trashed), so the discard phase never reports it.
"""

from __future__ import annotations

from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import CardObj, Game

TRASHED_FROM_GRIP_OR_STACK = "trashed-from-grip-or-stack"


def report(game: Game, trashed: list[CardObj] | tuple[CardObj, ...], pile: str) -> None:
    """Each card in `trashed` (its new object in the heap) was just trashed from `pile`, "grip" or "stack"."""
    for card in trashed:
        emit(game, Event(TRASHED_FROM_GRIP_OR_STACK, card, {"pile": pile}))
