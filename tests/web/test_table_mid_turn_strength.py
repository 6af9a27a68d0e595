"""`/api/table` and the Table's form refuse a board that starts after an unshown action of the Runner's turn where
Cybertrooper Talut may already have given the icebreaker +2 strength and the break turns on it (state.unseen_lasting),
with a 400 whose one line names the card and the way out; the board stating it (`strength_this_turn`, the form's
"Corroder (+2 strength this turn)") is ruled with it."""

from html import unescape

REFUSED = "Cybertrooper Talut may already have given Corroder +2 strength this turn (a board starting after an " \
          "unshown action cannot say): whether Corroder (strength 2 without it) matches Wall of Static's strength 3 " \
          "depends on it; state it on the board (Corroder (+2 strength this turn), or +0 for none: " \
          "`strength_this_turn`), or start the scenario at the beginning of the turn"


def _board(corroder, clicks=3):
    return {"runner": {"clicks": clicks, "credits": 5, "rig": ["Cybertrooper Talut", corroder]},
            "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Wall of Static"]}}},
            "actions": [{"runner": "run HQ"}], "decisions": {"break Wall of Static": "Corroder", "jack out": "no"}}


def test_talut_beside_corroder_after_an_unshown_action_is_a_400_naming_the_card(client):
    response = client.post("/api/table", json=_board("Corroder"))
    assert response.status_code == 400
    error = response.get_json()["error"]
    assert error.endswith(REFUSED) and "\n" not in error


def test_corroders_strength_this_turn_stated_is_ruled_with_it(client):
    found = client.post("/api/table", json=_board({"card": "Corroder", "strength_this_turn": 2})).get_json()
    assert "verdict" in found, found
    assert not any("Corroder gets +1 strength" in step["text"] for step in found["trace"])
    assert any("Runner: 5[c]" in step["text"] and "Corroder (+2 strength this turn)" in step["text"]
               for step in found["trace"])


def test_talut_beside_corroder_at_the_start_of_the_turn_is_ruled(client):
    found = client.post("/api/table", json=_board("Corroder", clicks=4)).get_json()
    assert "verdict" in found, found
    assert any("Corroder gets +1 strength" in step["text"] for step in found["trace"])


def test_the_forms_line_states_corroders_strength_this_turn(client):
    form = {"f": "1", "turn": "runner", "runner.clicks": "3", "runner.credits": "5",
            "runner.rig": "Cybertrooper Talut\nCorroder (+2 strength this turn)", "corp.hq": "Hedge Fund",
            "corp.servers.HQ.ice": "Wall of Static", "actions": "run HQ"}
    sent = client.get("/table", query_string=form)
    assert sent.status_code == 303
    shown = client.get(sent.headers["Location"])
    html = unescape(shown.get_data(as_text=True))
    assert shown.status_code == 200 and "may already have given" not in html
    assert "Corroder (+2 strength this turn)" in html
