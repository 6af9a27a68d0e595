"""A board's `hand_size`: the maximum hand size a player starts with (before identities and cards), so a
judge can set up a Runner who took core damage, or a Corp whose limit a card lowered."""

import pytest

from rulesdb.errors import ScenarioError
from rulesdb.table.board import play

FOUR_CARDS = ["Sure Gamble", "Diesel", "Easy Mark", "Sure Gamble"]


def board(side: str, hand_size) -> dict:
    hand = "grip" if side == "runner" else "hq"
    cards = FOUR_CARDS if side == "runner" else ["Hedge Fund"] * 4
    return {side: {"hand_size": hand_size, hand: cards, "clicks": 1}, "turn": side,
            "actions": [{side: "gain credit"}], "until": "end of turn"}


@pytest.mark.parametrize("side", ["runner", "corp"])
def test_a_lower_maximum_hand_size_makes_the_player_discard_at_the_end_of_the_turn(side):
    asked = play(board(side, 3))["question"]
    assert asked["name"] == "discard" and asked["who"] == side.capitalize()


@pytest.mark.parametrize("side", ["runner", "corp"])
def test_without_it_the_maximum_is_five_and_four_cards_are_kept(side):
    given = board(side, 0)
    del given[side]["hand_size"]
    final = play(given)["final_state"]
    assert final[side]["hand_size"] == 5 and len(final[side]["grip" if side == "runner" else "hq"]) == 4


def test_a_hand_size_that_is_no_number_names_the_field():
    with pytest.raises(ScenarioError, match=r"runner\.hand_size: expected a whole number"):
        play(board("runner", "x"))
