"""Costs paid from a player's state rather than with cards: clicks lost, tags taken or removed, bad
publicity taken, or a choice between costs (cr/rule_cost)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.costtypes import Cost, label, payable
from rulesdb.engine.state.counts import counted
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


class LoseClicks(Cost):
    """Lose n[click] as a cost (a bioroid's "Lose [click]: Break 1 subroutine"): not an action,
    so it is used in a paid ability window (cr/rule_costs_with_click, cr/rule_lose_spend_clicks)."""

    __slots__ = ("amount",)

    def __init__(self, amount: int = 1):
        self._hold(amount=amount)

    def label(self, card: CardObj) -> str:
        return "lose " + "[click]" * self.amount

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return game.player(side).clicks >= self.amount

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        player = game.player(side)
        player.clicks -= self.amount
        game.trace.add(f"The {player.name} loses {'[click]' * self.amount} (now {player.clicks}) "
                       f"for {card.title}'s ability.", cites.cr("rule_lose_spend_clicks"),
                       cites.cr("rule_costs_with_click"))


class TakeTag(Cost):
    """Take n tags as a cost: not payable while a mandatory interrupt would prevent them
    (cr/rule_cost_interrupt_static_mandatory)."""

    __slots__ = ("amount",)

    def __init__(self, amount: int = 1):
        self._hold(amount=amount)

    def label(self, card: CardObj) -> str:
        return f"take {counted(self.amount, 'tag')}"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        from rulesdb.engine.effects.interrupts import Imminent, would_prevent
        return not would_prevent(game, Imminent("tags", self.amount))

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        from rulesdb.engine.effects.pools import tags_taken
        game.runner.tags += self.amount
        game.trace.add(f"The Runner takes {counted(self.amount, 'tag')} as a cost (now {game.runner.tags}).",
                       cites.TAG, cites.C_TAG)
        tags_taken(game, self.amount)


class RemoveTags(Cost):
    """Remove n of the Runner's tags as a cost: either player can pay it, as tags are a game state
    (Keegan Lane; cr/rule_corp_can_pay_tag_costs)."""

    __slots__ = ("amount",)

    def __init__(self, amount: int = 1):
        self._hold(amount=amount)

    def label(self, card: CardObj) -> str:
        return f"remove {counted(self.amount, 'tag')}"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return game.runner.tags >= self.amount

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        game.runner.tags -= self.amount
        game.trace.add(f"The {game.player(side).name} removes {self.amount} of the Runner's tags to pay "
                       f"{card.title}'s cost ({game.runner.tags} left).", cites.cr("rule_corp_can_pay_tag_costs"))
        from rulesdb.engine.effects.pools import tags_removed
        tags_removed(game, self.amount, side)


class RemoveXTags(Cost):
    """"As an additional cost to play this operation, remove X tags" (IP Enforcement): X is the value the Corp
    names for the card's cost, so the cost is bound to it as X is named (`for_x`) and paid with the play cost,
    before the card is played (cr/rule_additonal_cost_simultaenous, cr/rule_steps_playing_play_cost)."""

    __slots__ = ()

    def label(self, card: CardObj) -> str:
        return "remove X tags"

    def for_x(self, x: int) -> tuple:
        return (RemoveTags(x),) if x else ()

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return True  # bound to X before it is checked

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        raise TypeError("remove X tags is paid once X is named (RemoveXTags.for_x)")


class TakeBadPublicity(Cost):
    """Take n bad publicity as a cost (Valentão, Piranhas): counters the Corp controls
    (cr/rule_controller_bad_publicity_tag)."""

    __slots__ = ("amount",)

    def __init__(self, amount: int = 1):
        self._hold(amount=amount)

    def label(self, card: CardObj) -> str:
        return f"take {self.amount} bad publicity"

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return side == "corp"

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        from rulesdb.engine.state.events import Event, emit
        game.corp.bad_publicity += self.amount
        game.trace.add(f"The Corp takes {self.amount} bad publicity to pay {card.title}'s cost (now "
                       f"{game.corp.bad_publicity}).", cites.cr("rule_controller_bad_publicity_tag"), cites.COST)
        emit(game, Event("bad-publicity-taken", info={"amount": self.amount}))


class EitherCost(Cost):
    """"<cost> or <cost>": the payer picks one option they are able to pay (decision "<card> cost":
    an option's label); payable when any option is (cr/rule_cost)."""

    __slots__ = ("options",)

    def __init__(self, options: tuple[tuple, ...]):
        self._hold(options=options)

    def label(self, card: CardObj) -> str:
        return " or ".join(label(option, card) for option in self.options)

    def payable(self, game: Game, side: str, card: CardObj) -> bool:
        return any(payable(game, side, card, option) for option in self.options)

    def pay(self, game: Game, side: str, card: CardObj) -> None:
        able_to = [option for option in self.options if payable(game, side, card, option)]
        labels = [label(option, card) for option in able_to]
        picked = game.decider.ask(f"{card.title} cost", labels, game.player(side).name) if len(able_to) > 1 \
            else labels[0]
        game.trace.add(f"The {game.player(side).name} chooses to {picked} to pay {card.title}'s cost.",
                       cites.cr("rule_cost"))
        for cost in able_to[labels.index(picked)]:
            cost.pay(game, side, card)
