"""Upgrades whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.lone_subroutines import THIS_SERVER, choose_subroutine, resolve_subroutine
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.only_choice import ask_must
from rulesdb.engine.state.thisserver import is_this_server, this_server


def _facedown_ice_in_archives(game: Game) -> list:
    return [o for o in game.corp.discard if o.is_ice and not o.faceup]


def _nanisivik(game: Game, ctx: Ctx) -> None:
    pile = _facedown_ice_in_archives(game)
    titles = [o.title for o in pile]
    ice = pile[titles.index(ask_must(game, "Nanisivik Grid target", titles, "Corp", cites.C_TARGETS))]
    ice.faceup = True
    game.trace.add(f"{ctx.by}: the Corp turns {ice.title} in Archives faceup.", THIS_SERVER)
    resolve_subroutine(game, ice, choose_subroutine(game, ice, "Nanisivik Grid choice"), ctx.by)


def _approaching_this_server(game: Game, card, event) -> bool:
    server = this_server(game, card)
    return server is not None and event.info.get("server") == server.name


NANISIVIK_GRID = upgrade("Nanisivik Grid", "Region", faction="jinteki", cost=2, inf=2, trash=3, text=(
    "Whenever the Runner approaches this server, you may turn 1 facedown piece of ice in Archives "
    "faceup. If you do, resolve 1 subroutine on that ice.", "Limit 1 region per server."),
    on=(whenever("approach-server", _nanisivik, _approaching_this_server, structure="run",
                 optional="use Nanisivik Grid",
                 usable=lambda game, pending: "" if _facedown_ice_in_archives(game)
                 else "there is no facedown ice in Archives"),),
    decisions=("Nanisivik Grid target", "Nanisivik Grid choice"))


def _first_advancement_counter_in_this_root(game: Game, card, event) -> bool:
    def here(game: Game, past) -> bool:
        place = game.locate(past.subject) if past.subject is not None else None
        return past.info.get("kind") == "advancement" and place is not None and place[1] == "root" \
            and is_this_server(game, card, place[0].name)
    return here(game, event) and first_each_turn(game, event, here)


NEOTOKYO_GRID = upgrade("NeoTokyo Grid", "Region", faction="jinteki", cost=2, inf=2, trash=5, text=(
    "The first time each turn an advancement counter is placed on a card in the root of this server, gain 1[c].",
    "Limit 1 region per server."),
    on=(whenever("counters-placed", gain(1), _first_advancement_counter_in_this_root, starts="The first time"),))
