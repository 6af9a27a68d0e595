"""Identities whose title begins with R, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import constant, whenever
from rulesdb.engine.cards.identities.common import _runner
from rulesdb.engine.cards.primitives import (
    Ctx,
)
from rulesdb.engine.state.game import Game


def _reina_tax(game: Game, reina, subject) -> int:
    return 1 if subject is not None and subject.is_ice and "Reina" not in reina.used else 0


def _ice_rezzed(game: Game, reina, event) -> bool:
    return event.subject is not None and event.subject.is_ice


def _mark_reina(game: Game, ctx: Ctx) -> None:
    ctx.source.used.add("Reina")


REINA = _runner("Reina Roja: Freedom Fighter", "Cyborg - G-mod", "anarch", 1, [
    "The first piece of ice the Corp rezzes each turn costs 1[c] more to rez."],
    on=(constant("rez-cost", _reina_tax), whenever("rezzed", _mark_reina, _ice_rezzed)), waits_for="")
