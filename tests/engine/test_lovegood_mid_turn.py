"""Dr. Lovegood on a board that starts in the Runner's action phase: as the turn began it chose 1 of the Runner's
installed cards (a mandatory choice, Dr. Lovegood itself among them), which lost its printed abilities for the
remainder of the turn (cr/rule_lose_ability); the board does not show which. The engine refuses, naming Dr. Lovegood,
only where an ability of a Runner card on the board is used or changes a result; a card the scenario installed kept
its abilities, the Corp's turn is untouched, and the board may say the choice (`chosen`) (state.unseen_blank)."""

import pytest

from rulesdb.engine.state.midturn import EarlierTurnUnknown
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

REFUSED = ("Dr. Lovegood chose 1 of the Runner's installed cards as this turn began, and it lost its printed "
           "abilities for the remainder of the turn (a board starting in the Runner's action phase cannot say which): "
           "breaking Ice Wall's subroutines with Corroder depends on whether it was Corroder; say it on the board "
           "(Dr. Lovegood (chosen Corroder), or chosen Dr. Lovegood itself), or start the scenario at the beginning "
           "of the turn")


def _run(tmp_path, lovegood="Dr. Lovegood", name="lovegood", rig=("Corroder",), grip=(), actions=None, clicks=3):
    runner = {"clicks": clicks, "credits": 5, "rig": [lovegood, *rig], "grip": list(grip)}
    return scenario(tmp_path, name=name, runner=runner, corp={"servers": {"HQ": {"ice": ["Ice Wall"]}}},
                    actions=actions or [{"runner": "run HQ"}],
                    decisions={"break Ice Wall": "Corroder", "jack out": "no"})


@pytest.mark.parametrize("clicks", [3, 4])
def test_dr_lovegoods_unknown_choice_refuses_corroder_breaking_on_a_board_after_the_turn_began(tmp_path, clicks):
    # with every [click] left too: the board starts in the action phase, after the turn began
    with pytest.raises(EarlierTurnUnknown) as refused:
        _run(tmp_path, clicks=clicks, name=f"lovegood{clicks}")
    assert str(refused.value).endswith(REFUSED) and "\n" not in str(refused.value)


def test_dr_lovegood_said_to_have_chosen_corroder_leaves_it_without_its_break_ability(tmp_path):
    result = _run(tmp_path, {"card": "Dr. Lovegood", "chosen": "Corroder"}, name="chose-corroder")
    assert traced(result, "Corroder loses its printed abilities for the remainder of the turn.")
    assert at(result, "runs.0.outcome") != "successful" and at(result, "runner.credits") == 5


def test_dr_lovegood_said_to_have_chosen_itself_leaves_corroder_breaking(tmp_path):
    result = _run(tmp_path, {"card": "Dr. Lovegood", "chosen": "Dr. Lovegood"}, name="chose-itself")
    assert at(result, "runs.0.outcome") == "successful" and at(result, "runner.credits") == 4


def test_dr_lovegoods_unknown_choice_does_not_matter_when_no_runner_ability_is_used(tmp_path):
    result = _run(tmp_path, name="no-ability", actions=[{"runner": "gain credit"}])
    assert at(result, "runner.credits") == 6


def test_a_corroder_installed_in_the_scenario_was_not_installed_as_the_turn_began(tmp_path):
    result = _run(tmp_path, name="installed-later", rig=(), grip=("Corroder",),
                  actions=[{"runner": "install Corroder"}, {"runner": "run HQ"}])
    assert at(result, "runs.0.outcome") == "successful" and at(result, "runner.credits") == 2


def test_dr_lovegoods_choice_is_over_in_the_corps_turn(tmp_path):
    result = scenario(tmp_path, name="corp-turn", turn="corp", runner={"rig": ["Dr. Lovegood", "Daily Casts"]},
                      corp={"clicks": 2}, actions=[{"corp": "gain credit"}])
    assert at(result, "corp.credits") == 6


def test_dr_lovegoods_choice_said_on_a_board_at_the_start_of_the_turn_is_refused(tmp_path):
    with pytest.raises(ScenarioError, match="Dr. Lovegood: chosen: it chooses as the Runner's turn begins, and the "
                                            "scenario starts at the beginning of the turn"):
        scenario(tmp_path, name="start", runner={"rig": [{"card": "Dr. Lovegood", "chosen": "Dr. Lovegood"}]},
                 actions=[{"runner": "gain credit"}], decisions={"Dr. Lovegood target": "Dr. Lovegood"})


def test_corroder_chosen_by_dr_lovegood_as_the_turn_begins_has_no_break_ability_left(tmp_path):
    # it lost its printed abilities (cr/rule_lose_ability), its break ability among them: Ice Wall ends the run
    result = scenario(tmp_path, name="begins", runner={"credits": 5, "rig": ["Dr. Lovegood", "Corroder"]},
                      corp={"servers": {"HQ": {"ice": ["Ice Wall"]}}}, actions=[{"runner": "run HQ"}],
                      decisions={"break Ice Wall": "Corroder", "jack out": "no", "Dr. Lovegood target": "Corroder"})
    assert traced(result, "The Runner has no icebreaker able to break Ice Wall's subroutines.")
    assert at(result, "runs.0.outcome") == "unsuccessful" and at(result, "runner.credits") == 5
