"""Standard Runner cards about installing, with an install restriction (cr/rule_act_restriction) or a
derez that a later rez undoes, each test stating what its printed text makes happen: Time Bomb,
Prognostic Q-Loop, Masterwork (v37), Charm Offensive, Window of Opportunity and Urban Art Vernissage."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, scenario, use

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_time_bomb_installs_only_after_a_successful_central_run(tmp_path):
    with pytest.raises(ScenarioError, match="Time Bomb cannot be installed: the Runner made no successful run"):
        scenario(tmp_path, actions=[{"runner": "install Time Bomb"}], runner={"grip": ["Time Bomb"]})
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "install Time Bomb"}], name="after",
                      corp={"hq": ["Hedge Fund"]}, runner={"grip": ["Time Bomb"]}, decisions={"jack out": "no"})
    assert at(result, "cards[Time Bomb].counters") == {"power": 1}


def test_time_bomb_ticks_then_sabotages_3_at_its_third_counter(tmp_path):
    ticking = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={
        "rig": [{"card": "Time Bomb", "counters": {"power": 1}}]})
    assert at(ticking, "cards[Time Bomb].counters") == {"power": 2}
    boom = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="boom", corp={
        "hq": ["Hedge Fund", "Enigma"], "rd": ["Ice Wall", "PAD Campaign", "Beanstalk Royalties"]},
        runner={"rig": [{"card": "Time Bomb", "counters": {"power": 3}}]}, decisions={"Time Bomb choice": ["Enigma"]})
    assert (at(boom, "runner.heap"), at(boom, "corp.archives")) == (["Time Bomb"], ["Enigma", "Ice Wall", "PAD Campaign"])


def test_prognostic_q_loop_reveals_the_top_card_and_may_install_it_once_per_turn(tmp_path):
    game = board(tmp_path, runner={"rig": ["Prognostic Q-Loop"], "stack": ["Corroder", "Diesel"]},
                 decisions={"Prognostic Q-Loop target": "Corroder"})
    assert use(game, "Prognostic Q-Loop")
    assert ([o.title for o in game.runner.play], game.runner.credits) == (["Prognostic Q-Loop", "Corroder"], 5 - 1 - 2)
    assert not use(game, "Prognostic Q-Loop")  # once per turn


def test_masterwork_installs_hardware_as_a_run_begins_for_1_more_and_draws(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"]},
                      runner={"grip": ["Capybara"], "stack": GRIP, "rig": ["Masterwork (v37)"]},
                      decisions={"jack out": "no", "Masterwork (v37) target": "Capybara"})
    assert (at(result, "runner.rig"), at(result, "runner.credits"), at(result, "runner.grip")) == \
        (["Masterwork (v37)", "Capybara"], 5 - 3, ["Sure Gamble"])


def test_charm_offensive_trashes_a_rezzed_copy_of_a_card_accessed_in_archives(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Charm Offensive"}], corp={
        "archives": ["PAD Campaign"], "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": True}]}}},
        runner={"grip": ["Charm Offensive"]}, decisions={"jack out": "no", "Charm Offensive target": "PAD Campaign"})
    assert at(result, "corp.archives") == ["PAD Campaign", "PAD Campaign"]


def test_window_of_opportunity_derezzes_ice_for_the_run_and_the_corp_may_rez_it_free_after(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Window of Opportunity on Server 1"}],
                      corp={"credits": 0, "servers": {"Server 1": {"ice": ["Ice Wall"], "root": ["PAD Campaign"]}}},
                      runner={"grip": ["Window of Opportunity", "Corroder"]},
                      decisions={"jack out": "no", "Window of Opportunity target": "Corroder", "rez Ice Wall": "no",
                                 "Window of Opportunity choice": "Ice Wall", "trash PAD Campaign": "no",
                                 "use Window of Opportunity": "yes"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.rig"), at(result, "cards[Ice Wall].rezzed")) == \
        ("successful", ["Corroder"], True)
    assert at(result, "corp.credits") == 0


def test_urban_art_vernissage_returns_a_trojan_for_2_credits_that_pay_for_installs(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Saci on Enigma"}], corp={"servers": {
        "Server 1": {"ice": [{"card": "Enigma", "hosted": ["Saci"]}]}}},
        runner={"credits": 0, "rig": ["Urban Art Vernissage"]}, decisions={"Urban Art Vernissage target": "Saci"})
    assert (at(result, "cards[Saci].host"), at(result, "cards[Urban Art Vernissage].counters")) == ("Enigma", {"credits": 1})
