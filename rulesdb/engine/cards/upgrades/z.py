"""Upgrades whose title begins with Z, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.lone_subroutines import THIS_SERVER, choose_subroutine, resolve_subroutine
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects import trashing
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import this_server


def _protects_this_server(game: Game, card, event) -> bool:
    """Ice protecting this server has the ability ZATO gives it, unless it lost its abilities and so cannot gain one
    (Hush: "Host ice cannot gain abilities"; dependent.py)."""
    from rulesdb.engine.state.dependent import has_lost_abilities
    ice = event.subject
    return (ice is not None and ice.is_ice and this_server(game, ice) is this_server(game, card)
            and not has_lost_abilities(game, ice))


def _zato(game: Game, ctx: Ctx) -> None:
    ice = ctx.event.subject
    number = choose_subroutine(game, ice, "ZATO City Grid choice")
    if trashing.trash(game, ice, ctx.by, THIS_SERVER) is not None:
        resolve_subroutine(game, ice, number, ctx.by)


ZATO_CITY_GRID = upgrade("ZATO City Grid", "Region", faction="weyland-consortium", cost=3, inf=4, trash=3,
                         text=("Remote server only.",
                               "Each piece of ice protecting this server gains \"When the Runner "
                               "encounters this ice, choose 1 subroutine on it. You may trash this ice"
                               " to resolve that subroutine.\".", "Limit 1 region per server."),
                         on=(whenever("encounter", _zato, _protects_this_server, starts="Each piece",
                                      structure="encounter", optional="use ZATO City Grid"),),
                         decisions=("ZATO City Grid choice",))
