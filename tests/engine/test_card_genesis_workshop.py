"""Personal Workshop (Genesis cycle, 2012): a program or piece of hardware hosted from the grip, not installed, with
power counters equal to its install cost, installed ignoring all costs once they are gone, through the engine."""

from tests.engine.card_play import at, scenario


def test_personal_workshop_hosts_a_card_uninstalled_with_its_install_cost_in_power_counters(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Personal Workshop ability 1"}],
                      runner={"credits": 0, "grip": ["Corroder"], "rig": ["Personal Workshop"]},
                      decisions={"Personal Workshop choice": "Corroder"})
    assert at(result, "cards[Personal Workshop].hosted") == ["Corroder"]
    assert (at(result, "runner.rig"), at(result, "runner.memory.used")) == (["Personal Workshop"], 0)


def test_personal_workshop_installs_the_card_free_once_its_last_power_counter_is_removed(tmp_path):
    # 3 counters: 1 removed as the Runner's turn begins, then 1[c] each in the action phase's paid ability window
    rig = [{"card": "Personal Workshop", "hosted": [{"card": "Corroder", "counters": {"power": 3}}]}]
    use_twice = ["Personal Workshop", "Personal Workshop"]  # its 1[c] ability, the paid one usable there
    paid = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"credits": 2, "rig": rig},
                    decisions={"abilities at Runner action phase": use_twice, "Personal Workshop target": "Corroder",
                               "Personal Workshop target #2": "Corroder"})
    assert at(paid, "runner.rig") == ["Personal Workshop", "Corroder"]
    assert at(paid, "runner.credits") == 2 - 2 + 1  # 1[c] per counter, the install ignored its 2[c]; the action
    once = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"credits": 2, "rig": rig}, name="once",
                    decisions={"abilities at Runner action phase": "Personal Workshop",
                               "Personal Workshop target": "Corroder"})
    assert (at(once, "runner.rig"), at(once, "cards[Personal Workshop].hosted")) == (["Personal Workshop"], ["Corroder"])
    one_left = [{"card": "Personal Workshop", "hosted": [{"card": "Corroder", "counters": {"power": 1}}]}]
    turn = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}],
                    corp={"rd": ["Hedge Fund"]}, runner={"credits": 0, "rig": one_left}, name="turn",
                    decisions={"Personal Workshop target": "Corroder"})
    assert at(turn, "runner.rig") == ["Personal Workshop", "Corroder"]  # the counter removed as the turn began


def test_personal_workshop_installs_a_card_costing_nothing_at_once(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Personal Workshop ability 1"}],
                      runner={"grip": ["Cortez Chip"], "rig": ["Personal Workshop"]},
                      decisions={"Personal Workshop choice": "Cortez Chip"})
    assert at(result, "runner.rig") == ["Personal Workshop", "Cortez Chip"]
