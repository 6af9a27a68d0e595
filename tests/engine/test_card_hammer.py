"""Hammer: during an encounter with it, no more than 1 of its printed subroutines can be broken
except using killers; and its subroutines (a tag, trash a resource or hardware, trash a program
that is not a decoder, fracter or killer)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario

ALL = [1, 2, 3]


def _hammer(tmp_path, name, rig, plan, credits=10, **answers):
    return run_past(tmp_path, "Hammer", runner={"credits": credits, "rig": rig}, name=name,
                    decisions={"break Hammer": plan, **answers})


def test_a_killer_breaks_every_subroutine_of_hammer(tmp_path):
    result = _hammer(tmp_path, "killer", ["Garrote"], {"with": "Garrote", "subroutines": ALL})
    assert (at(result, "runs.0.outcome"), at(result, "runner.tags")) == ("successful", 0)


def test_a_non_killer_cannot_break_two_printed_subroutines_of_hammer(tmp_path):
    with pytest.raises(ScenarioError, match="Mayfly cannot break those subroutines of Hammer"):
        _hammer(tmp_path, "ai", ["Mayfly"], {"with": "Mayfly", "subroutines": [1, 2]})


def test_a_non_killer_breaks_one_and_the_other_two_resolve(tmp_path):
    result = _hammer(tmp_path, "one", ["Mayfly", "Corroder", "Imp"], {"with": "Mayfly", "subroutines": [2]},
                     **{"Hammer target": "Imp"})
    assert at(result, "runner.tags") == 1
    assert at(result, "runner.rig") == ["Corroder"]  # Mayfly trashed after the run; Imp was the only choice
    assert at(result, "runs.0.outcome") == "successful"


def test_a_killer_may_break_the_rest_after_a_non_killer_broke_one(tmp_path):
    plans = [{"with": "Mayfly", "subroutines": [1]}, {"with": "Garrote", "subroutines": [2, 3]}]
    result = _hammer(tmp_path, "mixed", ["Mayfly", "Garrote"], plans)
    assert (at(result, "runner.tags"), at(result, "runs.0.outcome")) == (0, "successful")


def test_boomerang_breaks_only_one_printed_subroutine_of_hammer(tmp_path):
    """Boomerang breaks "up to 2", but on Hammer an answer of 2 is refused; 1 is allowed."""
    def play(choice, name):
        return scenario(tmp_path, actions=[{"runner": "install Boomerang"}, {"runner": "run Server 1"}], name=name,
                        corp={"servers": {"Server 1": {"ice": ["Hammer"]}}},
                        runner={"credits": 2, "grip": ["Boomerang"]},
                        decisions={"Boomerang target": "Hammer", "jack out": "no", "break Hammer": "no",
                                   "abilities at encounter Hammer": "Boomerang", "Boomerang choice": choice,
                                   "use Boomerang": "no"})
    with pytest.raises(ScenarioError, match="Boomerang cannot break those subroutines"):
        play(["1: Give the Runner 1 tag.", "2: Trash 1 installed resource or piece of hardware."], "two")
    one = play(["1: Give the Runner 1 tag."], "one")
    assert at(one, "runner.tags") == 0
