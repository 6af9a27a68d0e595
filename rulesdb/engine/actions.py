"""The [click] actions a scenario lists: gain a credit, draw, run, play a card, install, remove a tag.

Each spends one click and pays its costs through costs.py; an action the state does not allow
(a card not in hand, a cost the player cannot pay, no room in memory) stops the scenario with the
line of the action at fault.
"""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.costs import Payment, pay
from rulesdb.engine.effects import gain_credits
from rulesdb.engine.state import PLAY_AREA, CardObj, Game
from rulesdb.engine.triggers import Event, checkpoint, emit
from rulesdb.errors import ScenarioError


def perform(game: Game, action) -> None:
    """Spend [click] and carry out `action` (a scenario Action)."""
    player = game.player(action.player)
    player.clicks -= 1
    game.trace.add(f"The {player.name} spends [click] to {action.text} ({player.clicks}[click] "
                   f"left).", cites.CLICKS)
    if action.verb == "gain credit":
        gain_credits(game, action.player, 1, "The basic action")
    elif action.verb == "draw":
        from rulesdb.engine.turns import draw
        draw(game, action.player, 1, "The basic action")
    elif action.verb == "run":
        from rulesdb.engine.run import make_run
        make_run(game, action.server)
    elif action.verb == "play":
        _play(game, action)
    elif action.verb == "install":
        _install(game, action)
    elif action.verb == "remove tag":
        _remove_tag(game, action)


def _from_hand(game: Game, action) -> CardObj:
    hand = game.player(action.player).hand
    card = next((c for c in hand if c.title.lower() == action.card.lower()), None)
    if card is None:
        where = "HQ" if action.player == "corp" else "the grip"
        raise ScenarioError(f"{_ref(game, action)}: {action.card} is not in {where}")
    return card


def _pay_or_stop(game: Game, action, payment: Payment, *refs: str) -> None:
    if not pay(game, payment, *refs):
        raise ScenarioError(f"{_ref(game, action)}: the {game.player(payment.player).name} cannot "
                            f"pay {payment.amount}[c] for {payment.what}")


def _play(game: Game, action) -> None:
    card = _from_hand(game, action)
    player = game.player(action.player)
    _pay_or_stop(game, action, Payment(action.player, card.card.facts.cost or 0, "play",
                                       f"playing {card.title}", card), cites.PLAY_EVENT)
    player.hand.remove(card)
    playing = game.change_zone(card, "play")
    game.trace.add(f"The {player.name} plays {card.title}.", cites.PLAY_EVENT)
    if card.card.on_play:
        card.card.on_play(game, playing, action.server)
    player.discard.append(game.change_zone(playing, "archives" if action.player == "corp" else "heap"))
    checkpoint(game)


def _install(game: Game, action) -> None:
    card = _from_hand(game, action)
    facts = card.card.facts
    memory = facts.memory or 0
    if memory and game.memory_used() + memory > game.memory_limit():
        raise ScenarioError(f"{_ref(game, action)}: installing {card.title} would exceed the "
                            f"Runner's memory limit of {game.memory_limit()}")
    _pay_or_stop(game, action, Payment("runner", facts.cost or 0, "install",
                                       f"installing {card.title}", card), cites.INSTALL_PROGRAM)
    game.runner.hand.remove(card)
    obj = game.change_zone(card, PLAY_AREA)
    game.runner.play.append(obj)
    game.trace.add(f"The Runner installs {card.title}.", cites.INSTALL_PROGRAM)
    put_hosted_credits(game, obj)
    if card.card.on_install:
        card.card.on_install(game, obj)
    emit(game, Event("install", obj))
    checkpoint(game)


def put_hosted_credits(game: Game, obj: CardObj) -> None:
    """Credits a card places on itself when installed, and its recurring credits."""
    credits = obj.card.hosted_credits or obj.card.recurring
    if credits:
        obj.counters["credits"] = credits
        game.trace.add(f"{obj.title} is installed with {credits}[c] on it.", cites.CREDITS_ON_CARDS)


def _remove_tag(game: Game, action) -> None:
    if not game.runner.tags:
        raise ScenarioError(f"{_ref(game, action)}: the Runner has no tag to remove")
    _pay_or_stop(game, action, Payment("runner", 2, "action", "removing a tag"), cites.TAG)
    game.runner.tags -= 1
    game.trace.add(f"The Runner removes 1 tag ({game.runner.tags} left).", cites.TAG)


def _ref(game: Game, action) -> str:
    return f"{game.decider.source}:{action.line}: actions"
