"""Attempted actions: a refusal the rules require is part of the outcome, and the player keeps the [click]."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import scenario

RIG = {"credits": 0, "grip": ["Sure Gamble"], "stack": ["Easy Mark", "Diesel", "Inside Job", "Infiltration"],
       "rig": ["Zer0"]}


def test_a_once_per_turn_ability_attempted_twice_is_refused_and_costs_nothing(tmp_path):
    state = scenario(tmp_path, actions=[{"runner": "use Zer0"}, {"runner": "use Zer0", "attempt": True}],
                     runner=RIG)["final_state"]
    assert state["refused"] == [{"action": "use Zer0", "reason": "Zer0's ability can be used only once per turn"}]
    assert state["damage"]["net"] == 1
    assert state["runner"]["clicks"] == 3


def test_an_attempt_the_rules_allow_is_carried_out(tmp_path):
    state = scenario(tmp_path, actions=[{"runner": "use Zer0", "attempt": True}], runner=RIG)["final_state"]
    assert state["refused"] == []
    assert state["runner"]["credits"] == 1


def test_without_attempt_a_forbidden_action_stops_the_scenario(tmp_path):
    with pytest.raises(ScenarioError, match="only once per turn"):
        scenario(tmp_path, actions=[{"runner": "use Zer0"}, {"runner": "use Zer0"}], runner=RIG)


def test_attempt_must_be_true_or_false(tmp_path):
    with pytest.raises(ScenarioError, match=r"actions\[0\]\.attempt: expected true or false"):
        scenario(tmp_path, actions=[{"runner": "use Zer0", "attempt": "maybe"}], runner=RIG)


def test_clan_vengeance_trashes_a_random_hq_card_per_power_counter(tmp_path):
    """1 power counter, and a 2nd for the net damage of Zer0's cost: 2 of the 3 cards in HQ. The whole turn is shown:
    Zer0's "once per turn" is not known on a board that starts after an unshown action."""
    actions = [{"runner": "gain credit"} for _ in range(3)] + [{"runner": "use Zer0"}]
    state = scenario(tmp_path, actions=actions, corp={"hq": ["Hedge Fund", "Ice Wall", "Enigma"]},
                     runner={**RIG, "rig": ["Zer0", {"card": "Clan Vengeance", "counters": {"power": 1}}]},
                     decisions={"abilities at Runner action phase (4)": "Clan Vengeance"})["final_state"]
    assert len(state["corp"]["archives"]) == 2
    assert state["runner"]["heap"][-1] == "Clan Vengeance"


def test_the_corp_attempting_an_action_in_the_runners_turn_is_refused_with_its_rule(tmp_path):
    state = scenario(tmp_path, actions=[{"corp": "gain credit", "attempt": True}, {"runner": "use Zer0"}],
                     runner=RIG)["final_state"]
    assert state["attempts"] == [{
        "action": "gain credit", "at": None, "allowed": False, "rule": "cr/rule_actions_outside_action_phase",
        "reason": "it is the Runner's turn: the Corp takes actions only in their own action phase"}]
    assert (state["corp"]["credits"], state["runner"]["credits"]) == (5, 1)
