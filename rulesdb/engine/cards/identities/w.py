"""Identities whose title begins with W, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import whenever
from rulesdb.engine.cards.identities.common import _corp, _runner
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.state.carddef import CreditSource
from rulesdb.engine.state.game import Game


def _advancing_ice(game: Game, card, payment) -> bool:
    """Weyland Consortium: Because We Built It's credit pays only to advance a piece of ice."""
    return payment.purpose == "advance" and payment.subject is not None and payment.subject.is_ice


def _had_no_advancement_counters(game, card, event) -> bool:
    """Built to Last: the card had no advancement counters before this advance, as the game stood at
    the previous checkpoint (cr/rule_instruction_requirements_past_state)."""
    return event.info.get("before") == 0


WEYLAND_BWBI = _corp("Weyland Consortium: Because We Built It", "Megacorp", "weyland-consortium", [
    "1[recurring]", "Use this credit to advance ice."], recurring=1,
    credit_source=CreditSource(_advancing_ice, "advancing ice"), waits_for="")


def _transaction_played(game: Game, card, event) -> bool:
    played = event.subject
    return played is not None and played.owner == "corp" and played.card.facts.has("transaction")


WEYLAND_BABW = _corp("Weyland Consortium: Building a Better World", "Megacorp", "weyland-consortium", [
    "Whenever you play a transaction operation, gain 1[c]."],
    on=(whenever("played", gain(1), _transaction_played),), waits_for="")


WEYLAND_BTL = _corp("Weyland Consortium: Built to Last", "Megacorp", "weyland-consortium", [
    "Whenever you advance a card, gain 2[c] if it had no advancement counters."], deck=40,
    on=(whenever("advanced", gain(2), _had_no_advancement_counters),), waits_for="")


WHIZZARD = _runner("Whizzard: Master Gamer", "Natural", "anarch", 0,
                   ["3[recurring]", "Use these credits to trash cards."],
                   recurring=3, credit_source=CreditSource(lambda game, card, payment: payment.purpose == "trash",
                                                           "trashing cards"), waits_for="")
