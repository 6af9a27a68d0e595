"""A breaker's other strength ability, a paid ability of its own beside its "N[c]: +M strength" (Pressure Spike's
Threat 4 "2[c]: +9 strength. Use this ability only once per run"): the "break <ice>" plan that boosts to match uses it
first when that costs fewer credits, so a breaker is never refused for a price the Runner need not pay
(cr/rule_icebreaker_interface_strength: any of its abilities may raise its strength before it breaks)."""

from __future__ import annotations

from math import ceil

from rulesdb.engine.effects.costtypes import Credits
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


class Pumps(int):
    """How many times a plan uses the breaker's strength ability, after `first` (its other strength ability,
    used once) when there is one."""

    first = None


def credits_of(ability) -> int:
    return sum(c.amount for c in ability.costs if isinstance(c, Credits))


def _usable(game: Game, breaker: CardObj) -> list:
    from rulesdb.engine.timing.paid import ability_refusal
    return [a for a in breaker.card.abilities
            if a.raises_strength and ability_refusal(game, "runner", breaker, a) is None]


def cheapest(game: Game, breaker: CardObj, short: int, pump_cost: int | None, amount: int) -> Pumps:
    """The uses of the strength ability that bring the breaker `short` strength up, with the other strength ability
    first if that is cheaper; with none, as many uses as it takes."""
    def uses(missing: int) -> int | None:
        if missing <= 0:
            return 0
        return None if pump_cost is None else ceil(missing / max(1, amount))
    base = uses(short)
    best, price = Pumps(base or 0), (base or 0) * (pump_cost or 0) if base is not None else None
    for ability in _usable(game, breaker) if short > 0 else ():
        rest = uses(short - ability.raises_strength)
        if rest is None:
            continue
        cost = credits_of(ability) + rest * (pump_cost or 0)
        if price is None or cost < price:
            best, price = Pumps(rest), cost
            best.first = ability
    return best


def first_credits(boosts: int) -> int:
    first = getattr(boosts, "first", None)
    return credits_of(first) if first is not None else 0


def first_strength(boosts: int) -> int:
    first = getattr(boosts, "first", None)
    return first.raises_strength if first is not None else 0


def use_first(game: Game, breaker: CardObj, boosts: int) -> bool:
    """Use the plan's other strength ability, if it has one; False if it cannot be used after all."""
    first = getattr(boosts, "first", None)
    if first is None:
        return True
    from rulesdb.engine.timing.paid import ability_refusal, use_ability
    if ability_refusal(game, "runner", breaker, first) is not None:
        return False
    use_ability(game, "runner", breaker, first, lambda *why: None)
    return True
