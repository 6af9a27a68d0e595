"""Attempts at a moment inside a run (`at: encounter Ice Wall`): an action is refused there with the rule
that forbids it, a paid ability or the approached ice's rez is allowed and carried out."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import scenario

CORP = {"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Ice Wall", {"card": "Enigma", "rezzed": False}]}}}
RUNNER = {"credits": 3, "stack": ["Sure Gamble", "Diesel"],
          "rig": ["Corroder", {"card": "Datasucker", "counters": {"virus": 1}}, "Zer0"]}
ANSWERS = {"break Ice Wall": "Corroder", "jack out": "no", "rez Enigma": "no"}


def run_with(tmp_path, *during, runner=RUNNER):
    actions = [{"runner": "run Server 1"}, *({**item, "attempt": True} for item in during)]
    return scenario(tmp_path, actions=actions, corp=CORP, runner=runner, decisions=ANSWERS)["final_state"]


def test_drawing_with_a_click_during_an_encounter_is_refused_with_its_rule(tmp_path):
    state = run_with(tmp_path, {"at": "encounter Ice Wall", "runner": "draw"})
    assert state["attempts"] == [{
        "action": "draw", "at": "encounter Ice Wall", "allowed": False, "rule": "cr/rule_paid_ability_window_options",
        "reason": "no action can be taken during a run: its paid ability windows let players use paid abilities "
                  "and rez cards, never take actions"}]
    assert state["runner"]["grip"] == []  # nothing drawn
    assert state["runner"]["clicks"] == 3  # only the run's [click] spent


def test_a_click_ability_during_an_encounter_is_an_action_and_refused(tmp_path):
    state = run_with(tmp_path, {"at": "encounter Ice Wall", "runner": "use Zer0"})
    refused = state["attempts"][0]
    assert (refused["allowed"], refused["rule"]) == (False, "cr/rule_paid_ability_window_options")
    assert refused["reason"].startswith("Zer0's ability costs [click], so using it is an action")
    assert state["damage"]["net"] == 0


def test_a_paid_ability_in_the_encounters_paid_ability_window_is_allowed_and_used(tmp_path):
    state = run_with(tmp_path, {"at": "encounter Ice Wall", "runner": "use Datasucker"})
    assert state["attempts"] == [{"action": "use Datasucker", "at": "encounter Ice Wall", "allowed": True,
                                  "reason": None, "rule": "cr/rule_paid_ability_window_options"}]
    assert state["cards"]["Datasucker"]["counters"] == {}
    assert state["runs"][0]["encounters"][0]["strength"] == 1  # its strength as the encounter began


def test_a_paid_ability_whose_cost_cannot_be_paid_is_refused(tmp_path):
    bare = {**RUNNER, "rig": ["Corroder", "Datasucker"]}
    state = run_with(tmp_path, {"at": "encounter Ice Wall", "runner": "use Datasucker"}, runner=bare)
    assert state["attempts"][0]["allowed"] is False
    assert state["attempts"][0]["rule"] == "cr/rule_cost"


def test_the_corp_rezzes_only_the_ice_being_approached(tmp_path):
    state = run_with(tmp_path, {"at": "approach Ice Wall", "corp": "rez Enigma"},
                     {"at": "approach Enigma", "corp": "rez Enigma"})
    first, second = state["attempts"]
    assert (first["allowed"], first["rule"]) == (False, "cr/rule_rez_ice_restriction")
    assert (second["allowed"], second["rule"]) == (True, "cr/rule_paid_ability_window_corp_rez_ice")
    assert state["runs"][0]["encounters"][1]["ice"] == "Enigma"  # rezzed, so encountered


def test_an_attempt_whose_moment_never_comes_is_an_error_naming_it(tmp_path):
    with pytest.raises(ScenarioError, match=r"at 'encounter Enigma': that moment did not come .*approach Enigma"):
        run_with(tmp_path, {"at": "encounter Enigma", "runner": "draw"})


def test_the_second_time_a_moment_comes_is_named_with_its_ordinal(tmp_path):
    state = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 1"},
                                        {"at": "encounter Ice Wall (1)", "runner": "use Datasucker", "attempt": True}],
                     corp=CORP, runner=RUNNER, decisions=ANSWERS)["final_state"]
    assert state["attempts"][0]["allowed"] is True
    assert [e["strength"] for r in state["runs"] for e in r["encounters"]] == [1, 1]


@pytest.mark.parametrize(("item", "message"), [
    ({"at": "encounter Ice Wall", "runner": "draw"}, r"actions\[0\]\.at: an action at a moment follows"),
    ({"at": "lunch time", "runner": "draw"}, r"actions\[1\]\.at: unknown moment 'lunch time'"),
    ({"at": "approach Ice Wall", "corp": "rez Nobody"}, r"actions\[1\]\.corp: unknown card 'Nobody'"),
])
def test_a_moment_is_checked_when_the_file_loads(tmp_path, item, message):
    actions = [item] if "follows" in message else [{"runner": "run Server 1"}, item]
    with pytest.raises(ScenarioError, match=message):
        scenario(tmp_path, actions=actions, corp=CORP, runner=RUNNER, decisions=ANSWERS)


def test_without_attempt_a_refusal_at_a_moment_stops_the_scenario(tmp_path):
    with pytest.raises(ScenarioError, match="no action can be taken during a run"):
        scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"at": "encounter Ice Wall", "runner": "draw"}],
                 corp=CORP, runner=RUNNER, decisions=ANSWERS)


def test_a_rez_or_a_paid_ability_listed_among_the_actions_is_taken_in_the_action_phases_window(tmp_path):
    """Not actions: no [click] is spent, and the checks of that window answer (ice only when approached)."""
    corp = {"clicks": 3, "hq": ["Hedge Fund"],
            "servers": {"Server 1": {"ice": [{"card": "Enigma", "rezzed": False}],
                                     "root": [{"card": "PAD Campaign", "rezzed": False}]}}}
    state = scenario(tmp_path, turn="corp", corp=corp, runner={"rig": ["Fall Guy"]},
                     actions=[{"corp": "rez Enigma", "attempt": True}, {"corp": "rez PAD Campaign", "attempt": True},
                              {"runner": "use Fall Guy", "attempt": True}, {"corp": "gain credit"}],
                     decisions={"rez PAD Campaign": "no"})["final_state"]
    assert [(a["action"], a["at"], a["allowed"], a["rule"]) for a in state["attempts"]] == [
        ("rez Enigma", "Corp action phase", False, "cr/rule_rez_ice_restriction"),
        ("rez PAD Campaign", "Corp action phase", True, "cr/rule_paid_ability_window_corp_rez"),
        ("use Fall Guy", "Corp action phase", True, "cr/rule_paid_ability_window_options")]
    assert (state["corp"]["clicks"], state["corp"]["credits"]) == (2, 4)  # only gain credit took a [click]
    assert state["runner"]["heap"] == ["Fall Guy"] and state["runner"]["credits"] == 7
