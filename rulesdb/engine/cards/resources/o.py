"""Resources whose title begins with O, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import first_time_this_turn, paid, whenever
from rulesdb.engine.cards.hooks.hosting import hosts
from rulesdb.engine.cards.hooks.moments import when_emptied, when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import take_credits
from rulesdb.engine.cards.primitives.installed import trash_self
from rulesdb.engine.cards.primitives.players import draw, gain
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costtypes import Clicks
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


_CARD_TYPES = ("event", "hardware", "program", "resource")


def _oracle_may(game: Game, ctx) -> None:
    """Oracle May: the Runner names a card type ("Oracle May choice") and reveals the top card of the stack; of that
    type, it is drawn and 2[c] gained; otherwise it is trashed."""
    from rulesdb.engine.effects.pile_trash import grip_or_stack_trashed
    from rulesdb.engine.effects.reveal import revealed
    from rulesdb.engine.turns.turn import draw
    named = game.decider.ask("Oracle May choice", list(_CARD_TYPES), "Runner")
    if not game.runner.deck:
        game.trace.add(f"{ctx.by}: the stack is empty; nothing is revealed.")
        return
    top = game.runner.deck[0]
    game.trace.add(f"{ctx.by}: the Runner names {named} and reveals {top.title}, a {top.card.facts.type}.",
                   cites.cr("rule_reveal"))
    revealed(game, "runner", 1)
    if top.card.facts.type == named:
        draw(game, "runner", 1, ctx.by)
        gain(2)(game, ctx)
        return
    game.runner.deck.remove(top)
    game.runner.discard.append(game.change_zone(top, "heap"))
    game.trace.add(f"{ctx.by}: {top.title} is trashed.", cites.TRASH)
    grip_or_stack_trashed(game, game.runner.discard[-1:], "stack")


ORACLE_MAY = resource("Oracle May", "Connection", faction="neutral-runner", unique=True, cost=1, inf=1, text=(
    "You cannot use this resource more than once per turn.",
    "[click]: Choose a card type. Reveal the top card of your stack. If that card has the chosen type, draw it and "
    "gain 2[c]. Otherwise, trash it."),
    on=(paid(Clicks(1), effect=_oracle_may, once_per_turn=True, starts="[click]"),), decisions=("Oracle May choice",))
