"""The current subroutines of a piece of ice, computed from the rules at each moment.

A piece of ice has the subroutines its own static abilities grant (always first, more added after
the earlier ones, fewer lost from the last: cr/rule_subroutines_static_ability and its rules), then
its printed ones, then those gained from other abilities, each after every subroutine the ice had
when that ability began to apply (cr/rule_subroutines_added_to_end_default). An encounter's broken
and resolved subroutines follow them as the list changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulesdb.engine import cites
from rulesdb.engine.records import record
from rulesdb.engine.state.carddef import Subroutine
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj, Encounter

OWN = "own-subroutines"  # a Static on the ice: value(game, ice, ice) -> (count, Subroutine)
GAINED = "gain-subroutines"  # a Static on another card: value(game, card, ice) -> tuple of Subroutines
FIRST = "gain-subroutines-first"  # like GAINED, "before all of its other subroutines" (Warden Fatuma)
HOSTED = "host-gains-subroutines"  # a Static on a hosted condition counter: value(game, counter, host) -> Subroutines
REPLACE = "replace-subroutine"  # a Static: value(game, card, (ice, Current)) -> a Subroutine resolved instead
LOSES_PRINTED = "loses-printed-subroutines"  # a Static on the ice: value(game, ice, ice) -> how many printed (Hive)


@record(frozen=True)
class Current:
    """One subroutine the ice has now; `key` says which, whatever its position."""

    key: tuple
    text: str
    resolve: Any
    source: str  # "printed", "own", or the card whose ability granted it


@record
class Grant:
    """Subroutines an effect gave a piece of ice, for as long as `lasts(game)` holds."""

    order: int
    ice: CardObj
    subs: tuple[Subroutine, ...]
    source: str
    lasts: Callable[[Game], bool]


def grant(game: Game, ice: CardObj, subs: tuple[Subroutine, ...], source: str,
          lasts: Callable[[Game], bool] | None = None) -> None:
    """`ice` gains `subs` after all the subroutines it has now; by default for the remainder of this
    run (a lingering effect), else while `lasts(game)`."""
    run = game.run

    def this_run(game: Game) -> bool:
        return run is not None and game.run is run and not run.complete
    game.sub_grants.append(Grant(_next_order(game), ice, tuple(subs), source, lasts or this_run))


def current(game: Game, ice: CardObj) -> list[Current]:
    """The subroutines `ice` has at this moment, in order; an ice that lost its abilities keeps only
    its printed subroutines and cannot gain any (dependent.py)."""
    from rulesdb.engine.state.dependent import stripped
    if ice.object_id in stripped(game):
        return _printed(ice)
    first, gained = _gained(game, ice)
    return first + _own(game, ice) + _printed(ice, _printed_lost(game, ice)) + gained


def _own(game: Game, ice: CardObj) -> list[Current]:
    found = []
    if OWN in game.static_kinds and game.is_active(ice):
        for rule in ice.card.statics:
            if rule.kind == OWN:
                count, sub = rule.value(game, ice, ice)
                found += [Current(("own", rule.text, k), sub.text, sub.resolve, "own") for k in range(count)]
    return found


def _printed(ice: CardObj, lost: int = 0) -> list[Current]:
    kept = ice.card.subroutines[:max(0, len(ice.card.subroutines) - lost)]
    return [Current(("printed", i), s.text, s.resolve, "printed") for i, s in enumerate(kept)]


def _printed_lost(game: Game, ice: CardObj) -> int:
    """How many of its printed subroutines the ice's own static ability takes away, the last printed one first
    (cr/rule_subroutines_static_ability_remove_subroutines)."""
    if not game.is_active(ice):
        return 0
    return sum(rule.value(game, ice, ice) for rule in ice.card.statics if rule.kind == LOSES_PRINTED)


def _gained(game: Game, ice: CardObj) -> tuple[list[Current], list[Current]]:
    """Subroutines gained "before all of its other subroutines" (first), and the others, in order."""
    found: list[tuple[int, Current]] = []
    for g in game.sub_grants:
        if g.ice is ice and g.lasts(game):
            found += [(g.order, Current(("gain", g.order, k), s.text, s.resolve, g.source))
                      for k, s in enumerate(g.subs)]
    sources = list(game.statics(GAINED)) if GAINED in game.static_kinds else []
    sources += [(obj, rule) for obj in ice.hosted for rule in obj.card.statics if rule.kind == HOSTED]
    first = [Current(("first", obj.object_id, k), s.text, s.resolve, obj.title)
             for obj, rule in (game.statics(FIRST) if FIRST in game.static_kinds else ())
             for k, s in enumerate(rule.value(game, obj, ice) or ())]
    for obj, rule in sources:  # static abilities: ordered from when each began to apply to this ice
        subs = rule.value(game, obj, ice) or ()
        if subs:
            order = game.static_grants.setdefault((obj.object_id, rule.text, ice.object_id), _next_order(game))
            found += [(order, Current(("static", order, k), s.text, s.resolve, obj.title))
                      for k, s in enumerate(subs)]
    return first, [c for _, c in sorted(found, key=lambda pair: pair[0])]


def _next_order(game: Game) -> int:
    game.grant_count += 1
    return game.grant_count


def of_encounter(game: Game, enc: Encounter) -> list[Current]:
    """The encountered ice's subroutines now; the broken and resolved ones keep their status as the
    list changes (`enc.broken` holds positions in the list last returned)."""
    subs = current(game, enc.ice)
    keys = [s.key for s in subs]
    if keys != enc.keys:
        at = {key: i for i, key in enumerate(keys)}
        old = enc.keys
        if enc.counted:
            _trace_change(game, enc, old, subs)
        enc.broken = {at[old[i]] for i in enc.broken if i < len(old) and old[i] in at}
        enc.broken_by = {at[old[i]]: by for i, by in enc.broken_by.items() if i < len(old) and old[i] in at}
        enc.keys = keys
    enc.counted = True
    return subs


def _trace_change(game: Game, enc: Encounter, old: list, subs: list[Current]) -> None:
    """Say which subroutines the encountered ice gained or lost, and where they sit now."""
    keys = [s.key for s in subs]
    added = [i + 1 for i, key in enumerate(keys) if key not in old]
    lost = [i + 1 for i, key in enumerate(old) if key not in keys]
    own = [k for k in keys if k[0] == "own"], [k for k in old if k[0] == "own"]
    printed = [k for k in keys if k[0] == "printed"], [k for k in old if k[0] == "printed"]
    rule = ("rule_subroutines_static_ability_remove_subroutines" if len(printed[0]) < len(printed[1]) else
            "rule_subroutines_static_ability_increase" if len(own[0]) > len(own[1]) else
            "rule_subroutines_static_ability_decrease" if len(own[0]) < len(own[1]) else
            "rule_subroutines_added_to_end_default")
    parts = ([f"gains subroutine{'s' if len(added) > 1 else ''} now numbered {', '.join(map(str, added))}"]
             if added else []) + (
        [f"loses its former subroutine{'s' if len(lost) > 1 else ''} {', '.join(map(str, lost))}"] if lost else [])
    game.trace.add(f"{enc.ice.title} {' and '.join(parts)}; it has {counted(len(keys), 'subroutine')} now.",
                   cites.cr(rule), key=True)


def next_to_resolve(game: Game, enc: Encounter) -> tuple[int, Current] | None:
    """cr/step_resolve_subroutine: the next unbroken subroutine not yet resolved this encounter."""
    for i, sub in enumerate(of_encounter(game, enc)):
        if i not in enc.broken and sub.key not in enc.resolved:
            return i, sub
    return None


def explain_order(game: Game, ice: CardObj, subs: list[Current]) -> None:
    """When the ice has more than its printed subroutines, say where each comes from and why it sits
    where it does."""
    if all(s.source == "printed" for s in subs):
        return
    def where(s: Current) -> str:
        if s.key[0] == "first":
            return f"from {s.source}, before all others"
        return {"own": "its own ability, before the printed ones", "printed": "printed"}.get(
            s.source, f"from {s.source}, after the others")
    listed = "; ".join(f"{i}: \"{s.text}\" ({where(s)})" for i, s in enumerate(subs, 1))
    game.trace.add(f"{ice.title}'s subroutines now, in order: {listed}.",
                   cites.cr("rule_subroutines_static_ability"), cites.cr("rule_subroutines_added_to_end_default"),
                   key=True)
