"""Where a card is installed and what it hosts ("Install only on a piece of ice"), and subroutines a card gives
itself or lends to ice."""

from __future__ import annotations

from collections.abc import Callable

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import as_subroutine, constant
from rulesdb.engine.cards.primitives.context import Effect
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def on_ice(game: Game, host: CardObj) -> bool:
    """a piece of ice"""
    return host.is_ice


def on_rezzed_ice(game: Game, host: CardObj) -> bool:
    """a rezzed piece of ice"""
    return host.is_ice and host.rezzed


def hosts(card_type: str, *, subtype: str = "", limit: int | None = None):
    """`can_host=`: "can host (up to `limit`) <subtype> <card_type>s" (cr/rule_host_via_install)."""
    def can_host(game: Game, host: CardObj, card: CardObj) -> bool:
        facts = card.card.facts
        fits = facts.type == card_type and (not subtype or facts.has(subtype))
        return fits and (limit is None or len(host.hosted) < limit)
    return can_host


def own_subroutines(count: Callable[[Game, CardObj], int], line: str, effect: Effect, starts: str = ""):
    """'This ice gains "[sub] <line>" for each ...': a static ability of the ice granting it its own
    subroutines, ordered before all its others (cr/rule_subroutines_static_ability)."""
    from rulesdb.engine.state.carddef import Subroutine
    from rulesdb.engine.state.subroutines import OWN
    sub = Subroutine(line, as_subroutine(effect))
    return constant(OWN, lambda game, card, ice: (count(game, card), sub), starts)


def gains_subroutines(game: Game, ice: CardObj, line: str, effect: Effect, n: int, source: str,
                      lasts: Callable[[Game], bool] | None = None) -> None:
    """`ice` gains `n` "[sub] <line>" after all its other subroutines, for the remainder of this run
    unless `lasts` says otherwise (cr/rule_subroutines_added_to_end_default)."""
    from rulesdb.engine.state.carddef import Subroutine
    from rulesdb.engine.state.subroutines import grant
    if n <= 0:
        game.trace.add(f"{source}: {ice.title} gains no subroutine (X is 0).",
                       cites.cr("rule_subroutines_added_to_end_default"))
        return
    grant(game, ice, (Subroutine(line, as_subroutine(effect)),) * n, source, lasts)
    game.trace.add(f"{source}: {ice.title} gains {n} \"[sub] {line}\" after all its other subroutines"
                   f"{'' if lasts else ' for the remainder of this run'}.",
                   cites.cr("rule_subroutines_added_to_end_default"), key=True)
