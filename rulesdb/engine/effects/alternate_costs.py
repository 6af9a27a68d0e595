"""Alternate ways to pay a rez cost (cr/rule_alternate_payment): forfeiting an agenda pays for part
(Biawak: 10[c]) or all (Tithonium) of it. The cost keeps its value; the Corp only gains an option
when deciding how to pay it, and pays the rest in credits from any source allowed."""

from __future__ import annotations

from dataclasses import replace

from rulesdb.engine import cites
from rulesdb.engine.effects.costs import Payment, able
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

ALTERNATE = cites.cr("rule_alternate_payment")
KIND = "forfeit-pays-rez"


def forfeit_covers(game: Game, card: CardObj, cost: int) -> int:
    """How much of `card`'s rez cost forfeiting 1 agenda pays (its own ability; 0 without one or
    without an agenda in the Corp's score area)."""
    if not game.corp.score:
        return 0
    covered = [rule.value(game, card, cost) for rule in card.card.statics if rule.kind == KIND]
    return min(cost, max(covered, default=0))


def can_pay(game: Game, card: CardObj, payment: Payment) -> bool:
    covers = forfeit_covers(game, card, payment.amount)
    return able(game, payment) or (covers > 0 and able(game, replace(payment, amount=payment.amount - covers)))


def how_to_pay(game: Game, card: CardObj, payment: Payment) -> tuple[Payment, bool]:
    """The credits still to pay, and whether an agenda is forfeited (decision "forfeit for <card>",
    asked only when the alternate way can be used)."""
    covers = forfeit_covers(game, card, payment.amount)
    rest = replace(payment, amount=payment.amount - covers)
    if not covers or not able(game, rest):
        return payment, False
    if able(game, payment) and game.decider.ask(f"forfeit for {card.title}", ["yes", "no"], "Corp") == "no":
        return payment, False
    game.trace.add(f"The Corp pays {covers}[c] of {card.title}'s rez cost of {payment.amount}[c] by "
                   f"forfeiting an agenda, and {rest.amount}[c] in credits; the cost itself is still "
                   f"{payment.amount}[c].", ALTERNATE, key=True)
    return rest, True
