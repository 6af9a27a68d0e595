"""Bad publicity the Corp chooses to remove or take "up to" a number (Witness Tampering, Veterans Program,
Restoring Face, Profiteering): the Corp names how many (decision "<card> X"), within what it has or may take."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.shared import ask_number


def remove_up_to(n: int):
    """"Remove up to N bad publicity": from 0 to what the Corp has, at most N."""
    def resolve(game, ctx) -> int:
        most = min(n, game.corp.bad_publicity)
        x = ask_number(game, f"{ctx.source.title} X", most, "Corp", "bad publicity to remove") if most else 0
        game.corp.bad_publicity -= x
        game.trace.add(f"{ctx.by}: the Corp removes {x} bad publicity (now {game.corp.bad_publicity}).",
                       cites.BAD_PUBLICITY)
        return x
    return resolve


def take_up_to(n: int, then) -> object:
    """"Take up to N bad publicity. <then> for each bad publicity taken": `then(game, ctx, x)`."""
    def resolve(game, ctx) -> None:
        from rulesdb.engine.cards.primitives.players import bad_publicity
        x = ask_number(game, f"{ctx.source.title} X", n, "Corp", "bad publicity to take")
        if x:
            bad_publicity(x)(game, ctx)
        then(game, ctx, x)
    return resolve
