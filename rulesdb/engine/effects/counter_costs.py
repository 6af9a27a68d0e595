"""Costs paid with counters from among the player's installed cards ("any X virus counters"),
where X is fixed only as the ability is used; a cost of 0 is still paid, by announcing it
(cr/rule_cost_zero)."""

from __future__ import annotations

from collections.abc import Callable

from rulesdb.engine import cites
from rulesdb.engine.effects.costtypes import Cost
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

COST_ZERO = cites.cr("rule_cost_zero")


class AnyCounters(Cost):
    """Remove X counters of `kind` from among your installed cards; `x(game)` is X, or None while the
    ability has nothing to apply to. Several holders: the player divides X (decision "pay <card>")."""

    __slots__ = ("kind", "x")

    def __init__(self, kind: str, x: Callable[[Game], int | None]):
        self._hold(kind=kind, x=x)

    def label(self, card: CardObj) -> str:
        return f"any X {self.kind} counters"

    def _holders(self, game: Game, side: str) -> list[CardObj]:
        return [o for o in game.installed() if o.owner == side and o.counters.get(self.kind)]

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        x = self.x(game)
        return x is not None and sum(o.counters[self.kind] for o in self._holders(game, side)) >= x

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        x = self.x(game)
        if not x:
            game.trace.add(f"The {game.player(side).name} announces paying {card.title}'s cost of 0 "
                           f"{self.kind} counters: nothing is removed, and the cost is paid.", COST_ZERO,
                           key=True)
            return
        holders = self._holders(game, side)
        names = labels(game, holders, side)  # two copies of one title: each named by where it is
        division = {names[0]: x} if len(holders) == 1 else self._ask(game, side, card, holders, names, x)
        for holder, name in zip(holders, names):
            holder.counters[self.kind] -= division.get(name, 0)
        game.trace.add(f"The {game.player(side).name} removes {counted(x, self.kind + ' counter')} for "
                       f"{card.title}'s cost: " + ", ".join(f"{n} from {t}" for t, n in division.items()) + ".",
                       cites.COST)

    def _ask(self, game: Game, side: str, card: CardObj, holders: list[CardObj], names: list[str],
             x: int) -> dict[str, int]:
        held = {name.lower(): name for name in names}
        held_by = dict(zip(names, holders))

        def check(value) -> dict[str, int]:
            if not isinstance(value, dict) or sum(value.values()) != x:
                raise ValueError(f"{value!r} must map cards to counters adding up to {x}")
            for title, n in value.items():
                holder = held_by.get(held.get(str(title).lower(), ""))
                if holder is None or not isinstance(n, int) or not 0 <= n <= holder.counters[self.kind]:
                    raise ValueError(f"cannot take {n!r} {self.kind} counters from {title!r}")
            return {held[str(t).lower()]: n for t, n in value.items() if n}
        return game.decider.ask(f"pay {card.title}", names, game.player(side).name,
                                general=("pay",), check=check)
