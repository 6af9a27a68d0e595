"""A board's `earlier_this_turn`: the cards a player played, or trashed for their ability, earlier in the turn the
board starts inside (`In the Groove`, `{card: Cortez Chip, target: Ice Wall}`, `{card: Mitosis, target: [PAD
Campaign, Project Atlas]}`), laid where they went after use, their lasting effects made again as the turn starts
(state.earlier_this_turn); and the heap's and Archives' cards marked `not_played_this_turn`."""

from __future__ import annotations

from typing import Any

from rulesdb.engine.cards import lookup
from rulesdb.engine.scenario.model import Scenario, UsedEarlier
from rulesdb.engine.state.earlier_this_turn import Used
from rulesdb.engine.state.game import Game

KEYS = ("card", "target", "x")


def used_earlier(reader, value: Any, path: str, player: str) -> UsedEarlier:
    """One entry of `earlier_this_turn`: a title, or a mapping with `card`, `target` (a card's title or label, or a
    list of them) and `x`."""
    f = reader.f
    spec = {"card": value} if isinstance(value, str) else f.mapping(value, path, KEYS, ("card",))
    card = reader.card(spec["card"], path if isinstance(value, str) else f"{path}.card", player)
    target = spec.get("target", [])
    targets = [target] if isinstance(target, str) else f.listing(target, f"{path}.target")
    named = tuple(f.string(t, f"{path}.target[{i}]") for i, t in enumerate(targets))
    x = None if spec.get("x") is None else f.integer(spec["x"], f"{path}.x")
    return UsedEarlier(card.title, f.line(path), named, x)


def lay_used(game: Game, scenario: Scenario) -> None:
    """Each card used earlier this turn, where it went after use (the Runner's heap; Archives faceup), for
    state.earlier_this_turn to make its lasting effect again as the turn starts; and the cards marked not played."""
    for player, side in ((game.runner, scenario.runner), (game.corp, scenario.corp)):
        for used in side.earlier:
            obj = game.new_object(lookup(used.title), player.side, "heap" if player is game.runner else "archives")
            obj.faceup = True  # used from play or played: faceup in Archives
            player.discard.append(obj)
            game.earlier_this_turn.append(Used(obj, used.targets, used.x, used.line))
    for player, zone in ((game.runner, "heap"), (game.corp, "archives")):
        side = scenario.runner if player is game.runner else scenario.corp
        for placed, obj in zip(side.zone(zone), player.discard):
            if placed.not_played_this_turn:
                game.earlier_this_turn.append(Used(obj, line=placed.line, kind="not played"))
