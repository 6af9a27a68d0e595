"""A chance to rez comes at every window that allows it: the Table asks the Corp at each, and "not now" answers that
window only. The dispute: the Corp did not rez Manegarm Skunkworks as the run began; may it rez it once the Runner
has chosen not to jack out, before the Runner approaches the server? Yes: 6.9.4e is a paid ability window in which
the Corp may rez non-ice cards (cr/step_after_jack_out_paw), and Manegarm then meets its condition at 6.9.4g
(cr/step_approach_server)."""

import copy
from html import unescape

from rulesdb.table.ruling import share_url
from rulesdb.table.windows import NOR_LATER, NOT_NOW

BOARD = {
    "turn": "runner",
    "corp": {"credits": 5, "servers": {"Server 1": {"root": [
        {"card": "Manegarm Skunkworks", "rezzed": False}, "PAD Campaign"]}}},
    "runner": {"credits": 6, "clicks": 4},
    "actions": [{"runner": "run Server 1"}],
    "decisions": {"jack out at Server 1": "no"},
}


def asked(client, board: dict) -> dict:
    found = client.post("/api/table", json=board).get_json()
    assert "question" in found, found
    return found["question"]


def tapped(board: dict, question: dict, option: str) -> dict:
    """The board as the option's link leaves it (the key and value the question's shape gives the option)."""
    shape = question["answer"]
    key = (shape.get("keys") or {}).get(option, question["name"])
    answered = copy.deepcopy(board)
    answered["decisions"][key] = (shape.get("values") or {}).get(option, option)
    return answered


def test_the_corp_is_asked_to_rez_at_initiation_with_an_answer_for_this_window_only(client):
    first = asked(client, BOARD)
    assert first["name"] == "rez Manegarm Skunkworks"
    assert first["rule"]["address"] == "nsg-cr-25.08/step_initiation_paw"
    assert first["options"] == ["yes", NOT_NOW, NOR_LATER]
    assert first["costs"] == {"yes": ["rez cost 2[c]"]}


def test_not_now_asks_again_after_the_runner_chooses_not_to_jack_out_and_a_rez_there_fires_manegarm(client):
    first = asked(client, BOARD)
    later = tapped(BOARD, first, NOT_NOW)
    assert later["decisions"]["rez Manegarm Skunkworks #1"] == "no"
    second = asked(client, later)
    assert second["name"] == "rez Manegarm Skunkworks #2"
    assert second["rule"]["address"] == "nsg-cr-25.08/step_after_jack_out_paw"
    rezzed = asked(client, tapped(later, second, "yes"))
    assert rezzed["name"] == "Manegarm Skunkworks choice"
    assert rezzed["rule"]["address"] == "nsg-cr-25.08/step_approach_server"


def test_no_nor_later_is_never_asked_again_and_the_runner_breaches_the_unrezzed_upgrade(client):
    first = asked(client, BOARD)
    never = asked(client, tapped(BOARD, first, NOR_LATER))
    assert never["name"] == "access order"
    assert "unrezzed card in the root of Server 1" in never["options"]


def test_the_page_links_each_answer_to_the_decision_it_answers(client):
    page = unescape(client.get(share_url(BOARD)).get_data(as_text=True))
    first = asked(client, BOARD)
    for option in first["options"]:
        assert share_url(tapped(BOARD, first, option)) in page, option


def test_ice_is_rezzed_as_it_is_approached_so_its_question_stays_yes_or_no(client):
    board = {"turn": "runner", "corp": {"credits": 5, "servers": {"Server 1": {
        "ice": [{"card": "Enigma", "rezzed": False}], "root": ["PAD Campaign"]}}},
        "runner": {"credits": 6}, "actions": [{"runner": "run Server 1"}]}
    question = asked(client, board)
    assert question["name"] == "rez Enigma"
    assert question["rule"]["address"] == "nsg-cr-25.08/step_approach_paw"
    assert question["options"] == ["yes", "no"]
