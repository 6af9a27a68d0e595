"""The legal actions on a board, each judged by the engine's own checks (by trying it), with its cost and
the rule that allows or forbids it; a refused attempt leaves the board as it was."""

import pytest

from rulesdb.engine.scenario.legal import legal_actions
from rulesdb.errors import ScenarioError
from rulesdb.table.board import read_board
from tests.engine.card_play import scenario

CORP_TURN = {
    "turn": "corp",
    "corp": {"credits": 4, "clicks": 3, "hq": ["Ice Wall", "BOOM!", "Hostile Takeover", "Bad Times"], "rd": ["IPO"],
             "servers": {"Server 1": {"root": [{"card": "Project Atlas", "advancement": 1}]}}},
    "runner": {"tags": 0, "rig": ["Daily Casts"]},
}


def listed(board: dict, at: str = "") -> dict:
    found = legal_actions(read_board(board, no_actions=True), at)
    return {o["action"]: o for o in found["options"]}


def test_the_corps_actions_each_with_its_cost_and_rule():
    options = listed(CORP_TURN)
    ice = options["install Ice Wall in Server 1"]
    assert (ice["allowed"], ice["cost"], ice["rule"]) == (True, "[click], 0[c]", "cr/rule_corp_basic_action_install")
    assert options["install Ice Wall in HQ"]["cost"] == "[click], 0[c]"
    assert options["install Hostile Takeover in new remote"]["item"] == {"corp": "install Hostile Takeover in new remote"}
    assert "install Hostile Takeover in HQ" not in options  # an agenda goes in a remote's root
    assert (options["advance Project Atlas"]["allowed"], options["advance Project Atlas"]["cost"]) == (True, "[click], 1[c]")
    assert options["purge"]["cost"] == "[click][click][click]"


def test_a_play_restriction_not_met_is_refused_with_its_rule():
    options = listed(CORP_TURN)
    boom = options["play BOOM!"]
    assert (boom["allowed"], boom["rule"]) == (False, "cr/rule_act_restriction")
    assert boom["reason"] == "BOOM! cannot be played: the Runner has fewer than 2 tags"
    trash = options["trash Daily Casts"]
    assert (trash["allowed"], trash["rule"]) == (False, "cr/rule_tagged_trash_resource")  # CR 10.5.3: "while tagged"


def test_removing_a_tag_is_refused_by_the_rule_that_allows_it_only_while_tagged():
    remove = listed({"runner": {"credits": 5}})["remove tag"]
    assert (remove["allowed"], remove["rule"]) == (False, "cr/rule_tagged_remove_tag")  # CR 10.5.4
    assert listed({"runner": {"credits": 5, "tags": 1}})["remove tag"]["allowed"] is True


def test_the_same_board_tagged_allows_what_a_tag_allows():
    tagged = {**CORP_TURN, "runner": {"tags": 1, "rig": ["Daily Casts"]}}
    options = listed(tagged)
    assert options["trash Daily Casts"]["allowed"] is True
    assert options["play Bad Times"]["allowed"] is True


def test_listing_at_a_moment_needs_the_action_that_makes_the_run():
    with pytest.raises(ScenarioError, match="legal: a moment of a run needs the action that makes the run"):
        listed({"runner": {"rig": ["Corroder"]}}, at="encounter Ice Wall")


def test_a_refused_play_keeps_the_card_in_the_grip(tmp_path):
    state = scenario(tmp_path, actions=[{"runner": "play Sure Gamble", "attempt": True}],
                     runner={"credits": 2, "grip": ["Sure Gamble"]})["final_state"]
    assert state["refused"] == [{"action": "play Sure Gamble",
                                 "reason": "the Runner cannot pay 5[c] for playing Sure Gamble"}]
    assert state["attempts"][0]["rule"] == "cr/rule_cost"
    assert (state["runner"]["grip"], state["runner"]["heap"], state["runner"]["clicks"]) == (["Sure Gamble"], [], 4)


def test_copies_of_a_card_are_named_once_each_by_where_it_is():
    two = {**CORP_TURN, "corp": {**CORP_TURN["corp"], "servers": {
        f"Server {n}": {"root": [{"card": "Project Atlas", "advancement": 1}]} for n in (1, 2)}}}
    found = [o["action"] for o in legal_actions(read_board(two, no_actions=True))["options"]]
    assert [a for a in found if a.startswith("advance Project Atlas")] == [
        "advance Project Atlas in Server 1", "advance Project Atlas in Server 2"]  # the bare title would be refused


def test_past_the_bound_an_action_is_listed_as_not_tried(monkeypatch):
    from rulesdb.engine.scenario import legal

    monkeypatch.setattr(legal, "MAX_TRIED", 2)
    found = legal_actions(read_board(CORP_TURN, no_actions=True))["options"]
    assert [o["allowed"] for o in found[:2]] == [True, True]
    assert {(o["allowed"], o["rule"], o["reason"]) for o in found[2:]} == {
        (None, None, "not tried: the listing tries the first 2 actions")}


def test_the_action_window_lists_the_paid_abilities_and_rezzes_of_the_window_before_it():
    board = {"turn": "corp", "corp": {"clicks": 3, "servers": {"Server 1": {
        "ice": [{"card": "Enigma", "rezzed": False}], "root": [{"card": "PAD Campaign", "rezzed": False}]}}},
        "runner": {"rig": ["Fall Guy"]}}
    options = listed(board)
    assert (options["rez PAD Campaign"]["allowed"], options["rez PAD Campaign"]["cost"]) == (True, "2[c]")
    assert options["rez PAD Campaign"]["item"] == {"corp": "rez PAD Campaign"}
    assert options["rez Enigma"]["rule"] == "cr/rule_rez_ice_restriction"
    assert (options["use Fall Guy"]["player"], options["use Fall Guy"]["allowed"]) == ("runner", True)
