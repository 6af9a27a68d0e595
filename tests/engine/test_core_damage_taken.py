"""Core damage the Runner took before the board (`runner.core_damage`, the CR's core damage counters,
cr/rule_max_hand_size_core_damage): it lowers the maximum hand size, and cards that count it read it (Ontological
Dependence's advancement requirement)."""

from tests.engine.card_play import at, scenario, traced


def test_two_core_damage_taken_before_the_board_leave_a_maximum_hand_size_of_3(tmp_path):
    result = scenario(tmp_path, name="hand", runner={"clicks": 1, "core_damage": 2},
                      actions=[{"runner": "gain credit"}])
    assert at(result, "runner.hand_size") == 3 and at(result, "runner.core_damage") == 2


def test_the_hand_size_field_is_lowered_by_the_core_damage_taken(tmp_path):
    result = scenario(tmp_path, name="hand6", runner={"clicks": 1, "core_damage": 1, "hand_size": 6},
                      actions=[{"runner": "gain credit"}])
    assert at(result, "runner.hand_size") == 5


def test_ontological_dependence_needs_2_advancements_after_2_core_damage_taken_before_the_board(tmp_path):
    corp = {"clicks": 2, "credits": 5,
            "servers": {"Server 1": {"root": [{"card": "Ontological Dependence", "advancement": 1}]}}}
    result = scenario(tmp_path, name="od", turn="corp", corp=corp, runner={"core_damage": 2},
                      actions=[{"corp": "advance Ontological Dependence"}], decisions={"score": "yes"})
    assert at(result, "corp.score_area") == ["Ontological Dependence"]
    assert traced(result, "The Corp scores Ontological Dependence")
