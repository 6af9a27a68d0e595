"""Charging a card (cr/sec_charge): placing 1 power counter on a card that already hosts at least one;
only such cards are valid targets (cr/rule_charge_targets), and a card with none cannot be charged
(cr/rule_charge_requires_hosted_counter)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.only_choice import ask_must

CHARGE = cites.cr("rule_charge")
TARGETS = cites.cr("rule_charge_targets")


def chargeable(game: Game, side: str) -> list[CardObj]:
    """The player's installed cards that can be charged: those hosting a power counter."""
    return [o for o in game.installed() if o.owner == side and o.counters.get("power", 0) > 0]


def charge(game: Game, card: CardObj, by: str) -> bool:
    """Charge `card`; False (traced) when it hosts no power counter."""
    if not card.counters.get("power", 0):
        game.trace.add(f"{by}: {card.title} hosts no power counter, so it cannot be charged.",
                       cites.cr("rule_charge_requires_hosted_counter"))
        return False
    from rulesdb.engine.effects.pools import add_counters
    game.trace.add(f"{by}: the {game.player(card.owner).name} charges {card.title}.", CHARGE, key=True)
    add_counters(game, card, "power", 1, by)
    return True


def charge_one(game: Game, side: str, by: str, decision: str, *, optional: bool = False) -> CardObj | None:
    """"Charge 1 of your installed cards": the player picks a valid target (decision `decision`, `no`
    when `optional`); nothing happens when no card can be charged."""
    found = chargeable(game, side)
    if not found:
        game.trace.add(f"{by}: no installed card hosts a power counter, so none can be charged.", TARGETS)
        return None
    titles = labels(game, found, side)
    options, player = [*(["no"] if optional else []), *titles], game.player(side).name
    choice = game.decider.ask(decision, options, player) if optional else \
        ask_must(game, decision, options, player, TARGETS)
    if choice == "no":
        return None
    card = found[titles.index(choice)]
    charge(game, card, by)
    return card
