"""Mushin No Shin: "You cannot score or rez that card until your next turn begins." — two lasting
"cannot" effects that end when the Corp's next turn begins (cr/step_corp_turn_turn_formal_begin)."""

from tests.engine.card_play import at, scenario, traced


def _mushin(tmp_path, target, actions=(), decisions=None, name="mushin"):
    return scenario(tmp_path, turn="corp", name=name,
                    actions=[{"corp": "play Mushin No Shin"}, *actions],
                    corp={"clicks": 2, "credits": 5, "hq": ["Mushin No Shin", target], "rd": ["Hedge Fund"]},
                    decisions={"Mushin No Shin target": target, **(decisions or {})})


def test_an_agenda_advanced_enough_cannot_be_scored_this_turn(tmp_path):
    result = _mushin(tmp_path, "Hostile Takeover", decisions={"score": "yes"})  # it would be, if allowed
    assert at(result, "cards.Hostile Takeover.counters") == {"advancement": 3}
    assert at(result, "corp.score_area") == []


def test_an_asset_cannot_be_rezzed_until_the_corp_s_next_turn_begins(tmp_path):
    result = _mushin(tmp_path, "PAD Campaign", actions=[*[{"runner": "gain credit"}] * 4, {"corp": "gain credit"}],
                     decisions={"rez PAD Campaign": "yes"})
    assert traced(result, "PAD Campaign cannot be rezzed")  # this turn and the Runner's
    assert traced(result, "ends with the beginning of the Corp's next turn")
    assert at(result, "cards.PAD Campaign.rezzed") is True  # rezzed once the Corp's next turn began
    assert at(result, "turn.number") == 3
