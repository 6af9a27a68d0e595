"""Every question the Table asks can be answered: the API says what shape its answer takes (`answer`), the
page answers each shape by a small form whose submission redirects to the answered board, and a wrong
submission is the question again with one line saying what is wrong."""

import re
from html import unescape
from urllib.parse import parse_qs, urlsplit

import pytest

from rulesdb.table.ruling import share_url
from rulesdb.web.table import scenario_board


def board_asking(app, client, scenario: str, name: str) -> tuple[dict, dict]:
    """A shipped scenario's board played with its own answers up to the question `name`: (board, question)."""
    with app.test_request_context():
        board = {k: v for k, v in scenario_board(scenario).items() if k not in ("expect", "decisions")}
        own = scenario_board(scenario).get("decisions") or {}
    given = {}
    for _ in range(12):
        found = client.post("/api/table", json=dict(board, decisions=given)).get_json()
        asked = found["question"]
        if asked["name"] == name:
            return dict(board, decisions=given), asked
        given[asked["name"]] = own.get(asked["name"], asked["options"][0])
    raise AssertionError(f"{scenario} never asks {name!r}")


def leads_on(client, board: dict, name: str) -> dict:
    """The answer to a board whose question `name` is answered: a further question or the ruling."""
    found = client.post("/api/table", json=board).get_json()
    assert found.get("ok") is not False, found
    assert "verdict" in found or found["question"]["name"] != name
    return found


def sent(client, board: dict, name: str, params: dict):
    """The page's answer form sent: `s`, `q` and the fields."""
    return client.get("/table", query_string={"s": share_url(board).split("s=", 1)[1], "q": name, **params})


def ticked_and_answered(client, board: dict, name: str, ticked: list[str]) -> dict:
    """The board answered as the page's form sends `ticked` for the several answer `name`: the page redirects to that
    board's own address (its share link), the answer in it."""
    response = sent(client, board, name, {"a": ticked})
    answered = dict(board, decisions={**board["decisions"], name: ticked})
    assert response.status_code == 303 and response.headers["Location"] == share_url(answered)
    return answered


def shared(location: str) -> str:
    return parse_qs(urlsplit(location).query)["s"][0]


CASES = [  # scenario, question, its answer's shape, what the page's form sends, the answer the API takes
    ("rule_modify_ability_with_choice-1", "Titanium Ribs choice", {"kind": "several", "min": 3, "max": 3, "none": []},
     {"a": ["Sure Gamble", "Diesel", "Forked"]}, ["Sure Gamble", "Diesel", "Forked"]),
    ("rule_object_move_location-2", "Precognition choice", {"kind": "order", "none": []},
     {"o0": "2", "o1": "1", "o2": "3", "o3": "5", "o4": "4"},
     ["Ice Wall", "Hedge Fund", "Enigma", "Beanstalk Royalties", "PAD Campaign"]),
    ("rule_mandatory_infinite_loop-1", "Wormhole loop", {"kind": "number", "min": 0}, {"a": "2157"}, 2157),
    ("step_checkpoint_duration_abilities-2", "Targeted Marketing choice", {"kind": "card"}, {"a": "Hedge Fund"},
     "Hedge Fund"),
    ("rule_spend_credits-1", "pay Atman's ability",
     {"kind": "payment", "amount": 2, "sources": {"pool": 2, "Cyberfeeder": 1},
      "values": {"pool: 2": {"pool": 2}, "pool: 1, Cyberfeeder: 1": {"pool": 1, "Cyberfeeder": 1}}},
     {"p0": "1", "p1": "1"}, {"pool": 1, "Cyberfeeder": 1}),
    ("rule_ice_change_outward-1", "Drafter choice",
     {"kind": "fields", "fields": ["install", "in", "trash"], "lists": ["trash"], "none": ["no"]},
     {"f.install": "Enigma", "f.in": "Server 1", "f.trash": "Drafter, Ice Wall"},
     {"install": "Enigma", "in": "Server 1", "trash": ["Drafter", "Ice Wall"]}),
]


@pytest.mark.parametrize(("scenario", "name", "shape", "params", "value"), CASES, ids=[c[1] for c in CASES])
def test_each_shape_of_answer_is_described_and_the_page_sends_what_the_api_takes(
        app, client, scenario, name, shape, params, value):
    board, asked = board_asking(app, client, scenario, name)
    assert asked["answer"] == shape
    answered = dict(board, decisions={**board["decisions"], name: value})
    leads_on(client, answered, name)
    response = sent(client, board, name, params)
    assert response.status_code == 303, response.get_data(as_text=True)[:500]
    assert response.headers["Location"] == share_url(answered)


def test_a_set_named_in_one_option_is_tapped_as_its_list(app, client):
    board, asked = board_asking(app, client, "step_checkpoint_card_restrictions-2", "trash programs")
    assert asked["answer"] == {"kind": "one", "values": {"Corroder, Gordian Blade": ["Corroder", "Gordian Blade"]}}
    html = client.get(share_url(board)).get_data(as_text=True)
    links = {unescape(m[1]): unescape(m[0]) for m in re.findall(r'<a class="option" href="([^"]+)">([^<]+)</a>', html)}
    found = client.get("/api/table", query_string={"s": shared(links["Corroder, Gordian Blade"])}).get_json()
    assert "verdict" in found


def test_a_payment_option_tapped_is_its_division(app, client):
    board, _ = board_asking(app, client, "rule_spend_credits-1", "pay Atman's ability")
    html = client.get(share_url(board)).get_data(as_text=True)
    url = unescape(re.search(r'<a class="option" href="([^"]+)">pool: 1, Cyberfeeder: 1</a>', html)[1])
    answered = dict(board, decisions={**board["decisions"], "pay Atman's ability": {"pool": 1, "Cyberfeeder": 1}})
    assert url == share_url(answered)
    leads_on(client, answered, "pay Atman's ability")


def test_the_page_shows_each_form_with_its_inputs(app, client):
    expected = {"Titanium Ribs choice": ['type="checkbox" name="a" value="Sure Gamble"', "Tick exactly 3"],
                "Precognition choice": ['<select id="ans-o4" name="o4">'],
                "Wormhole loop": ['name="a" type="number"', 'min="0"'],
                "Targeted Marketing choice": ['name="a" data-cards="answer"'],
                "pay Atman's ability": ['name="p1" type="number"', 'max="1"', ">pool: 2</a>"],
                "Drafter choice": ['name="f.trash"', ">no</a>"]}
    for scenario, name, *_ in CASES:
        board, _ = board_asking(app, client, scenario, name)
        html = client.get(share_url(board)).get_data(as_text=True)
        form = re.search(r'<form class="answer [a-z]+" method="get" action="/table">.*?</form>', html, re.S)[0]
        assert f'name="q" value="{name}"'.replace("'", "&#39;") in form
        for needle in expected[name]:
            assert needle in html, (name, needle)


@pytest.mark.parametrize(("scenario", "name", "params", "line"), [
    ("rule_modify_ability_with_choice-1", "Titanium Ribs choice", {"a": ["Sure Gamble", "Diesel"]},
     "tick exactly 3 of the options (you ticked 2)"),
    ("rule_object_move_location-2", "Precognition choice", {f"o{i}": "1" for i in range(5)},
     "give each of the 5 cards its own place, 1 to 5"),
    ("rule_mandatory_infinite_loop-1", "Wormhole loop", {"a": "lots"}, "type a number, 0 or more (got 'lots')"),
    ("step_checkpoint_duration_abilities-2", "Targeted Marketing choice", {"a": "Hedge Fnd"},
     "'Hedge Fnd' is not the name of a card the engine knows (did you mean Hedge Fund?)"),
    ("rule_spend_credits-1", "pay Atman's ability", {"p0": "2", "p1": "1"},
     "the sources must add up to 2[c] (they add up to 3)"),
    ("rule_ice_change_outward-1", "Drafter choice", {"f.install": "Nope", "f.in": "Server 1"},  # the engine's own line
     "{'install': 'Nope', 'in': 'Server 1'}: no such card in HQ or Archives, or no such ice protecting Server 1"),
])
def test_a_wrong_answer_is_the_question_again_with_one_line(app, client, scenario, name, params, line):
    board, _ = board_asking(app, client, scenario, name)
    response = sent(client, board, name, params)
    assert response.status_code == 400
    html = response.get_data(as_text=True)
    assert re.findall(r'<p class="error answer-wrong" role="alert">([^<]*)</p>', html) == [
        line.replace("'", "&#39;")]
    assert '<form class="answer' in html and "Traceback" not in html


def test_the_shape_is_what_the_engines_own_check_takes():
    from rulesdb.engine.state.decisions import titles_from
    from rulesdb.table.answers import describe

    grip = ["Sure Gamble", "Diesel", "Forked"]
    assert describe(grip, None) == {"kind": "one"}
    # "up to 2": ticked, none to 2, though one card alone is also an answer (a list of one)
    assert describe(grip, titles_from(grip, "the grip", most=2)) == {"kind": "several", "min": 0, "max": 2,
                                                                     "none": []}
    assert describe(grip, titles_from(grip, "the grip", most=1)) == {"kind": "several", "min": 0, "max": 1,
                                                                     "none": []}  # one, or none
    assert describe(grip, titles_from(grip, "the grip", exactly=1)) == {"kind": "one"}
    assert describe(grip, titles_from(grip, "the grip", exactly=2)) == {"kind": "several", "min": 2, "max": 2,
                                                                        "none": []}
    assert describe(grip, titles_from(grip, "the grip", exactly=3)) == {"kind": "order", "none": []}
    assert describe(["0..40"], int) == {"kind": "number", "min": 0, "max": 40}
    assert describe(["a card name"], str) == {"kind": "card"}


def test_an_order_of_more_cards_than_the_probe_tries_is_still_an_order():
    from rulesdb.engine.state.decisions import titles_from
    from rulesdb.table.answers import MOST_PROBED, describe

    deck = [f"Card {n}" for n in range(MOST_PROBED + 3)]
    assert describe(deck, titles_from(deck, "R&D", exactly=len(deck))) == {"kind": "order", "none": []}
    assert describe(deck, titles_from(deck, "R&D")) == {"kind": "several", "min": 0, "max": len(deck), "none": []}


DESCENT = {"turn": "corp", "corp": {"hq": ["Descent", "Hostile Takeover", "Project Atlas"], "archives": ["Fetal AI"],
                                    "rd": ["Hedge Fund", "Ice Wall"]}, "actions": [{"corp": "use Descent"}]}


def test_descent_reveals_up_to_2_agendas_ticked_at_once_or_none(app, client):
    asked = client.post("/api/table", json=DESCENT).get_json()["question"]
    assert (asked["name"], asked["options"]) == ("Descent target", ["Hostile Takeover", "Project Atlas", "Fetal AI"])
    assert asked["answer"] == {"kind": "several", "min": 0, "max": 2, "none": []}
    html = client.get(share_url(DESCENT)).get_data(as_text=True)
    assert "Tick 0 to 2" in html and 'type="checkbox" name="a" value="Fetal AI"' in html
    for ticked in (["Project Atlas", "Fetal AI"], []):
        response = sent(client, DESCENT, "Descent target", {"a": ticked})
        answered = dict(DESCENT, decisions={"Descent target": ticked})
        assert response.status_code == 303 and response.headers["Location"] == share_url(answered)
        ruling = leads_on(client, answered, "Descent target")
        assert any(f"the Corp reveals {', '.join(ticked) or 'no agenda'} and shuffles R&D" in t["text"]
                   for t in ruling["trace"])
    response = sent(client, DESCENT, "Descent target", {"a": ["Hostile Takeover", "Project Atlas", "Fetal AI"]})
    assert response.status_code == 400 and "tick 0 to 2 of the options (you ticked 3)" in response.get_data(as_text=True)


GAME_OVER = {"runner": {"credits": 4, "rig": ["Rent Rioters", "Smartware Distributor", "Marjanah"]},
             "corp": {"hq": ["Game Over", "Hedge Fund", "Tithe", "Palisade", "Akhet"], "rd": ["Tithe", "Hedge Fund"],
                      "servers": {"Server 1": {"root": ["Offworld Office"]}}},
             "actions": [{"runner": "run Server 1"}, {"runner": "gain credit"}, {"runner": "gain credit"},
                         {"runner": "gain credit"}, {"corp": "play Game Over"}],
             "decisions": {"jack out": "no", "Game Over choice": "resource"}}


def test_game_overs_saves_are_ticked_any_number_of_the_cards_it_would_trash(client):
    """"For each card that would be trashed this way, the Runner may pay 3[c] to prevent that card from being
    trashed": each card is a choice of its own, so the Runner saves none, one or both resources (Marjanah, an
    icebreaker, is never at risk). The page ticks them (0 to 2), not one a tap; ticking both saves both (7[c]: 6 paid)."""
    asked = client.post("/api/table", json=GAME_OVER).get_json()["question"]
    assert (asked["name"], asked["options"]) == ("Game Over saves", ["Rent Rioters", "Smartware Distributor"])
    assert asked["answer"] == {"kind": "several", "min": 0, "max": 2, "none": []}
    html = client.get(share_url(GAME_OVER)).get_data(as_text=True)
    assert "Tick 0 to 2" in html and 'type="checkbox" name="a" value="Smartware Distributor"' in html
    answered = ticked_and_answered(client, GAME_OVER, "Game Over saves", ["Rent Rioters", "Smartware Distributor"])
    ruling = leads_on(client, answered, "Game Over saves")
    saved = [t["text"] for t in ruling["trace"] if t["text"].startswith("Game Over: the Runner pays 3[c]:")]
    assert saved == ["Game Over: the Runner pays 3[c]: Rent Rioters is not trashed.",
                     "Game Over: the Runner pays 3[c]: Smartware Distributor is not trashed."]
