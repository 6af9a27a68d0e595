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


AZEF = {"turn": "corp", "corp": {"credits": 5, "rd": ["Hedge Fund"], "servers": {"Server 1": {
    "ice": ["Ice Wall"], "root": [{"card": "Azef Protocol", "advancement": 1}, "SanSan City Grid"]}}},
    "runner": {"grip": ["Sure Gamble", "Easy Mark", "Diesel"]}, "actions": [{"corp": "advance Azef Protocol"}],
    "decisions": {"score Azef Protocol": "yes"}}


def steps(ruling: dict) -> list[str]:
    return [entry["text"] for entry in ruling["trace"]]


def test_azef_protocols_only_target_is_taken_without_asking_and_the_trace_says_so(client):
    # SanSan City Grid cannot pay the cost (cr/rule_cost_restrictions): Ice Wall is the only card that can
    ruling = post(client, AZEF)
    assert "question" not in ruling, ruling.get("question")
    only = steps(ruling).index("Azef Protocol's only target is Ice Wall.")
    assert steps(ruling)[only + 1] == "The cost of Azef Protocol trashes Ice Wall; in the Archives it is a new object."
    assert any(c["address"].endswith("/rule_cost") for c in ruling["trace"][only]["cites"])


def test_an_answer_naming_the_only_option_is_still_read_and_another_refused(client):
    answered = post(client, {**AZEF, "decisions": {**AZEF["decisions"], "Azef Protocol target": "Ice Wall"}})
    assert answered.get("ok") is not False and steps(answered) == steps(post(client, AZEF))
    refused = post(client, {**AZEF, "decisions": {**AZEF["decisions"], "Azef Protocol target": "SanSan City Grid"}})
    assert refused["ok"] is False and "'SanSan City Grid' is not one of the options" in refused["error"]


def test_two_cards_that_can_pay_azef_protocols_cost_are_a_question(client):
    servers = {**AZEF["corp"]["servers"], "Server 2": {"root": ["PAD Campaign"]}}
    asked = post(client, {**AZEF, "corp": {**AZEF["corp"], "servers": servers}})["question"]
    assert (asked["name"], asked["options"]) == ("Azef Protocol target", ["Ice Wall", "PAD Campaign"])


def test_a_search_of_r_and_d_with_one_match_may_still_fail_to_find_it(client):
    # Tech Startup: "search R&D for an asset": the Corp may fail to find it (cr/rule_fail_to_find), so one asset in
    # R&D is still a choice, and "no" finds nothing
    board = {"turn": "corp", "corp": {"rd": ["PAD Campaign", "Hedge Fund"],
                                      "servers": {"Server 1": {"root": ["Tech Startup"]}}},
             "actions": [{"corp": "gain credit"}], "decisions": {"use Tech Startup": "yes"}}
    asked = post(client, board)["question"]
    assert (asked["name"], asked["options"]) == ("Tech Startup target", ["PAD Campaign", "no"])
    ruling = post(client, {**board, "decisions": {**board["decisions"], "Tech Startup target": "no"}})
    assert "Tech Startup's ability: the Corp fails to find a card." in steps(ruling)


GAGARIN = {"corp": {"identity": "Gagarin Deep Space: Expanding the Horizon",
                    "servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
           "runner": {"credits": 3}, "actions": [{"runner": "run Server 1"}], "decisions": {"jack out": "no"}}


def test_the_cost_to_access_an_unseen_card_names_it_by_where_it_is(client):
    # Gagarin Deep Space: the 1[c] is paid before the access, so the Runner has not looked at the card yet
    asked = post(client, GAGARIN)["question"]
    assert asked["name"] == "pay 1[c] to access unrezzed card in the root of Server 1"
    by_label = post(client, {**GAGARIN, "decisions": {**GAGARIN["decisions"], asked["name"]: "yes"}})
    by_title = post(client, {**GAGARIN, "decisions": {**GAGARIN["decisions"],
                                                      "pay 1[c] to access Hostile Takeover": "yes"}})
    assert steps(by_label) == steps(by_title) and by_label["verdict"] == by_title["verdict"]
    assert any("steal" in line.lower() for line in by_label["verdict"])


def test_a_price_shows_the_printed_words_without_the_card_datas_emphasis_tags(client):
    """Unity's "+X strength. X is equal to the number of installed icebreakers <em>(including this one)</em>." is
    shown as a price in words: the page escapes what it shows, so the tags were read out as they are."""
    asked = post(client, {"runner": {"credits": 5, "rig": ["Unity"]},
                          "corp": {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Enigma"]}}},
                          "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no"}})["question"]
    assert asked["name"] == "break Enigma"
    assert "1[c]: +X strength. X is equal to the number of installed icebreakers (including this one)." \
        in asked["costs"]["Unity"]
    assert not any("<" in line for lines in asked["costs"].values() for line in lines)
