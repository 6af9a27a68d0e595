"""Agendas whose title begins with M, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda, _worth_more_with_counters
from rulesdb.engine.cards.hooks import constant, when_scored
from rulesdb.engine.cards.primitives import (
    Ctx,
    place_counters,
)
from rulesdb.engine.state.game import Game


def _if_tagged(effect):
    def resolve(game: Game, ctx: Ctx) -> None:
        if game.runner.tags:
            effect(game, ctx)
    return resolve


MARKET_RESEARCH = _agenda("Market Research", "Research", "nbn", 2, 4, [
    "If the Runner is tagged when you score Market Research, place 1 agenda counter on it.",
    "Market Research is worth 1 additional agenda point while it has an agenda counter on it."],
    on=(when_scored(_if_tagged(place_counters("agenda", 1)), starts="If the Runner"),
        constant("agenda-points", _worth_more_with_counters(), starts="Market Research is worth")),
    waits_for="")
