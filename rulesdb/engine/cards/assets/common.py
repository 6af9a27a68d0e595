"""What several assets share: small builders, constants and effects used by more than one card."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.context import Ctx
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
        from rulesdb.engine.effects.trashing import trash_as_cost
        count = ctx.source.counters.get("advancement", 0)
        if trash_as_cost(game, ctx.source, ctx.by, who=ctx.side) is None:
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
    from rulesdb.engine.cards.hooks.abilities import whenever
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


TRASHED_WHILE_ACCESSED = ("When this asset is trashed from anywhere while being accessed, add it to the Runner's score "
                          "area as an agenda worth 2 agenda points.")


def _trashed_while_accessed(game: Game, card, event) -> bool:
    access = game.access
    return event.subject is card and access is not None and access.current is not None \
        and access.current.first_object == card.first_object


def _to_the_runners_score_area(game: Game, ctx: Ctx) -> None:
    """The trashed card, a new object in Archives, goes to the Runner's score area (cr/rule_add_card_to_score_area)."""
    from rulesdb.engine.effects.score_area import add_to_score_area
    new = next((o for o in game.corp.discard if o.first_object == ctx.source.first_object), None)
    if new is None:
        game.trace.add(f"{ctx.by}: {ctx.source.title} is no longer in Archives, so it stays where it is.")
        return
    game.corp.discard.remove(new)
    add_to_score_area(game, "runner", new, ctx.by, as_agenda="an agenda worth 2 agenda points", origin="Archives")


def worth_2_to_the_runner_if_trashed_while_accessed():
    """Chairman Hiro, Director Haas: trashed from anywhere while accessed, the card becomes the Runner's 2-point
    agenda; its worth is a constant working only in the Runner's score area (kind stolen-agenda-points)."""
    from rulesdb.engine.cards.hooks.abilities import constant, whenever
    return (whenever("trashed", _to_the_runners_score_area, _trashed_while_accessed, inactive_ok=True,
                     starts="When this asset is trashed"),
            constant("stolen-agenda-points", lambda game, card, subject: 2, starts="When this asset is trashed"))


def campaign(placed: int, taken: int) -> tuple:
    """"Place N[c] from the bank on this asset when it is rezzed. When there are no credits left on it, trash it."
    and "When your turn begins, take M[c] from it." (Eve Campaign, Launch Campaign): the abilities, in one place."""
    from rulesdb.engine.cards.hooks.moments import when_emptied, when_rezzed, when_turn_begins
    from rulesdb.engine.cards.primitives.card_counters import place_counters, take_credits
    from rulesdb.engine.cards.primitives.installed import trash_self
    return (when_emptied(trash_self, starts="Place"), when_turn_begins(take_credits(taken)),
            when_rezzed(place_counters("credits", placed), starts="Place"))

