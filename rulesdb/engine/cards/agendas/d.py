"""Agendas whose title begins with D, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, _worth_more_with_counters
from rulesdb.engine.cards.hooks import constant, paid, whenever
from rulesdb.engine.cards.primitives import (
    Ctx,
    gain,
    place_counters,
)
from rulesdb.engine.effects.costtypes import (
    Clicks,
)
from rulesdb.engine.state.game import Game

DOMESTIC_SLEEPERS = _agenda("Domestic Sleepers", "", "haas-bioroid", 0, 2, [
    "[click],[click],[click]: Place 1 agenda counter on Domestic Sleepers.",
    "Domestic Sleepers is worth 1 agenda point while it has at least 1 agenda counter on it."],
    on=(paid(Clicks(3), effect=place_counters("agenda", 1)),
        constant("agenda-points", _worth_more_with_counters(), starts="Domestic Sleepers is worth")),
    waits_for="")


def _forfeit_to_take_it_back(game: Game, ctx: Ctx) -> None:
    """Divested Trust: forfeit it (cr/movement_forfeit), gain 5[c] and add the agenda just stolen to HQ."""
    from rulesdb.engine.effects.costtypes import forfeit
    stolen = ctx.event.subject
    forfeit(game, ctx.source)
    gain(5)(game, ctx)
    if any(o is stolen for o in game.runner.score):
        game.runner.score.remove(stolen)
        game.corp.hand.append(game.change_zone(stolen, "hq"))
        game.trace.add(f"{ctx.by}: {stolen.title} leaves the Runner's score area for HQ.", cites.NEW_OBJECT, key=True)


def _another_stolen(game: Game, card, event) -> bool:
    return event.subject is not None and event.subject.first_object != card.first_object \
        and any(o is card for o in game.corp.score)


DIVESTED_TRUST = _agenda("Divested Trust", "", "weyland-consortium", 1, 3, [
    "Whenever the Runner steals another agenda, you may forfeit this agenda to gain 5[c] and add the stolen agenda to "
    "HQ."], on=(whenever("stolen", _forfeit_to_take_it_back, _another_stolen, optional="use Divested Trust"),),
    waits_for="")
