"""Agendas whose title begins with G, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import choose, seq
from rulesdb.engine.cards.primitives.players import bad_publicity, gain
from rulesdb.engine.effects.costtypes import Clicks, HostedCounters

GILA_HANDS = _agenda("Gila Hands Arcology", "Expansion", "neutral-corp", 1, 3, [
    "[click], [click]: Gain 3[c]."], on=(paid(Clicks(2), effect=gain(3)),), waits_for="", inf=0)


GFI = _agenda("Global Food Initiative", "Initiative", "neutral-corp", 3, 5, [
    "Global Food Initiative is worth 1 fewer agenda point while in the Runner's score area."],
    on=(constant("stolen-agenda-points", lambda game, card, agenda: -1),), waits_for="", inf=1)


GOVERNMENT_TAKEOVER = _agenda("Government Takeover", "Expansion", "weyland-consortium", 6, 9, [
    "[click]: Gain 3[c].", "Limit 1 Government Takeover per deck."], on=(paid(Clicks(1), effect=gain(3)),),
    waits_for="", unique=True)


GREENMAIL = _agenda("Greenmail", "Expansion", "weyland-consortium", 1, 2, [
    "When you score this agenda, gain 2[c].", "When you forfeit this agenda, gain 4[c]."],
    on=(when_scored(gain(2)),
        whenever("forfeited", gain(4), lambda game, card, event: event.subject is card, starts="When you forfeit",
                 inactive_ok=True, refs=(cites.cr("movement_forfeit"),))), waits_for="")


GOVERNMENT_CONTRACTS = _agenda("Government Contracts", "", "weyland-consortium", 3, 5, [
    "[click], [click]: Gain 4[c]."], on=(paid(Clicks(2), effect=gain(4)),), waits_for="")


GEOTHERMAL_FRACKING = _agenda("Geothermal Fracking", "Expansion", "weyland-consortium", 2, 4, [
    "Place 2 agenda counters on Geothermal Fracking when you score it.",
    "[click], hosted agenda counter: Gain 7[c] and take 1 bad publicity."],
    on=(when_scored(place_counters("agenda", 2), starts="Place 2"),
        paid(Clicks(1), HostedCounters("agenda", 1), effect=seq(gain(7), bad_publicity(1)), starts="[click], hosted")),
    waits_for="")


def _agenda_counter_on_a_scored_agenda(game, ctx) -> None:
    """Genetic Resequencing: the Corp may pick an agenda in their score area ("<card> target", or no)."""
    from rulesdb.engine.effects.pools import add_counters
    card = choose(game, ctx, list(game.corp.score), "Corp", "no agenda in the score area", cites.C_SCORE,
                  or_none="the Corp places no agenda counter")
    if card is not None:
        add_counters(game, card, "agenda", 1, ctx.by)


GENETIC_RESEQUENCING = _agenda("Genetic Resequencing", "Research", "jinteki", 1, 3, [
    "When you score Genetic Resequencing, you may place 1 agenda counter on an agenda in your score area."],
    on=(when_scored(_agenda_counter_on_a_scored_agenda),), decisions=("Genetic Resequencing target",),
    waits_for="")
