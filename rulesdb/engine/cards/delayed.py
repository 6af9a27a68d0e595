"""Delayed conditional abilities an effect creates ("take 1 tag when this turn ends", "for the
remainder of this turn, whenever you install..."), independent of the card that created them.

Without a duration such an ability resolves once and the game then stops maintaining it
(cr/rule_delayed_conditional_ability_relevant_once); with one ("for the remainder of this turn")
it resolves each time its condition is met until the duration ends
(cr/rule_delayed_conditional_ability_specified_duration).
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.state.carddef import TriggerDef
from rulesdb.engine.state.events import Lingering
from rulesdb.engine.state.game import Game

ONCE = cites.cr("rule_delayed_conditional_ability_relevant_once")
FOR_A_DURATION = cites.cr("rule_delayed_conditional_ability_specified_duration")


def delayed(event: str, effect: Effect, text: str, *, this_turn: bool = False,
            condition=lambda game, ling, event: True, optional: str | None = None) -> Effect:
    """An effect creating a delayed conditional ability on kernel event `event` during this turn:
    once (`this_turn` False) or each time until the turn ends (`this_turn` True)."""
    def create(game: Game, ctx: Ctx) -> None:
        turn = game.turn

        def met(game: Game, ling, event) -> bool:
            return game.turn is turn and not turn.ended and condition(game, ling, event)

        def resolve(game: Game, pending) -> None:
            if not this_turn and pending.lingering in game.lingering:
                game.lingering.remove(pending.lingering)
                game.trace.add(f"{pending.label}'s delayed ability was relevant only once: the "
                               "game no longer maintains it.", ONCE)
            effect(game, Ctx(None, pending.controller, f"{pending.label}'s delayed ability", pending.event))

        refs = (FOR_A_DURATION,) if this_turn else (ONCE,)
        trigger = TriggerDef(event, text, resolve, met, "turn", optional, None, refs)
        game.lingering.append(Lingering(ctx.source.title if ctx.source else ctx.by, ctx.side, trigger, turn))
        stop = "" if text.endswith((".", "!", "?")) else "."  # the quoted words end the sentence: no stray '".'
        game.trace.add(f"{ctx.by} creates a delayed conditional ability: \"{text}\"{stop}", *refs)
    return create
