"""Identities whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks import constant, first_time_this_turn, whenever
from rulesdb.engine.cards.identities.common import _corp, _runner
from rulesdb.engine.cards.primitives import (
    draw,
    sabotage,
    seq,
)
from rulesdb.engine.state.game import Game


def _first_core_damage(game: Game, card, event) -> bool:
    return event.info.get("kind") == "core" and first_time_this_turn(game, card, "core damage")


def _installed_from_heap(game: Game, card, event) -> bool:
    subject = event.subject
    return subject is not None and subject.card.facts.type == "program" and event.info.get("from") == "heap"


EARTH_STATION = _corp("Earth Station: SEA Headquarters", "Division", "weyland-consortium", [
    "Limit 1 remote server.", "As an additional cost to run HQ, the Runner must pay 1[c].",
    "[click]: Flip this identity.", "Flip side:", "Limit 1 remote server.",
    "As an additional cost to run a remote server, the Runner must pay 6[c].",
    "When the Runner makes a successful run on HQ, flip this identity."],
    on=(constant("remote-limit", lambda game, card, subject: 1, starts="Limit"),),
    waits_for="identities")  # the HQ run cost and the flip side are not modelled


ESA_AFONTOV = _runner("Esâ Afontov: Eco-Insurrectionist", "Cyborg", "anarch", 0, [
    "The first time each turn you suffer core damage, you may draw 1 card and sabotage 2. <em>(The Corp "
    "trashes 2 cards of their choice from HQ and/or the top of R&D.)</em>"],
    on=(whenever("damage", seq(draw(1), sabotage(2)), _first_core_damage, optional="use Esâ Afontov"),),
    decisions=("Esâ Afontov: Eco-Insurrectionist choice",), waits_for="")


EXILE = _runner("Exile: Streethawk", "Natural", "shaper", 1, [
    "Whenever you install a program from your heap, draw 1 card."],
    on=(whenever("install", draw(1), _installed_from_heap, refs=(cites.cr("rule_set_aside_zone_passthrough"),)),),
    waits_for="")
