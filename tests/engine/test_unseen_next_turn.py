"""The next turn's allotted [click], given in the unshown part of the turn a board starts inside: Týr's "Lose [click]:
Break 1 subroutine on this ice. The Corp gets +1 allotted [click] for their next turn" and Aggressive Trendsetting's
"If they do not, you get +1 allotted [click] for your next turn" (cr/rule_allotted_clicks) may have been met before a
Runner's-turn board that starts after an unshown action; when the scenario plays on into the Corp's turn, the [click]
the Corp gains there turn on it, so it is refused naming the card (state.unseen_next_turn.may_have_given_clicks)."""

import pytest

from rulesdb.engine.state.midturn import EarlierTurnUnknown
from tests.engine.card_play import at, scenario


def _into_the_corps_turn(tmp_path, name, clicks=1, corp=None, corps_turn=True):
    # the Runner spends the [click] left, then the Corp takes one action in its turn
    corp = {"rd": ["Hedge Fund"], **(corp or {})}
    actions = [{"runner": "gain credit"}] * clicks + ([{"corp": "gain credit"}] if corps_turn else [])
    return scenario(tmp_path, name=name, corp=corp, runner={"clicks": clicks}, actions=actions)


def _refusal(card: str) -> str:
    return (f"{card} may have given the Corp +1 allotted [click] for this turn in the unshown part of the Runner's "
            "turn before it (a board starting after an unshown action cannot say), and the [click] the Corp gains "
            "as this turn begins depend on it; start the scenario in this turn, with the Corp's [click] on the "
            "board (corp.clicks)")


def test_a_rezzed_tyr_on_a_board_after_an_unshown_action_refuses_the_corps_next_turn_clicks(tmp_path):
    with pytest.raises(EarlierTurnUnknown) as refused:
        _into_the_corps_turn(tmp_path, "tyr", corp={"servers": {"Server 1": {"ice": ["Týr"]}}})
    assert str(refused.value).endswith(_refusal("Týr")) and "\n" not in str(refused.value)


def test_aggressive_trendsetting_scored_on_such_a_board_refuses_the_corps_next_turn_clicks(tmp_path):
    with pytest.raises(EarlierTurnUnknown) as refused:
        _into_the_corps_turn(tmp_path, "trendsetting", corp={"score_area": ["Aggressive Trendsetting"]})
    assert str(refused.value).endswith(_refusal("Aggressive Trendsetting"))


def test_the_runners_turn_shown_from_its_start_leaves_the_corp_its_3_clicks(tmp_path):
    # every [click] left: no action of the Runner's turn came before the board, so Týr gave nothing unseen
    result = _into_the_corps_turn(tmp_path, "tyr-shown", clicks=4, corp={"servers": {"Server 1": {"ice": ["Týr"]}}})
    assert at(result, "corp.clicks") == 3 - 1


def test_the_scenario_ending_in_the_runners_turn_asks_nothing_of_the_corps_clicks(tmp_path):
    result = _into_the_corps_turn(tmp_path, "tyr-runner-only", corp={"servers": {"Server 1": {"ice": ["Týr"]}}},
                                  corps_turn=False)
    assert at(result, "runner.credits") == 5 + 1


def test_an_unrezzed_tyr_gave_nothing_in_the_unshown_part(tmp_path):
    # its break ability is usable only while it is rezzed; rezzed later, the scenario shows it
    result = _into_the_corps_turn(tmp_path, "tyr-unrezzed",
                                  corp={"servers": {"Server 1": {"ice": [{"card": "Týr", "rezzed": False}]}}})
    assert at(result, "corp.clicks") == 3 - 1
