"""Effects that take abilities away, applied in the order dependent effects require.

An effect that removes abilities (Hush: "host ice loses all abilities"; Magnet: "each hosted program
loses all abilities") depends on another when that other would take away the ability creating it.
Independent effects apply first; an effect whose source has lost its abilities by then is never
applied; in a loop, an effect from a hosted card is treated as not depending on effects from its host
(cr/rule_dependent_effects, cr/rule_independent_effects). Removal applies before the other
constant abilities are read, so a removed ability (Mother Goddess's subtypes) never changes them.
A card that lost its abilities also cannot gain any ("cannot gain abilities").
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

LOSES = "loses-abilities"  # a Static: value(game, source, card) -> True when `card` loses its abilities


def _effects(game: Game) -> list[tuple[CardObj, object, set[int]]]:
    """(source, rule, ids of the cards it would strip) for each ability-removing constant ability."""
    found = []
    for obj in game.in_play():
        for rule in obj.card.statics or ():
            if rule.kind == LOSES and game.is_active(obj):
                found.append((obj, rule, {o.object_id for o in game.installed() if rule.value(game, obj, o)}))
    for effect in game.effects:  # a lasting effect ("during that run, ... lose all abilities"): its
        if effect.kind == LOSES:  # source is no ability a card could lose, so it depends on nothing
            # `left_play`: cards it stripped that have just been trashed, whose "when trashed" abilities
            # look back at them as they were (cr/rule_active_exception_conditional_move_to_inactive_zone)
            cards = game.installed() + list(getattr(effect.value, "left_play", ()))
            found.append((None, effect, {o.object_id for o in cards if effect.value(game, None, o)}))
    return found


def _next(waiting: list) -> tuple:
    """An independent effect; in a loop, one from a hosted card whose only dependencies are on its host."""
    def depends(effect, others, ignore_host: bool) -> bool:
        source = effect[0]
        return source is not None and any(source.object_id in other[2] and not (ignore_host and source.host is other[0])
                   for other in others if other is not effect)
    for ignore_host in (False, True):
        free = [e for e in waiting if not depends(e, waiting, ignore_host)]
        if free:
            return free[0], ignore_host
    return waiting[0], True


def stripped(game: Game) -> dict[int, str]:
    """Object id -> the card whose effect took its abilities away, after applying every such effect
    in dependency order."""
    if LOSES not in game.static_kinds and not any(e.kind == LOSES for e in game.effects):
        return {}
    waiting, lost = _effects(game), {}
    game.loop_broken = []
    while waiting:
        effect, in_loop = _next(waiting)
        waiting.remove(effect)
        source, rule, targets = effect
        if source is not None and source.object_id in lost:
            continue  # its ability no longer exists, so its effect is never applied
        if in_loop and source is not None:
            game.loop_broken.append(source.title)
        for target in targets:
            lost.setdefault(target, source.title if source is not None else rule.source)
    return lost


def has_lost_abilities(game: Game, obj: CardObj) -> bool:
    return obj.object_id in stripped(game)


def explain(game: Game, obj: CardObj) -> None:
    """Trace that `obj` has lost its abilities, to which effect, and why that effect applied."""
    lost = stripped(game)
    source = lost.get(obj.object_id)
    if source is None:
        return
    loop = source in game.loop_broken
    why = (f"{source}'s effect and the one it would be stripped by depend on each other; {source} is hosted, so its "
           "effect is treated as independent and applied first" if loop else
           f"{source}'s effect depends on no other, so it is applied first")
    game.trace.add(f"{obj.title} has lost its abilities (and cannot gain any): {why}; an effect whose source lost "
                   "its ability this way is never applied.", cites.cr("rule_dependent_effects"),
                   cites.cr("rule_independent_effects"), key=True)
