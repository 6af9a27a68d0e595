"""What several assets share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives import (
    Ctx,
)
from rulesdb.engine.state.game import Game


def _per_advancement(per: int, make):
    """An effect scaled by this card's advancement counters: make(per * counters)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        count = ctx.source.counters.get("advancement", 0)
        if count:
            make(per * count)(game, ctx)
        else:
            game.trace.add(f"{ctx.by}: {ctx.source.title} has no advancement counters, so nothing happens.")
    return resolve


def trash_self_for_each_advancement(make):
    """"You may trash this asset (to / If you do,) ... for each hosted advancement counter": the counters
    are counted as it leaves play (it is a new object in Archives, cr/rule_no_memory); nothing more
    happens if it is not trashed. `make(n)` gives the effect for n counters."""
    def resolve(game: Game, ctx: Ctx) -> None:
        from rulesdb.engine.effects.common import trash
        count = ctx.source.counters.get("advancement", 0)
        if trash(game, ctx.source, ctx.by, who=ctx.side) is None:
            game.trace.add(f"{ctx.by}: {ctx.source.title} is not trashed, so nothing more happens.")
            return
        if count:
            make(count)(game, ctx)
        else:
            game.trace.add(f"{ctx.by}: it had no advancement counters, so nothing more happens.")
    return resolve


def must_trash(how: str):
    """"They must trash it, if able": in the mid-access window the Runner cannot decline while some
    way to trash it can be used ("any"), or while its trash cost can be paid ("basic")."""
    def resolve(game: Game, ctx: Ctx) -> None:
        game.access.must_trash = how
        game.trace.add(f"{ctx.by}: the Runner must trash the accessed card"
                       f"{' by paying its trash cost' if how == 'basic' else ''}, if able.",
                       cites.cr("rule_must_with_choice"))
    return resolve


def when_the_runner_trashes_this(effect, title: str):
    """"When the Runner trashes this asset, you may ...": only if it was rezzed, so active, as it left
    play (cr/rule_active_exception_conditional_move_to_inactive_zone); decision "use <title>"."""
    from rulesdb.engine.cards.hooks import whenever
    from rulesdb.engine.cards.shared import _left_with

    def condition(game: Game, card, event) -> bool:
        return _left_with(card, event) and event.info.get("by") == "runner"
    return whenever("trashed", effect, condition, inactive_ok=True, starts="When the Runner trashes",
                    optional=f"use {title}")


def unprotected(game: Game, card) -> bool:
    """"If this server is not protected by ice"."""
    from rulesdb.engine.state.thisserver import this_server
    here = this_server(game, card)
    return here is not None and not here.ice
