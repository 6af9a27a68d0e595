"""Lasting effects ("cannot draw cards this turn") and the "cannot" they say: created with their duration, and
checked here with every active card's printed prohibitions, so no card can forget one (CR 1.2.2)."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj


def prohibited(game: Game, action: str, subject: CardObj) -> str:
    """The text of an active "cannot" that forbids `action` on `subject`, or "" (CR 1.2.2)."""
    for obj in game.in_play():
        if not game.is_active(obj):
            continue
        for rule in obj.card.prohibitions:
            if rule.action == action and rule.applies(game, obj, subject):
                return f"{obj.title}: \"{rule.text}\""
    return game.forbidden(action, subject)


def unprefixed(text: str, by: str) -> str:
    """A lasting effect's text without the name of what made it ("Conduit: access X additional cards" made by
    "Conduit's ability" is "access X additional cards"): the trace names its source already."""
    for name in (by, by.removesuffix("'s ability")):
        text = text.removeprefix(f"{name}: ")
    return text


def lasting(game: Game, kind: str, value, text: str, until: str, by: str, *, refs: tuple[str, ...] = (),
            only: str = "") -> None:
    """Create a lasting effect ("cannot draw cards this turn") that ends with its duration: the turn,
    run or encounter, or "next turn" (until the active player's next turn begins); `refs`: the rules that created
    it, beside the lingering effects'; `only`: the one thing it applies to, its caller removing it after
    ("that install": "install 1 program, paying 3[c] less"), said so instead of a duration."""
    from rulesdb.engine.state.events import Lasting, UntilNextTurn, UntilNextTurnEnds
    if until.endswith("next turn end"):  # "until your next turn ends": "<side> next turn end"
        side = until.split()[0]
        token = UntilNextTurnEnds(game, game.turn.number + (1 if game.turn.active != side else 2))
        until = f"end of the {game.player(side).name}'s next turn"
    elif until == "next turn":
        token = UntilNextTurn(game, game.turn.active, game.turn.number)
        until = f"beginning of the {game.active.name}'s next turn"
    elif until.endswith(" next turn"):  # "until the beginning of the Corp's next turn": "corp next turn"
        side = until.split()[0]
        token = UntilNextTurn(game, side, game.turn.number)
        until = f"beginning of the {game.player(side).name}'s next turn"
    else:
        token = {"turn": game.turn, "run": game.run, "encounter": game.encounter}[until]
    game.effects.append(Lasting(kind, value if callable(value) else (lambda g, c, s: value),
                                text, until, token, by))
    said = f"\"{unprefixed(text, by)}\""  # a text naming its card for the refusals it gives, named once here
    if only:
        game.trace.add(f"{by}: {said} for {only} only.", cites.C_LASTING, *refs)
        return
    named = until.startswith(("beginning", "end of"))  # a moment said whole, not a duration ("the run")
    game.trace.add(f"{by}: {said} lasts until the {until}." if named
                   else f"{by}: {said} lasts until the end of the {until}.", cites.C_LASTING, *refs)
