"""Damage to the Runner: net, meat and core damage trash cards from the grip at random, seeded.

Cards are picked one at a time with the game's seeded RNG, so a scenario with a seed always
trashes the same cards. Damage beyond the grip flatlines the Runner and the Corp wins.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state import Game

KINDS = ("net", "meat", "core")


def do_damage(game: Game, kind: str, amount: int, by: str, preventable: bool = True) -> None:
    """Do `amount` `kind` damage: trash that many random cards from the grip; flatline if short.

    An interrupt window comes first, where the Runner may prevent some or all of it.
    """
    from rulesdb.engine.interrupts import Imminent, window
    imminent = window(game, Imminent("damage", amount, kind, by)) if preventable else \
        Imminent("damage", amount, kind, by)
    if imminent.prevented or imminent.avoided:
        game.trace.add(f"{imminent.prevented if not imminent.avoided else amount} of the {amount} "
                       f"{kind} damage is prevented.", cites.C_PREVENT, key=True)
        amount = imminent.remaining
        if not amount:
            return
    runner = game.runner
    grip_size = len(runner.hand)
    if kind == "core":
        runner.core_damage += amount
        runner.hand_size -= amount  # core damage lowers maximum hand size
    trashed = []
    for _ in range(min(amount, grip_size)):
        card = runner.hand.pop(game.rng.randrange(len(runner.hand)))
        runner.discard.append(game.change_zone(card, "heap"))
        trashed.append(card.title)
    game.log["damage"].append({"kind": kind, "amount": amount, "by": by, "trashed": trashed})
    picked = ", ".join(trashed) or "nothing"
    game.trace.add(f"{by} does {amount} {kind} damage: {len(trashed)} card(s) trashed from the "
                   f"grip at random: {picked}.", cites.DAMAGE, cites.C_DAMAGE, key=True)
    from rulesdb.engine.triggers import Event, emit
    emit(game, Event("damage-suffered", info={"kind": kind, "amount": amount, "by": by}))  # Esâ Afontov
    if amount > grip_size:
        flatline(game)


def flatline(game: Game) -> None:
    """The Runner suffered more damage than cards in the grip: flatlined, the Corp wins."""
    game.winner, game.reason = "corp", "flatline"
    game.trace.add("The Runner took more damage than they had cards in the grip: they are "
                   "flatlined and the Corp wins the game.", cites.FLATLINE, cites.WINNING, key=True)
