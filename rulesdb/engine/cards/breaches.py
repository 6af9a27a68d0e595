"""Abilities that add accesses to a breach as it begins ("whenever you breach R&D, you may remove N
hosted power counters to access that many additional cards"): the breach's conditions resolve before
its access limit is set (cr/step_breaching_begins, cr/step_determine_candidates_limit)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game

MORE = cites.cr("step_determine_candidates_limit")


def breaching(*servers: str):
    """A trigger condition: the breach beginning is of one of `servers`."""
    return lambda game, card, event: event.info.get("server") in servers


def access_more(n: int) -> Effect:
    """Access `n` additional cards in the breach beginning now."""
    def resolve(game: Game, ctx: Ctx) -> None:
        add_accesses(game, ctx.event.info["server"], n, ctx.by)
    return resolve


def add_accesses(game: Game, server: str, n: int, by: str, *refs: str) -> None:
    game.breach_extra[server] = game.breach_extra.get(server, 0) + n
    game.trace.add(f"{by}: the Runner will access {counted(n, 'additional card')} when breaching "
                   f"{server}.", MORE, *refs,
                   key=True)


def remove_counters_to_access(kind: str, most: int, decision: str) -> Effect:
    """"You may remove up to `most` hosted <kind> counters to access that many additional cards"
    (decision `decision`: a number from 0 to what it can remove)."""
    def resolve(game: Game, ctx: Ctx) -> None:
        card = ctx.source
        top = min(most, card.counters.get(kind, 0))
        if not top:
            return

        def check(value):
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= top:
                raise ValueError(f"{value!r} must be a number of {kind} counters from 0 to {top}")
            return value
        n = game.decider.ask(decision, [str(i) for i in range(top + 1)], "Runner", check=check)
        if n:
            from rulesdb.engine.effects.using import used
            used(game, card, "runner", "hosted")  # spending counters uses it: cr/rule_hosted_counter_used_condition
            card.counters[kind] -= n
            game.trace.add(f"{ctx.by}: {counted(n, kind + ' counter')} removed from {card.title}.", cites.C_COUNTERS)
            add_accesses(game, ctx.event.info["server"], n, ctx.by)
    return resolve


def access_fewer_than_virus_counters(game: Game, ctx: Ctx) -> None:
    """Medium, Nerve Agent: the Runner chooses a number less than the card's virus counters ("<card> choice") and
    accesses that many additional cards in the breach beginning now."""
    from rulesdb.engine.cards.shared import ask_number
    top = ctx.source.counters.get("virus", 0) - 1
    if top < 1:
        game.trace.add(f"{ctx.by}: {ctx.source.title} has {counted(top + 1, 'virus counter')}; the only number less "
                       "than "
                       "that is 0, so no additional card is accessed.")
        return
    n = ask_number(game, f"{ctx.source.title} choice", top, "Runner")
    if n:
        add_accesses(game, ctx.event.info["server"], n, ctx.by)


def virus_counters_dig_deeper(server: str) -> tuple:
    """"Whenever you make a successful run on <server>, place 1 virus counter on this program. Whenever you breach
    <server>, choose a number less than the number of hosted virus counters. Access that many additional cards."
    (Medium on R&D, Nerve Agent on HQ): the two abilities, in one place."""
    from rulesdb.engine.cards.hooks.abilities import whenever
    from rulesdb.engine.cards.hooks.runs import when_successful_run
    from rulesdb.engine.cards.primitives.card_counters import place_counters
    return (when_successful_run(place_counters("virus", 1), server=server, starts="Whenever you make"),
            whenever("breach", access_fewer_than_virus_counters, breaching(server), starts="Whenever you breach",
                     structure="run"))

