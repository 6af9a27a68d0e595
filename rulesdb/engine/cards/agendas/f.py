"""Agendas whose title begins with F, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, requirement_less
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.access import when_accessed
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.card_counters import can_advance, place_advancement, place_counters
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.context import Ctx
from rulesdb.engine.cards.primitives.players import damage, draw
from rulesdb.engine.cards.shared import hq_to_top_of_rd
from rulesdb.engine.effects.card_costs import ForfeitThis
from rulesdb.engine.effects.costtypes import Credits, HostedCounters
from rulesdb.engine.effects.reveal import revealed
from rulesdb.engine.state.game import Game

FETAL_AI = _agenda("Fetal AI", "Ambush", "jinteki", 2, 5, [
    "While the Runner is accessing this agenda in R&D, they must reveal it.",
    "When the Runner accesses this agenda anywhere except in Archives, do 2 net damage.",
    "As an additional cost to steal this agenda, the Runner must pay 2[c]."],
    steal_costs=(Credits(2, "steal"),), waits_for="",
    on=(when_accessed(damage("net", 2), not_in=("Archives",)),))


FUJII = _agenda("Fujii Asset Retrieval", "Ambush - Security", "jinteki", 3, 5, [
    "When this agenda is scored or stolen, do 2 net damage."],
    on=(when_scored(damage("net", 2), starts="When this agenda"),
        whenever("stolen", damage("net", 2), lambda game, card, event: event.subject is card,
                 starts="When this agenda", inactive_ok=True)), waits_for="")


def _lose_2_clicks_if_able(game, ctx) -> None:
    """False Lead: the Runner loses [click][click] only if they have 2 or more remaining."""
    from rulesdb.engine.cards.primitives.players import lose_clicks
    if game.runner.clicks >= 2:
        lose_clicks(2)(game, ctx)
    else:
        game.trace.add(f"{ctx.by}: the Runner has {game.runner.clicks}[click] left, fewer than 2: nothing happens.")


FALSE_LEAD = _agenda("False Lead", "Security", "neutral-corp", 1, 3, [
    "Forfeit this agenda: If the Runner has 2 or more [click] remaining, they lose [click][click]."], inf=0,
    on=(paid(ForfeitThis(), effect=_lose_2_clicks_if_able, click=False),), waits_for="")


FREEDOM_OF_INFORMATION = _agenda("Freedom of Information", "Research", "nbn", 2, 4, [
    "This agenda gets -1 advancement requirement for each tag the Runner has."],
    on=(constant("advancement-requirement", requirement_less(lambda game: game.runner.tags)),), waits_for="")


def _reveal_top_of_rd(game: Game, ctx: Ctx) -> None:
    top = game.corp.deck[0].title if game.corp.deck else "nothing (R&D is empty)"
    game.trace.add(f"{ctx.by}: the Corp reveals the top card of R&D: {top}.", cites.cr("rule_reveal"))
    revealed(game, "corp", len(game.corp.deck[:1]))


FLOWER_SERMON = _agenda("Flower Sermon", "", "jinteki", 2, 4, [
    "When you score this agenda, place 5 agenda counters on it.",
    "Once per turn → Hosted agenda counter: Reveal the top card of R&D. Draw 2 cards. Add 1 card from HQ to the top "
    "of R&D."], on=(when_scored(place_counters("agenda", 5)),
                    paid(HostedCounters("agenda"), effect=seq(_reveal_top_of_rd, draw(2), hq_to_top_of_rd),
                         once_per_turn=True, starts="Once per turn")), waits_for="")


def _ice_you_can_advance(game: Game, card) -> bool:
    return card.is_ice and can_advance(game, card)


FIRMWARE_UPDATES = _agenda("Firmware Updates", "Security", "weyland-consortium", 1, 3, [
    "When you score this agenda, place 3 agenda counters on it.",
    "Once per turn → Hosted agenda counter: Place 1 advancement counter on an installed piece of ice you can advance."],
    on=(when_scored(place_counters("agenda", 3), starts="When you score"),
        paid(HostedCounters("agenda"), effect=place_advancement(1, where=_ice_you_can_advance),
             once_per_turn=True, starts="Once per turn")), decisions=("Firmware Updates target",), waits_for="")
