"""One decision of what a search may find and whether it may find nothing (`effects.finding`): only a search of a
deck for cards with criteria may fail to find (cr/rule_fail_to_find); "a card" without criteria finds one
(cr/rule_search_multiple_cards); the heap and the grip are not decks. `piles.search_stack` (Special Order, Logos)
and `searches.search_zone` (Muse, Artist Colony) both ask it, each title offered once."""

from rulesdb.engine.effects.finding import may_fail_to_find
from tests.engine.card_play import at, scenario


def _options(result: dict, decision: str) -> list[str]:
    return next(d["options"] for d in at(result, "decisions") if d["decision"] == decision)


def test_only_a_deck_searched_with_criteria_may_fail_to_find():
    assert [may_fail_to_find(zone, criteria) for zone, criteria in (
        ("stack", True), ("rd", True), ("stack", False), ("heap", True), ("grip", True))] == [
        True, True, False, False, False]


def test_special_order_offers_each_icebreaker_title_once_and_may_find_nothing(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Special Order"}],
                      runner={"grip": ["Special Order"], "stack": ["Corroder", "Diesel", "Corroder", "Mimic"]},
                      decisions={"Special Order target": "no"})
    assert _options(result, "Special Order target") == ["Corroder", "Mimic", "no"]
    assert (at(result, "runner.grip"), sorted(at(result, "runner.stack"))) == (
        [], ["Corroder", "Corroder", "Diesel", "Mimic"])


def test_logos_searching_for_a_card_without_criteria_cannot_fail_to_find(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "rd": ["Hedge Fund"] * 3, "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}}},
        runner={"rig": ["Logos"], "stack": ["Sure Gamble", "Diesel", "Sure Gamble"]},
        decisions={"score": "yes", "use Logos": "yes", "Logos target": "Sure Gamble"})
    assert _options(result, "Logos target") == ["Sure Gamble", "Diesel"]
    assert at(result, "runner.grip") == ["Sure Gamble"]


def test_muse_searching_the_grip_finds_the_one_program_that_fits_without_asking(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Muse"}],
                      runner={"credits": 5, "grip": ["Muse", "Corroder", "Sure Gamble"]},
                      decisions={"Muse zone": "grip"})
    assert not [d for d in at(result, "decisions") if d["decision"] == "Muse target"]
    assert at(result, "cards.Corroder.host") == "Muse"
