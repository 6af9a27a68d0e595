"""Agendas whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.agendas.common import _agenda, _during_a_run
from rulesdb.engine.cards.hooks.abilities import paid, whenever
from rulesdb.engine.cards.hooks.access import WHEN_ACCESSED, when_accessed
from rulesdb.engine.cards.hooks.interrupts import increase
from rulesdb.engine.cards.hooks.moments import when_scored
from rulesdb.engine.cards.operations.a import _any_card_to_hq
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import psi_game
from rulesdb.engine.cards.primitives.players import give_tags
from rulesdb.engine.cards.primitives.run import cannot
from rulesdb.engine.cards.shared import from_archives_to_hq
from rulesdb.engine.effects.costtypes import Cost, HostedCounters
from rulesdb.engine.effects.pile_trash import pile_trashed

TGTBT = _agenda("TGTBT", "Ambush", "nbn", 1, 3, [
    "While the Runner is accessing this agenda in R&D, they must reveal it.",
    "When the Runner accesses this agenda, give them 1 tag."], on=(when_accessed(give_tags(1)),), waits_for="")


THE_CLEANERS = _agenda("The Cleaners", "Security", "weyland-consortium", 3, 5, [
    "[interrupt] → Whenever you would do meat damage, increase that damage by 1."],
    on=(increase("damage", 1, kinds=("meat",)),), waits_for="")


FUTURE_PERFECT = _agenda("The Future Perfect", "Initiative - Psi", "jinteki", 3, 5, [
    "When the Runner accesses this agenda while it is not installed, play a Psi Game. <em>(Players "
    "secretly bid 0–2[c]. Then each player reveals and spends their bid.)</em> If the bids differ, "
    "the Runner cannot steal this agenda during this access."],
    on=(whenever("access", psi_game(cannot("steal", lambda game, ctx, card: card is ctx.source,
                                           "The Runner cannot steal The Future Perfect during this access.")),
                 lambda game, card, event: event.subject is card and game.locate(card) is None,
                 starts="When the Runner accesses", inactive_ok=True, refs=(WHEN_ACCESSED,)),), waits_for="")


TOMORROWS_HEADLINE = _agenda("Tomorrowʼs Headline", "Ambush", "nbn", 2, 3, [
    "When this agenda is scored or stolen, give the Runner 1 tag.", "Limit 1 per deck."],
    on=(when_scored(give_tags(1), starts="When this agenda"),
        whenever("stolen", give_tags(1), lambda game, card, event: event.subject is card,
                 starts="When this agenda", inactive_ok=True)), waits_for="")


class TrashTopOfRD(Cost):
    """"Trash the top card of R&D" as a cost (The Basalt Spire): payable while R&D holds a card; it goes to
    Archives facedown (cr/rule_archives_faceup_facedown)."""

    __slots__ = ()

    def label(self, card) -> str:
        return "trash the top card of R&D"

    def payable(self, game, side: str, card) -> bool:
        return bool(game.corp.deck)

    def pay(self, game, side: str, card) -> None:
        top = game.corp.deck.pop(0)
        game.corp.discard.append(game.change_zone(top, "archives"))
        game.trace.add(f"The cost of {card.title}: the top card of R&D is trashed.",
                       cites.cr("rule_archives_faceup_facedown"))
        pile_trashed(game, "rd", [top], side)


THE_BASALT_SPIRE = _agenda("The Basalt Spire", "", "weyland-consortium", 3, 5, [
    "When the Runner steals this agenda, you may add 1 card from Archives to HQ.",
    "When you score this agenda, place 2 agenda counters on it.",
    "Once per turn →  Hosted agenda counter, trash the top card of R&D: Add 1 card from Archives to HQ."],
    on=(whenever("stolen", from_archives_to_hq(1), lambda game, card, event: event.subject is card
                 and bool(game.corp.discard), starts="When the Runner steals", inactive_ok=True,
                 optional="use The Basalt Spire"),
        when_scored(place_counters("agenda", 2)),
        paid(HostedCounters("agenda"), TrashTopOfRD(), effect=from_archives_to_hq(1), once_per_turn=True,
             starts="Once per turn")), waits_for="")


TRANSPORT_MONOPOLY = _agenda("Transport Monopoly", "Initiative", "weyland-consortium", 2, 4, [
    "When you score this agenda, place 2 agenda counters on it.",
    "Once per turn → Hosted agenda counter: This run cannot be declared successful. <em>(This effect does not cause "
    "the run to become unsuccessful.)</em> Use this ability only during a run."],
    on=(when_scored(place_counters("agenda", 2)),
        paid(HostedCounters("agenda"), effect=cannot("declare-successful", lambda game, ctx, server: True,
                                                     "This run cannot be declared successful."),
             when=_during_a_run, once_per_turn=True, starts="Once per turn")), waits_for="")


THE_FUTURE_IS_NOW = _agenda("The Future is Now", "Initiative", "neutral-corp", 1, 3, [
    "When you score The Future is Now, search R&D for a card and add it to HQ. Shuffle R&D."], inf=0,
    on=(when_scored(_any_card_to_hq),), decisions=("The Future is Now target",), waits_for="")
