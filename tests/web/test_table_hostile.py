"""The Table attacked as a hostile user and as a judge typing fast on a phone would: junk at every level of a
board, an answer of the wrong shape, a share link cut short or tampered with, a form sent with repeated or
unknown parameters. Each gets one line naming the field or parameter at fault: never a 5xx, a traceback, a hang,
or an answer silently changed."""

import time

import pytest

from rulesdb.table.ruling import share_url
from rulesdb.web.table import scenario_board


def board_asking(app, client, scenario: str, name: str) -> dict:
    """A shipped scenario's board played with its own answers up to the question `name`."""
    with app.test_request_context():
        data = scenario_board(scenario)
    board = {k: v for k, v in data.items() if k not in ("expect", "decisions")}
    given: dict = {}
    for _ in range(12):
        asked = client.post("/api/table", json=dict(board, decisions=given)).get_json()["question"]
        if asked["name"] == name:
            return dict(board, decisions=given)
        given[asked["name"]] = (data.get("decisions") or {}).get(asked["name"], asked["options"][0])
    raise AssertionError(f"{scenario} never asks {name!r}")


def one_line(response, status=400) -> str:
    assert response.status_code == status, response.get_data(as_text=True)[:300]
    text = response.get_data(as_text=True)
    assert "Traceback" not in text
    return text


@pytest.mark.parametrize(("scenario", "name", "params", "line"), [
    # "²" is a digit to str.isdigit but not to int(): the number typed on a phone was a 500
    ("rule_mandatory_infinite_loop-1", "Wormhole loop", {"a": "²"}, "type a number, 0 or more (got &#39;²&#39;)"),
    ("rule_spend_credits-1", "pay Atman's ability", {"p0": "²", "p1": "0"}, "pool: a number from 0 to 2 (got &#39;²&#39;)"),
])
def test_a_superscript_digit_typed_as_a_number_is_the_question_again_with_one_line(
        app, client, scenario, name, params, line):
    board = board_asking(app, client, scenario, name)
    sent = {"s": share_url(board).split("s=", 1)[1], "q": name, **params}
    assert line in one_line(client.get("/table", query_string=sent))


@pytest.mark.parametrize("where", ["runner.rig", "corp.hq"])
def test_a_card_name_thousands_of_letters_long_is_refused_at_once_naming_its_field(client, where):
    """"Did you mean" compared every letter typed with every title's: 200 letters took 20 s, 10,000 about 400 s."""
    side, pile = where.split(".")
    board = {side: {pile: ["x" * 10_000]}, "actions": [{"runner": "run HQ"}]}
    started = time.perf_counter()
    error = client.post("/api/table", json=board).get_json()["error"]
    assert time.perf_counter() - started < 5
    assert error.startswith(f"{where}[0]: unknown card 'xxx") and "\n" not in error


def test_did_you_mean_still_forgives_the_same_slips():
    from rulesdb.spelling import closest, slips

    titles = ["Corroder", "Cortex Lock", "Gordian Blade", "The Maker’s Eye", "Day Job"]
    assert closest("Corrodr", titles) == ["Corroder"] and closest("Gordain Blade", titles) == ["Gordian Blade"]
    assert closest("Makers Eye", titles) == ["The Maker’s Eye"] and closest("Bank Job", titles) == []
    assert [slips("gordain", "gordian", most=3), slips("bank job", "day job", most=2)] == [1, 3]


@pytest.mark.parametrize("ice", [-1, 1.5, 10**30, True])
def test_a_number_where_a_servers_ice_is_listed_is_named_not_an_engine_failure(client, ice):
    board = {"corp": {"servers": {"Server 1": {"ice": ice, "root": ["Hostile Takeover"]}}},
             "actions": [{"runner": "run Server 1"}]}
    response = client.post("/api/table", json=board)
    assert one_line(response) and response.get_json()["error"].startswith("corp.servers.Server 1.ice: expected a list")


def test_a_run_on_a_remote_laid_out_empty_is_refused_naming_the_action_and_the_rule(client):
    """An empty remote ceases to exist at the first checkpoint (cr/rule_remote_server_cease_to_exist); the run the
    board then makes on it was a KeyError inside the engine."""
    board = {"corp": {"servers": {"Server 1": {}}}, "actions": [{"runner": "run Server 1"}]}
    error = client.post("/api/table", json=board).get_json()["error"]
    assert error == ("actions[0].runner: Server 1 does not exist: a remote server with no ice and nothing in its "
                     "root ceases to exist")
    tried = client.post("/api/table", json=dict(board, actions=[{"runner": "run Server 1", "attempt": True}]))
    refused = tried.get_json()["attempts"]
    assert refused and refused[0]["rule"]["address"].endswith("step_checkpoint_remote_server")


@pytest.mark.parametrize("plan", [{"install": "Enigma", "in": []}, {"install": 5, "in": {"Server": 1}, "trash": "x"}])
def test_drafters_plan_with_a_list_where_its_server_is_says_the_shape_it_takes(app, client, plan):
    """A list as Drafter's `in` was a TypeError inside its check ('unhashable type')."""
    board = board_asking(app, client, "rule_ice_change_outward-1", "Drafter choice")
    board["decisions"]["Drafter choice"] = plan
    error = client.post("/api/table", json=board).get_json()["error"]
    assert error.startswith("decisions.Drafter choice: expected no or {install: <card>, in: <server> | new remote")


def test_a_check_on_a_list_place_typed_as_a_superscript_is_named_at_expect(client):
    """`runs.².server`: "²" passed the index check (str.isdigit) and int() then failed, a 400 naming nothing on the
    Table and an internal error from `rulesdb scenario run`."""
    board = {"runner": {"credits": 3}, "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no"},
             "expect": [{"runs.².server": "HQ"}]}
    error = client.post("/api/table", json=board).get_json()["error"]
    assert error == "expect[0].runs.².server: runs: expected a number (a list index), got '²'"


@pytest.mark.parametrize("decisions", [True, -1, 1.5, 10**30])
def test_a_number_where_the_decisions_are_is_named_at_decisions(client, decisions):
    """`decisions: 1.5` was a TypeError while reading the answers' names."""
    board = {"runner": {"credits": 3}, "actions": [{"runner": "run HQ"}], "decisions": decisions}
    assert client.post("/api/table", json=board).get_json()["error"].startswith("decisions: expected a mapping")
