"""A card loaded with counters becomes empty however its last counter of that type leaves: its own
ability, another card's, a cost (cr/rule_load_and_empty). Checked at every checkpoint, where its "When it
is empty" ability then meets its trigger condition; counters placed but never hosted at a checkpoint, and
other types of counters, do not count (cr/rule_empty_requires_loading, cr/rule_meeting_empty_condition)."""

from __future__ import annotations

import weakref

from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game

EMPTIED = "emptied"
_LOADED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> {object id: counter types hosted}


def check_empty(game: Game) -> None:
    """Emit "emptied" for each installed card with a "When it is empty" ability that hosted counters of a
    type at an earlier checkpoint and hosts none of them now."""
    if EMPTIED not in game.trigger_events:
        return
    loaded = _LOADED.setdefault(game, {})
    for obj in game.installed():
        if not any(trig.event == EMPTIED for trig in obj.card.triggers):
            continue
        kinds = loaded.setdefault(obj.object_id, set())
        kinds.update(kind for kind, n in obj.counters.items() if n > 0)
        for kind in sorted(k for k in kinds if not obj.counters.get(k)):
            kinds.discard(kind)
            emit(game, Event(EMPTIED, obj, {"kind": kind}))
