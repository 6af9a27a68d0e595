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
