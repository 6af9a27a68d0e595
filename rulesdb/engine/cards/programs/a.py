"""Programs whose title begins with A, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, first_time_this_turn, paid, whenever
from rulesdb.engine.cards.hooks.breaking import breaks, when_fully_breaks
from rulesdb.engine.cards.hooks.moments import on_install
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw, gain, lose
from rulesdb.engine.cards.printed import program
from rulesdb.engine.cards.programs.common import NO_REMOTE_INTERFACE, _breaker, not_interfacing_a_remote
from rulesdb.engine.cards.shared import trash_one_from_hand
from rulesdb.engine.effects.card_costs import TrashFromHand
from rulesdb.engine.effects.costtypes import HostedCounters, TrashSelf
from rulesdb.engine.effects.ending import bypass
from rulesdb.engine.state.carddef import CreditSource, TriggerDef
from rulesdb.engine.state.game import Game


def _encountering_code_gate(game, card) -> bool:
    enc = game.encounter
    return enc is not None and not enc.ended and enc.ice.card.facts.has("code gate")


def _bypass_code_gate(game, ctx) -> None:
    bypass(game, game.encounter.ice, ctx.by)


def _atman_counters(game, ctx) -> None:
    """Atman: "you may spend any number of credits": using an icebreaker's ability, so credits for
    using icebreakers (Cyberfeeder's) may pay (cr/rule_spend_credits); decision "X for Atman"."""
    from rulesdb.engine.effects.costs import Payment, pay, sources
    from rulesdb.engine.effects.pools import add_counters
    payment = Payment("runner", 0, "icebreaker", "Atman's ability", ctx.source)
    most = sum(s.available for s in sources(game, payment))

    def check(value):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
            raise ValueError(f"{value!r} must be a number of credits from 0 to {most}")
        return value
    x = game.decider.ask("X for Atman", [f"0..{most}"], "Runner", check=check)
    if x:
        pay(game, Payment("runner", x, "icebreaker", "Atman's ability", ctx.source), cites.ICEBREAKER)
        add_counters(game, ctx.source, "power", x, ctx.by)


def _atman_strength(game, card, subject) -> int:
    return card.counters.get("power", 0) if subject is card else 0


def _not_exactly_as_strong(game, card, subject) -> bool:
    """Atman interfaces only with ice of exactly its strength."""
    ice, breaker = subject
    return breaker is card and game.ice_strength(ice) != game.breaker_strength(card)


ABAGNALE = _breaker("Abagnale", "Decoder", faction="criminal", cost=4, strength=2, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 code gate subroutine.", "2[c]: +2 strength.",
    "[trash]: Bypass the code gate you are encountering."),
    breaker=breaks("code gate", 1, boost=2, amount=2),
    on=(paid(TrashSelf(), effect=_bypass_code_gate, when=_encountering_code_gate, starts="[trash]",
               unsettled=True),))


AMINA = _breaker("Amina", "Decoder", faction="criminal", cost=7, strength=3, inf=4, mu=1, text=(
    "Interface → 2[c]: Break up to 3 code gate subroutines.", "2[c]: +3 strength.",
    "The first time each turn this program fully breaks a piece of ice, the Corp loses 1[c]."),
    breaker=breaks("code gate", 2, boost=2, amount=3, up_to=3), on=(when_fully_breaks(lose(1, "corp")),))


ATMAN = _breaker("Atman", "AI", faction="shaper", cost=3, strength=0, inf=3, mu=1, text=(
    "When you install this program, you may spend any number of credits to place that many power counters on it.",
    "This program gets +1 strength for each hosted power counter, and it can only interface with ice of exactly "
    "equal strength.", "Interface → 1[c]: Break 1 subroutine."),
    breaker=breaks(None, 1), on_install=on_install(_atman_counters), decisions=("X for Atman",),
    on=(constant("breaker-strength", _atman_strength, starts="This program gets"),
        constant("cannot-break", _not_exactly_as_strong, starts="This program gets")))


AURORA = _breaker("Aurora", "Fracter", faction="criminal", cost=3, strength=1, inf=1, mu=1, text=(
    "Interface → 2[c]: Break 1 barrier subroutine.", "2[c]: +3 strength."),
    breaker=breaks("barrier", 2, boost=2, amount=3))


AZIMAT = program("Azimat", "", faction="shaper", cost=1, inf=1, mu=2, text=(
    "2[recurring] <em>(When you install this program and before your turn begins, refill to 2 hosted "
    "credits.)</em>", "You can spend hosted credits to pay trash costs."), recurring=2,
    credit_source=CreditSource(lambda game, card, payment: payment.purpose == "trash", "trash costs"))


def _first_full_break_with_a_grip(game, card, event) -> bool:
    from rulesdb.engine.run.breaking import broke_alone
    return (bool(game.runner.hand) and broke_alone(event.info["encounter"], card)
            and first_time_this_turn(game, card, "fully breaks", own=True))


def _trash_from_grip_to_draw(game: Game, ctx: Ctx) -> None:
    """Abaasy: trash 1 card from the grip (decision "Abaasy target"), then draw 1 card."""
    if trash_one_from_hand(game, ctx, "runner", "Abaasy target") is not None:
        draw(1)(game, ctx)


ABAASY = _breaker("Abaasy", "Decoder", faction="anarch", cost=2, strength=1, inf=2, mu=1, text=(
    "The first time each turn this program fully breaks a piece of ice, you may trash 1 card from your grip to draw 1 "
    "card.", "Interface → 1[c]: Break 1 code gate subroutine.", "2[c]: +2 strength."),
    breaker=breaks("code gate", 1, boost=2, amount=2),
    on=(whenever("fully-broken", _trash_from_grip_to_draw, _first_full_break_with_a_grip, starts="The first",
                 optional="use Abaasy"),),
    decisions=("Abaasy target",))


def _stealth_2(game, pending):
    from rulesdb.engine.effects.costs import Payment
    return Payment("runner", 2, "ability", "Afterimage's bypass", pending.source, "stealth")


def _afterimage_usable(game, pending):
    """Once per turn, from stealth credits (ice that "cannot be bypassed" is no bar to paying: `_ff_usable`)."""
    from rulesdb.engine.effects.costs import able
    if "Afterimage bypass" in pending.source.used:
        return "it was used this turn (once per turn)"
    return "" if able(game, _stealth_2(game, pending)) else "stealth cards hold less than 2[c]"


def _afterimage_bypass(game, pending) -> None:
    from rulesdb.engine.effects.costs import pay
    pending.source.used.add("Afterimage bypass")
    pay(game, _stealth_2(game, pending), cites.COST)
    bypass(game, pending.event.subject, "Afterimage")


AFTERIMAGE_BYPASS = ("Once per turn → When you encounter a sentry, you may pay 2[c] to bypass it. Use this ability "
                     "only by spending credits from stealth cards.")
AFTERIMAGE = _breaker("Afterimage", "Killer", faction="criminal", cost=4, strength=2, inf=3, mu=1, text=(
    AFTERIMAGE_BYPASS, "Interface → 1[c]: Break up to 2 sentry subroutines.",
    "1[c]: +2 strength. Use this ability only by spending a credit from a stealth card."),
    breaker=breaks("sentry", 1, boost=1, amount=2, up_to=2, boost_from="stealth"),
    triggers=(TriggerDef("encounter", AFTERIMAGE_BYPASS, _afterimage_bypass,
                         lambda game, card, event: game.has_subtype(event.subject, "sentry"),
                         "encounter", optional="use Afterimage", usable=_afterimage_usable, cites=(cites.BYPASS,)),))


def _trashed_the_accessed_card(game, card, event) -> bool:
    access = game.access
    return (event.info.get("by") == "runner" and access is not None and event.subject is not None
            and event.subject is getattr(access, "current", None))


AUDREY_V2 = _breaker("Audrey v2", "AI - Virus", faction="anarch", cost=3, strength=0, inf=3, mu=2, text=(
    "Whenever you trash a card you are accessing, place 1 virus counter on this program.",
    "Interface → Hosted virus counter: Break up to 2 subroutines.", "Trash 1 card from your grip: +3 strength."),
    breaker=breaks(None, 0, boost=0, amount=3, up_to=2, costs=(HostedCounters("virus", 1),),
                   pump_costs=(TrashFromHand(1),)),
    on=(whenever("trashed", place_counters("virus", 1), _trashed_the_accessed_card, starts="Whenever"),),
    decisions=("Audrey v2 cost",))


ALIAS = _breaker("Alias", "Killer", faction="criminal", cost=3, strength=1, inf=2, mu=1, text=(
    "Interface → 1[c]: Break 1 sentry subroutine.", "2[c]: +3 strength.", NO_REMOTE_INTERFACE),
    breaker=breaks("sentry", 1, boost=2, amount=3, usable=not_interfacing_a_remote,
                   restriction="This program cannot interface with ice protecting a remote server."))


def _interfaces_only_at(where: str):
    """Alpha, Omega: "can only interface with the outermost (innermost) piece of ice protecting a server"."""
    def forbids(game, card, subject) -> bool:
        ice, breaker = subject
        place = game.locate(ice)
        if breaker is not card or place is None or place[1] != "ice":
            return breaker is card
        return place[2] != (0 if where == "outermost" else len(place[0].ice) - 1)
    return forbids


ALPHA = _breaker("Alpha", "AI", faction="shaper", cost=7, strength=1, inf=3, mu=1, text=(
    "Interface → 1[c]: Break 1 subroutine.", "1[c]: +1 strength.",
    "This program can only interface with the outermost piece of ice protecting a server."),
    breaker=breaks(None, 1, boost=1),
    on=(constant("cannot-break", _interfaces_only_at("outermost"), starts="This program can only"),))


def _jacked_out(game: Game, card, event) -> bool:
    return game.run is not None and game.run.record.get("ended_by") == "the Runner jacking out"


AU_REVOIR = program("Au Revoir", "", faction="criminal", cost=1, inf=2, mu=1,
                    text=("Gain 1[c] whenever you jack out.",),
                    on=(whenever("run-ends", gain(1), _jacked_out, starts="Gain 1[c]"),))
