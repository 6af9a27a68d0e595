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
