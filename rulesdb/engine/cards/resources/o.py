"""Resources whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import (
    first_time_this_turn,
    hosts,
    when_emptied,
    when_turn_begins,
    whenever,
)
from rulesdb.engine.cards.primitives import (
    draw,
    gain,
    take_credits,
    trash_self,
)
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game


def _first_empty_pool(game: Game, card, event) -> bool:
    """Order of Sol: a payment left the Runner's credit pool empty, the first time this turn (losing
    credits without spending them is not yet reported by the engine)."""
    return (event.info.get("player") == "runner" and game.runner.credits == 0
            and first_time_this_turn(game, card, "no credits"))


OFF_CAMPUS = resource("Off-Campus Apartment", "Location", faction="anarch", cost=0, inf=1, text=(
    "Off-Campus Apartment can host any number of connections.",
    "Whenever you install a connection on Off-Campus Apartment, draw 1 card."),
    can_host=hosts("resource", subtype="connection"),
    on=(whenever("install", draw(1), lambda game, card, event: event.subject.host is card, starts="Whenever"),))


ORDER_OF_SOL = resource("Order of Sol", "Location", faction="shaper", unique=True, cost=2, inf=1, text=(
    "The first time you have no credits in your credit pool each turn, gain 1[c].",),
    on=(whenever("credits-spent", gain(1), _first_empty_pool, starts="The first time"),),
    waits_for="credit pool events")


def _installing_connection_or_job(game, card, payment) -> bool:
    subject = payment.subject
    return (payment.purpose == "install" and subject is not None and subject.card.facts.type == "resource"
            and (subject.card.facts.has("connection") or subject.card.facts.has("job")))


OPEN_MARKET = resource("Open Market", "Job - Location", faction="criminal", cost=2, inf=2, text=(
    "When you install this resource, load 6[c] onto it. When it is empty, trash it.",
    "You can spend hosted credits to install connection and job resources.",
    "When your turn begins, take 1[c] from this resource."), hosted_credits=6,
    credit_source=CreditSource(_installing_connection_or_job, "installing connection and job resources"),
    on=(when_emptied(trash_self, starts="When you install"), when_turn_begins(take_credits(1))))
