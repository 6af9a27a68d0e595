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


def test_a_wormhole_chosen_again_by_the_other_is_asked_again_not_answered_by_the_first_answer(tmp_path):
    # with Ice Wall rezzed too, the Corp could stop the loop (not the mandatory loop of
    # cr/rule_mandatory_infinite_loop): each time it is asked on its own, so one answer never loops without end
    corp = {"servers": {"R&D": {"ice": ["Wormhole"]}, "Archives": {"ice": ["Ice Wall"]}}}
    with pytest.raises(DecisionNeeded) as asked:
        run_past(tmp_path, ["Wormhole"], server="HQ", corp=corp, decisions={"Wormhole target": "Wormhole"})
    assert (asked.value.name, asked.value.options) == ("Wormhole target #2", ["Wormhole", "Ice Wall"])
    ended = run_past(tmp_path, ["Wormhole"], server="HQ", corp=corp, name="ended", decisions={
        "Wormhole target": "Wormhole", "Wormhole target #2": "Ice Wall"})
    assert at(ended, "runs.0.outcome") == "unsuccessful"
    assert traced(ended, "Wormhole's only choice is End the run.")


def test_a_stack_search_for_a_program_may_fail_to_find_the_only_one(tmp_path):
    # Test Run: "Search your stack or heap for 1 program": the stack is a deck, so the Runner may fail to find it
    from tests.engine.card_play import scenario
    runner = {"grip": ["Test Run"], "stack": ["Corroder", "Sure Gamble"], "credits": 5}
    with pytest.raises(DecisionNeeded) as asked:
        scenario(tmp_path, actions=[{"runner": "play Test Run"}], runner=runner, decisions={"Test Run choice": "stack"})
    assert (asked.value.name, asked.value.options) == ("Test Run target", ["Corroder", "no"])
    none = scenario(tmp_path, actions=[{"runner": "play Test Run"}], runner=runner, name="none",
                    decisions={"Test Run choice": "stack", "Test Run target": "no"})
    assert traced(none, "and finds nothing; the stack is shuffled.")
    assert at(none, "runner.rig") == []


def test_patchworks_one_other_grip_card_is_trashed_without_asking_which(tmp_path):
    # "you may trash 1 card from your grip": whether is asked ("use Patchwork"), which is no choice with one card
    from tests.engine.card_play import scenario
    runner = {"grip": ["Corroder", "Sure Gamble"], "rig": ["Patchwork"], "credits": 0}
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}], runner=runner,
                      decisions={"use Patchwork": "yes"})
    assert traced(result, "Patchwork's only target is Sure Gamble.")
    assert (at(result, "runner.heap"), at(result, "runner.rig")) == (["Sure Gamble"], ["Patchwork", "Corroder"])
