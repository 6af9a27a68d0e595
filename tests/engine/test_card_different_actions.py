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
                      decisions={"use MirrorMorph": "yes"} if len(set(actions[:3])) == 3 else {})
    assert at(result, "corp.credits") == credits


def test_lateral_growth_gains_4(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Lateral Growth"}],
                      corp={"credits": 2, "rd": ["Ice Wall"], "hq": ["Lateral Growth"]})
    assert at(result, "corp.credits") == 4
