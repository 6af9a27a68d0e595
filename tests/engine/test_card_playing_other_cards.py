"""Cards that play other cards, one at a time (Subcontract)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario


def test_subcontract_plays_two_operations_each_paid_when_played(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Subcontract"}],
                      corp={"credits": 5, "rd": ["Ice Wall"], "hq": ["Subcontract", "Hedge Fund", "Hedge Fund"]},
                      runner={"tags": 1}, decisions={"Subcontract target": "Hedge Fund"})
    assert at(result, "corp.credits") == 13  # 5 - 5 + 9, then 9 - 5 + 9


def test_subcontract_may_stop_after_one_operation(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Subcontract"}],
                      corp={"credits": 5, "rd": ["Ice Wall"], "hq": ["Subcontract", "Hedge Fund", "Hedge Fund"]},
                      runner={"tags": 1}, decisions={"Subcontract target": "Hedge Fund",
                                                     "Subcontract target (2)": "no"})
    assert at(result, "corp.hq") == ["Hedge Fund", "Ice Wall"]


def test_subcontract_cannot_be_played_while_the_runner_is_untagged(tmp_path):
    with pytest.raises(ScenarioError, match="Subcontract cannot be played"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "play Subcontract"}],
                 corp={"rd": ["Ice Wall"], "hq": ["Subcontract", "Hedge Fund"]})
