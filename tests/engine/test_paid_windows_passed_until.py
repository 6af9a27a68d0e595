"""`abilities until <moment>: pass`: both players pass in every paid ability window before the named one, which is then
asked as any window (rulesdb/engine/timing/passing.py). Corroder's "+1 strength" can be used in every window of the
Runner's turn; Wall of Static (strength 3) is approached with 2[c]."""

import pytest

from rulesdb.errors import DecisionNeeded, ScenarioError

BOARD = """
title: Corroder against Wall of Static
example: cr/rule_icebreaker_strength_increase_outside_of_encounter/example/1
corp:
  servers:
    Server 1:
      ice: [Wall of Static]
runner:
  credits: 2
  rig: [Corroder]
actions:
  - runner: run Server 1
expect:
  - runs.0.outcome: unsuccessful
decisions:
{decisions}
"""


def played(run_text, decisions: str) -> dict:
    return run_text(BOARD.format(decisions=decisions))


def test_corroder_pumped_at_the_approach_after_passing_until_it_rules_as_the_answer_per_window(run_text):
    """The worked example cr/rule_icebreaker_strength_increase_outside_of_encounter/example/1: the boost used at the
    approach ends at the next checkpoint, 1[c] is left and Wall of Static ends the run. Each window before the approach
    is a step naming it and the answer that passed it."""
    result = played(run_text, "  abilities until approach Wall of Static: pass\n"
                              "  abilities at approach Wall of Static: Corroder\n  abilities: pass\n"
                              "  break Wall of Static: 'no'")
    assert (result["final_state"]["runner"]["credits"], result["final_state"]["runs"][0]["outcome"]) == \
        (1, "unsuccessful")
    passed = [e["text"] for e in result["trace"] if "abilities until" in e["text"]]
    assert passed == [f'Paid ability window at {w}: Corroder could be used; both players pass (the answer "abilities '
                      'until approach Wall of Static: pass").'
                      for w in ("Runner turn start", "Runner turn begins", "initiation on Server 1")]
    assert all("cr/rule_ability_window_priority" in e["cites"] for e in result["trace"]
               if "abilities until" in e["text"])


def test_the_window_named_by_until_is_asked_not_passed(run_text):
    with pytest.raises(DecisionNeeded) as asked:
        played(run_text, "  abilities until approach Wall of Static: pass")
    assert asked.value.name == "abilities at approach Wall of Static"
    assert asked.value.options[:2] == ["pass", "Corroder (1[c]: +1 strength.)"]


def test_windows_passed_until_a_later_one_keep_their_names_and_are_recorded(run_text):
    """The windows passed are counted and recorded as asked ones, with the answer that passed them: the decisions made
    are those of the file answering each window on its own, the same names in the same order."""
    each = played(run_text, "".join(f"  abilities at {w}: pass\n" for w in (
        "Runner turn start", "Runner turn begins", "initiation on Server 1", "approach Wall of Static",
        "Runner action phase")) + "  jack out: 'no'\n"
        "  break Wall of Static: 'no'")
    until = played(run_text, "  abilities until Runner action phase: pass\n  abilities: pass\n  jack out: 'no'\n"
                             "  break Wall of Static: 'no'")
    names = [d["decision"] for d in each["final_state"]["decisions"]]
    assert names == [d["decision"] for d in until["final_state"]["decisions"]]
    assert [d.get("by") for d in until["final_state"]["decisions"] if d["decision"].startswith("abilities")] == \
        ["abilities until Runner action phase"] * 4 + [None]
    assert names[4] == "break Wall of Static"  # Wall of Static's "End the run." ends it: no movement windows


def test_until_takes_pass_only(run_text):
    with pytest.raises(ScenarioError, match="abilities until approach Wall of Static: the answer is pass"):
        played(run_text, "  abilities until approach Wall of Static: Corroder")


def test_until_a_moment_that_never_comes_is_refused_not_passed_to_the_end(run_text):
    """Wall of Static's "End the run." ends the run: no window after the approach of a second ice comes, and the answer
    would have passed every window to the end unasked."""
    with pytest.raises(ScenarioError, match="abilities until encounter Ice Wall: the engine never asks this decision in "
                                            "this run: no paid ability window at encounter Ice Wall came"):
        played(run_text, "  abilities until encounter Ice Wall: pass\n  break Wall of Static: 'no'")
