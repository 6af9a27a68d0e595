"""Upgrades whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.card_costs import TrashInstalled
from rulesdb.engine.effects.costtypes import Credits
from rulesdb.engine.effects.jacking_out import JACK_OUT_COSTS
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import is_this_server


def _during_a_run_on_hq(game: Game, card) -> bool:
    return game.run is not None and not game.run.ended and game.run.server == "HQ"


def _draw_1(game: Game, ctx: Ctx) -> None:
    from rulesdb.engine.cards.primitives.players import draw
    draw(1)(game, ctx)


PANIC_BUTTON = upgrade("Panic Button", faction="haas-bioroid", cost=1, inf=1, trash=2, text=(
    "Install only in the root of HQ.", "1[c]: Draw 1 card. Use this ability only during a run on HQ."),
    on=(paid(Credits(1), effect=_draw_1, when=_during_a_run_on_hq, starts="1[c]"),))


PRODUCT_PLACEMENT = upgrade("Product Placement", "Advertisement", faction="nbn", cost=0, inf=1, trash=2, text=(
    "While the Runner is accessing this upgrade in R&D, they must reveal it.",
    "When the Runner accesses this upgrade anywhere except in Archives, gain 2[c]."),
    on=(when_accessed(gain(2), not_in=("Archives",)),))


def _program_to_jack_out_here(game, card, _) -> tuple:
    run = game.run
    return (TrashInstalled("program"),) if run is not None and is_this_server(game, card, run.server) else ()


PORT_ANSON_GRID = upgrade("Port Anson Grid", "Region", faction="jinteki", cost=2, inf=2, trash=5, text=(
    "As an additional cost to jack out during a run on this server, the Runner must trash 1 installed program.",
    "Limit 1 region per server."),
    on=(constant(JACK_OUT_COSTS, _program_to_jack_out_here, starts="As an additional"),),
    decisions=("Port Anson Grid cost",))
