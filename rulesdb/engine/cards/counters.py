""""Remove 1 hosted <kind> counter to <effect>" (Nga, Juli Moreira Lee, Amanuensis, Malandragem): the counter
goes, the effect resolves, and a card "loaded" with counters leaves play when it is empty."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives import Ctx, Effect
from rulesdb.engine.state.game import Game


def spend_counter_then(kind: str, effect: Effect, *, when_empty: Effect | None = None) -> Effect:
    """Remove 1 `kind` counter from this card, resolve `effect`, then `when_empty` if none is left."""
    def resolve(game: Game, ctx: Ctx) -> None:
        card = ctx.source
        card.counters[kind] -= 1
        game.trace.add(f"{ctx.by}: 1 {kind} counter is removed from {card.title} ({card.counters[kind]} left).",
                       cites.C_COUNTERS)
        effect(game, ctx)
        if when_empty is not None and not card.counters[kind]:
            when_empty(game, ctx)
    return resolve
