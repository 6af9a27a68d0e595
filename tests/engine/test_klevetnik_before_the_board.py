"""Klevetnik rezzed as a board starts: "When you rez this ice during a run against this server, you may have the Runner
gain 2[c]. If you do, choose 1 installed resource. That resource loses all abilities until your next turn ends." It
may have been rezzed in a run the board does not show (earlier in a Runner's turn that starts after an unshown action,
or in the Runner's turn before a Corp's-turn board), so a resource the board shows may have lost all abilities until
the Corp's turn ends (cr/rule_lose_ability). The engine refuses, naming Klevetnik, only where such a resource's ability
is used or read to a result; the board may say the choice (`chosen`, or `chosen: none`) (state.unseen_rez_blank)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, refusal, scenario, traced

USE = [{"runner": "use Armitage Codebusting"}]


def _board(tmp_path, klevetnik="Klevetnik", name="klevetnik", clicks=3, turn="runner", actions=USE, rig=None):
    runner = {"credits": 0, "rig": rig or [{"card": "Armitage Codebusting", "credits": 12}], "stack": ["Sure Gamble"]}
    if clicks is not None:
        runner["clicks"] = clicks
    corp = {"servers": {"HQ": {"ice": [klevetnik]}}, "rd": ["Hedge Fund"]}
    return scenario(tmp_path, name=name, turn=turn, runner=runner, corp=corp, actions=actions)


@pytest.mark.parametrize("clicks", [3, 4])
def test_klevetnik_rezzed_on_a_board_after_an_unshown_action_refuses_a_resources_paid_ability(tmp_path, clicks):
    refused = refusal(_board, tmp_path, clicks=clicks, name=f"mid{clicks}")
    assert refused.endswith(
        "Klevetnik may have been rezzed during a run against its server earlier in this turn (a board starting after "
        "an unshown action cannot say), and if the Corp had the Runner gain 2[c], 1 installed resource lost all "
        "abilities until the Corp's turn ends: using Armitage Codebusting's \"Take 2[c] from Armitage Codebusting.\" "
        "depends on whether it was Armitage Codebusting; say it on the board (Klevetnik (chosen Armitage "
        "Codebusting), or chosen none), or start the scenario at the beginning of the turn") and "\n" not in refused


def test_klevetnik_said_to_have_chosen_none_leaves_the_resource_its_abilities(tmp_path):
    result = _board(tmp_path, {"card": "Klevetnik", "chosen": "none"}, name="none")
    assert at(result, "runner.credits") == 2


def test_klevetnik_said_to_have_chosen_the_resource_leaves_it_without_its_click_ability(tmp_path):
    with pytest.raises(ScenarioError) as refused:
        _board(tmp_path, {"card": "Klevetnik", "chosen": "Armitage Codebusting"}, name="chosen")
    assert "Armitage Codebusting has lost its abilities to Klevetnik's effect, so it has no ability to use" in str(
        refused.value)


def test_klevetnik_chosen_resource_stays_blank_through_the_corps_next_turn_only(tmp_path):
    # a Runner's-turn board: "until your next turn ends" is the end of the Corp's turn after it
    result = _board(tmp_path, {"card": "Klevetnik", "chosen": "Armitage Codebusting"}, name="lasting", clicks=1,
                    actions=[{"runner": "gain credit"}, {"corp": "gain credit"}, {"corp": "gain credit"},
                             {"corp": "gain credit"}, {"runner": "use Armitage Codebusting"}])
    assert traced(result, "Armitage Codebusting loses all abilities until the Corp's turn ends.")
    assert at(result, "runner.credits") == 1 + 2


def test_klevetnik_is_no_question_at_the_beginning_of_the_runners_turn(tmp_path):
    # rezzed in an earlier run, its effect ended with the Corp's turn before this one
    result = _board(tmp_path, name="begins", clicks=None)
    assert at(result, "runner.credits") == 2


def test_klevetnik_is_no_question_when_no_resource_ability_is_used(tmp_path):
    result = _board(tmp_path, name="unused", actions=[{"runner": "gain credit"}])
    assert at(result, "runner.credits") == 1


def test_klevetnik_unrezzed_on_the_board_chose_nothing_earlier(tmp_path):
    result = _board(tmp_path, {"card": "Klevetnik", "rezzed": False}, name="unrezzed")
    assert at(result, "runner.credits") == 2


def test_a_resource_installed_in_the_scenario_was_not_there_to_be_chosen(tmp_path):
    result = scenario(tmp_path, name="installed", runner={"clicks": 3, "credits": 1, "grip": ["Armitage Codebusting"]},
                      corp={"servers": {"HQ": {"ice": ["Klevetnik"]}}},
                      actions=[{"runner": "install Armitage Codebusting"}, *USE])
    assert at(result, "runner.credits") == 2


def test_klevetnik_on_a_corps_turn_board_leaves_a_resources_link_unsure_in_the_final_state(tmp_path):
    # rezzed in the Runner's turn before: the resource may be blank until this Corp turn ends; the final state is
    # read, not played, so Access to Globalsec's +1[link] is shown with the verdict's caveat
    result = _board(tmp_path, name="corp-turn", turn="corp", clicks=None, rig=["Access to Globalsec"],
                    actions=[{"corp": "gain credit"}])
    assert at(result, "runner.link") == 1
    assert result["caveats"] == [
        "Klevetnik may have been rezzed during a run before the board and chosen 1 installed resource, which lost all "
        "abilities (the board cannot say which): the state shows the Runner's link (with Access to Globalsec's "
        "printed +1[link]), though Access to Globalsec may be that resource."]


def test_klevetnik_on_a_corps_turn_board_is_no_question_in_the_runners_turn_after(tmp_path):
    result = _board(tmp_path, name="corp-then-runner", turn="corp", clicks=None,
                    actions=[{"corp": "gain credit"}, {"corp": "gain credit"}, {"corp": "gain credit"}, *USE])
    assert at(result, "runner.credits") == 2


def test_klevetnik_choice_said_on_a_board_at_the_start_of_the_runners_turn_is_refused(tmp_path):
    with pytest.raises(ScenarioError, match=r"Klevetnik: chosen: the scenario starts at the beginning of the Runner's "
                                            "turn"):
        _board(tmp_path, {"card": "Klevetnik", "chosen": "none"}, name="said-at-start", clicks=None)


def test_klevetnik_chosen_naming_no_installed_resource_is_refused_naming_its_field(tmp_path):
    with pytest.raises(ScenarioError, match=r"corp.servers.HQ.ice\[0\]: Klevetnik: chosen: 'Corroder' names 0"):
        _board(tmp_path, {"card": "Klevetnik", "chosen": "Corroder"}, name="bad-name")
