"""Standard Runner cards, each test stating what its printed text makes happen: Stargate, Mu Safecracker
and Gachapon (Direct Access's own test is in test_card_events_operations.py)."""

import pytest

from rulesdb.engine.state.attempts import ActionRefused
from tests.engine.card_play import at, board, scenario, use

RD = ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign", "Beanstalk Royalties"]


def test_stargate_runs_r_and_d_once_per_turn_and_trashes_1_of_the_top_3(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Stargate"}], corp={"rd": RD},
                      runner={"rig": ["Stargate"]}, decisions={"jack out": "no", "Stargate target": "Enigma"})
    assert (at(result, "corp.archives"), at(result, "runs.0.accessed")) == (["Enigma"], [])
    assert at(result, "corp.rd") == ["Hedge Fund", "Ice Wall", "PAD Campaign", "Beanstalk Royalties"]


def test_stargate_cannot_be_used_twice_in_a_turn(tmp_path):
    with pytest.raises(ActionRefused, match="only once per turn"):
        scenario(tmp_path, actions=[{"runner": "use Stargate"}, {"runner": "use Stargate"}], corp={"rd": RD},
                 runner={"rig": ["Stargate"]}, decisions={"jack out": "no", "Stargate target": "Enigma"})


def test_mu_safecracker_pays_from_stealth_cards_for_one_more_access(tmp_path):
    def run(name, server, rig):
        return scenario(tmp_path, actions=[{"runner": f"run {server}"}], name=name, corp={"hq": RD[:3], "rd": RD},
                        runner={"rig": rig}, decisions={"jack out": "no", "use Mu Safecracker": "yes",
                                                         "trash PAD Campaign": "no"})
    hq = run("hq", "HQ", ["Mu Safecracker", "Ghost Runner"])
    assert (len(at(hq, "runs.0.accessed")), at(hq, "cards[Ghost Runner].counters")) == (2, {"credits": 2})
    rd = run("rd", "R&D", ["Mu Safecracker", "Ghost Runner"])
    assert (len(at(rd, "runs.0.accessed")), at(rd, "cards[Ghost Runner].counters")) == (2, {"credits": 1})
    plain = run("plain", "HQ", ["Mu Safecracker"])
    assert (len(at(plain, "runs.0.accessed")), at(plain, "runner.credits")) == (1, 5)  # pool credits cannot pay


def test_gachapon_installs_from_the_top_6_two_cheaper_keeps_3_and_removes_the_rest(tmp_path):
    top = ["Diesel", "Corroder", "Sure Gamble", "Easy Mark", "Lucky Find", "Kati Jones", "Inside Job"]
    game = board(tmp_path, runner={"rig": ["Gachapon"], "stack": top},
                 decisions={"Gachapon target": "Corroder", "Gachapon choice": ["Diesel", "Sure Gamble", "Easy Mark"]})
    assert use(game, "Gachapon")
    assert [o.title for o in game.runner.play] == ["Corroder"]
    assert game.runner.credits == 5 - 0
    assert sorted(c.title for c in game.runner.deck) == ["Diesel", "Easy Mark", "Inside Job", "Sure Gamble"]
    assert sorted(c.title for c in game.runner.removed) == ["Kati Jones", "Lucky Find"]


def test_verbal_plasticity_makes_the_first_basic_draw_each_turn_draw_2(tmp_path):
    grip = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find"]
    result = scenario(tmp_path, actions=[{"runner": "draw"}, {"runner": "draw"}],
                      runner={"stack": grip, "rig": ["Verbal Plasticity"]})
    assert at(result, "runner.grip") == grip[:3]
    diesel = scenario(tmp_path, actions=[{"runner": "play Diesel"}], name="diesel",
                      runner={"grip": ["Diesel"], "stack": grip, "rig": ["Verbal Plasticity"]})
    assert at(diesel, "runner.grip") == grip[:3]  # a card's draw is not the basic action


def test_alarm_clock_runs_hq_as_the_turn_begins_and_may_spend_2_clicks_to_bypass(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], corp={"hq": ["Hedge Fund"], "servers": {
        "HQ": {"ice": ["Ice Wall", "Enigma"]}}}, runner={"rig": ["Alarm Clock"]},
        decisions={"use Alarm Clock": "yes", "Alarm Clock choice": "yes", "jack out": "no", "break Enigma": "no"})
    assert (at(result, "runs.0.server"), at(result, "runs.0.by")) == ("HQ", "Alarm Clock")
    assert at(result, "runs.0.outcome") == "unsuccessful"  # Ice Wall bypassed; Enigma, the second, is not
    assert at(result, "runner.clicks") == 4 - 2 - 1 - 1  # two spent, one lost to Enigma, one to gain a credit


def test_the_wizards_chest_is_usable_only_after_all_three_centrals_and_installs_for_free(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run R&D"}, {"runner": "run Archives"},
                                         {"runner": "gain credit"}],
                      corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund"]},
                      runner={"credits": 0, "rig": ["The Wizard’s Chest"],
                              "stack": ["Diesel", "Femme Fatale", "Sure Gamble", "Corroder", "Easy Mark"]},
                      decisions={"jack out": "no", "abilities at Runner action phase": "The Wizard’s Chest",
                                 "The Wizard’s Chest choice": "program",
                                 "The Wizard’s Chest target": "Femme Fatale", "Femme Fatale target": "no"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Femme Fatale"], 1)
    game = board(tmp_path, runner={"rig": ["The Wizard’s Chest"], "stack": ["Corroder"]}, name="early")
    assert not use(game, "The Wizard’s Chest")
