"""Typed costs: each knows its label, whether it can be paid now, and how to pay it (CR costs).

Here are the costs most abilities pay (credits, clicks, [trash], hosted counters, damage) and paying
costs together; the rarer ones live apart so a scenario imports only the kinds its cards use:
costs paid with cards in `card_costs.py`, from a player's state in `player_costs.py`.

An ability's costs are checked together and paid together; then a checkpoint follows before the
effect (cr/rule_checkpoint_after_paying_cost), so "when paid" abilities resolve in between.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costs import Payment, able, pay
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


class Cost:
    """What every typed cost is: a small value that cannot change once made, equal to a cost of its
    kind with the same amounts, and shown as its kind and amounts ("Credits(amount=2, ...)").

    Plain classes with `__slots__` rather than frozen dataclasses: Python 3.11 compiles six methods from
    source for each dataclass (about 0.7 ms), and with some thirty kinds of cost, most of which a scenario
    never pays, that was a good part of a scenario's start (scripts/bench_cli.py).
    """

    __slots__ = ()

    def _hold(self, **values) -> None:
        """Set the cost's values, once, as it is made."""
        for name, value in values.items():
            object.__setattr__(self, name, value)

    def values(self) -> dict:
        return {name: getattr(self, name) for name in self.__slots__}

    def times(self, n: int) -> Cost:
        """This cost with its amount multiplied by `n` (for a cost that has an amount)."""
        return type(self)(**dict(self.values(), amount=self.amount * n))

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and other.values() == self.values()

    def __hash__(self) -> int:
        return hash((type(self), *self.values().values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{k}={v!r}' for k, v in self.values().items())})"

    def __setattr__(self, name: str, value) -> None:
        raise AttributeError(f"{type(self).__name__} is a cost: it cannot change once made")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is a cost: it cannot change once made")


class Credits(Cost):
    """n[c], from the pool or any source allowed to pay for it."""

    __slots__ = ("amount", "purpose")

    def __init__(self, amount: int, purpose: str = "ability"):
        self._hold(amount=amount, purpose=purpose)

    def label(self, card: CardObj) -> str:
        return f"{self.amount}[c]"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return able(game, self._payment(side, card))

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        pay(game, self._payment(side, card), cites.COST)

    def _payment(self, side: str, card: CardObj) -> Payment:
        return Payment(side, self.amount, self.purpose, f"{card.title}'s ability", card)


class Clicks(Cost):
    """n[click], spent from the player's clicks."""

    __slots__ = ("amount",)

    def __init__(self, amount: int = 1):
        self._hold(amount=amount)

    def label(self, card: CardObj) -> str:
        return "[click]" * self.amount

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return game.player(side).clicks >= self.amount

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        from rulesdb.engine.state.events import Event, emit
        game.player(side).clicks -= self.amount
        emit(game, Event("clicks-spent", info={"side": side, "by": side, "amount": self.amount}))


class TrashSelf(Cost):
    """[trash]: trash this card as a cost (it cannot be prevented)."""

    __slots__ = ()

    def label(self, card: CardObj) -> str:
        return "[trash]"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return game.is_active(card) or (card.owner == "corp" and card in game.installed())

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        from rulesdb.engine.effects.trashing import trash
        trash(game, card, f"The cost of {card.title}'s ability", cites.cr("rule_trash_ability"),
              cites.cr("rule_cost_no_interrupt"), preventable=False, who=side)
        from rulesdb.engine.state.events import Event, emit
        emit(game, Event("trash-ability", card, {"side": side}))  # "whenever you use a [trash] ability"


class HostedCounters(Cost):
    """Remove n hosted counters of a kind (power, virus, agenda, credit...)."""

    __slots__ = ("kind", "amount")

    def __init__(self, kind: str, amount: int = 1):
        self._hold(kind=kind, amount=amount)

    def label(self, card: CardObj) -> str:
        return f"remove {counted(self.amount, self.kind + ' counter')}"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return card.counters.get(self.kind, 0) >= self.amount

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        card.counters[self.kind] -= self.amount


class SufferDamage(Cost):
    """Suffer n damage as a cost (Obokata Protocol): not payable while a mandatory interrupt would
    prevent it; paid without an interrupt window."""

    __slots__ = ("kind", "amount")

    def __init__(self, kind: str, amount: int):
        self._hold(kind=kind, amount=amount)

    def label(self, card: CardObj) -> str:
        return f"suffer {self.amount} {self.kind} damage"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        from rulesdb.engine.effects.interrupts import Imminent, would_prevent
        return not would_prevent(game, Imminent("damage", self.amount, self.kind))

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        from rulesdb.engine.effects.damage import do_damage
        do_damage(game, self.kind, self.amount, f"The cost of {card.title}", preventable=False)


def label(costs: tuple, card: CardObj) -> str:
    return ", ".join(c.label(card) for c in costs) or "no cost"


def times(costs: tuple, n: int) -> tuple | None:
    """The costs of using an ability `n` times in a row (amounts multiplied), or None when one of
    them can be paid only once (trashing the source)."""
    if n <= 1:
        return costs if n == 1 else ()
    if not all(hasattr(cost, "amount") for cost in costs):
        return None
    return tuple(cost.times(n) for cost in costs)


def payable(game: Game, side: str, card: CardObj, costs: tuple) -> bool:
    """All of the costs can be paid together; credit costs are summed before asking."""
    credits = sum(c.amount for c in costs if isinstance(c, Credits))
    others = [c for c in _together(costs) if not isinstance(c, Credits)]
    if credits and not Credits(credits).payable(game, side, card):
        return False
    return all(c.payable(game, side, card) for c in others)


def _together(costs: tuple) -> tuple:
    """Damage costs of one kind added by several abilities, suffered as one amount: every
    additional cost is paid at once with the cost it adds to (cr/rule_additonal_cost_simultaenous)."""
    merged: dict[str, int] = {}
    for cost in costs:
        if isinstance(cost, SufferDamage):
            merged[cost.kind] = merged.get(cost.kind, 0) + cost.amount
    others = tuple(c for c in costs if not isinstance(c, SufferDamage))
    return others + tuple(SufferDamage(kind, n) for kind, n in merged.items())


def pay_all(game: Game, side: str, card: CardObj, costs: tuple) -> None:
    """Pay every cost (credits as one payment, damage of a kind as one), then the checkpoint after
    paying costs."""
    from rulesdb.engine.effects.triggers import checkpoint
    costs = _together(costs)
    credits = sum(c.amount for c in costs if isinstance(c, Credits))
    if credits:
        Credits(credits).pay(game, side, card)
    for cost in costs:
        if not isinstance(cost, Credits):
            cost.pay(game, side, card)
    if costs:
        checkpoint(game)


