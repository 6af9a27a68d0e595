"""Identities whose title begins with P, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import first_time_this_turn, whenever
from rulesdb.engine.cards.identities.common import _corp
from rulesdb.engine.cards.primitives import Ctx, choose
from rulesdb.engine.state.game import Game


def _advance_one(game: Game, ctx: Ctx) -> None:
    """Pravdivost: 1 advancement counter on an installed card the Corp can advance."""
    from rulesdb.engine.effects.common import add_counters
    found = [o for o in game.installed() if o.owner == "corp" and (o.card.facts.type == "agenda" or o.card.advanceable)]
    card = choose(game, ctx, found, "Corp", "there is no installed card the Corp can advance", cites.C_ADVANCE_RULE)
    if card is not None:
        add_counters(game, card, "advancement", 1, ctx.by)


PRAVDIVOST = _corp("Pravdivost Consulting: Political Solutions", "Division", "nbn", [
    "The first time each turn the Runner makes a successful run, you may place 1 advancement counter on an "
    "installed card you can advance."],
    on=(whenever("successful", _advance_one, lambda game, card, event: first_time_this_turn(game, card, "run"),
                 optional="use Pravdivost Consulting"),), waits_for="")
