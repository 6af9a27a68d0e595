"""The removed-from-game zone at the Table and on a scenario's page: a field per side (the CR's zone, open
information, cr/rule_rfg_open_information), once refused as unknown; a ruling that removes a card says where it went;
the final board lists the zone beside the other zones both players share."""

import re
from html import unescape

from rulesdb.table.form import board_from, form_from
from tests.web.test_table_rulings import rule


def test_the_form_offers_the_removed_from_game_zone_and_gives_it_back():
    board = {"runner": {"removed": ["Hyperdriver"]}, "corp": {"removed": ["Hypoxia", "Big Deal"]}, "actions": []}
    form = {k: v for k, v in form_from(board).items() if v}
    assert (form["runner.removed"], form["corp.removed"]) == ("Hyperdriver", "Hypoxia\nBig Deal")
    assert {k: v for k, v in board_from(form).items() if k != "turn"} == board


def test_the_table_page_has_a_removed_field_for_each_side(client):
    html = client.get("/table").get_data(as_text=True)
    names = {unescape(n) for n in re.findall(r'name="([^"]+)"', html)}
    assert {"runner.removed", "corp.removed"} <= names


def test_hypoxia_on_a_board_with_one_already_removed_says_the_one_it_removes(client):
    """A Hypoxia played on an earlier turn lies in the zone; the one played now joins it, not Archives
    (cr/rule_rfg_move); the verdict names the new one, the board's was not news."""
    ruling = rule(client, {"turn": "corp", "runner": {"tags": 1, "grip": ["Sure Gamble", "Jailbreak"]},
                           "corp": {"hq": ["Hypoxia"], "rd": ["Hedge Fund"], "removed": ["Hypoxia"]},
                           "actions": [{"corp": "play Hypoxia"}]},
                  {"corp.removed": ["Hypoxia", "Hypoxia"], "corp.archives": []})
    assert ruling["verdict"] == ["The Runner takes 1 core damage.", "Hypoxia is removed from the game."]


def test_a_scenario_page_lists_the_cards_removed_from_the_game(client, app):
    """Ashen Epilogue removes the top 5 cards of the stack and itself (cr/rule_play_no_trash_left_play_area)."""
    [found] = [s["id"] for s in app.extensions["rulesdb"].scenarios()
               if s["id"].endswith("rule_play_no_trash_left_play_area-1")]
    html = client.get(f"/scenarios/{found}").get_data(as_text=True)
    assert re.search(r"<dt>removed from the game</dt><dd>[^<]*Ashen Epilogue</dd>", html)
