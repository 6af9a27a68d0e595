"""Naming the cards a player picks among so that two copies of one title can be told apart.

A label unique among the options stays as `visibility.label_for` gives it (the title, or the hidden label of a
facedown card the chooser cannot look at). Copies of one title are named by where they are, in a judge's words:
"Ice Wall protecting HQ", "PAD Campaign in Server 1", "Corroder (2nd installed)", "Ice Wall protecting HQ
(outermost)". Copies alike to choose (two in one pile) keep one label, naming the first of them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CENTRAL, CardObj
from rulesdb.engine.state.only_choice import ask_must
from rulesdb.engine.state.visibility import label_for, ordinal
from rulesdb.spelling import fold

PILES = {"corp": {"hand": "in HQ", "deck": "in R&D", "discard": "in Archives", "score": "in the Corp's score area"},
         "runner": {"hand": "in the grip", "deck": "in the stack", "discard": "in the heap",
                    "score": "in the Runner's score area"}}


def where(game: Game, obj: CardObj, side: str) -> str:
    """Where `obj` is, as a judge would say it to tell it from another copy: "protecting HQ", "in Server 1",
    "in the root of HQ", "hosted on Dhegdheer", "in the rig", "in HQ"; "" when nowhere a choice names."""
    found = game.locate(obj)
    if found is not None:
        server, zone, _ = found
        if zone == "ice":
            return f"protecting {server.name}"
        return f"in the root of {server.name}" if server.name in CENTRAL else f"in {server.name}"
    if obj.host is not None:
        return f"hosted on {label_for(game, obj.host, side)}"
    if any(o is obj for o in game.runner.play):
        return "in the rig"
    player = game.player(obj.owner)
    return next((words for pile, words in PILES[obj.owner].items() if any(o is obj for o in getattr(player, pile))),
                "")


def _place(game: Game, obj: CardObj, copies: list[CardObj]) -> str:
    """What tells `obj` from `copies` (same title, same place): its position among ice protecting one server, else
    its place among them in the order they were installed (the order of their zone)."""
    found = game.locate(obj)
    if found is not None and found[1] == "ice":
        ice, i = found[0].ice, found[2]
        return "outermost" if i == 0 else "innermost" if i == len(ice) - 1 else f"{ordinal(i + 1)} from the outside"
    return f"{ordinal(next(n for n, o in enumerate(copies, 1) if o is obj))} installed"


def _installed(game: Game, obj: CardObj) -> bool:
    return game.is_installed(obj) or any(o is obj for o in game.runner.play)


def labels(game: Game, objs: list[CardObj], side: str) -> list[str]:
    """One label per card of `objs`, in order, for the player `side` ("corp", "runner") picking among them: a
    label unique among them is `label_for`'s; copies of one title are named by where they are. Copies alike to
    choose share a label, so `objs[labels.index(answer)]` is the first of them."""
    plain = [label_for(game, o, side) for o in objs]
    found = []
    for obj, label in zip(objs, plain):
        if plain.count(label) > 1 and label == obj.title:
            place = where(game, obj, side)
            same = [o for o, p in zip(objs, plain) if p == label and where(game, o, side) == place]
            if len(same) < plain.count(label) or place.startswith("protecting"):
                label = f"{label} {place}".strip()
            if len(same) > 1 and _installed(game, obj):
                label = f"{label} ({_place(game, obj, same)})"
        found.append(label)
    return found


def labelled(game: Game, objs: list[CardObj], side: str) -> dict[str, CardObj]:
    """{label: card} for the cards `side` picks among, in the order offered (copies alike: the first)."""
    options: dict[str, CardObj] = {}
    for obj, label in zip(objs, labels(game, objs, side)):
        options.setdefault(label, obj)
    return options


def ask_card(game: Game, name: str, objs: list[CardObj], player: str, *, extra: tuple[str, ...] = (),
             must: str = "", **kwargs: Any) -> Any:
    """Ask `player` ("Corp", "Runner") decision `name` among `objs`, labelled as `labelled` names them, plus the
    plain answers `extra` ("no"); the card picked, or the extra answer given. `must`: the rule that makes the
    choice mandatory, so one card alone is taken without asking (`only_choice.ask_must`)."""
    options = labelled(game, objs, player.lower())
    every = [*options, *extra]
    if must:
        answer = ask_must(game, name, every, player, must, **kwargs)
    else:
        answer = game.decider.ask(name, every, player, **kwargs)
    return options.get(answer, answer)


def take_named(objs: list[CardObj], names: list[str], named: list[str]) -> list[CardObj]:
    """The cards of `objs` (labelled `names`, as `labels` gives them) that a list answer `named` names, each card
    at most once, in the order named: two copies named by one shared label are two cards."""
    left = list(zip(names, objs))
    found = []
    for name in named:
        at = next(i for i, (label, _) in enumerate(left) if label.lower() == str(name).lower())
        found.append(left.pop(at)[1])
    return found


def by_server(game: Game, ice: list[CardObj], side: str = "runner") -> list[str]:
    """"<server>: <title>" for each installed piece of ice, the form some choices of ice use ("HQ: Ice Wall"); two
    copies protecting one server add their position: "HQ: Ice Wall (outermost)". An unrezzed piece `side` cannot look
    at is named as `label_for` names it ("unrezzed ice protecting HQ (1st from the server)")."""
    names = [f"{game.locate(o)[0].name}: {o.title}" if label_for(game, o, side) == o.title else label_for(game, o, side)
             for o in ice]
    return [f"{name} ({_place(game, o, [])})" if names.count(name) > 1 else name for o, name in zip(ice, names)]


_PLACE = re.compile(r" \((?:outermost|innermost|[0-9]+(?:st|nd|rd|th) (?:installed|from the outside))\)$")
_WHERE = re.compile(r" (?=(?:protecting|in|hosted on) \S)")


def split_label(text: str, known: Callable[[str], bool]) -> tuple[str, str]:
    """A label as `labels` writes it, split into the title it names (`known(title)`: a card's title) and the
    words that say which copy: ("Ice Wall", " protecting HQ (outermost)"); a title alone, or text that is no
    label, is (text, "")."""
    if known(text):
        return text, ""
    place = _PLACE.search(text)
    base = text[:place.start()] if place else text
    for cut in reversed([m.start() for m in _WHERE.finditer(base)]):  # the longest title first ("Shot in the Dark")
        if known(base[:cut]):
            return base[:cut], text[cut:]
    return (base, text[len(base):]) if place and known(base) else (text, "")


def named_by(game: Game, objs: list[CardObj], side: str, written: str) -> list[CardObj]:
    """The cards of `objs` (copies of one title) that `written` names: the title alone names them all; a label
    `labels` gives one of them names it, and so do its title and where it is without the position ("Ice Wall
    protecting HQ" names both copies protecting HQ)."""
    wanted = fold(written)
    found = []
    for obj, label in zip(objs, labels(game, objs, side)):
        place = where(game, obj, side)
        if wanted in (fold(obj.title), fold(label), fold(f"{obj.title} {place}".strip())):
            found.append(obj)
    return found
