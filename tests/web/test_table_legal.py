"""`POST /api/table` with `legal`: the actions the engine says are legal on a board (at the next action
window, or at a moment of the run), each with its cost and the rule, and taking one by its `item`;
attempts inside a run answered allowed or refused with the rule."""

import json

import pytest

from tests.web.test_table_api import post

BOARD = {
    "runner": {"credits": 3, "grip": ["Sure Gamble", "Diesel"],
               "rig": ["Corroder", {"card": "Datasucker", "counters": {"virus": 1}}, "Zer0"]},
    "corp": {"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Ice Wall", {"card": "Enigma", "rezzed": False}]}}},
    "decisions": {"break Ice Wall": "Corroder", "jack out": "no", "rez Enigma": "no"},
}


def options(found) -> dict:
    return {o["action"]: o for o in found["legal"]["options"]}


def test_the_legal_actions_of_a_board_with_no_action_yet(client):
    found = post(client, {**BOARD, "legal": True})
    assert (found["legal"]["at"], found["legal"]["player"]) == ("action window", "runner")
    listed = options(found)
    assert listed["play Diesel"]["allowed"] is True
    assert listed["play Diesel"]["rule"]["address"].endswith("/runner_basic_action_event")
    assert "install Corroder" not in listed  # installed already, not in the grip
    gamble = listed["play Sure Gamble"]
    assert (gamble["allowed"], gamble["cost"]) == (False, "[click], 5[c]")
    assert gamble["reason"] == "the Runner cannot pay 5[c] for playing Sure Gamble"
    assert gamble["rule"]["address"].endswith("/rule_cost")
    assert listed["run Server 1"]["item"] == {"runner": "run Server 1"}
    assert listed["remove tag"]["allowed"] is False
    assert found["share_url"].startswith("/table?s=")


def test_every_legal_action_listed_is_taken_as_listed(client):
    """Each allowed option's item, added to the board's actions, is read and carried out by the engine."""
    listed = post(client, {**BOARD, "legal": True})["legal"]["options"]
    allowed = [o for o in listed if o["allowed"]]
    assert len(allowed) >= 6
    for chosen in allowed:
        found = post(client, {**BOARD, "decisions": {}, "actions": [chosen["item"]]})
        assert "verdict" in found or "question" in found, chosen


def test_after_the_boards_actions_the_list_is_at_the_next_action_window(client):
    found = post(client, {**BOARD, "actions": [{"runner": "play Diesel"}], "legal": True})
    listed = options(found)
    assert listed["play Sure Gamble"]["allowed"] is False  # 3[c], Diesel drew no Sure Gamble: still short
    assert "play Diesel" not in listed  # played


def test_inside_an_encounter_a_paid_ability_is_legal_and_actions_are_refused_with_their_rule(client):
    found = post(client, {**BOARD, "actions": [{"runner": "run Server 1"}], "legal": "encounter Ice Wall"})
    assert (found["legal"]["at"], found["legal"]["player"]) == ("encounter Ice Wall", "both")
    listed = options(found)
    sucker = listed["use Datasucker"]
    assert (sucker["allowed"], sucker["cost"], sucker["item"]) == (
        True, "remove 1 virus counter", {"runner": "use Datasucker", "at": "encounter Ice Wall"})
    draw = listed["draw"]
    assert draw["allowed"] is False
    assert draw["rule"]["address"].endswith("/rule_paid_ability_window_options")
    assert listed["rez Enigma"]["rule"]["address"].endswith("/rule_rez_ice_restriction")
    taken = post(client, {**BOARD, "actions": [{"runner": "run Server 1"}, draw["item"]]})  # the refusal, as a ruling
    assert draw["item"] == {"runner": "draw", "at": "encounter Ice Wall", "attempt": True}
    assert any("attempts to draw at encounter Ice Wall, but cannot" in s["text"] for s in taken["trace"])


def test_an_attempt_mid_run_is_answered_in_the_ruling(client):
    board = {**BOARD, "actions": [{"runner": "run Server 1"},
                                  {"at": "encounter Ice Wall", "runner": "draw", "attempt": True},
                                  {"at": "encounter Ice Wall", "runner": "use Datasucker", "attempt": True}]}
    found = post(client, board)
    assert [(a["action"], a["at"], a["allowed"], a["rule"]["address"].split("/")[-1]) for a in found["attempts"]] == [
        ("draw", "encounter Ice Wall", False, "rule_paid_ability_window_options"),
        ("use Datasucker", "encounter Ice Wall", True, "rule_paid_ability_window_options")]
    assert found["attempts"][0]["rule"]["title"].startswith("CR ")
    refused = [s for s in found["trace"] if "attempts to draw" in s["text"]]
    assert [c["address"].split("/")[-1] for c in refused[0]["cites"]] == [
        "step_encounter_paw", "rule_paid_ability_window_options"]
    assert any("attempts to use Datasucker at encounter Ice Wall: the rules allow it" in s["text"]
               for s in found["trace"])


@pytest.mark.parametrize(("legal", "message"), [
    ("lunch", "legal: expected true"),
    (3, "legal: expected true"),
    (None, "legal: expected true"),
])
def test_a_legal_that_is_not_a_moment_is_a_400_naming_it(client, legal, message):
    found = post(client, {**BOARD, "legal": legal}, status=400)
    assert found["error"].startswith(message)


def test_a_moment_that_never_comes_is_a_400_naming_the_moments_reached(client):
    found = post(client, {**BOARD, "actions": [{"runner": "run Server 1"}], "legal": "encounter Enigma"}, status=400)
    assert "encounter Enigma" in found["error"] and "approach Enigma" in found["error"]


def test_a_question_before_the_point_is_asked_first(client):
    board = {**BOARD, "decisions": {}, "actions": [{"runner": "run Server 1"}], "legal": "encounter Ice Wall"}
    assert "legal" in post(client, board)  # listed as the window opens, before the Runner breaks
    found = post(client, {**board, "legal": "movement after Ice Wall"})
    assert found["question"]["name"] == "break Ice Wall"


def test_the_share_url_asks_for_the_same_list(client):
    found = post(client, {**BOARD, "legal": True})
    again = client.get("/api/table?" + found["share_url"].split("?", 1)[1]).get_json()
    assert json.dumps(again["legal"], sort_keys=True) == json.dumps(found["legal"], sort_keys=True)


def test_the_legal_answer_is_as_the_openapi_document_says(client):
    from tests.web.test_openapi import conforms

    spec = client.get("/api/openapi.json").get_json()
    op = spec["paths"]["/api/table"]["post"]
    schema = op["responses"]["200"]["content"]["application/json"]["schema"]
    ruling = post(client, {**BOARD, "actions": [{"runner": "run Server 1"},
                                                 {"at": "encounter Ice Wall", "runner": "draw", "attempt": True}]})
    assert ruling["attempts"] and conforms(spec, schema, ruling) == []
    for legal in (True, "encounter Ice Wall"):
        found = post(client, {**BOARD, "actions": [{"runner": "run Server 1"}], "legal": legal})
        assert found["legal"]["options"]
        assert conforms(spec, schema, found) == []
    assert "legal" in op["requestBody"]["content"]["application/json"]["schema"]["properties"]


def test_a_question_inside_a_run_offers_the_runs_moments_to_list_the_options_at(client):
    """On the page, a run paused at a question offers each moment it reached as a link; the link lists
    what may be done there (as `legal: MOMENT` does), and a listed option is taken at that moment."""
    import re
    from html import unescape

    from rulesdb.table.ruling import share_url, shared_board

    board = {**{k: v for k, v in BOARD.items() if k != "decisions"}, "actions": [{"runner": "run Server 1"}],
             "decisions": {"break Ice Wall": "Corroder"}}
    html = client.get(share_url(board)).get_data(as_text=True)
    assert "Runner decides: jack out" in html  # a question inside the run
    links = {unescape(m[1]): unescape(m[0]) for m in re.findall(r'<a class="option moment" href="([^"]+)">([^<]+)</a>', html)}
    assert list(links)[:3] == ["initiation on Server 1", "approach Ice Wall", "encounter Ice Wall"]
    assert "encounter Enigma" not in links  # not reached before the question
    listed = client.get(links["encounter Ice Wall"]).get_data(as_text=True)
    assert "What can happen next" in listed
    api = post(client, {**board, "legal": "encounter Ice Wall"})
    for option in api["legal"]["options"]:
        assert unescape(option["action"]) in unescape(listed)
    use = next(o for o in api["legal"]["options"] if o["allowed"] and o["item"].get("at") == "encounter Ice Wall")
    taken = unescape(re.search(r'<a class="option" href="([^"]+)">runner: ' + re.escape(use["action"]), listed)[1])
    assert shared_board(taken.split("s=")[1])["actions"][-1] == use["item"]


MID_TURN_NOT_KNOWN = ("the scenario starts in the Runner's action phase with fewer [click] than allotted, so whether "
                      "this happened earlier in the turn is not known; start the scenario at the beginning of the turn")


def test_a_discount_not_known_mid_turn_marks_its_one_action_and_the_rest_are_listed(client):
    """Carmen's "costs 2[c] less if you made a successful run this turn" cannot be known on a board that starts after
    an unshown action: pricing it refused the whole list; now that action says why it is not known, naming Carmen,
    and taking it is still refused."""
    board = {"runner": {"clicks": 3, "credits": 5, "grip": ["Carmen", "Sure Gamble"]}, "corp": {"hq": ["Hedge Fund"]}}
    listed = options(post(client, {**board, "legal": True}))
    carmen = listed["install Carmen"]
    assert (carmen["allowed"], carmen["cost"], carmen["rule"]) == (None, "not known", None)
    assert carmen["reason"] == f'the engine cannot tell: Carmen: "a successful run this turn": {MID_TURN_NOT_KNOWN}'
    assert listed["play Sure Gamble"]["allowed"] is True and listed["run HQ"]["allowed"] is True
    refused = post(client, {**board, "actions": [{"runner": "install Carmen"}]}, status=400)
    assert 'Carmen: "a successful run this turn"' in refused["error"]


def test_a_run_cost_not_known_mid_turn_marks_the_runs_and_the_rest_are_listed(client):
    """Enhanced Login Protocol's [click] "to run a server for the first time each turn" is not known after an unshown
    action: each run is marked naming it, the other actions are listed, and running is still refused."""
    board = {"runner": {"clicks": 3, "credits": 5, "grip": ["Sure Gamble"]},
             "corp": {"hq": ["Hedge Fund"], "current": "Enhanced Login Protocol"}}
    listed = options(post(client, {**board, "legal": True}))
    run = listed["run HQ"]
    assert (run["allowed"], run["cost"]) == (None, "not known")
    assert run["reason"] == ('the engine cannot tell: Enhanced Login Protocol: "the basic action to run a server for '
                             f'the first time each turn": {MID_TURN_NOT_KNOWN}')
    assert listed["play Sure Gamble"]["allowed"] is True
    refused = post(client, {**board, "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no"}}, status=400)
    assert "Enhanced Login Protocol:" in refused["error"]


def test_a_rez_cost_not_known_mid_turn_marks_that_rez_and_the_rest_are_listed(client):
    """Reina Roja's "the first piece of ice the Corp rezzes each turn costs 1[c] more" after an unshown Corp action:
    pricing the rez refused the whole list; now the rez is marked naming Reina Roja."""
    board = {"turn": "corp", "corp": {"clicks": 2, "hq": ["Hedge Fund"],
                                      "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}},
             "runner": {"identity": "Reina Roja: Freedom Fighter"}}
    listed = options(post(client, {**board, "legal": True}))
    rez = listed["rez Ice Wall"]
    assert (rez["allowed"], rez["cost"], rez["rule"]) == (None, "not known", None)
    assert rez["reason"] == ('the engine cannot tell: Reina Roja: Freedom Fighter: "the first piece of ice the Corp '
                             "rezzes each turn\": the scenario starts in the Corp's action phase with fewer [click] "
                             "than allotted, so whether this happened earlier in the turn is not known; start the "
                             "scenario at the beginning of the turn")
    assert listed["play Hedge Fund"]["allowed"] is True
