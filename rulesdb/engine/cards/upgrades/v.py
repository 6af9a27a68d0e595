"""Upgrades whose title begins with V, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid
from rulesdb.engine.cards.hooks.moments import when_turn_ends
from rulesdb.engine.cards.hooks.runs import at_threat
from rulesdb.engine.cards.primitives.card_counters import can_advance
from rulesdb.engine.cards.primitives.choices import choose
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.installed import move_to_another_root
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.costtypes import HostedCounters
from rulesdb.engine.effects.pools import add_counters
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.thisserver import this_server


def _advance_another_in_this_root(game: Game, ctx: Ctx) -> None:
    here = this_server(game, ctx.source)
    found = [o for o in (here.root if here else []) if o is not ctx.source and can_advance(game, o)]
    card = choose(game, ctx, found, "Corp", "no other card in this root can be advanced", cites.C_ADVANCE_RULE)
    if card is not None:
        add_counters(game, card, "advancement", 2, ctx.by)


VLADISIBIRSK_CITY_GRID = upgrade("Vladisibirsk City Grid", "Region", faction="nbn", cost=3, inf=4, trash=4, text=(
    "You can advance this upgrade.", "Once per turn \u2192 2 hosted advancement counters: Place 2 advancement counters "
    "on another card you can advance in the root of this server.", "Limit 1 region per server."),
    on=(paid(HostedCounters("advancement", 2), effect=_advance_another_in_this_root, once_per_turn=True,
             starts="Once per turn"),), decisions=("Vladisibirsk City Grid target",))


def _where(game: Game, card, subject) -> str:
    """Where `subject` is relative to `card`'s server: "ice", "root" or ""."""
    place, here = game.locate(subject), game.locate(card)
    return place[1] if place is not None and here is not None and place[0] is here[0] else ""


VOVO_OZETTI = upgrade("Vovô Ozetti", "Sysop", faction="haas-bioroid", cost=1, inf=2, trash=2, text=(
    "The rez cost of each piece of ice protecting this server is lowered by 2[c].",
    "Threat 4 \u2192 The rez cost of each card in the root of this server is lowered by 2[c]. <em>(This ability is "
    "active if any player has 4 or more agenda points.)</em>",
    "When your turn ends, you may move this upgrade to the root of another server."),
    on=(constant("rez-cost", lambda game, card, subject: -2 if _where(game, card, subject) == "ice" else 0,
                 starts="The rez cost"),
        constant("rez-cost", lambda game, card, subject: -2 if _where(game, card, subject) == "root"
                 and at_threat(game, 4) else 0, starts="Threat 4"),
        when_turn_ends(move_to_another_root())), decisions=("Vovô Ozetti server",), unique=True)
