"""Two rules of the checkpoint no card prints as an ability (cr/step_checkpoint_uniqueness): a unique (◆)
card that becomes active trashes the older active copy (cr/rule_uniqueness), and a player installing
a second console trashes the first (cr/rule_install_console); neither trash can be prevented."""

from tests.engine.card_play import at, scenario, traced


def test_installing_a_second_copy_of_a_unique_card_trashes_the_older_copy(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Kati Jones"}],
                      runner={"grip": ["Kati Jones"], "rig": [{"card": "Kati Jones", "credits": 6}]})
    assert at(result, "runner.heap") == ["Kati Jones"]
    assert at(result, "runner.rig") == ["Kati Jones"]
    assert at(result, "cards[Kati Jones].counters") == {}  # the new copy stays, the loaded old one went
    assert traced(result, "unique (◆)")


def test_two_different_unique_cards_stay_installed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Kati Jones"}],
                      runner={"grip": ["Kati Jones"], "rig": ["Raymond Flint"]})
    assert (at(result, "runner.rig"), at(result, "runner.heap")) == (["Raymond Flint", "Kati Jones"], [])


def test_a_second_console_trashes_the_first_even_with_another_name(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Box-E"}],
                      runner={"grip": ["Box-E"], "rig": ["Desperado"]})
    assert (at(result, "runner.rig"), at(result, "runner.heap")) == (["Box-E"], ["Desperado"])
    assert traced(result, "Limit 1 console per player")


def test_a_non_unique_card_may_be_installed_twice(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}],
                      runner={"grip": ["Corroder"], "rig": ["Corroder"]})
    assert (at(result, "runner.rig"), at(result, "runner.heap")) == (["Corroder", "Corroder"], [])
