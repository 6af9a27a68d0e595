"""Genesis cycle cards that change what a rez or an advance costs, or what a tagged Runner can do (2012-2013):
Cortez Chip, Simone Diego and Data Leak Reversal, each through the engine with the card it meets."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario


def _cortez_then_run(tmp_path, credits, name):
    corp = {"credits": credits, "servers": {"Server 1": {"ice": [{"card": "Enigma", "rezzed": False}]}}}
    return scenario(tmp_path, actions=[{"runner": "use Cortez Chip"}, {"runner": "run Server 1"}], corp=corp,
                    runner={"rig": ["Cortez Chip"]}, name=name,
                    decisions={"Cortez Chip target": "unrezzed ice protecting Server 1 (1st from the server)", "rez": "yes", "jack out": "no", "break Enigma": "no"})


def test_cortez_chip_makes_the_corp_pay_2_more_to_rez_the_chosen_ice_this_turn(tmp_path):
    short = _cortez_then_run(tmp_path, 4, "short")
    assert (at(short, "cards.Enigma.rezzed"), at(short, "corp.credits")) == (False, 4)  # 3 + 2 is more than 4
    assert at(short, "runner.heap") == ["Cortez Chip"]
    paid = _cortez_then_run(tmp_path, 5, "paid")
    assert (at(paid, "cards.Enigma.rezzed"), at(paid, "corp.credits")) == (True, 0)


def test_cortez_chip_lasts_only_until_the_end_of_the_turn(tmp_path):
    corp = {"credits": 0, "rd": ["Hedge Fund"], "servers": {"Server 1": {"ice": [{"card": "Enigma", "rezzed": False}]}}}
    actions = [{"runner": "use Cortez Chip"}, *[{"runner": "gain credit"}] * 4, *[{"corp": "gain credit"}] * 3,
               {"runner": "run Server 1"}]
    result = scenario(tmp_path, actions=actions, corp=corp, runner={"rig": ["Cortez Chip"]},
                      decisions={"Cortez Chip target": "unrezzed ice protecting Server 1 (1st from the server)", "rez": "yes", "jack out": "no", "break Enigma": "no"})
    assert (at(result, "cards.Enigma.rezzed"), at(result, "corp.credits")) == (True, 0)  # 3[c] the next turn


def test_simone_diego_credits_pay_to_advance_cards_of_its_server_only(tmp_path):
    corp = {"credits": 0, "rd": ["Hedge Fund"], "servers": {
        "Server 1": {"root": [{"card": "Simone Diego", "counters": {"credits": 2}}, "Hostile Takeover"]},
        "Server 2": {"root": ["Project Atlas"]}}}
    here = scenario(tmp_path, turn="corp", actions=[{"corp": "advance Hostile Takeover"}], corp=corp,
                    decisions={"pay advancing Hostile Takeover": {"Simone Diego": 1}})
    assert (at(here, "cards[Hostile Takeover].counters.advancement"),
            at(here, "cards[Simone Diego].counters.credits")) == (1, 1)
    with pytest.raises(ScenarioError, match="cannot pay|Project Atlas"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "advance Project Atlas"}], corp=corp, name="elsewhere")


def test_data_leak_reversal_installs_after_a_central_run_and_mills_r_and_d_while_tagged(tmp_path):
    corp = {"hq": ["Hedge Fund"], "rd": ["Hostile Takeover", "Enigma"]}
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}, {"runner": "install Data Leak Reversal"},
                                         {"runner": "use Data Leak Reversal"}],
                      corp=corp, runner={"tags": 1, "grip": ["Data Leak Reversal"]}, decisions={"jack out": "no"})
    assert (at(result, "corp.archives"), at(result, "corp.rd")) == (["Hostile Takeover"], ["Enigma"])
    with pytest.raises(ScenarioError, match="central server"):
        scenario(tmp_path, actions=[{"runner": "install Data Leak Reversal"}], corp=corp, name="no run",
                 runner={"grip": ["Data Leak Reversal"]})
    with pytest.raises(ScenarioError, match="Data Leak Reversal"):
        scenario(tmp_path, actions=[{"runner": "use Data Leak Reversal"}], corp=corp, name="untagged",
                 runner={"rig": ["Data Leak Reversal"]})
