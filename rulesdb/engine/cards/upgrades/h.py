"""Upgrades whose title begins with H, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import is_this_server


def _clicks_during_a_run_here(game: Game, card, event) -> bool:
    run = game.run
    return event.info.get("side") == "runner" and run is not None and not run.complete \
        and is_this_server(game, card, run.server)


def _lose_all_credits(game: Game, ctx: Ctx) -> None:
    lost, game.runner.credits = game.runner.credits, 0
    game.trace.add(f"{ctx.by}: the Runner loses all {lost}[c] in their credit pool.", cites.CREDIT_POOL)


HEINLEIN_GRID = upgrade("Heinlein Grid", "Region", faction="haas-bioroid", cost=3, inf=2, trash=3, text=(
    "Whenever the Runner loses or spends [click] during a run on this server, they lose all credits in "
    "their credit pool.", "Limit 1 region per server."),
    on=(whenever("clicks-lost", _lose_all_credits, _clicks_during_a_run_here),
        whenever("clicks-spent", _lose_all_credits, _clicks_during_a_run_here)))


def _successful_here(game: Game, card, event) -> bool:
    return is_this_server(game, card, event.info.get("server"))


HOKUSAI_GRID = upgrade("Hokusai Grid", "Region", faction="jinteki", cost=2, inf=2, trash=4, text=(
    "Whenever the Runner makes a successful run on this server, do 1 net damage.",
    "Limit 1 region per server."),
    on=(whenever("successful", damage("net", 1), _successful_here, starts="Whenever", structure="run"),))
