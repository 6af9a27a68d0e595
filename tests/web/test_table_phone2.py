"""What a judge on a phone stumbled on after the table-phone walkthrough: verdicts that left out what decided them."""

from rulesdb.web.table_page import corp_needed
from tests.web.test_table_rulings import rule


def test_a_run_through_hunter_says_the_runner_takes_the_tag_its_trace_gave(client):
    """Hunter's "Trace[3]. If successful, give the Runner 1 tag." at strength 3 against link 1 succeeds
    (cr/rule_trace_success): the run is successful, and the verdict says the tag it gave, not only the outcome."""
    ruling = rule(client, {
        "runner": {"credits": 0, "link": 1}, "corp": {"credits": 5, "servers": {"HQ": {"ice": [
            {"card": "Hunter", "rezzed": True}]}}},
        "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no", "Corp trace boost Hunter": "0"}},
        {"runner.tags": 1, "runs.0.tags.before": 0, "runs.0.tags.after": 1})
    assert ruling["verdict"] == ["The run on HQ is successful; the Runner takes 1 tag."]


def test_a_run_that_leaves_the_tags_as_they_were_says_nothing_of_tags(client):
    ruling = rule(client, {
        "runner": {"credits": 0, "tags": 2}, "corp": {"servers": {"HQ": {"ice": []}}},
        "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no"}}, {"runner.tags": 2})
    assert ruling["verdict"] == ["The run on HQ is successful."]


def test_cortez_chip_raising_enigmas_rez_cost_past_the_corps_credits_is_said_in_the_verdict(client):
    """Cortez Chip used earlier this turn on Enigma: "the Corp must pay 2[c] as an additional cost to rez that ice";
    Enigma's 3[c] + 2[c] = 5[c] against the Corp's 4[c] (cr/rule_cost): the Corp is not asked, and the verdict says
    the rez could not be paid, the run reaching HQ past the unrezzed Enigma."""
    ruling = rule(client, {
        "runner": {"clicks": 3, "earlier_this_turn": [{"card": "Cortez Chip", "target": "Enigma"}]},
        "corp": {"credits": 4, "servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}]}}},
        "actions": [{"runner": "run HQ"}], "decisions": {"jack out": "no"}},
        {"corp.credits": 4, "corp.unrezzable.0.card": "Enigma"})
    assert ruling["verdict"] == [
        "The Corp cannot rez Enigma: it cannot pay 5[c] (3[c] printed, +2[c] Cortez Chip) "
        "(the Corp has 4[c] in the credit pool).", "The run on HQ is successful."]


JAILBREAK_ON_RD = {
    "runner": {"grip": ["Jailbreak"], "stack": ["Bravado", "Sure Gamble"]},
    "corp": {"rd": ["Hedge Fund", "Palisade", "Tithe"],
             "servers": {"R&D": {"root": [{"card": "Mahkota Langit Grid", "rezzed": False}]}}},
    "actions": [{"runner": "play Jailbreak on R&D"}], "decisions": {"jack out": "no", "rez Mahkota Langit Grid": "no"}}


def test_the_access_order_is_asked_as_which_card_the_runner_accesses_first_and_answered_as_before(client):
    """Jailbreak on R&D with an upgrade in its root: the Runner chooses which candidate to access first
    (cr/sec_determining_candidates). The page asks it in those words; the answer keeps its key, "access order", so an
    old share link still answers it."""
    found = client.post("/api/table", json=JAILBREAK_ON_RD).get_json()
    asked = found["question"]
    assert (asked["name"], asked["prompt"]) == ("access order", "Which card does the Runner access first?")
    page = client.get(found["share_url"]).get_data(as_text=True)
    assert "<h2>Runner decides: Which card does the Runner access first?</h2>" in page
    answered = dict(JAILBREAK_ON_RD, decisions={**JAILBREAK_ON_RD["decisions"], "access order": "R&D"})
    ruling = client.post("/api/table", json=answered).get_json()
    assert ruling.get("question", {}).get("name") != "access order"


CORP_OPEN = '<details class="side" open><summary>Corp</summary>'
CORP_CLOSED = '<details class="side"><summary>Corp</summary>'


def _page(client, board: dict) -> str:
    found = client.post("/api/table", json=board).get_json()
    assert "share_url" in found, found
    return client.get(found["share_url"]).get_data(as_text=True)


def test_the_corp_section_opens_when_the_board_has_corp_fields_or_corp_actions(client):
    """A judge changing a board with Corp credits, or one where the Corp acts, needs the Corp's fields in view; a
    board of the Runner's alone keeps the Corp section closed, the phone's page short."""
    runner_only = {"runner": {"credits": 5, "grip": ["Sure Gamble"]}, "actions": [{"runner": "play Sure Gamble"}]}
    assert CORP_CLOSED in _page(client, runner_only)
    assert CORP_OPEN in _page(client, dict(runner_only, corp={"credits": 3}))
    corp_acts = {"turn": "corp", "corp": {"credits": 5, "rd": ["Hedge Fund"]}, "actions": [{"corp": "gain credit"}]}
    assert CORP_OPEN in _page(client, corp_acts)
    # the Corp acting at a moment of the run, its cards only in a server: the Corp's section is still wanted
    assert corp_needed({"turn": "runner"}, {"actions": [{"runner": "run HQ"}, {"at": "approach Enigma",
                                                                              "corp": "rez Enigma"}]}, {})
    assert not corp_needed({"turn": "runner"}, {"actions": [{"runner": "run HQ"}]}, {})
