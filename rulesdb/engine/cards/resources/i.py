"""Resources whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import constant, whenever
from rulesdb.engine.cards.primitives import place_counters
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game


def _ice_rezzed(game, card, event) -> bool:
    return event.subject is not None and event.subject.is_ice


def _installing_a_program(game, card, payment) -> bool:
    return payment.purpose == "install" and payment.subject is not None \
        and payment.subject.card.facts.type == "program"


ICE_ANALYZER = resource("Ice Analyzer", "Virtual", faction="shaper", cost=0, inf=1, text=(
    "Whenever the Corp rezzes a piece of ice, place 1[c] on Ice Analyzer.",
    "You may use credits on Ice Analyzer to install programs."),
    on=(whenever("rezzed", place_counters("credits", 1), _ice_rezzed, starts="Whenever"),),
    credit_source=CreditSource(_installing_a_program, "installing programs"))


def _encountered_weaker(game: Game, card, ice) -> int:
    """Ice Carver: -1 strength for the ice the Runner is encountering, only while the encounter lasts."""
    enc = game.encounter
    return -1 if enc is not None and not enc.ended and enc.ice is ice else 0


ICE_CARVER = resource("Ice Carver", "Virtual", faction="anarch", unique=True, cost=3, inf=3, text=(
    "While you are encountering a piece of ice, it gets −1 strength.",),
    on=(constant("ice-strength", _encountered_weaker, starts="While"),))
