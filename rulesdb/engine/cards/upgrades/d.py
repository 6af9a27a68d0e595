"""Upgrades whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.hooks.runs import from_this_server
from rulesdb.engine.cards.primitives.players import damage
from rulesdb.engine.cards.printed import upgrade
from rulesdb.engine.effects.card_costs import GripToStackBottom
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.thisserver import is_this_server

DJUPSTAD_GRID = upgrade("Djupstad Grid", "Region", faction="haas-bioroid", cost=4, inf=4, trash=4, text=(
    "Whenever you score an agenda from the root of this server, do 1 core damage.", "Limit 1 region per server."),
    on=(whenever("scored", damage("core", 1), from_this_server, starts="Whenever"),))


_TWO_TO_THE_BOTTOM = (GripToStackBottom(2),)


def _steal_from_here(game, card, agenda) -> tuple:
    """Persistent: "this server" is still the one it was trashed from, for the rest of the run."""
    run = game.run
    return _TWO_TO_THE_BOTTOM if run is not None and is_this_server(game, card, run.server) else ()


DANIELA_JORGE_INACIO = upgrade("Daniela Jorge Inácio", "Sysop", faction="jinteki", cost=2, inf=3, trash=2, text=(
    "As an additional cost to trash this upgrade, the Runner must add 2 cards from the grip at random to the bottom "
    "of the stack.", "Persistent \u2192 As an additional cost to steal an agenda from this server or its root, the "
    "Runner must add 2 cards from the grip at random to the bottom of the stack."),
    on=(constant("trash-additional-cost", lambda game, card, subject: _TWO_TO_THE_BOTTOM if subject is card else (),
                 starts="As an additional cost to trash"),
        constant("steal-cost", _steal_from_here, starts="Persistent")), unique=True)


def _installing_ice_here(game, card, payment) -> bool:
    """Dedicated Technician Team: the install cost of a piece of ice being installed protecting this server (the
    install procedure names the server it installs in: `game.installing`)."""
    subject = payment.subject
    return (payment.purpose == "install" and subject is not None and subject.is_ice
            and is_this_server(game, card, game.installing))


DEDICATED_TECHNICIAN_TEAM = upgrade("Dedicated Technician Team", "", faction="neutral-corp", cost=1, inf=0, trash=1,
                                    text=("2[recurring]", "Use these credits to install ice protecting this server."),
                                    recurring=2, credit_source=CreditSource(_installing_ice_here,
                                                                            "installing ice protecting this server"))
