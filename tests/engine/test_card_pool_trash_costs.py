"""Events with "as an additional cost, trash 1 installed <type>": Isolation and Spec Work."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario

STACK = ["Sure Gamble", "Diesel", "Easy Mark"]


def _play(tmp_path, title, rig, name, **answers):
    return scenario(tmp_path, actions=[{"runner": f"play {title}"}], name=name, decisions=answers,
                    runner={"credits": 2, "grip": [title], "rig": rig, "stack": STACK})


def test_isolation_trashes_a_resource_to_gain_7(tmp_path):
    result = _play(tmp_path, "Isolation", ["Kati Jones", "Corroder"], "iso", **{"Isolation cost": "Kati Jones"})
    assert (at(result, "runner.credits"), at(result, "runner.rig")) == (2 - 2 + 7, ["Corroder"])
    assert sorted(at(result, "runner.heap")) == ["Isolation", "Kati Jones"]


def test_isolation_cannot_be_played_without_an_installed_resource(tmp_path):
    with pytest.raises(ScenarioError, match="trash 1 installed resource"):
        _play(tmp_path, "Isolation", ["Corroder"], "none")


def test_spec_work_trashes_a_program_to_gain_4_and_draw_2(tmp_path):
    result = _play(tmp_path, "Spec Work", ["Corroder", "Kati Jones"], "spec", **{"Spec Work cost": "Corroder"})
    assert (at(result, "runner.credits"), at(result, "runner.rig")) == (2 - 1 + 4, ["Kati Jones"])
    assert len(at(result, "runner.grip")) == 2
