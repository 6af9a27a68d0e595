"""Which copy an action means when it names a card by title ("rez Ice Wall", "advance Project Atlas in Server 2").

A title held by one card the action could act on names that card, as it always did. Two copies it could act on
are told apart by the labels a choice between them would offer (state/choice_labels.py: "Ice Wall protecting
Server 2", "Corroder (2nd installed)"), and the bare title is refused, naming those labels: the engine never acts
on the first copy found when the scenario may mean another.
"""

from __future__ import annotations

from collections.abc import Callable

from rulesdb.engine.state.choice_labels import labels, named_by
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.midturn import EarlierTurnUnknown
from rulesdb.engine.state.objects import CardObj
from rulesdb.errors import ScenarioError
from rulesdb.spelling import fold


def copy_named(game: Game, action, found: list[CardObj], able: Callable[[CardObj], bool] = lambda o: True, *,
               written: str | None = None) -> CardObj | None:
    """The card of `found` (every copy of the title the action names, where the action looks) that the action
    means: the one its label names (`written`, else `action.which`), else the only copy it could act on
    (`able`); with none it could act on, the first (whose refusal then says why). Two it could act on, or a label
    naming none, are the scenario's error (not the rules' refusal), naming the field and the labels to write."""
    written = getattr(action, "which", "") if written is None else written
    side = action.player
    if not found:
        return None
    chosen = named_by(game, found, side, written) if written else found
    if written and not chosen:
        _refuse(game, action, f"no {found[0].title} is {written[len(found[0].title):].strip()!r}: write one "
                f"of {_listed(labels(game, found, side))}")
    if len(chosen) == 1:  # one copy: acted on as always, its own refusal saying why it cannot be
        return chosen[0]
    fit = [o for o in chosen if _could(able, o)]
    label_of = {id(o): name for o, name in zip(found, labels(game, found, side))}
    offered = list(dict.fromkeys(label_of[id(o)] for o in fit))  # copies alike (two in one pile) are one choice
    if len({fold(name) for name in offered}) > 1:
        said = written or found[0].title
        _refuse(game, action, f"{said!r} names {len(fit)} cards it could act on: write one of "
                f"{_listed(offered)}")
    return fit[0] if fit else chosen[0]


def _could(able: Callable[[CardObj], bool], obj: CardObj) -> bool:
    """Whether the action could act on `obj`; a board that starts mid-turn may not know (a once-per-turn ability
    used earlier that turn): that copy could, so a title both copies hold stays ambiguous."""
    try:
        return able(obj)
    except EarlierTurnUnknown:
        return True


def _listed(names: list[str]) -> str:
    return ", ".join(f"'{n}'" for n in names)


def _refuse(game: Game, action, message: str) -> None:
    from rulesdb.engine.turns.actions import written_at
    raise ScenarioError(f"{written_at(game, action)}: {message}")


def label_of(game: Game, obj: CardObj, found: list[CardObj], side: str) -> str:
    """The label `obj` goes by among `found` (the copies of its title where an action looks for it), as an action
    written for it names it: its title when it is the only copy."""
    return next(name for o, name in zip(found, labels(game, found, side)) if o is obj)
