"""Cards that change subtypes (Tinkering, Lycan), and breakers that read the subtypes the ice has now."""

import pytest

from tests.engine.card_play import at, scenario


def test_tinkering_makes_ice_wall_a_sentry_for_the_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Tinkering"}, {"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                      runner={"grip": ["Tinkering"], "rig": ["Mimic"]},
                      decisions={"Tinkering target": "Server 1: Ice Wall", "break Ice Wall": "Mimic", "jack out": "no"})
    assert at(result, "runs.0.outcome") == "successful"


@pytest.mark.parametrize(("advancement", "breaker", "broken"), [(0, "Mimic", 1), (2, "Mimic", 1),
                                                                 (1, "Gordian Blade", 1), (0, "Gordian Blade", 0)])
def test_lycan_is_a_code_gate_not_a_sentry_while_its_counters_are_odd(tmp_path, advancement, breaker, broken):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": [{"card": "Lycan", "advancement": advancement}]}}},
                      runner={"credits": 3, "rig": [breaker]},
                      decisions={"jack out": "no", **({"break Lycan": breaker} if broken else {"Lycan target": breaker})})
    assert at(result, "runs.0.encounters.0.broken") == broken
