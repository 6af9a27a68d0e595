"""Cards that play or install other cards, one at a time (Subcontract, Mass Install)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario


def test_subcontract_plays_two_operations_each_paid_when_played(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Subcontract"}],
                      corp={"credits": 5, "rd": ["Ice Wall"], "hq": ["Subcontract", "Hedge Fund", "Hedge Fund"]},
                      runner={"tags": 1}, decisions={"Subcontract target": "Hedge Fund"})
    assert at(result, "corp.credits") == 13  # 5 - 5 + 9, then 9 - 5 + 9


def test_subcontract_may_stop_after_one_operation(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Subcontract"}],
                      corp={"credits": 5, "rd": ["Ice Wall"], "hq": ["Subcontract", "Hedge Fund", "Hedge Fund"]},
                      runner={"tags": 1}, decisions={"Subcontract target": "Hedge Fund",
                                                     "Subcontract target (2)": "no"})
    assert at(result, "corp.hq") == ["Hedge Fund", "Ice Wall"]


def test_subcontract_cannot_be_played_while_the_runner_is_untagged(tmp_path):
    with pytest.raises(ScenarioError, match="Subcontract cannot be played"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "play Subcontract"}],
                 corp={"rd": ["Ice Wall"], "hq": ["Subcontract", "Hedge Fund"]})


def test_mass_install_installs_up_to_3_programs_and_dhegdheer_discounts_its_hosted_one(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Mass Install"}],
                      runner={"credits": 4, "grip": ["Mass Install", "Dhegdheer", "Corroder", "Diesel"]},
                      decisions={"Mass Install target": "Dhegdheer", "Mass Install target (2)": "Corroder",
                                 "Mass Install choice": "Dhegdheer"})
    assert (at(result, "cards.Dhegdheer.hosted"), at(result, "runner.credits")) == (["Corroder"], 0)
    assert at(result, "runner.grip") == ["Diesel"]  # Diesel is no program


def test_mass_install_can_host_a_trojan_on_ice_and_a_program_on_a_hosted_scheherazade(tmp_path):
    # the hosts are every installed card that can host the program (cr/rule_host_on_ability), not the rig's alone:
    # a trojan is installed only on a piece of ice; Scheherazade hosted on Dhegdheer can host a program
    result = scenario(tmp_path, actions=[{"runner": "play Mass Install"}],
                      corp={"servers": {"HQ": {"ice": ["Ice Wall"]}}},
                      runner={"credits": 10, "grip": ["Mass Install", "Botulus", "Corroder"],
                              "rig": [{"card": "Dhegdheer", "hosted": ["Scheherazade"]}]},
                      decisions={"Mass Install target": "Botulus", "Mass Install choice": "Ice Wall",
                                 "Mass Install target (2)": "Corroder", "Mass Install choice (2)": "Scheherazade",
                                 "Mass Install target (3)": "no"})
    assert (at(result, "cards[Ice Wall].hosted"), at(result, "cards.Scheherazade.hosted")) == (["Botulus"], ["Corroder"])


def test_ad_blitz_installs_and_rezzes_x_advertisements_it_can_pay_for(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Ad Blitz"}],
                      corp={"credits": 5, "rd": ["Ice Wall"], "hq": ["Ad Blitz", "Nico Campaign", "Hedge Fund"]},
                      decisions={"X for Ad Blitz": 2, "Ad Blitz target": "Nico Campaign"})
    assert at(result, "corp.servers.Server 1.root") == ["Nico Campaign"]
    assert at(result, "corp.credits") == 1  # 2 for X, 2 to rez; no second advertisement to install
