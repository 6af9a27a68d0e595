"""Conditional abilities with a static condition ("When there are 4 or more hosted power counters, ..."): checked at
the beginning of every checkpoint, whatever made the condition true; while it is true the ability becomes pending,
one instance at a time (CR 25.08 rule_conditional_ability_with_static_condition,
rule_conditional_ability_check_start_of_checkpoint, rule_conditional_ability_static_one_instance). A card declares one
as `whenever(STATIC, *static_ability(effect, state))`; such abilities end their own repetition by trashing their
source, and one whose resolution changed nothing is not marked pending again until a timing structure step is
completed (rule_conditional_ability_static_condition_no_effect), so it cannot loop forever."""

from __future__ import annotations

import weakref

from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game

STATIC = "static-condition"
_SPENT: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> {object id: step it changed nothing in}


def static_ability(effect, state) -> tuple:
    """The effect and condition of a static-condition ability: `state(game, card)` true as a checkpoint begins.
    A resolution that reported no event (no instruction had an effect) waits for the next timing structure step."""
    def resolve(game: Game, ctx) -> None:
        before = len(game.turn.events)
        effect(game, ctx)
        if len(game.turn.events) == before:
            _SPENT.setdefault(game, {})[ctx.source.object_id] = game.step

    def condition(game: Game, card, event) -> bool:
        if event is not None:
            return card.object_id in event.info.get("ready", ())
        return state(game, card) and _SPENT.get(game, {}).get(card.object_id) != game.step
    return resolve, condition


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
