"""Identities whose title begins with E, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.cards.hooks.abilities import constant, paid, whenever
from rulesdb.engine.cards.identities.common import _corp, _runner, flip_identity, on_side
from rulesdb.engine.cards.primitives.card_counters import place_counters
from rulesdb.engine.cards.primitives.choices import seq
from rulesdb.engine.cards.primitives.installs import corp_installs, installs_asked
from rulesdb.engine.cards.primitives.piles import sabotage
from rulesdb.engine.cards.primitives.players import draw
from rulesdb.engine.effects.costtypes import Clicks, Credits, HostedCounters
from rulesdb.engine.run.run_costs import RUN_COSTS
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn, stole_or_trashed_corp_card


def _first_core_damage(game: Game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: past.info.get("kind") == "core")


def _installed_from_heap(game: Game, card, event) -> bool:
    subject = event.subject
    return subject is not None and subject.card.facts.type == "program" and event.info.get("from") == "heap"


def _earth_station_run_cost(game: Game, card, server) -> tuple:
    """Earth Station: 1[c] to run HQ while the front side is up, 6[c] to run a remote server while the flip side
    is (cr/rule_additional_cost_to_run; only the faceup side is active, cr/rule_identity_double_sided)."""
    if card.flipped:
        return (Credits(6),) if server not in ("HQ", "R&D", "Archives") else ()
    return (Credits(1),) if server == "HQ" else ()


EARTH_STATION = _corp("Earth Station: SEA Headquarters", "Division", "weyland-consortium", [
    "Limit 1 remote server.", "As an additional cost to run HQ, the Runner must pay 1[c].",
    "[click]: Flip this identity.", "Flip side:", "Limit 1 remote server.",
    "As an additional cost to run a remote server, the Runner must pay 6[c].",
    "When the Runner makes a successful run on HQ, flip this identity."],
    on=(constant("remote-limit", lambda game, card, subject: 1, starts="Limit"),
        constant(RUN_COSTS, _earth_station_run_cost, starts="As an additional cost to run HQ"),
        *on_side(False, paid(Clicks(1), effect=flip_identity, starts="[click]: Flip")),
        *on_side(True, whenever("successful", flip_identity, lambda game, card, event: event.info.get("server")
                                == "HQ", starts="When the Runner makes"))), waits_for="")


ESA_AFONTOV = _runner("Esâ Afontov: Eco-Insurrectionist", "Cyborg", "anarch", 0, [
    "The first time each turn you suffer core damage, you may draw 1 card and sabotage 2. <em>(The Corp "
    "trashes 2 cards of their choice from HQ and/or the top of R&D.)</em>"],
    on=(whenever("damage", seq(draw(1), sabotage(2)), _first_core_damage, optional="use Esâ Afontov"),),
    decisions=("Esâ Afontov: Eco-Insurrectionist choice",), waits_for="")


EXILE = _runner("Exile: Streethawk", "Natural", "shaper", 1, [
    "Whenever you install a program from your heap, draw 1 card."],
    on=(whenever("install", draw(1), _installed_from_heap, refs=(cites.cr("rule_set_aside_zone_passthrough"),)),),
    waits_for="")


def _first_steal_or_trash(game: Game, card, event) -> bool:
    """Epiphany Analytica: the Runner stole an agenda, or trashed a Corp card; the first time each turn."""
    return first_each_turn(game, event, stole_or_trashed_corp_card, kinds=("stolen", "trashed"))


EPIPHANY_ANALYTICA = _corp("Epiphany Analytica: Nations Undivided", "Division", "nbn", [
    "The first time each turn the Runner steals or trashes a Corp card, place 1 power counter on this identity.",
    "[click], hosted power counter: Look at the top 3 cards of R&D. You may install 1 of those cards."],
    on=(whenever("stolen", place_counters("power", 1), _first_steal_or_trash),
        whenever("trashed", place_counters("power", 1), _first_steal_or_trash),
        paid(Clicks(1), HostedCounters("power"), effect=corp_installs("rd", top=3), starts="[click]")),
    decisions=installs_asked("Epiphany Analytica: Nations Undivided"), waits_for="")
