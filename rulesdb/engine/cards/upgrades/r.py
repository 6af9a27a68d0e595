"""Upgrades whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.moments import when_rezzed
from rulesdb.engine.cards.primitives.card_counters import remove_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.costs import Payment, pay
from rulesdb.engine.effects.costtypes import Clicks, Credits
from rulesdb.engine.run.run_costs import RUN_COSTS
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CENTRAL
from rulesdb.engine.state.thisserver import is_this_server


def _five_to_steal_here(game: Game, card, agenda) -> tuple:
    """Red Herrings: stealing an agenda from this server or its root costs 5[c] more."""
    run = game.run  # persistent: "this server" is still the one it was trashed from
    same = run is not None and is_this_server(game, card, run.server)
    return (Credits(5, "steal"),) if same else ()


RED_HERRINGS = upgrade("Red Herrings", "", faction="nbn", cost=1, inf=2, trash=1, text=(
    "Persistent → As an additional cost to steal an agenda from this server or its root, the Runner "
    "must pay 5[c]. <em>(If the Runner trashes this card while accessing it, this ability still "
    "applies for the remainder of this run.)</em>",),
    on=(constant("steal-cost", _five_to_steal_here, starts="Persistent"),))


def _pay_for_counters(game: Game, ctx: Ctx) -> None:
    """Reduced Service: the Corp names how many credits, 0 to 4 ("Reduced Service choice"), pays them and places
    that many power counters."""
    most = min(4, game.corp.credits)

    def check(value):
        if not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of credits from 0 to {most}")
        return value
    n = game.decider.ask("Reduced Service choice", [f"0..{most}"], "Corp", check=check)
    if n:
        from rulesdb.engine.effects.pools import add_counters
        pay(game, Payment("corp", n, "ability", f"{ctx.by} ({n}[c])"))
        add_counters(game, ctx.source, "power", n, ctx.by)


def _two_credits_per_counter(game: Game, card, server) -> tuple:
    n = card.counters.get("power", 0)
    return (Credits(2 * n),) if n and server == game.server_of(card) else ()


REDUCED_SERVICE = upgrade("Reduced Service", "", faction="weyland-consortium", cost=0, inf=3, trash=2, text=(
    "When you rez this upgrade, you may pay up to 4[c] to place that many power counters on it.",
    "As an additional cost to run this server, the Runner must pay 2[c] for each hosted power counter.",
    "Whenever the Runner makes a successful run on a central server, remove 1 hosted power counter."),
    on=(when_rezzed(_pay_for_counters), constant(RUN_COSTS, _two_credits_per_counter, starts="As an additional cost"),
        whenever("successful", remove_counters("power", 1),
                 lambda game, card, event: event.info.get("server") in CENTRAL, starts="Whenever")),
    decisions=("Reduced Service choice",), unique=True)


RESEARCH_STATION = upgrade("Research Station", "Facility", faction="weyland-consortium", cost=2, inf=1, trash=3, text=(
    "Install only in the root of HQ.", "Your maximum hand size is +2."),
    on=(constant("hand-size", lambda game, card, side: 2 if side == "corp" else 0, starts="Your maximum"),))


RUHR_VALLEY = upgrade("Ruhr Valley", "Region", faction="haas-bioroid", cost=6, inf=3, trash=4, text=(
    "As an additional cost to make a run on this server, the Runner must spend [click].", "Limit 1 region per server."),
    on=(constant(RUN_COSTS, lambda game, card, server: (Clicks(1),) if server == game.server_of(card) else (),
                 starts="As an additional cost"),))
