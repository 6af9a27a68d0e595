"""Identities whose title begins with G, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks.abilities import constant, whenever
from rulesdb.engine.cards.identities.common import _corp, _runner
from rulesdb.engine.cards.primitives.players import gain
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.lastturn import first_each_turn


def _first_successful_hq(game: Game, card, event) -> bool:
    return first_each_turn(game, event, lambda game, past: past.info.get("server") == "HQ")


def _in_a_remote_root(game: Game, card, accessed) -> int:
    """Gagarin Deep Space: 1[c] more to access a card in the root of a remote server."""
    place = game.locate(accessed)
    return 1 if place and place[1] == "root" and place[0].name not in ("HQ", "R&D", "Archives") else 0


def _corp_ability_made_runner_spend(game: Game, card, event) -> bool:
    """GameNET: a Corp card's ability made the Runner spend credits, during a run."""
    subject = event.subject
    return (event.info.get("player") == "runner" and event.info.get("purpose") == "ability"
            and subject is not None and subject.owner == "corp" and game.run is not None and not game.run.ended)


def _corp_ability_made_runner_lose(game: Game, card, event) -> bool:
    """GameNET: a Corp card's ability made the Runner lose credits, during a run."""
    subject = event.subject
    return (event.info.get("player") == "runner" and subject is not None and subject.owner == "corp"
            and game.run is not None and not game.run.ended)


GABRIEL = _runner("Gabriel Santiago: Consummate Professional", "Cyborg", "criminal", 0, [
    "The first time you make a successful run on HQ each turn, gain 2[c]."],
    on=(whenever("successful", gain(2), _first_successful_hq),), waits_for="")


GAGARIN = _corp("Gagarin Deep Space: Expanding the Horizon", "Corp", "weyland-consortium", [
    "As an additional cost to access a card in the root of a remote server, the Runner must pay 1[c]."],
    on=(constant("access-cost", _in_a_remote_root),), waits_for="")


GAMENET = _corp("GameNET: Where Dreams are Real", "Division", "nbn", [
    "Whenever a Corp card ability causes the Runner to spend or lose at least 1[c] during a run, gain 1[c]."],
    limit=17, on=(whenever("credits-spent", gain(1), _corp_ability_made_runner_spend),
                  whenever("credits-lost", gain(1), _corp_ability_made_runner_lose)), waits_for="")
