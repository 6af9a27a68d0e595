"""Agendas whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import WHEN_SCORED, _agenda, _during_a_run
from rulesdb.engine.cards.hooks import constant, paid, when_scored, whenever
from rulesdb.engine.cards.primitives import (
    end_the_run,
    place_counters,
)
from rulesdb.engine.cards.printed import agenda
from rulesdb.engine.effects.costtypes import (
    Credits,
    HostedCounters,
)
from rulesdb.engine.state.game import Game


def _plus_bad_publicity(game: Game, card, agenda) -> int:
    """NAPD Contract: +1 advancement requirement for each bad publicity the Corp has."""
    return game.corp.bad_publicity if agenda is card else 0


NAPD = _agenda("NAPD Contract", "Security", "neutral-corp", 2, 4, [
    "The advancement requirement of NAPD Contract is increased by 1 for each bad publicity the Corp has.",
    "As an additional cost to steal NAPD Contract, the Runner must pay 4[c]."],
    steal_costs=(Credits(4, "steal"),), waits_for="", inf=0,
    on=(constant("advancement-requirement", _plus_bad_publicity),))


NEXT_BIG_THING = agenda("Next Big Thing", "Initiative", faction="nbn", adv=5, points=3, text=(
    "When this agenda is scored or stolen, place 1 agenda counter on it.",
    "[click], hosted agenda counter: Draw 4 cards. Shuffle any number of cards from HQ into R&D. The Corp can use "
    "this ability even if this agenda is in the Runner's score area."),
    on=(when_scored(place_counters("agenda", 1), starts="When this agenda"),
        whenever("stolen", place_counters("agenda", 1), lambda game, card, event: event.subject is card,
                 starts="When this agenda", inactive_ok=True)),
    waits_for=WHEN_SCORED)


NISEI_MK2 = _agenda("Nisei MK II", "Initiative", "jinteki", 2, 4, [
    "When you score this agenda, place 1 agenda counter on it.", "Hosted agenda counter: End the run."],
    on=(when_scored(place_counters("agenda", 1)),
        paid(HostedCounters("agenda"), effect=end_the_run, when=_during_a_run, starts="Hosted agenda counter")),
    waits_for="")
