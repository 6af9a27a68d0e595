"""Off-Campus Apartment hosts connections installed on it (drawing 1 card each), and nothing else."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario


def _install_on_apartment(tmp_path, card, name="apartment"):
    return scenario(tmp_path, actions=[{"runner": f"install {card} on Off-Campus Apartment"}],
                    runner={"credits": 9, "grip": [card], "stack": ["Sure Gamble"], "rig": ["Off-Campus Apartment"]},
                    name=name)


def test_off_campus_apartment_hosts_a_connection_and_the_runner_draws(tmp_path):
    result = _install_on_apartment(tmp_path, "Guru Davinder")
    assert at(result, "cards[Off-Campus Apartment].hosted") == ["Guru Davinder"]
    assert at(result, "runner.grip") == ["Sure Gamble"]


def test_off_campus_apartment_cannot_host_a_resource_that_is_not_a_connection(tmp_path):
    with pytest.raises(ScenarioError, match="Daily Casts cannot be installed on Off-Campus Apartment"):
        _install_on_apartment(tmp_path, "Daily Casts")


def test_the_corp_can_trash_a_hosted_connection_while_the_runner_is_tagged(tmp_path):
    # the basic action trashes "1 installed resource" (cr/rule_tagged_trash_resource): one hosted on Off-Campus
    # Apartment is installed (cr/rule_host_on_ability)
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "trash Kati Jones"}], corp={"rd": ["Hedge Fund"] * 3},
                      runner={"tags": 1, "rig": [{"card": "Off-Campus Apartment", "hosted": ["Kati Jones"]}]})
    assert (at(result, "runner.heap"), at(result, "corp.credits")) == (["Kati Jones"], 5 - 2)


def test_a_hosted_connection_gives_its_link(tmp_path):
    from tests.engine.card_play import board
    hosted = board(tmp_path, runner={"rig": [{"card": "Off-Campus Apartment", "hosted": ["Cybertrooper Talut"]}]})
    facedown = board(tmp_path, runner={"rig": [{"card": "Cybertrooper Talut", "facedown": True}]}, name="facedown")
    assert (hosted.link(), facedown.link()) == (1, 0)  # a facedown card's abilities are not active
