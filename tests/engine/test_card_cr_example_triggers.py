"""Cards the CR worked examples on trigger conditions brought in: who carries out an effect, what a
card remembers of the turn."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import scenario, traced

CENTRAL_RUNS = [{"runner": "run HQ"}, {"runner": "run R&D"}, {"runner": "run Archives"}]
CORP = {"hq": ["Hedge Fund"], "rd": ["Beanstalk Royalties"], "credits": 0,
        "servers": {"Server 1": {"root": ["PAD Campaign"]}}}


def test_apocalypse_trashes_every_installed_corp_card_and_turns_the_rig_facedown(tmp_path):
    state = scenario(tmp_path, actions=[*CENTRAL_RUNS, {"runner": "play Apocalypse"}], corp=CORP,
                     runner={"grip": ["Apocalypse"], "rig": ["Corroder"]},
                     decisions={"jack out": "no"})["final_state"]
    assert state["corp"]["archives"] == ["PAD Campaign"]
    assert state["cards"]["Corroder"]["faceup"] is False


def test_apocalypse_cannot_be_played_without_a_successful_run_on_archives(tmp_path):
    with pytest.raises(ScenarioError, match="no successful run on Archives this turn"):
        scenario(tmp_path, actions=[*CENTRAL_RUNS[:2], {"runner": "play Apocalypse"}], corp=CORP,
                 runner={"grip": ["Apocalypse"]}, decisions={"jack out": "no"})


def _steal_then_punish(tmp_path, argus_choice, score_area=()):
    # the whole Runner turn is shown (a run, then 3 x gain credit): what they stole during it is known
    runner_turn = [{"runner": "run R&D"}] + [{"runner": "gain credit"} for _ in range(3)]
    return scenario(tmp_path, actions=[*runner_turn, {"corp": "play Punitive Counterstrike"}],
                    corp={"identity": "Argus Security", "score_area": list(score_area),
                          "hq": ["Punitive Counterstrike"], "rd": ["Hostile Takeover", "Hedge Fund"]},
                    runner={"clicks": 4, "credits": 0, "grip": ["Sure Gamble"] * 5},
                    decisions={"jack out": "no", "Argus Security: Protection Guaranteed choice": argus_choice,
                               "Corp trace boost Punitive Counterstrike": 0,
                               "Runner link boost Punitive Counterstrike": 0})["final_state"]


def test_argus_security_makes_the_runner_who_steals_take_a_tag_or_suffer_2_meat_damage(tmp_path):
    tagged = _steal_then_punish(tmp_path, "take 1 tag")
    assert tagged["runner"]["tags"] == 1
    hurt = _steal_then_punish(tmp_path, "suffer 2 meat damage")
    assert hurt["runner"]["tags"] == 0
    assert hurt["damage"]["meat"] == 2 + 1


def test_punitive_counterstrike_does_the_points_stolen_during_the_runners_last_turn(tmp_path):
    state = _steal_then_punish(tmp_path, "take 1 tag", score_area=["The Cleaners"])
    assert state["damage"]["meat"] == 1 + 1


HQ = ["Hedge Fund", "Beanstalk Royalties", "Ice Wall", "Enigma"]


def test_jailbreak_draws_and_accesses_1_more_card_from_the_attacked_server(tmp_path):
    state = scenario(tmp_path, actions=[{"runner": "play Jailbreak on R&D"}],
                     corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma"]},
                     runner={"grip": ["Jailbreak"], "stack": ["Sure Gamble"]}, decisions={"jack out": "no"})
    assert state["final_state"]["runs"][0]["accessed"] == ["Hedge Fund", "Ice Wall"]
    assert state["final_state"]["runner"]["grip"] == ["Sure Gamble"]


def test_carpe_diem_runs_the_random_central_server_it_identifies_as_the_mark(tmp_path):
    servers = set()
    for seed in range(1, 9):
        result = scenario(tmp_path, actions=[{"runner": "play Carpe Diem"}], corp={"hq": HQ, "rd": ["Hedge Fund"]},
                          runner={"grip": ["Carpe Diem"], "credits": 1}, seed=seed,
                          decisions={"jack out": "no", "use Carpe Diem": "yes"})
        server = result["final_state"]["runs"][0]["server"]
        assert traced(result, f"becomes the mark for the remainder of the turn: {server}")
        assert result["final_state"]["runner"]["credits"] == 4
        servers.add(server)
    assert servers == {"HQ", "R&D", "Archives"}


def test_virtuoso_breaches_hq_after_the_first_successful_run_on_another_mark(tmp_path):
    """Seed 5 makes Archives the mark as the turn begins."""
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}, {"runner": "run Archives"}],
                      corp={"hq": HQ}, runner={"rig": ["Virtuoso"]}, seed=5, decisions={"jack out": "no"})
    assert traced(result, "the mark for the remainder of the turn: Archives")
    assert [len(run["accessed"]) for run in result["final_state"]["runs"]] == [1, 0]
    assert result["final_state"]["runner"]["memory"]["limit"] == 5


def test_restore_installs_and_rezzes_from_archives_and_removes_the_other_copies(tmp_path):
    state = scenario(tmp_path, turn="corp", actions=[{"corp": "play Restore"}],
                     corp={"hq": ["Restore"], "rd": ["Hedge Fund"], "credits": 5,
                           "archives": ["PAD Campaign", "PAD Campaign", "Ice Wall"]},
                     decisions={"Restore install": "PAD Campaign", "Restore install where": "new remote",
                                "rez": "no"})["final_state"]
    assert state["corp"]["servers"]["Server 1"]["root"] == ["PAD Campaign"]
    assert state["cards"]["PAD Campaign"]["rezzed"] is True
    assert state["corp"]["archives"] == ["Ice Wall", "Restore"]
    assert state["corp"]["removed"] == ["PAD Campaign"]
    assert state["corp"]["credits"] == 5 - 1 - 2


def test_divert_power_lowers_a_rez_cost_by_3_per_card_derezzed(tmp_path):
    state = scenario(tmp_path, turn="corp", actions=[{"corp": "play Divert Power"}],
                     corp={"hq": ["Divert Power"], "rd": ["Hedge Fund"], "credits": 7,
                           "servers": {"HQ": {"ice": [{"card": "Tollbooth", "rezzed": False}, "Ice Wall", "Enigma"]}}},
                     decisions={"Divert Power target": ["Ice Wall", "Enigma"], "Divert Power choice": "Tollbooth",
                                "rez": "no"})["final_state"]
    assert state["corp"]["servers"]["HQ"]["unrezzed"] == ["Ice Wall", "Enigma"]
    assert state["corp"]["credits"] == 7 - 2 - (8 - 6)


def test_wasteland_pays_1_credit_the_first_time_the_runner_trashes_their_installed_card(tmp_path):
    state = scenario(tmp_path, actions=[{"runner": "gain credit"}],
                     runner={"credits": 0, "rig": ["Datasucker", "Aesop’s Pawnshop", "Wasteland"]},
                     decisions={"Aesop’s Pawnshop target": "Datasucker"})["final_state"]
    assert state["runner"]["heap"] == ["Datasucker"]
    assert state["runner"]["credits"] == 3 + 1 + 1


def test_a_facedown_runner_card_has_no_type_so_a_subroutine_cannot_trash_it_as_a_program(tmp_path):
    state = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                     corp={"servers": {"Server 1": {"ice": ["Grim"]}}},
                     runner={"rig": [{"card": "Datasucker", "facedown": True}]},
                     decisions={"jack out": "no"})["final_state"]
    assert state["runner"]["heap"] == []


def test_nanuq_returned_to_the_stack_by_test_run_is_removed_from_the_game(tmp_path):
    state = scenario(tmp_path, actions=[{"runner": "play Test Run"}],
                     runner={"clicks": 1, "grip": ["Test Run"], "stack": ["Nanuq"]},
                     decisions={"Test Run choice": "stack", "Test Run target": "Nanuq"})
    assert state["final_state"]["runner"]["rig"] == ["Nanuq"]  # the turn has not ended yet


def test_test_run_returns_a_trojan_it_installed_on_ice_to_the_top_of_the_stack(tmp_path):
    # "When your turn ends, if that program has not been uninstalled, add it to the top of your stack": a trojan
    # hosted on a piece of ice is still installed (cr/rule_host_on_ability)
    state = scenario(tmp_path, actions=[{"runner": "play Test Run"}, {"corp": "gain credit"}],
                     corp={"rd": ["Hedge Fund"] * 3, "servers": {"HQ": {"ice": ["Ice Wall"]}}},
                     runner={"clicks": 1, "grip": ["Test Run"], "stack": ["Botulus", "Sure Gamble"]},
                     decisions={"Test Run choice": "stack", "Test Run target": "Botulus", "Botulus host": "Ice Wall"})
    assert state["final_state"]["runner"]["stack"][:1] == ["Botulus"]
