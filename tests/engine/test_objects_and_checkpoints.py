"""Object identity (CR 1.12) and checkpoint validity, driven step by step on a set-up game."""

from rulesdb.engine import SCENARIO_DIR, load_scenario, run_scenario
from rulesdb.engine.effects.card_moves import swap_ice
from rulesdb.engine.effects.trashing import trash
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.scenario.setup import build
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.objects import Encounter


def headline_game():
    game = build(load_scenario("femme-fatale-vs-tollbooth"), {}, seed=1)
    return game, game.find_installed("Tollbooth"), game.find_installed("Femme Fatale")


def test_ice_swapped_within_the_play_area_stays_the_same_object():
    result = run_scenario("femme-fatale-and-thimblerig")
    objects = result["final_state"]["objects"]
    assert objects["Tollbooth"]["same_object"] is True
    assert objects["Tollbooth"]["object"] == objects["Tollbooth"]["first_object"]
    swap = next(e for e in result["trace"] if "swap places" in e["text"])
    assert "cr/rule_object_move_known_location" in swap["cites"]  # CR 1.12.4


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


def test_femme_fatale_may_pay_to_bypass_guard_and_cannot_beats_can_so_the_payment_buys_nothing():
    """CR 25.04 removed the rule (1.2.2a) that kept an ability whose every effect a "cannot" forbids from
    being used: the Runner may pay, and Guard is still not bypassed (1.2.2, the current CR's first)."""
    result = run_scenario("femme-fatale-vs-guard")
    payments = [p["for"] for p in result["final_state"]["payments"]]
    assert payments == ["Femme Fatale's bypass", "Femme Fatale's break"]
    refused = next(e for e in result["trace"] if e["text"].startswith("Guard cannot be bypassed"))
    assert refused["cites"][:2] == ["cr/step_encounter_begins", "cr/rule_cannot_precedence"]
    assert result["final_state"]["runs"][0]["encounters"][0]["bypassed_by"] is None
    assert not any("1.2.2a" in c for e in result["trace"] for c in e["cites"])


def test_femme_fatale_on_guard_is_declined_or_refused_only_for_want_of_credits(tmp_path):
    declined = run_scenario("femme-fatale-vs-guard", decisions={"bypass with Femme Fatale": "no"})
    assert declined["final_state"]["abilities"]["declined"] == ["Femme Fatale"]
    assert declined["final_state"]["runner"]["credits"] == 4  # only the break was paid
    text = (SCENARIO_DIR / "femme-fatale-vs-guard.yaml").read_text("utf-8")
    broke = tmp_path / "broke.yaml"
    expect = "expect:\n  - abilities.not_usable: [Femme Fatale]\n  - runs.0.outcome: unsuccessful\n"
    broke.write_text(text.replace("credits: 5", "credits: 0").split("expect:")[0] + expect, "utf-8")
    result = run_scenario(broke, decisions={"break Guard": "no"}, allow_unasked=True)
    assert result["ok"], result["checks"]
    refused = next(e for e in result["trace"] if e["text"].startswith("Femme Fatale's ability cannot be used"))
    assert "cannot pay 1[c] to bypass Guard" in refused["text"]


def _one_address(obj) -> int:
    """Every object at one address: what the interpreter can do to an object freed and the next one made."""
    return 0


def test_nico_campaign_rezzed_by_blackguard_loads_its_credits_whatever_address_its_ability_takes(monkeypatch):
    """Blackguard rezzes Ice Wall then Nico Campaign (cr/rule_condition_met_multiple_times, example 2): the first
    Blackguard instance, resolved and freed, may leave its address to Nico Campaign's "when rezzed" ability. A
    reaction window that knew its abilities by address took the new one for one it had already handled and never
    resolved it (seen in the offline Table, 2 runs in 6); the window knows them as objects."""
    from rulesdb.engine.effects import triggers
    monkeypatch.setattr(triggers, "id", _one_address, raising=False)
    result = run_scenario(SCENARIO_DIR / "cr" / "rule_condition_met_multiple_times-2.yaml")
    assert result["ok"], [check for check in result["checks"] if not check["ok"]]
    assert result["final_state"]["cards"]["Nico Campaign"]["counters"] == {"credits": 9}
