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
    trashed, picked_by = [], _selected(game, kind) if grip_size else None
    how = "at random" if picked_by is None else "the first as selected, the rest at random, trashed together"
    for _ in range(min(amount, grip_size)):
        index = picked_by if picked_by is not None else game.rng.randrange(len(runner.hand))
        picked_by = None
        trashed.append(runner.hand.pop(index))
    runner.discard += [game.change_zone(card, "heap") for card in trashed]  # all at once
    trashed = [card.title for card in trashed]
    game.log["damage"].append({"kind": kind, "amount": amount, "by": by, "trashed": trashed})
    picked = ", ".join(trashed) or "nothing"
    game.trace.add(f"{by} does {amount} {kind} damage: {len(trashed)} card(s) trashed from the "
                   f"grip {how}: {picked}.", cites.DAMAGE, cites.C_DAMAGE, key=True)
    from rulesdb.engine.triggers import Event, emit
    emit(game, Event("damage-suffered", info={"kind": kind, "amount": amount, "by": by}))  # Esâ Afontov
    if amount > grip_size:
        flatline(game)


def _selected(game: Game, kind: str) -> int | None:
    """The grip index an ability selects for the first card of this damage (Chronos Protocol), the
    rest then chosen at random (cr/rule_multiple_damage_selected_sequentially); None: all random."""
    for obj, rule in list(game.statics("select-damaged-card")):
        index = rule.value(game, obj, kind)
        if index is not None:
            return index
    return None


def flatline(game: Game) -> None:
    """The Runner suffered more damage than cards in the grip: flatlined, the Corp wins."""
    game.winner, game.reason = "corp", "flatline"
    game.trace.add("The Runner took more damage than they had cards in the grip: they are "
                   "flatlined and the Corp wins the game.", cites.FLATLINE, cites.WINNING, key=True)
