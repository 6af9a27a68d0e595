"""Cards the Corp reveals, reported as one "revealed" event per instruction (cr/rule_reveal): "the first time each
turn you reveal a card" (Hyoubu Institute) reads it. Each effect still traces what it shows; this says only that
a reveal happened, by whom, and of how many cards (none revealed: no event)."""

from __future__ import annotations

from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game

REVEALED = "revealed"


def revealed(game: Game, who: str, count: int) -> None:
    """Report that `who` ("corp" or "runner") just revealed `count` card(s)."""
    if count:
        emit(game, Event(REVEALED, None, {"by": who, "count": count}))
