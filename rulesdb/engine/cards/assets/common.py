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


def must_trash(how: str):
    """"They must trash it, if able": in the mid-access window the Runner cannot decline while some
    way to trash it can be used ("any"), or while its trash cost can be paid ("basic")."""
    def resolve(game: Game, ctx: Ctx) -> None:
        game.access.must_trash = how
        game.trace.add(f"{ctx.by}: the Runner must trash the accessed card"
                       f"{' by paying its trash cost' if how == 'basic' else ''}, if able.",
                       cites.cr("rule_must_with_choice"))
    return resolve
