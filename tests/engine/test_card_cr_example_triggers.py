"""Cards the CR worked examples on trigger conditions brought in: who carries out an effect, what a
card remembers of the turn."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import scenario

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
    return scenario(tmp_path, actions=[{"runner": "run R&D"}, {"corp": "play Punitive Counterstrike"}],
                    corp={"identity": "Argus Security", "score_area": list(score_area),
                          "hq": ["Punitive Counterstrike"], "rd": ["Hostile Takeover", "Hedge Fund"]},
                    runner={"clicks": 1, "credits": 0, "grip": ["Sure Gamble"] * 5},
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
