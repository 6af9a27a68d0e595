"""A paid ability window the Table does not ask (no ability there refers to the encounter, and the board answers no
`abilities` decision) is passed for both players; the ruling says so beside the verdict ("Not asked: ..."), naming
what could have been used there and linking the board that asks it, so a ruling is never silently conditional on
nobody using Corroder's "+1 strength" at the Runner's turn start (cr/rule_ability_window_priority)."""

from html import unescape

from rulesdb.table.ruling import share_url, shared_board

BOARD = {"runner": {"credits": 5, "rig": ["Corroder"]}, "corp": {"servers": {"HQ": {"ice": ["Ice Wall"]}}},
         "actions": [{"runner": "run HQ"}],
         "decisions": {"break Ice Wall": "Corroder", "jack out at HQ": "no"}}


def _ruled(client, board: dict) -> dict:
    response = client.post("/api/table", json=board)
    assert response.status_code == 200, response.get_data(as_text=True)[:400]
    found = response.get_json()
    assert "verdict" in found, found
    return found


def test_corroders_windows_passed_unasked_are_named_beside_the_verdict(client):
    found = _ruled(client, {**BOARD, "decisions": {"break Ice Wall": "Corroder", "jack out at HQ": "no"}})
    windows = [w["window"] for w in found["not_asked"]]
    assert windows[0] == "abilities at Runner turn start" and all(w["cards"] == ["Corroder"] for w in found["not_asked"])
    assert found["not_asked"][0]["text"] == (
        "Not asked: Corroder could have been used at Runner turn start; the ruling has both players pass there (answer "
        "'abilities at Runner turn start' to use it).")
    unasked = [s["text"] for s in found["trace"] if "gives no \"abilities\" decision" in s["text"]]
    assert len(unasked) == len(windows)  # each window the steps pass unasked is named beside the verdict


def test_the_link_beside_an_unasked_window_asks_it(client):
    found = _ruled(client, {**BOARD, "decisions": {"break Ice Wall": "Corroder", "jack out at HQ": "no"}})
    link = found["not_asked"][0]["url"]
    board = shared_board(link.split("s=", 1)[1])
    assert board["decisions"]["abilities until Runner turn start"] == "pass"
    asked = client.post("/api/table", json=board).get_json()["question"]
    assert asked["name"] == "abilities at Runner turn start" and asked["options"][0] == "pass"


def test_a_board_answering_every_window_has_none_not_asked(client):
    found = _ruled(client, {**BOARD, "decisions": {**BOARD["decisions"], "abilities": "pass"}})
    assert found["not_asked"] == []


def test_the_ruling_page_shows_the_windows_not_asked(client):
    shown = client.get(share_url(BOARD))
    html = unescape(shown.get_data(as_text=True))
    assert shown.status_code == 200 and "<h2>Ruling</h2>" in html
    assert "<h3>Not asked</h3>" in html and "Not asked: Corroder could have been used at Runner turn start" in html
    assert "Ask at Runner turn start</a>" in html


LEGAL = {**BOARD, "decisions": {**BOARD["decisions"], "abilities at Runner action phase": "pass"},
         "legal": "approach Ice Wall"}


def test_the_legal_views_window_question_offers_to_pass_until_a_window_before_its_moment(client):
    # the board answers one window, so each is asked; the listing stops at the approach, so no later window is offered
    asked = client.post("/api/table", json=LEGAL).get_json()["question"]
    assert asked["name"] == "abilities at Runner turn start"
    assert asked["options"] == ["pass", "Corroder (1[c]: +1 strength.)", "pass until initiation on HQ",
                                "pass until approach Ice Wall", "pass here and in every window not yet answered"]
    assert asked["answer"]["keys"]["pass until approach Ice Wall"] == "abilities until approach Ice Wall"


def test_passing_until_the_legal_views_moment_reaches_its_listing(client):
    board = {**LEGAL, "decisions": {**LEGAL["decisions"], "abilities until approach Ice Wall": "pass"}}
    listed = client.post("/api/table", json=board).get_json()["legal"]
    assert listed["at"] == "approach Ice Wall" and listed["options"]
