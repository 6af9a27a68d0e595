"""Upgrades whose title begins with L, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.choices import choose, psi_game
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.jacking_out import may_jack_out
from rulesdb.engine.effects.pools import add_counters
from rulesdb.engine.effects.trashing import trash_as_cost
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import this_server


def _advance_a_card_in_this_root(game: Game, ctx: Ctx) -> None:
    """La Costa Grid: 1 advancement counter on a card in the root of this server (itself included), any card."""
    here = this_server(game, ctx.source)
    card = choose(game, ctx, list(here.root) if here else [], "Corp", "no card is in this root", cites.C_ADVANCE_RULE)
    if card is not None:
        add_counters(game, card, "advancement", 1, ctx.by)


LA_COSTA_GRID = upgrade("La Costa Grid", "Region - Seedy", faction="jinteki", cost=3, inf=3, trash=4, text=(
    "Remote server only.", "When your turn begins, place 1 advancement counter on a card in the root of this server.",
    "Limit 1 region per server."), on=(when_turn_begins(_advance_a_card_in_this_root),),
    decisions=("La Costa Grid target",))


def _may_trash_to_send_back(game: Game, ctx: Ctx) -> None:
    """Letheia Nisei: the Corp may trash it ("Letheia Nisei choice"); if it does, the Runner moves to the outermost
    position of this server (cr/rule_move_to_specific_position) and may jack out."""
    from rulesdb.engine.run.moves import move_to_outermost
    if game.decider.ask("Letheia Nisei choice", ["trash it", "no"], "Corp") == "no":
        return
    here = game.server_of(ctx.source)
    if trash_as_cost(game, ctx.source, ctx.by, who="corp") is None or here is None:
        return
    move_to_outermost(game, here, ctx.by)
    may_jack_out(game, "Letheia Nisei")


def _first_approach_this_run(game: Game, card, event) -> bool:
    run = game.run
    if run is None or event.info.get("server") != game.server_of(card) or "Letheia Nisei" in run.used:
        return False
    run.used.add("Letheia Nisei")
    return True


LETHEIA_NISEI = upgrade("Letheia Nisei", "Psi - Clone", faction="jinteki", cost=1, inf=3, trash=2, text=(
    "The first time the Runner approaches this server during each run, play a Psi Game. <em>(Players secretly bid "
    "0\u20132[c]. Then each player reveals and spends their bid.)</em> If the bids differ, you may trash this "
    "upgrade. If you do, the Runner moves to the outermost position of this server. They may jack out.",),
    on=(whenever("approach-server", psi_game(_may_trash_to_send_back), _first_approach_this_run,
                 starts="The first time", structure="run"),),
    decisions=("Letheia Nisei choice", "jack out at Letheia Nisei"), unique=True)
