"""Object identity (CR 1.12) and checkpoint validity, driven step by step on a set-up game."""

from rulesdb.engine import load_scenario, run_scenario
from rulesdb.engine.effects.common import swap_ice, trash
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.scenario.setup import build
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Encounter


def headline_game():
    game = build(load_scenario("femme-fatale-vs-tollbooth"), {}, seed=1)
    return game, game.find_installed("Tollbooth"), game.find_installed("Femme Fatale")


def test_ice_swapped_within_the_play_area_stays_the_same_object():
    result = run_scenario("femme-fatale-and-thimblerig")
    objects = result["final_state"]["objects"]
    assert objects["Tollbooth"]["same_object"] is True
    assert objects["Tollbooth"]["object"] == objects["Tollbooth"]["first_object"]
    swap = next(e for e in result["trace"] if "swap places" in e["text"])
    assert "nisei-cr-1.6/1.12.4" in swap["cites"]


def test_trashed_ice_is_a_new_object_that_femme_fatale_no_longer_chose():
    game, tollbooth, femme = headline_game()
    assert femme.chosen == tollbooth.object_id
    in_archives = trash(game, tollbooth, "A test")
    assert in_archives.object_id != tollbooth.object_id
    assert in_archives.first_object == tollbooth.object_id
    assert game.by_object(femme.chosen) is None


def test_swap_keeps_object_ids():
    game, tollbooth, _ = headline_game()
    game.servers["R&D"].ice.append(game.new_object(tollbooth.card, "corp", "play area"))
    other = game.servers["R&D"].ice[0]
    ids = (tollbooth.object_id, other.object_id)
    swap_ice(game, tollbooth, other, "A test")
    assert (game.servers["HQ"].ice[0], game.servers["R&D"].ice[0]) == (other, tollbooth)
    assert (tollbooth.object_id, other.object_id) == ids


def test_an_ability_whose_source_left_play_before_resolving_does_not_resolve():
    game, tollbooth, femme = headline_game()
    game.encounters.append(Encounter(tollbooth, 1))
    emit(game, Event("encounter", tollbooth))
    assert [p.label for p in game.pending] == ["Femme Fatale", "Tollbooth"]
    trash(game, femme, "A test")
    game.decider.answers.clear()  # no decision may be asked: Femme Fatale is gone before it triggers
    checkpoint(game)
    assert game.log["not_resolved"][0] == "Femme Fatale"
    assert game.log["resolved"] == ["Tollbooth"]
    assert game.runner.credits == 2


def test_cannot_beats_can_so_femme_fatale_cannot_be_used_on_guard():
    result = run_scenario("femme-fatale-vs-guard")
    refused = next(e for e in result["trace"] if e["text"].startswith("Femme Fatale's ability cannot"))
    assert "Guard: \"Guard cannot be bypassed.\"" in refused["text"]
    assert {"nisei-cr-1.6/1.2.2", "nisei-cr-1.6/1.2.2a"} <= set(refused["cites"])
    assert result["final_state"]["payments"][0]["for"] == "Femme Fatale's break"
