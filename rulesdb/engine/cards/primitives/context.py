"""What an effect resolves for (`Ctx`: the source card, its controller, its label) and the shape every
primitive returns (`Effect`, a function `(game, ctx)`); the player a primitive's `who` names."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulesdb.engine import cites
from rulesdb.engine.records import record
from rulesdb.engine.state.events import Event
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


@record
class Ctx:
    """What an effect is resolving for: the source card, the player controlling it, its label."""

    source: CardObj | None
    side: str
    by: str
    event: Event | None = None
    target: str | None = None  # the server a run event names


Effect = Callable[[Game, Ctx], Any]


def side_of(ctx: Ctx, who: str) -> str:
    """The side a primitive's `who` names: "you", "opponent", or "corp" / "runner" as written."""
    if who == "you":
        return ctx.side
    if who == "opponent":
        return "runner" if ctx.side == "corp" else "corp"
    return who


def subroutine_refs(ctx: Ctx) -> tuple[str, ...]:
    """The subroutine's citation for a subroutine's effect only: an operation's (Retribution) or an ability's is
    no subroutine."""
    return (cites.SUBROUTINE,) if ctx.by.endswith("'s subroutine") else ()
