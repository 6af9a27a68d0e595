"""""Remove 1 hosted <kind> counter to <effect>" (Nga, Juli Moreira Lee, Amanuensis, Malandragem): the counter
goes, the effect resolves; and "When it is empty" for a card loaded with counters, however they left."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.state.game import Game


def spend_counter_then(kind: str, effect: Effect) -> Effect:
    """Remove 1 `kind` counter from this card, then resolve `effect`."""
    def resolve(game: Game, ctx: Ctx) -> None:
        card = ctx.source
        card.counters[kind] -= 1
        game.trace.add(f"{ctx.by}: 1 {kind} counter is removed from {card.title} ({card.counters[kind]} left).",
                       cites.C_COUNTERS)
        effect(game, ctx)
    return resolve

