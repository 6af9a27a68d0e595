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
        game.trace.add(f"{imminent.prevented if not imminent.avoided else imminent.amount} of the "
                       f"{imminent.amount} {kind} damage is prevented.", cites.C_PREVENT, key=True)
    if (imminent.amount, imminent.kind) != (amount, kind):
        game.trace.add(f"The {amount} {kind} damage becomes {imminent.amount} {imminent.kind} damage.",
                       cites.C_INTERRUPT)
    amount, kind = imminent.remaining, imminent.kind
    if not amount:
        return
    runner = game.runner
    grip_size = len(runner.hand)
    if kind == "core":
        runner.core_damage += amount
        runner.hand_size -= amount  # core damage lowers maximum hand size
    chosen = _chosen_cards(game, min(amount, grip_size))
    first = None if chosen or not grip_size else _selected(game, kind)  # Chronos Protocol
    trashed = []
    for n in range(min(amount, grip_size)):
        if chosen:
            card = chosen[n]
        elif first is not None and n == 0:
            card = runner.hand[first]
        else:
            card = runner.hand[game.rng.randrange(len(runner.hand))]
        runner.hand.remove(card)
        trashed.append(card)
    runner.discard += [game.change_zone(card, "heap") for card in trashed]  # all at once
    trashed = [card.title for card in trashed]
    game.log["damage"].append({"kind": kind, "amount": amount, "by": by, "trashed": trashed})
    picked = ", ".join(trashed) or "nothing"
    how = "chosen by the Runner" if chosen else "at random" if first is None else \
        "the first as selected, the rest at random, trashed together"
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


def _chosen_cards(game: Game, n: int) -> list:
    """The cards the Runner chooses to trash when an ability lets them (Titanium Ribs: decision
    "<card> choice", a list of n cards in the grip); [] for the usual random choice."""
    chooser = next((obj for obj, rule in game.statics("damage-chosen-by-runner") if rule.value(game, obj, None)), None)
    if chooser is None or not n:
        return []
    hand = game.runner.hand
    titles = [c.title for c in hand]

    def check(value):
        names = value if isinstance(value, list) else [value]
        left, picked = list(hand), []
        for name in names:
            card = next((c for c in left if c.title.lower() == str(name).lower()), None)
            if card is None:
                raise ValueError(f"{name!r} is not a card left in the grip")
            left.remove(card)
            picked.append(card)
        if len(picked) != n:
            raise ValueError(f"name {n} card(s) of the grip")
        return picked
    return game.decider.ask(f"{chooser.title} choice", titles, "Runner", check=check)


def flatline(game: Game) -> None:
    """The Runner suffered more damage than cards in the grip: flatlined, the Corp wins."""
    game.winner, game.reason = "corp", "flatline"
    game.trace.add("The Runner took more damage than they had cards in the grip: they are "
                   "flatlined and the Corp wins the game.", cites.FLATLINE, cites.WINNING, key=True)
