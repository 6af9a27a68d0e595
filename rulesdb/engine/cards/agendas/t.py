"""Agendas whose title begins with T, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.agendas.common import _agenda
from rulesdb.engine.cards.hooks import WHEN_ACCESSED, increase, when_scored, whenever
from rulesdb.engine.cards.primitives import (
    cannot,
    give_tags,
    psi_game,
)

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
