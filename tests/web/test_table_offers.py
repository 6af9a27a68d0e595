"""The Table offers only what can be answered: an option the rules refuse is not offered, and the question says
why (the engine's own check, as a note); a question the rules leave no choice in is not asked."""

import re

from rulesdb.table.ruling import share_url
from rulesdb.table.windows import PASS_EVERY

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


def board_of(credits: int, ice: str, decisions: dict | None = None) -> dict:
    """The Runner with Corroder (strength 2, 1[c] a barrier subroutine, 1[c] +1 strength) runs a remote with `ice`."""
    board = {"runner": {"credits": credits, "rig": ["Corroder"]},
             "corp": {"servers": {"Server 1": {"ice": [ice], "root": ["Hostile Takeover"]}}},
             "actions": [{"runner": "run Server 1"}]}
    return dict(board, decisions=decisions) if decisions else board


def test_corroder_paying_for_one_of_eli_s_two_subroutines_is_offered_for_some_and_breaks_the_one_named(client):
    """Eli 1.0 (strength 4, two "End the run."): with 3[c] Corroder boosts twice and breaks one (cr/rule_break_subroutine:
    each use breaks what it pays for). The whole break (4[c]) is not offered, its note says why; "Corroder: some
    subroutines" is, then which one; asked again (Eli's own click could break the other), the judge lets it resolve:
    it still ends the run."""
    asked = post(client, board_of(3, "Eli 1.0"))["question"]  # Eli's own [click] break can take one of two too
    assert asked["options"] == ["no", "Eli 1.0", "Corroder: some subroutines", "Eli 1.0: some subroutines"]
    assert asked["costs"]["Corroder: some subroutines"] == ["Interface → 1[c]: Break 1 barrier subroutine.",
                                                            "1[c]: +1 strength."]  # its price, as Corroder's
    assert asked["notes"] == ["Corroder: the Runner cannot pay the 4[c] it takes to break Eli 1.0 with Corroder "
                              "(the Runner has 3[c] in the credit pool)"]
    which = post(client, board_of(3, "Eli 1.0", {"break Eli 1.0": "Corroder: some subroutines"}))["question"]
    assert (which["name"], which["options"]) == ("break Eli 1.0 with Corroder", ["1: End the run.", "2: End the run."])
    assert which["answer"] == {"kind": "one"}  # only one is paid for: a tap
    broke = {"break Eli 1.0": "Corroder: some subroutines", "break Eli 1.0 with Corroder": "2: End the run."}
    again = post(client, board_of(3, "Eli 1.0", broke))["question"]  # Eli's own "Lose [click]" could break the other
    assert (again["name"], again["options"]) == ("break Eli 1.0 #2", ["let the rest resolve", "Eli 1.0"])
    ruling = post(client, board_of(3, "Eli 1.0", {**broke, "break Eli 1.0 #2": "let the rest resolve"}))
    assert "Corroder breaks subroutine 2 of Eli 1.0: \"End the run.\"" in steps(ruling)
    assert "Unbroken subroutine 1 of Eli 1.0 resolves: \"End the run.\"" in steps(ruling)
    assert ruling["verdict"] == ["The run on Server 1 ends unsuccessfully: Eli 1.0's subroutine ends it."]
    both = post(client, board_of(3, "Eli 1.0", {"break Eli 1.0": "Corroder: some subroutines",
                                               "break Eli 1.0 with Corroder": ["1: End the run.", "2: End the run."]}))
    assert "the Runner cannot pay the 4[c] it takes to break Eli 1.0 with Corroder" in both["error"]


def test_a_breaker_that_cannot_pay_for_even_one_subroutine_is_not_offered_for_some(client):
    """With 2[c] Corroder can boost to Eli 1.0's 4 but not break anything: neither option is offered."""
    asked = post(client, board_of(2, "Eli 1.0"))["question"]
    assert asked["options"] == ["no", "Eli 1.0", "Eli 1.0: some subroutines"]
    assert asked["notes"] == ["Corroder: the Runner cannot pay the 4[c] it takes to break Eli 1.0 with Corroder "
                              "(the Runner has 2[c] in the credit pool)"]


def test_the_page_ticks_the_subroutines_of_spiderweb_corroder_can_pay_to_break(client):
    """Spiderweb (strength 2, three "End the run."): with 2[c] Corroder breaks up to 2, ticked on the page's form;
    the third resolves. Ticking all three is refused with the engine's price check."""
    from tests.web.test_table_answers import sent, ticked_and_answered

    some = board_of(2, "Spiderweb", {"break Spiderweb": "Corroder: some subroutines"})
    asked = post(client, some)["question"]
    assert asked["answer"] == {"kind": "several", "min": 1, "max": 2, "none": []}
    html = client.get(share_url(some)).get_data(as_text=True)
    assert "Tick 1 to 2" in html and 'type="checkbox" name="a" value="3: End the run."' in html
    ticked = ["1: End the run.", "3: End the run."]
    answered = ticked_and_answered(client, some, "break Spiderweb with Corroder", ticked)
    ruling = post(client, answered)
    assert "Corroder breaks subroutine 1 of Spiderweb: \"End the run.\"" in steps(ruling)
    assert "Corroder breaks subroutine 3 of Spiderweb: \"End the run.\"" in steps(ruling)
    assert "Unbroken subroutine 2 of Spiderweb resolves: \"End the run.\"" in steps(ruling)
    refused = sent(client, some, "break Spiderweb with Corroder", {"a": [*ticked, "2: End the run."]})
    assert refused.status_code == 400
    assert "tick 1 to 2 of the options (you ticked 3)" in refused.get_data(as_text=True)


def test_a_paid_ability_offered_in_a_window_is_named_in_the_printed_words_without_emphasis_tags(client):
    """Self-modifying Code's "... Install it. <em>(Shuffle your stack after searching it.)</em>" was an option of
    "abilities at ..." with its tags, shown as they are on the page; the option is the printed words, and tapping it
    still uses the ability (2[c] of the 4 bad publicity credits, Corroder found and installed)."""
    board = {"corp": {"bad_publicity": 4, "servers": {"Server 1": {"ice": ["Ice Wall"]}}},
             "runner": {"credits": 0, "rig": ["Self-modifying Code"], "stack": ["Corroder"]},
             "actions": [{"runner": "run Server 1"}], "decisions": {"abilities at approach Ice Wall": "pass"}}
    asked = post(client, board)["question"]
    smc = "Self-modifying Code (2[c], [trash]: Search your stack for 1 program. Install it. (Shuffle your stack " \
          "after searching it.))"
    assert (asked["name"], asked["options"]) == ("abilities at initiation on Server 1", ["pass", smc, PASS_EVERY])
    used = post(client, dict(board, decisions={asked["name"]: smc, "Self-modifying Code target": "Corroder",
                                               "break Ice Wall": "no"}))
    assert "Self-modifying Code's ability: the Runner installs Corroder." in steps(used)
    assert 'The Runner uses Self-modifying Code: 2[c], [trash]: "Search your stack for 1 program. Install it. ' \
           '(Shuffle your stack after searching it.)"' in steps(used)  # the trace quotes the words too


def test_a_you_may_price_inside_a_quoted_ability_ends_with_the_quotation(client):
    """ZATO City Grid gives ice "When the Runner encounters this ice, choose 1 subroutine on it. You may trash this
    ice to resolve that subroutine.". The price shown beside 'yes' ended with the quotation's closing mark and the
    card's full stop ('subroutine.".'); it is the sentence as printed inside the quotation."""
    asked = post(client, {"corp": {"servers": {"Server 1": {"ice": ["Border Control", "Ice Wall"],
                                                            "root": ["ZATO City Grid"]}}},
                          "runner": {"credits": 5}, "actions": [{"runner": "run Server 1"}]})["question"]
    assert asked["name"] == "use ZATO City Grid"
    assert asked["costs"] == {"yes": ["You may trash this ice to resolve that subroutine."]}


def test_a_delayed_ability_quoted_in_the_trace_ends_its_sentence_once(app, client):
    """'creates a delayed conditional ability: "Take 1 tag when this turn ends.".' had a stray '".'."""
    from rulesdb.web.table import scenario_board

    with app.test_request_context():
        board = {k: v for k, v in scenario_board("rule_delayed_conditional_ability_relevant_once-1").items()
                 if k != "expect"}
    created = [line for line in steps(post(client, board)) if "creates a delayed conditional ability" in line]
    assert created and all(line.endswith('ends."') for line in created), created
