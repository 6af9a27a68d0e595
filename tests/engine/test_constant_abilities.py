"""Constant abilities that change a card's own costs, requirement, memory or worth wherever it is."""

import pytest

from tests.engine.card_play import at, board, run_past, scenario


@pytest.mark.parametrize(("counters", "used"), [(0, 1), (2, 3)])
def test_puffer_costs_1_more_memory_per_power_counter(tmp_path, counters, used):
    game = board(tmp_path, runner={"rig": [{"card": "Puffer", "counters": {"power": counters}}]})
    assert game.memory_used() == used


@pytest.mark.parametrize(("link", "credits_left", "used"), [(2, 4, 0), (0, 4, 1)])
def test_zu13_uses_no_memory_with_2_link(tmp_path, link, credits_left, used):
    result = scenario(tmp_path, actions=[{"runner": "install ZU.13 Key Master"}],
                      runner={"link": link, "grip": ["ZU.13 Key Master"]})
    assert at(result, "runner.memory.used") == used
    assert at(result, "runner.credits") == credits_left


def test_wormhole_costs_3_less_to_rez_for_each_advancement_counter(tmp_path):
    result = run_past(tmp_path, [{"card": "Wormhole", "rezzed": False, "advancement": 2}], corp={"credits": 3},
                      decisions={"rez Wormhole": "yes", "Wormhole target": "no"}, runner={"credits": 0})
    assert at(result, "corp.credits") == 0  # 9 - 2 * 3
    assert at(result, "cards.Wormhole.rezzed") is True


@pytest.mark.parametrize(("bad_publicity", "scorable"), [(0, True), (1, False)])
def test_napd_contract_needs_one_more_advancement_per_bad_publicity(tmp_path, bad_publicity, scorable):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"clicks": 3, "bad_publicity": bad_publicity, "servers": {"Server 1": {"root": [
                          {"card": "NAPD Contract", "advancement": 4}]}}}, decisions={"score NAPD Contract": "yes"})
    assert (at(result, "corp.score_area") == ["NAPD Contract"]) is scorable


def test_global_food_initiative_is_worth_1_less_to_the_runner(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}],
                      runner={"score_area": ["Global Food Initiative"]}, corp={"score_area": ["Global Food Initiative"]})
    assert (at(result, "runner.agenda_points"), at(result, "corp.agenda_points")) == (2, 3)
