"""Abilities that count which actions were taken (MirrorMorph), and the actions they see."""

import pytest

from tests.engine.card_play import at, scenario

MIRRORMORPH = {"identity": "MirrorMorph", "credits": 5, "rd": ["Ice Wall", "Enigma", "Quandary"],
               "hq": ["Hedge Fund", "Lateral Growth"]}


@pytest.mark.parametrize(("actions", "credits"), [
    (["gain credit", "draw", "play Lateral Growth"], 5 + 1 - 2 + 4 + 1),
    (["gain credit", "gain credit", "play Lateral Growth"], 5 + 1 + 1 - 2 + 4),
])
def test_mirrormorph_triggers_only_when_the_first_three_actions_differ(tmp_path, actions, credits):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": a} for a in actions], corp=MIRRORMORPH,
                      decisions={"use MirrorMorph": "yes", "MirrorMorph: Endless Iteration choice": "gain 1[c]"}
                      if len(set(actions[:3])) == 3 else {})
    assert at(result, "corp.credits") == credits


def test_lateral_growth_gains_4(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Lateral Growth"}],
                      corp={"credits": 2, "rd": ["Ice Wall"], "hq": ["Lateral Growth"]})
    assert at(result, "corp.credits") == 4


def test_enhanced_login_protocol_adds_a_click_to_the_first_basic_run_each_turn_only(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run HQ"}],
                      corp={"current": "Enhanced Login Protocol", "hq": ["Hedge Fund"]},
                      decisions={"jack out": "no"})
    assert at(result, "runner.clicks") == 1  # 2 for the first run, 1 for the second


def test_heinlein_grid_ignores_clicks_lost_during_a_run_on_another_server(tmp_path):
    corp = {"servers": {"HQ": {"ice": ["Enigma"]}, "Server 1": {"root": ["Heinlein Grid"]}}}
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp=corp)
    assert (at(result, "runner.clicks"), at(result, "runner.credits")) == (2, 5)
