"""The Table offers only what can be answered: an option the rules refuse is not offered, and the question says
why (the engine's own check, as a note); a question the rules leave no choice in is not asked."""

import re

from rulesdb.table.ruling import share_url

BROKE = {"runner": {"credits": 0, "rig": ["Corroder"]},
         "corp": {"servers": {"Server 1": {"ice": ["Ice Wall"], "root": ["Hostile Takeover"]}}},
         "actions": [{"runner": "run Server 1"}]}


def post(client, board):
    return client.post("/api/table", json=board).get_json()


def test_a_breaker_the_runner_cannot_pay_for_is_not_offered_and_the_question_says_why(client):
    asked = post(client, BROKE)["question"]
    assert (asked["name"], asked["options"]) == ("break Ice Wall", ["no"])
    refused = post(client, dict(BROKE, decisions={"break Ice Wall": "Corroder"}))
    reason = refused["error"].split("decisions.break Ice Wall: ", 1)[1].split(" (options: ")[0]
    assert asked["notes"] == [f"Corroder: {reason}"]
    assert reason == "the Runner cannot pay the 1[c] it takes to break Ice Wall with Corroder " \
                     "(the Runner has 0[c] in the credit pool)"
    paid = post(client, {**BROKE, "runner": {"credits": 1, "rig": ["Corroder"]}})["question"]
    assert (paid["options"], paid["notes"]) == (["no", "Corroder"], [])


def test_the_page_shows_why_a_breaker_is_not_offered(client):
    html = client.get(share_url(BROKE)).get_data(as_text=True)
    notes = re.search(r'<ul class="notes meta">(.*?)</ul>', html, re.S)[1]
    assert "Corroder: the Runner cannot pay the 1" in notes and "0" in notes
    assert re.findall(r'<a class="option" href="[^"]+">([^<]+)</a>', html) == ["no"]
