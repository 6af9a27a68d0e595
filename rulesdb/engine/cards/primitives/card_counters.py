"""Counters hosted on cards: place or remove them, take hosted credits, place advancement counters on a card
that can be advanced, purge virus counters."""

from __future__ import annotations

from collections.abc import Callable

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.effects import pools
from rulesdb.engine.state.advancing import cannot_advance_now
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.only_choice import ask_must

TAKE = cites.cr("rule_take_credits")


def place_counters(kind: str, n: int) -> Effect:
    """Place N counters of `kind` (power, virus, advancement, agenda, credits) on this card."""
    def resolve(game: Game, ctx: Ctx) -> None:
        card = ctx.source
        if kind != "credits":
            pools.add_counters(game, card, kind, n, ctx.by)
            return
        card.counters[kind] = card.counters.get(kind, 0) + n
        game.trace.add(f"{ctx.by}: {n}[c] placed on {card.title} (now {card.counters[kind]}).",
                       cites.CREDITS_ON_CARDS)
    return resolve


def take_credits(n: int) -> Effect:
    """Take N[c] from this card into your credit pool; when it is empty, that is reported."""
    def resolve(game: Game, ctx: Ctx) -> None:
        card = ctx.source
        taken = min(n, card.counters.get("credits", 0))
        card.counters["credits"] = card.counters.get("credits", 0) - taken
        game.player(ctx.side).credits += taken
        game.trace.add(f"{ctx.by}: the {game.player(ctx.side).name} takes {taken}[c] from "
                       f"{card.title} ({card.counters['credits']}[c] left on it).", TAKE)
        emit(game, Event("credits-taken", card))
    return resolve


def can_advance(game: Game, card: CardObj) -> bool:
    """An installed Corp card "you can advance": an agenda, or a card whose text allows it (cr/sec_advancing_cards)."""
    return card.owner == "corp" and not cannot_advance_now(card)


def place_advancement(n: int = 1, *, where: Callable[[Game, CardObj], bool] = can_advance,
                      optional: bool = False) -> Effect:
    """"Place N advancement counters on an installed card (you can advance)": the Corp names the card
    ("<card> target", or `no` when `optional`); `where(game, card)` says which installed cards qualify."""
    def resolve(game: Game, ctx: Ctx) -> None:
        found = [o for o in game.installed() if where(game, o)]
        titles = labels(game, found, "corp")
        name = f"{ctx.source.title if ctx.source else ctx.by} target"
        choice = "no" if not found else game.decider.ask(name, [*titles, "no"], "Corp") if optional else \
            ask_must(game, name, titles, "Corp", cites.C_TARGETS)
        if choice == "no":
            game.trace.add(f"{ctx.by}: no advancement counter is placed.", cites.C_ADVANCE_RULE)
            return
        pools.add_counters(game, found[titles.index(choice)], "advancement", n, ctx.by)
    return resolve


def purge_virus_counters(game: Game, ctx: Ctx) -> None:
    """"Purge virus counters" as a card's effect: every virus counter hosted on a card returns to the bank
    (cr/rule_purge); an event abilities may wait for, as after the basic action."""
    removed = 0
    for obj in game.installed():
        removed += obj.counters.pop("virus", 0)
    game.trace.add(f"{ctx.by}: virus counters are purged ({removed} returned to the bank).",
                   cites.cr("rule_purge"), key=True)
    emit(game, Event("purge", info={"removed": removed}))


def remove_counters(kind: str, n: int | None) -> Effect:
    """Remove N hosted counters of `kind` from this card (as many as it has; None: all of them)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        card = ctx.source
        removed = card.counters.get(kind, 0) if n is None else min(n, card.counters.get(kind, 0))
        card.counters[kind] = card.counters.get(kind, 0) - removed
        game.trace.add(f"{ctx.by}: {counted(removed, kind + ' counter')} removed from {card.title} "
                       f"({card.counters[kind]} left).", cites.cr("rule_counters_placed_condition"))
    return resolve
