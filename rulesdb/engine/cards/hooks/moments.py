"""A card's own moments and the turn's: played, installed, rezzed, scored, emptied of counters; when your turn
begins or ends."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import Hook, is_subject, whenever
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def _your_turn(game, card, event) -> bool:
    return event.info.get("side") == card.owner


def when_turn_begins(effect: Effect, starts: str = "When your turn begins", optional: str | None = None,
                     usable=None) -> Hook:
    """When your turn begins; `optional` names the decision of a "you may" ability, `usable` its "you may pay"."""
    return whenever("turn-begins", effect, _your_turn, starts=starts, structure="turn", optional=optional,
                    usable=usable)


def when_turn_ends(effect: Effect, starts: str = "When your turn ends") -> Hook:
    return whenever("turn-ends", effect, _your_turn, starts=starts, structure="turn")


def when_empty(kind: str, effect: Effect, starts: str = "When you install") -> Hook:
    """"When it is empty" on a card loaded with `kind` counters: the last one removed by any means, its own
    abilities or another card's (effects/empty.py, cr/rule_load_and_empty)."""
    from rulesdb.engine.effects.empty import EMPTIED
    return whenever(EMPTIED, effect, lambda game, card, event: event.subject is card and event.info["kind"] == kind,
                    starts=starts, refs=(cites.cr("rule_load_and_empty"),))


def when_emptied(effect: Effect, starts: str = "When it is empty") -> Hook:
    """When the credits loaded onto this card run out, however they were spent or taken."""
    return when_empty("credits", effect, starts)


def on_play(effect: Effect):
    """An event's or operation's effect as the kernel calls it: `(game, card, server)`."""
    def play(game: Game, card: CardObj, target) -> None:
        effect(game, Ctx(card, card.owner, card.title, target=target))
    return play


def on_install(effect: Effect):
    """An effect on installing this card: `(game, card)`."""
    return lambda game, card: effect(game, Ctx(card, card.owner, f"{card.title}'s ability"))


def when_scored(effect: Effect, starts: str = "When you score") -> Hook:
    """When the Corp scores this agenda (it resolves from the score area)."""
    return whenever("scored", effect, is_subject, starts=starts, inactive_ok=True, refs=(cites.C_SCORE,))


def when_rezzed(effect: Effect, starts: str = "When you rez") -> Hook:
    return whenever("rezzed", effect, is_subject, starts=starts, refs=(cites.C_REZ,))


def chosen_as_turn_began(event: str, starts: str = "When your turn begins") -> Hook:
    """A choice made "When your turn begins" that matters when `event` happens later that turn (Tsakhia's server, at
    an encounter): on a board that starts after the turn began, the choice is not known, and the scenario is refused
    then (state.midturn.refuse_turn_began_unshown). Never pending itself."""
    from rulesdb.engine.state.midturn import refuse_turn_began_unshown

    def condition(game: Game, card: CardObj, ev) -> bool:
        if game.turn.active == card.owner:
            line = next((t for t in card.card.facts.text if t.startswith(starts)), starts)
            refuse_turn_began_unshown(game, card, line.rstrip("."))
        return False
    return whenever(event, lambda game, ctx: None, condition, starts=starts)
