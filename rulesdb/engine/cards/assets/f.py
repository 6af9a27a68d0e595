"""Assets whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.assets.common import unprotected
from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.choices import may
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.piles import arrange_top
from rulesdb.engine.cards.primitives.players import damage, draw
from rulesdb.engine.cards.printed import asset
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn
from rulesdb.engine.state.midturn import unless_none_earlier
from rulesdb.engine.state.objects import CENTRAL


def _arrange_then_maybe_draw(game: Game, ctx: Ctx) -> None:
    """Federal Fundraising: the Corp arranges the top 3 of R&D ("Federal Fundraising order"); then, if this server
    is not protected by ice, it may draw 1 ("Federal Fundraising choice")."""
    arrange_top(3, "Federal Fundraising order")(game, ctx)
    if unprotected(game, ctx.source):
        may(draw(1), "draw 1")(game, ctx)


FEDERAL_FUNDRAISING = asset("Federal Fundraising", "Political - Ritzy", faction="nbn", cost=0, inf=2, trash=2, text=(
    "When your turn begins, you may look at the top 3 cards of R&D and arrange them in any order. Then, if this server "
    "is not protected by ice, you may draw 1 card.",), on=(when_turn_begins(_arrange_then_maybe_draw),),
    decisions=("Federal Fundraising order", "Federal Fundraising choice"))


def _outside_your_turn(game, card, subject) -> bool:
    return subject is card and game.turn.active != card.owner


def _first_run_on_a_remote(game, card, server) -> bool:
    """"The first run each turn cannot be made against a remote server": no run yet this turn."""
    if server in CENTRAL:
        return False
    runs_this_turn = [r for r in game.runs if r["turn"] == game.turn.number]
    return not unless_none_earlier(game, runs_this_turn, card, "the first run each turn")


def _first_archives_run_here_unprotected(game, card, event) -> bool:
    archives = first_each_turn(game, event, lambda game, past: past.info.get("server") == "Archives")
    return archives and unprotected(game, card)


FRONT_COMPANY = asset("Front Company", "Political - Seedy", faction="jinteki", cost=2, inf=2, trash=2, text=(
    "Rez only during your turn.", "The first run each turn cannot be made against a remote server.",
    "The first time each turn a run on Archives begins, if this server is not protected by ice, do 2 net damage."),
    on=(constant("cannot-rez", _outside_your_turn, starts="Rez only"),
        constant("cannot-run", _first_run_on_a_remote, starts="The first run"),
        whenever("run-begins", damage("net", 2), _first_archives_run_here_unprotected, starts="The first time")),
    unique=True)
