"""A choice the rules leave to one option is made by the engine, the trace saying so (state/only_choice.py): a
target an instruction requires (cr/rule_announce_targets), a card a cost is paid with (cr/rule_cost). A "may" choice
and a search, which may fail to find (cr/rule_fail_to_find), are still asked."""

import pytest

from rulesdb.engine.state.decisions import Answer, Decider
from rulesdb.errors import DecisionNeeded, ScenarioError
from tests.engine.card_play import at, run_past, traced


def test_rototurrets_only_target_is_the_one_installed_program(tmp_path):
    result = run_past(tmp_path, ["Rototurret"], runner={"rig": ["Datasucker"]},
                      decisions={"break Rototurret": "no", "jack out": "no"})
    assert traced(result, "Rototurret's only target is Datasucker.")
    assert at(result, "runner.heap") == ["Datasucker"]


def test_a_mandatory_choice_with_one_option_reads_an_answer_given_and_asks_with_two():
    decider = Decider((Answer("Azef Protocol target", "Ice Wall", 3),), None, "file.yaml")
    assert decider.ask("Azef Protocol target", ["Ice Wall"], "Corp", must=True) == "Ice Wall"
    assert decider.unused() == []  # the answer naming the only option was read, not left unused
    assert Decider((), None, "f").ask("Wendigo target", ["Imp"], "Corp", must=True) == "Imp"
    with pytest.raises(ScenarioError, match="'Palisade' is not one of the options"):
        Decider((Answer("Azef Protocol target", "Palisade", 3),), None, "f").ask(
            "Azef Protocol target", ["Ice Wall"], "Corp", must=True)
    with pytest.raises(DecisionNeeded):
        Decider((), None, "f").ask("Wendigo target", ["Imp", "Mimic"], "Corp", must=True)
    with pytest.raises(DecisionNeeded):  # not mandatory: even one option is asked
        Decider((), None, "f").ask("swap Thimblerig", ["Tollbooth"], "Corp")
