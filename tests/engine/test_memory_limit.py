"""The memory limit enforced at checkpoints (Bad Times): the Runner trashes an appropriate set of
programs, one from which no program could be left out, and a 0[MU] program is never in one."""

import pytest

from rulesdb.engine.cards import lookup
from rulesdb.engine.effects.memory import appropriate_sets
from rulesdb.engine.state.objects import CardObj
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario

RIG = ["Corroder", "Gordian Blade", "Magnum Opus", "Harbinger"]


def _objects(*titles):
    return [CardObj(lookup(t), "runner", n, "play area") for n, t in enumerate(titles)]


def test_appropriate_sets_for_2_mu_are_two_1_mu_programs_or_one_2_mu_program():
    sets = appropriate_sets(_objects(*RIG), 2)
    assert sorted(sorted(o.title for o in s) for s in sets) == [["Corroder", "Gordian Blade"], ["Magnum Opus"]]


def _bad_times(tmp_path, answer, tags=1, name="bad"):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "play Bad Times"}],
                    corp={"clicks": 3, "hq": ["Bad Times"]}, runner={"tags": tags, "rig": RIG},
                    decisions={"trash programs": answer}, name=name)


def test_bad_times_makes_the_runner_trash_programs_down_to_the_lowered_limit(tmp_path):
    result = _bad_times(tmp_path, ["Magnum Opus"])
    assert at(result, "runner.memory") == {"used": 2, "limit": 2}
    assert at(result, "runner.heap") == ["Magnum Opus"]


@pytest.mark.parametrize("answer", [["Magnum Opus", "Corroder"], ["Harbinger", "Magnum Opus"], ["Corroder"]])
def test_a_set_with_a_program_that_could_be_left_out_or_too_small_is_refused(tmp_path, answer):
    with pytest.raises(ScenarioError, match="not a set of programs the Runner may trash"):
        _bad_times(tmp_path, answer)


def test_bad_times_cannot_be_played_while_the_runner_is_untagged(tmp_path):
    with pytest.raises(ScenarioError, match="cannot be played: the Runner is not tagged"):
        _bad_times(tmp_path, ["Magnum Opus"], tags=0)
