"""Agendas whose title begins with N, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda, _during_a_run
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.cards.primitives.run import end_the_run
from rulesdb.engine.cards.printed import agenda
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters
from rulesdb.engine.state.game import Game


def _plus_bad_publicity(game: Game, card, agenda) -> int:
    """NAPD Contract: +1 advancement requirement for each bad publicity the Corp has."""
    return game.corp.bad_publicity if agenda is card else 0


NAPD = _agenda("NAPD Contract", "Security", "neutral-corp", 2, 4, [
    "The advancement requirement of NAPD Contract is increased by 1 for each bad publicity the Corp has.",
    "As an additional cost to steal NAPD Contract, the Runner must pay 4[c]."],
    steal_costs=(Credits(4, "steal"),), waits_for="", inf=0,
    on=(constant("advancement-requirement", _plus_bad_publicity),))


def _hq_into_rd_any(game: Game, ctx: Ctx) -> None:
    """Next Big Thing: the Corp shuffles any number of cards from HQ into R&D ("Next Big Thing choice": titles)."""
    from rulesdb.engine.cards.shared import pick_cards, shuffle_into_rd
    shuffle_into_rd(game, ctx, pick_cards(game, "Next Big Thing choice", game.corp.hand, "HQ"), game.corp.hand, "HQ")


NEXT_BIG_THING = agenda("Next Big Thing", "Initiative", faction="nbn", adv=5, points=3, text=(
    "When this agenda is scored or stolen, place 1 agenda counter on it.",
    "[click], hosted agenda counter: Draw 4 cards. Shuffle any number of cards from HQ into R&D. The Corp can use "
    "this ability even if this agenda is in the Runner's score area."),
    on=(when_scored(place_counters("agenda", 1), starts="When this agenda"),
        whenever("stolen", place_counters("agenda", 1), lambda game, card, event: event.subject is card,
                 starts="When this agenda", inactive_ok=True),
        paid(Clicks(1), HostedCounters("agenda"), effect=seq(draw(4), _hq_into_rd_any), starts="[click]",
             in_runner_score=True)), decisions=("Next Big Thing choice",))


NISEI_MK2 = _agenda("Nisei MK II", "Initiative", "jinteki", 2, 4, [
    "When you score this agenda, place 1 agenda counter on it.", "Hosted agenda counter: End the run."],
    on=(when_scored(place_counters("agenda", 1)),
        paid(HostedCounters("agenda"), effect=end_the_run, when=_during_a_run, starts="Hosted agenda counter")),
    waits_for="")
