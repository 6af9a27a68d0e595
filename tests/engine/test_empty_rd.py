"""The Corp required to draw from an empty R&D loses (cr/rule_empty_rnd), and a board that leaves
R&D out does not say it is empty: the engine refuses rather than hand the Runner a win nobody laid out."""

import pytest

from rulesdb.answers.verdicts import verdict
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced


def corp_turn(tmp_path, name, actions=(), **corp):
    return scenario(tmp_path, turn="corp", actions=list(actions) or [{"corp": "gain credit"}], name=name,
                    corp={"credits": 5, **corp})


def test_a_board_without_rd_is_refused_when_the_corp_must_draw(tmp_path):
    with pytest.raises(ScenarioError, match=r"corp\.rd: The mandatory draw draws from R&D, which the board does "
                                            r"not lay out"):
        corp_turn(tmp_path, "unlaid", hq=["Hedge Fund"])


def test_an_rd_laid_out_empty_loses_the_corp_the_game_at_the_mandatory_draw(tmp_path):
    result = corp_turn(tmp_path, "empty", rd=[], hq=["Hedge Fund"])
    assert (at(result, "winner"), at(result, "corp.credits")) == ("runner", 5)  # no action was taken
    step = result["trace"][verdict(result)["deciding"]]
    assert step["text"] == "The mandatory draw: the Corp must draw a card but R&D is empty: the Runner wins."
    assert "cr/rule_empty_rnd" in step["cites"]


def test_any_draw_the_corp_must_make_beyond_rd_loses_the_game(tmp_path):
    """Not only the mandatory draw: the basic action's draw is required too, once taken."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "draw"}], name="action",
                      corp={"credits": 5, "clicks": 3, "rd": []})
    assert at(result, "winner") == "runner"
    assert traced(result, "The basic action: the Corp must draw a card but R&D is empty")


def test_a_draw_rd_can_meet_is_unchanged(tmp_path):
    result = corp_turn(tmp_path, "one", rd=["Ice Wall"])
    assert (at(result, "winner"), at(result, "corp.hq")) == (None, ["Ice Wall"])


def test_a_draw_of_more_cards_than_rd_holds_sets_them_aside_and_the_game_ends_before_hq(tmp_path):
    """Anonymous Tip: "Draw 3 cards." with 2 in R&D. A draw sets aside that many cards from the top of R&D, added to
    HQ only after the abilities that wait for them (cr/rule_draw_procedure); the Corp sets aside the 2 it can
    (cr/rule_do_as_much_as_you_can), cannot draw the third, and the game ends at once (cr/rule_empty_rnd,
    cr/rule_game_end): neither card reaches HQ, and R&D is empty."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Anonymous Tip"}], name="short",
                      corp={"credits": 5, "clicks": 3, "hq": ["Anonymous Tip"], "rd": ["Ice Wall", "Hedge Fund"]})
    assert (at(result, "winner"), at(result, "corp.hq"), at(result, "corp.rd")) == ("runner", [], [])
    step = result["trace"][verdict(result)["deciding"]]
    assert step["text"] == ("Anonymous Tip: the Corp must draw a card more but R&D is empty: the Runner wins, and the "
                            "game ends before the drawn cards reach HQ.")
    assert {"cr/rule_empty_rnd", "cr/rule_game_end"} <= set(step["cites"])
    assert traced(result, "Anonymous Tip: the Corp must draw 3 cards; R&D holds 2 cards, set aside facedown as drawn")
