"""Spin cycle resources (Activist Support, Grifter, Hard at Work, Motivation, Starlight Crusade Funding, Tallie
Perrault, Woman in the Red Dress), each through a turn."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

CORP = {"rd": ["Hedge Fund"] * 4, "hq": ["Ice Wall"]}


def _turn(tmp_path, rig, actions=(), *, runner=None, corp=None, decisions=None, name="turn"):
    runner = {"credits": 5, **(runner or {}), "rig": rig}
    return scenario(tmp_path, actions=list(actions) or [{"runner": "gain credit"}], runner=runner,
                    corp={**CORP, **(corp or {})}, decisions={"jack out": "no", **(decisions or {})}, name=name)


def test_activist_support_gives_bad_publicity_and_tags_only_when_there_are_none(tmp_path):
    mine = _turn(tmp_path, ["Activist Support"])
    assert at(mine, "corp.bad_publicity") == 1
    already = _turn(tmp_path, ["Activist Support"], corp={"bad_publicity": 2}, name="already")
    assert at(already, "corp.bad_publicity") == 2
    corp_turn = _turn(tmp_path, ["Activist Support"], [{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}],
                      name="corp")
    assert at(corp_turn, "runner.tags") == 1
    tagged = _turn(tmp_path, ["Activist Support"], [{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}],
                   runner={"tags": 2}, name="tagged")
    assert at(tagged, "runner.tags") == 2


def test_grifter_pays_after_a_successful_run_and_is_trashed_otherwise(tmp_path):
    ran = _turn(tmp_path, ["Grifter"], [{"runner": "run HQ"}] + [{"runner": "gain credit"}] * 3
                + [{"corp": "gain credit"}], runner={"credits": 0})
    assert (at(ran, "runner.credits"), at(ran, "runner.rig")) == (3 + 1, ["Grifter"])
    idle = _turn(tmp_path, ["Grifter"], [{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}], name="idle")
    assert (at(idle, "runner.rig"), at(idle, "runner.heap")) == ([], ["Grifter"])


def test_hard_at_work_trades_a_click_for_2_credits(tmp_path):
    result = _turn(tmp_path, ["Hard at Work"], runner={"credits": 0})
    assert (at(result, "runner.credits"), at(result, "runner.clicks")) == (2 + 1, 4 - 1 - 1)


def test_motivation_looks_at_the_top_of_the_stack_if_the_runner_wants(tmp_path):
    result = _turn(tmp_path, ["Motivation"], runner={"stack": ["Diesel"]}, decisions={"use Motivation": "yes"})
    assert traced(result, "looks at the top card of the stack: Diesel")
    skipped = _turn(tmp_path, ["Motivation"], runner={"stack": ["Diesel"]}, decisions={"use Motivation": "no"},
                    name="skipped")
    assert not traced(skipped, "looks at the top card")


def test_starlight_crusade_funding_costs_a_click_and_lifts_double_events_extra_click(tmp_path):
    play = [{"runner": "play Lawyer Up"}] + [{"runner": "gain credit"}] * 2
    result = _turn(tmp_path, ["Starlight Crusade Funding"], play, runner={"grip": ["Lawyer Up"],
                                                                        "stack": ["Diesel"] * 3})
    assert at(result, "runner.clicks") == 0  # 4 - 1 as the turn began, then three actions of 1 click each
    assert traced(result, "additional cost is ignored")
    with pytest.raises(ScenarioError):  # without it, the double event takes 2 of the 3 clicks left
        _turn(tmp_path, [], play + [{"runner": "gain credit"}], runner={"grip": ["Lawyer Up"],
                                                                   "stack": ["Diesel"] * 3}, name="without")


def test_tallie_perrault_answers_gray_ops_with_bad_publicity_and_draws_for_it(tmp_path):
    corp = {"credits": 10, "hq": ["Witness Tampering"], "bad_publicity": 2}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Witness Tampering"}], corp={**CORP, **corp},
                      runner={"rig": ["Tallie Perrault"]},
                      decisions={"Witness Tampering X": 2, "use Tallie Perrault": "yes"})
    assert (at(result, "corp.bad_publicity"), at(result, "runner.tags")) == (1, 1)
    drawn = _turn(tmp_path, ["Tallie Perrault"], [{"runner": "use Tallie Perrault"}], corp={"bad_publicity": 2},
                  runner={"stack": ["Diesel"] * 3}, name="drawn")
    assert (len(at(drawn, "runner.grip")), at(drawn, "runner.heap")) == (2, ["Tallie Perrault"])


def test_woman_in_the_red_dress_reveals_the_top_of_rd_and_the_corp_may_draw_it(tmp_path):
    drawn = _turn(tmp_path, ["Woman in the Red Dress"], corp={"rd": ["Enigma", "Hedge Fund"]},
                  decisions={"Woman in the Red Dress choice": "draw it"})
    assert (traced(drawn, "reveals Enigma"), at(drawn, "corp.hq"), at(drawn, "corp.rd")) == \
        (True, ["Ice Wall", "Enigma"], ["Hedge Fund"])
    left = _turn(tmp_path, ["Woman in the Red Dress"], corp={"rd": ["Enigma", "Hedge Fund"]}, name="left",
                 decisions={"Woman in the Red Dress choice": "no"})
    assert at(left, "corp.rd") == ["Enigma", "Hedge Fund"]
