"""The removed-from-game zone on a board (`corp.removed`, `runner.removed`): the CR makes it a zone of the game
(cr/rule_removed_from_game_zone) whose cards are open information (cr/rule_rfg_open_information), inactive
(cr/rule_rfg_inactive) and never move out (cr/rule_rfg_no_interaction). A board could not say it: the field was
refused as unknown, so a judge could not lay out a game where Hypoxia or Levy AR Lab Access had been played. And a
card the scenario removes (Hypoxia's "Remove this operation from the game") is said in the verdict, where it went
being what the dispute often is (Archives or out of the game)."""

import re

import pytest

from rulesdb.answers import verdict
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

GRIP = ["Sure Gamble", "Jailbreak"]


def _hypoxia(tmp_path, **corp) -> dict:
    """The Corp plays Hypoxia (tagged Runner: "Do 1 core damage. The Runner gets -1 allotted [click] for their next
    turn. Remove this operation from the game.")."""
    return scenario(tmp_path, name="hypoxia", turn="corp", runner={"tags": 1, "grip": GRIP},
                    corp={"credits": 5, "hq": ["Hypoxia"], "rd": ["Hedge Fund"], **corp},
                    actions=[{"corp": "play Hypoxia"}])


def test_hypoxia_goes_to_the_removed_from_game_zone_and_the_verdict_says_so(tmp_path):
    result = _hypoxia(tmp_path)
    assert (at(result, "corp.removed"), at(result, "corp.archives"), at(result, "play_area")) == (["Hypoxia"], [], [])
    assert verdict(result)["sentences"] == ["The Runner takes 1 core damage.", "Hypoxia is removed from the game."]
    assert traced(result, "Hypoxia removes itself from the game.")  # it read "Hypoxia removes Hypoxia"


def test_climactic_showdown_removes_itself_as_the_turn_begins_and_the_verdict_says_so(tmp_path):
    """"When your turn begins, remove this resource from the game. ...": out of the rig, not into the heap."""
    result = scenario(tmp_path, name="showdown", runner={"rig": ["Climactic Showdown"]},
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [{"card": "Tithe", "rezzed": True}]}}},
                      actions=[{"runner": "gain credit"}], decisions={"Climactic Showdown choice": "no"})
    assert (at(result, "runner.removed"), at(result, "runner.heap"), at(result, "runner.rig")) == (
        ["Climactic Showdown"], [], [])
    assert verdict(result)["sentences"] == ["Climactic Showdown's ability resolves.",
                                            "Climactic Showdown is removed from the game."]


def test_a_board_lays_cards_removed_from_the_game_and_the_set_up_says_them(tmp_path):
    """A copy of Hypoxia played on an earlier turn lies there already: the verdict names only the one this scenario
    removes, and the set-up line shows both sides' removed cards (open information)."""
    result = scenario(tmp_path, name="laid", turn="corp", runner={"tags": 1, "grip": GRIP, "removed": ["Hyperdriver"]},
                      corp={"credits": 5, "hq": ["Hypoxia"], "rd": ["Hedge Fund"], "removed": ["Hypoxia"]},
                      actions=[{"corp": "play Hypoxia"}])
    assert (at(result, "corp.removed"), at(result, "runner.removed")) == (["Hypoxia", "Hypoxia"], ["Hyperdriver"])
    assert "removed from the game: Hypoxia. Runner:" in result["trace"][0]["text"]
    assert result["trace"][0]["text"].endswith("; removed from the game: Hyperdriver.")
    assert verdict(result)["sentences"][-1] == "Hypoxia is removed from the game."


def test_a_card_removed_from_the_game_never_comes_back(tmp_path):
    """Levy AR Lab Access shuffles the grip and heap into the stack and draws 5: the Sure Gamble removed from the game
    is in neither (cr/rule_rfg_no_interaction), and Levy joins it instead of the heap."""
    result = scenario(tmp_path, name="levy", runner={"credits": 5, "grip": ["Levy AR Lab Access"],
                                                     "heap": ["Jailbreak"], "removed": ["Sure Gamble"]},
                      actions=[{"runner": "play Levy AR Lab Access"}])
    assert at(result, "runner.removed") == ["Sure Gamble", "Levy AR Lab Access"]
    assert (at(result, "runner.grip"), at(result, "runner.stack"), at(result, "runner.heap")) == (["Jailbreak"], [], [])


@pytest.mark.parametrize(("removed", "line"), [
    ([{"card": "Hypoxia", "counters": {"power": 1}}], "corp.removed[0]: a card removed from the game is inactive and "
                                                       "keeps no state (cr/rule_rfg_inactive): give its title alone"),
    (["Sure Gamble"], "corp.removed[0]: Sure Gamble is a Runner card"),
    ("Hypoxia", "corp.removed: expected a list"),
])
def test_a_removed_card_the_zone_cannot_hold_is_refused_at_its_field(tmp_path, removed, line):
    with pytest.raises(ScenarioError, match=re.escape(line)):
        _hypoxia(tmp_path, removed=removed)
