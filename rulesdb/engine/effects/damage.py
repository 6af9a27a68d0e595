"""Damage to the Runner: net, meat and core damage trash cards from the grip at random, seeded.

Cards are picked one at a time with the game's seeded RNG, so a scenario with a seed always
trashes the same cards. Damage beyond the grip flatlines the Runner and the Corp wins.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.decisions import titles_from
from rulesdb.engine.state.game import Game

KINDS = ("net", "meat", "core")


def do_damage(game: Game, kind: str, amount: int, by: str, preventable: bool = True,
              side: str = "", card=None) -> None:
    """Do `amount` `kind` damage: trash that many random cards from the grip; flatline if short.

    An interrupt window comes first, where abilities may prevent, increase or replace it; damage
    that "cannot be prevented" stays so when increased (cr/rule_modified_values_retain_properties).
    `side` is the player responsible for it (cr/rule_suffer_or_take_damage), `card` its source.
    """
    from rulesdb.engine.effects.interrupts import Imminent, window
    imminent = window(game, Imminent("damage", amount, kind, by, by_side=side,
                                     info={"unpreventable": not preventable, "card": card}))
    kind, amount = _as_changed(game, imminent)
    if not amount:
        return
    runner = game.runner
    grip_size = len(runner.hand)
    if kind == "core":
        runner.core_damage += amount
        runner.hand_size -= amount  # core damage lowers maximum hand size
    cards, how = _cards_trashed(game, kind, min(amount, grip_size))
    for card in cards:
        runner.hand.remove(card)
    in_heap = [game.change_zone(card, "heap") for card in cards]
    runner.discard += in_heap  # trashed together
    trashed = [card.title for card in cards]
    game.log["damage"].append({"kind": kind, "amount": amount, "by": by, "trashed": trashed,
                               "run": len(game.runs) if game.run is not None else 0})  # which run (1, 2...), 0: none
    from rulesdb.engine.state.events import Event, emit
    picked = ", ".join(trashed) or "nothing"
    cards_said = f"{len(trashed)} card{'' if len(trashed) == 1 else 's'}"  # "1 card", "3 cards": never "card(s)"
    game.trace.add(f"{by} does {amount} {kind} damage: {cards_said} trashed from the grip {how}: {picked}.",
                   cites.DAMAGE, cites.C_DAMAGE, key=True)
    # "whenever the Runner suffers damage" (Esâ Afontov, ...)
    emit(game, Event("damage", info={"kind": kind, "amount": amount, "by": by, "side": side}))
    for card in cards:  # "whenever this is trashed by damage" works from the heap (cr/rule_active_exception_catchall)
        emit(game, Event("trashed-by-damage", card, {"kind": kind, "by": by, "side": side}))
    from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
    grip_or_stack_trashed(game, in_heap, "grip")
    if amount > grip_size:
        flatline(game)


def _cards_trashed(game: Game, kind: str, n: int) -> tuple[list, str]:
    """The n grip cards the damage trashes: at random (seeded), unless a constant ability lets a player
    choose them (Titanium Ribs: all of them; Chronos Protocol: "first", the first one, the rest then at
    random, cr/rule_multiple_damage_selected_sequentially); if both players would, only the active
    player chooses (cr/rule_modify_ability_with_choice)."""
    hand = game.runner.hand
    choosers = [(obj, how) for obj, rule in game.statics("choose-damage-cards")
                if obj and (how := rule.value(game, obj, kind))]
    if not choosers or not n:
        return _random(game, list(hand), n), "at random"
    sides = {obj.owner for obj, _ in choosers}
    side = game.turn.active if len(sides) > 1 else sides.pop()
    chooser, how = next((obj, how) for obj, how in choosers if obj.owner == side)
    if len(choosers) > 1:
        game.trace.add(f"Both players are instructed to choose the cards trashed: only the active player, the "
                       f"{game.player(side).name}, chooses ({chooser.title}).",
                       cites.cr("rule_modify_ability_with_choice"), key=True)
    if how == "first":
        return _first_selected(game, chooser, side, n)
    titles = [c.title for c in hand]
    picked = game.decider.ask(f"{chooser.title} choice", titles, game.player(side).name,
                              check=titles_from(titles, "the grip", exactly=n))
    remaining = list(hand)
    cards = [remaining.pop(next(i for i, c in enumerate(remaining) if c.title == t)) for t in picked]
    return cards, f"chosen by the {game.player(side).name}"


def _first_selected(game: Game, chooser, side: str, n: int) -> tuple[list, str]:
    """The chooser may select the first card (decision "<card> target", "no": all at random); the rest
    are then picked at random and all are trashed together (cr/rule_multiple_damage_selected_sequentially)."""
    titles = [c.title for c in game.runner.hand]
    choice = game.decider.ask(f"{chooser.title} target", ["no", *titles], game.player(side).name)
    if choice == "no":
        return _random(game, list(game.runner.hand), n), "at random"
    rest = list(game.runner.hand)
    first = rest.pop(titles.index(choice))
    return [first, *_random(game, rest, n - 1)], "the first as selected, the rest at random, trashed together"


def _random(game: Game, remaining: list, n: int) -> list:
    """n cards of `remaining` picked one at a time with the game's seeded RNG."""
    chosen = []
    for _ in range(n):
        chosen.append(remaining.pop(game.rng.randrange(len(remaining))))
    return chosen


def _as_changed(game: Game, imminent) -> tuple[str, int]:
    """The damage's kind and amount after its interrupt window, with a trace step if it changed."""
    if imminent.avoided:
        game.trace.add(f"All of the {imminent.kind} damage is prevented: no damage is done.",
                       cites.C_PREVENT, key=True)
        return imminent.kind, 0
    if imminent.prevented and not imminent.increased and imminent.value >= 0:
        game.trace.add(f"{imminent.prevented} of the {imminent.amount} {imminent.kind} damage is "
                       "prevented.", cites.C_PREVENT, key=True)
    elif imminent.prevented or imminent.increased:
        game.trace.add(f"The {imminent.kind} damage resolves as {imminent.amount} + "
                       f"{imminent.increased} increased - {imminent.prevented} prevented = "
                       f"{imminent.value}; {max(imminent.value, 0)} damage is done.", cites.C_PREVENT,
                       cites.cr("rule_negative_values_resolution"), key=True)
    return imminent.kind, imminent.remaining


def flatline(game: Game) -> None:
    """The Runner suffered more damage than cards in the grip: flatlined, the Corp wins."""
    game.winner, game.reason = "corp", "flatline"
    game.trace.add("The Runner took more damage than they had cards in the grip: they are "
                   "flatlined and the Corp wins the game.", cites.C_FLATLINE, cites.FLATLINE, cites.WINNING, key=True)
