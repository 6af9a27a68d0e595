"""Resources whose title begins with I, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, first_time_this_turn, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_turn_begins
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import bad_publicity, gain
from rulesdb.engine.cards.printed import resource
from rulesdb.engine.effects.costtypes import Clicks, TrashSelf
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.mark import identify_mark


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


def _bounty_run_ends(game: Game, card, event) -> bool:
    """The first run on the mark to end this turn (cr/rule_mark_designated_condition_check: the mark as it is now)."""
    from rulesdb.engine.state.mark import mark
    run = game.run
    return (run is not None and mark(game, card) is not None and run.server == mark(game, card)
            and first_time_this_turn(game, card, "a run on the mark ends"))


def _gain_2_if_breached(game: Game, ctx: Ctx) -> None:
    server = game.run.server
    if f"breached {server}" in game.run.used:
        gain(2)(game, ctx)
    else:
        game.trace.add(f"{ctx.by}: the Runner did not breach {server} during that run, so gains nothing.")


INFO_BOUNTY = resource("Info Bounty", "Job", faction="criminal", unique=True, cost=2, inf=2, text=(
    "When your turn begins, identify your mark. <em>(If you donʼt have a mark, a random central server becomes your "
    "mark for this turn.)</em>",
    "The first time each turn a run on your mark ends, gain 2[c] if you breached that server during that run."),
    on=(when_turn_begins(lambda game, ctx: identify_mark(game, ctx.by)),
        whenever("run-ends", _gain_2_if_breached, _bounty_run_ends, starts="The first time")))


INSIDE_MAN = resource("Inside Man", "Connection", faction="neutral-runner", cost=3, inf=0, text=(
    "2[recurring]", "Use these credits to install hardware."), recurring=2,
    credit_source=CreditSource(lambda game, card, payment: payment.purpose == "install" and payment.subject is not None
                               and payment.subject.card.facts.type == "hardware", "installing hardware"))


def _corp_has_bad_publicity(game: Game, card) -> str:
    return "" if game.corp.bad_publicity >= 1 else "the Corp has no bad publicity"


INVESTIGATIVE_JOURNALISM = resource("Investigative Journalism", "", faction="anarch", cost=0, inf=1, text=(
    "Install only if the Corp has at least 1 bad publicity.",
    "[click],[click],[click],[click],[trash]: Give the Corp 1 bad publicity."),
    playable=_corp_has_bad_publicity, on=(paid(Clicks(4), TrashSelf(), effect=bad_publicity(1), starts="[click]"),))
