"""Conditional abilities with a static condition ("When there are 4 or more hosted power counters, ..."): checked at
the beginning of every checkpoint, whatever made the condition true; while it is true the ability becomes pending,
one instance at a time (CR 25.08 rule_conditional_ability_with_static_condition,
rule_conditional_ability_check_start_of_checkpoint, rule_conditional_ability_static_one_instance). A card declares one
as a conditional ability on event `STATIC` whose condition reads the game state; such abilities end their own
repetition by trashing their source."""

from __future__ import annotations

from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game

STATIC = "static-condition"


def while_true(state):
    """The condition of a static-condition ability: `state(game, card)` true at the beginning of a checkpoint."""
    def condition(game: Game, card, event) -> bool:
        return state(game, card) if event is None else card.object_id in event.info.get("ready", ())
    return condition


def check_static_conditions(game: Game) -> None:
    """Mark pending, through one `STATIC` event, each static-condition ability of a card in play whose condition is
    true now and which is not already pending."""
    if STATIC not in game.trigger_events:
        return
    ready = {obj.object_id for obj in game.in_play() for trig in obj.card.triggers
             if trig.event == STATIC and trig.condition(game, obj, None)
             and not any(p.trigger is trig and p.source is obj for p in game.pending)}
    if ready:
        emit(game, Event(STATIC, None, {"ready": ready}))
