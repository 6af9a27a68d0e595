"""Resolving one chosen subroutine of a piece of ice outside its normal resolution (ZATO City Grid,
Nanisivik Grid): the Corp picks the subroutine, and "this server" on it keeps its meaning."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj
from rulesdb.engine.state.only_choice import ask_must

THIS_SERVER = cites.cr("rule_this_server")


def choose_subroutine(game: Game, ice: CardObj, name: str) -> int:
    """The Corp names one subroutine of `ice` (decision `name`, answered "2: End the run.")."""
    options = [f"{i}: {sub.text}" for i, sub in enumerate(ice.card.subroutines, 1)]
    return options.index(ask_must(game, name, options, "Corp", cites.C_TARGETS)) + 1


def resolve_subroutine(game: Game, ice: CardObj, number: int, by: str) -> None:
    """Resolve subroutine `number` of `ice` as its own instruction, then a checkpoint."""
    sub = ice.card.subroutines[number - 1]
    game.trace.add(f"{by}: subroutine {number} of {ice.title} resolves: \"{sub.text}\"",
                   cites.SUBROUTINE, THIS_SERVER, key=True)
    sub.resolve(game, ice)
    checkpoint(game)
