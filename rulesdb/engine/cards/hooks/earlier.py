"""A card played or trashed for an effect that lasts the turn, said by a board that starts inside that turn to have
been used before it (state.earlier_this_turn): `made_earlier` makes the lasting part again with the card's own effect,
its target the one the board names; `decides_if_played` says where the effect an event or operation in the heap or
Archives may have made would decide the answer."""

from __future__ import annotations

from contextlib import contextmanager

from rulesdb.engine.cards.hooks.abilities import constant
from rulesdb.engine.cards.primitives.context import Ctx, Effect
from rulesdb.engine.state.choice_labels import by_server, labels, named_by
from rulesdb.engine.state.earlier_this_turn import DECIDES, MADE_EARLIER
from rulesdb.engine.state.game import Game
from rulesdb.errors import ScenarioError
from rulesdb.spelling import fold


def made_earlier(effect: Effect, *, target: str = "", what: str = "", starts: str = "", kind: str = MADE_EARLIER):
    """A constant of kind MADE_EARLIER: `effect` (the card's own, making its lasting part) resolved again as the board
    starts; `target`: the decision its choice is asked by ("Cortez Chip target"), answered with the board's `target`
    (`what` names the kind of card it is, for the line asking for it). `kind` CHOSE_AS_TURN_BEGAN: a choice made as
    the turn began (Dr. Lovegood, state.unseen_blank)."""
    def make(game: Game, card, used) -> None:
        if used.x is not None:
            card.counters["x"] = used.x  # as an X cost paid is kept while the card resolves
        if not target:
            effect(game, Ctx(card, card.owner, card.title))
            return
        if len(used.targets) != 1:
            where = game.decider.at(used.line, f"{card.owner}.earlier_this_turn: {card.title}")
            raise ScenarioError(f"{where}: name the {what} it chose ({{card: {card.title}, target: <{what}>}})")
        with answered(game, target, used.targets[0], used.line, used.field):
            effect(game, Ctx(card, card.owner, card.title))
    return constant(kind, make, starts=starts)


def decides_if_played(test, starts: str = ""):
    """A constant of kind DECIDES: `test(game, card, action, subject)`, whether the lasting effect this event or
    operation would have made, played earlier in the turn (or this card, trashed for its ability then: Cortez Chip),
    decides `action` on `subject`."""
    return constant(DECIDES, lambda game, card, asked: test(game, card, *asked), starts=starts)


def one_named(game: Game, card, used, among: list, what: str):
    """The one card of `among` the board's single `target` names (its title, or one copy's label), else a line
    naming the card used and what to write."""
    found = [o for side in ("corp", "runner") for o in named_by(game, among, side, used.targets[0])] \
        if len(used.targets) == 1 else []
    found = list({o.object_id: o for o in found}.values())
    if len(found) != 1:
        where = game.decider.at(used.line, f"{card.owner}.earlier_this_turn: {card.title}")
        raise ScenarioError(f"{where}: name the {what} it chose ({{card: {card.title}, target: <{what}>}})")
    return found[0]


@contextmanager
def answered(game: Game, name: str, wanted: str, line: int, field: str):
    """While the card's effect resolves again: decision `name` answered by the option naming `wanted` (the board's
    target: "Ice Wall" picks "HQ: Ice Wall"), never recorded as a decision of the scenario's."""
    decider = game.decider

    def ask(asked: str, options: list[str], player: str, **kw):
        if asked != name:
            return type(decider).ask(decider, asked, options, player, **kw)
        return _option_for(game, options, wanted, line, field)
    decider.ask = ask
    try:
        yield
    finally:
        del decider.ask


def _option_for(game: Game, options: list[str], wanted: str, line: int, field: str) -> str:
    """The option that names the installed card the board's `wanted` names (its title, or one copy's label), however
    the choice labels it ("HQ: Ice Wall", "unrezzed ice protecting HQ (1st from the server)": the judge names the
    card itself)."""
    installed = game.installed()
    named = {o.object_id: o for side in ("corp", "runner") for o in named_by(game, installed, side, wanted)}
    found = [o for o in options if named and all(obj.object_id in named for obj in _named(game, installed, o))
             and _named(game, installed, o)]
    if len(named) != 1 or len(found) != 1:
        raise ScenarioError(f"{game.decider.at(line, field)} {wanted!r} names "
                            f"{len(named)} installed cards among the options ({', '.join(options) or 'none'})")
    return found[0]


def _named(game: Game, installed: list, option: str) -> list:
    """The installed cards a choice's option labels, as either player's labels or "<server>: <ice>" name them."""
    ice = [o for o in installed if o.is_ice]
    names = [(o, n) for side in ("corp", "runner") for o, n in zip(installed, labels(game, installed, side))]
    names += [(o, n) for side in ("corp", "runner") for o, n in zip(ice, by_server(game, ice, side))]
    return list({o.object_id: o for o, n in names if fold(n) == fold(option)}.values())
