"""Break abilities that are not an icebreaker's: a bioroid's "Lose [click]: Break 1 subroutine on
this ice", Always Be Running's once-per-turn break, and ice the Runner cannot break with AI programs."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, traced

ELI = """
    title: The Runner loses clicks to break Eli 1.0 with its own ability
    example: cr/rule_costs_with_click/example/1
    runner:
      clicks: {clicks}
    corp:
      servers:
        Server 1:
          ice: [Eli 1.0]
          root: [Hostile Takeover]
    actions:
      - runner: run Server 1
    decisions:
      jack out: no
      break Eli 1.0: {plan}
    expect:
      - runs.0.outcome: {outcome}
"""


def test_losing_a_click_per_subroutine_breaks_eli_and_the_run_goes_on(run_text):
    result = run_text(ELI.format(clicks=3, plan="Eli 1.0", outcome="successful"))
    assert [c for c in result["checks"] if not c["ok"]] == []
    final = result["final_state"]
    assert final["runner"]["clicks"] == 0  # 1 for the run, 1 per subroutine broken
    assert final["runs"][0]["encounters"][0]["broken"] == 2
    assert final["runner"]["score_area"] == ["Hostile Takeover"]
    lost = [e for e in result["trace"] if "loses [click]" in e["text"]]
    assert len(lost) == 2 and "cr/rule_costs_with_click" in lost[0]["cites"]


def test_counterfactual_one_click_breaks_one_subroutine_and_the_other_ends_the_run(run_text):
    result = run_text(ELI.format(clicks=2, plan="{with: Eli 1.0, subroutines: [1]}",
                                 outcome="unsuccessful"))
    assert [c for c in result["checks"] if not c["ok"]] == []
    assert result["final_state"]["runner"]["clicks"] == 0
    assert result["final_state"]["runs"][0]["ended_by"] == "Eli 1.0's subroutine"


def test_breaking_both_subroutines_with_one_click_left_is_refused(run_text):
    with pytest.raises(ScenarioError, match="cannot pay lose \\[click\\]\\[click\\] to break Eli 1.0"):
        run_text(ELI.format(clicks=2, plan="Eli 1.0", outcome="successful"))


def test_without_clicks_the_bioroid_ability_is_not_offered(tmp_path):
    result = run_past(tmp_path, "Eli 1.0", runner={"clicks": 1})
    assert "break Eli 1.0" not in [d["decision"] for d in at(result, "decisions")]
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_fairchild_breaks_up_to_2_subroutines_for_2_clicks(tmp_path):
    result = run_past(tmp_path, "Fairchild 2.0", runner={"clicks": 3, "grip": ["Sure Gamble"]},
                      decisions={"break Fairchild 2.0": {"with": "Fairchild 2.0", "subroutines": [1, 2]}})
    assert at(result, "runner.clicks") == 0
    assert at(result, "runs.0.encounters.0.broken") == 2
    assert at(result, "runner.core_damage") == 1  # the third subroutine was not broken
    assert at(result, "payments") == []


def test_swordsman_cannot_be_broken_with_an_ai_program(tmp_path):
    result = run_past(tmp_path, "Swordsman", runner={"rig": ["Crypsis"], "grip": ["Sure Gamble"]},
                      decisions={"Swordsman target": "Crypsis"})
    assert traced(result, "Crypsis cannot break subroutines on Swordsman")
    assert at(result, "runner.rig") == []  # its first subroutine trashed the AI program
    assert "Crypsis" in at(result, "runner.heap")
    assert at(result, "damage.net") == 1


def test_counterfactual_a_killer_breaks_swordsman(tmp_path):
    result = run_past(tmp_path, "Swordsman", runner={"rig": ["Mimic"]}, decisions={"break Swordsman": "Mimic"})
    assert at(result, "runs.0.encounters.0.broken") == 2
    assert at(result, "runner.rig") == ["Mimic"]


def test_turing_cannot_be_broken_with_an_ai_program(tmp_path):
    result = run_past(tmp_path, "Turing", runner={"rig": ["Crypsis"], "credits": 9},
                      decisions={"Turing choice": "end the run"})
    assert traced(result, "Crypsis cannot break subroutines on Turing")
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_always_be_running_breaks_one_subroutine_once_per_turn(tmp_path):
    result = run_past(tmp_path, "Spiderweb", runner={"rig": ["Always Be Running"], "clicks": 4},
                      decisions={"break Spiderweb": {"with": "Always Be Running", "subroutines": [2]}})
    assert at(result, "runner.clicks") == 1
    assert at(result, "runs.0.encounters.0.broken") == 1
    assert at(result, "runs.0.ended_by") == "Spiderweb's subroutine"


def test_always_be_running_cannot_break_twice_in_a_turn(tmp_path):
    with pytest.raises(ScenarioError, match="once per turn"):
        run_past(tmp_path, "Spiderweb", runner={"rig": ["Always Be Running"], "clicks": 4},
                 decisions={"break Spiderweb": {"with": "Always Be Running", "subroutines": [1, 2]}})
