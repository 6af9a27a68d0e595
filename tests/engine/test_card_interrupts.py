"""Library cards that prevent damage, tags or trashing, change hand size, or react to tags."""

import pytest

from tests.engine.card_play import at, run_past, scenario

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Inside Job", "Forked", "Build Script"]
PLASCRETE = {"card": "Plascrete Carapace", "counters": {"power": 4}}
NO_TRACE_BOOST = {"Corp trace boost Hunter": 0, "Runner link boost Hunter": 0}


def scorched_earth(tmp_path, rig, decisions=None, name="scorched"):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "play Scorched Earth"}],
                    corp={"hq": ["Scorched Earth"], "rd": ["Hedge Fund"]},
                    runner={"tags": 1, "grip": GRIP, "rig": rig}, decisions=decisions, name=name)


def test_plascrete_carapace_prevents_meat_damage_a_counter_at_a_time_then_is_trashed(tmp_path):
    result = scorched_earth(tmp_path, [PLASCRETE], {"prevent": "Plascrete Carapace"})
    assert at(result, "damage.meat") == 0
    assert at(result, "runner.heap") == ["Plascrete Carapace"]
    assert at(result, "runner.grip") == GRIP


def test_plascrete_carapace_unused_lets_all_the_damage_through(tmp_path):
    result = scorched_earth(tmp_path, [PLASCRETE], {"prevent": "no"})
    assert at(result, "damage.meat") == 4
    assert at(result, "runner.hosted") == {"Plascrete Carapace": {"power": 4}}


def test_feedback_filter_prevents_net_damage_for_3_credits_each(tmp_path):
    result = run_past(tmp_path, "Neural Katana", runner={"credits": 5, "grip": GRIP, "rig": ["Feedback Filter"]},
                      decisions={"prevent 3 net damage": "Feedback Filter", "prevent 2 net damage": "no"})
    assert (at(result, "damage.net"), at(result, "runner.credits")) == (2, 2)


def test_feedback_filter_is_trashed_to_prevent_core_damage(tmp_path):
    result = run_past(tmp_path, "Heimdall 1.0", runner={"grip": GRIP, "rig": ["Feedback Filter"]},
                      decisions={"prevent 1 core damage": "Feedback Filter",
                                                                      "break Heimdall 1.0": "no"})
    assert at(result, "damage.core") == 0
    assert at(result, "runner.heap") == ["Feedback Filter"]


def test_decoy_is_trashed_to_prevent_a_tag(tmp_path):
    result = run_past(tmp_path, "Hunter", runner={"rig": ["Decoy"]},
                      decisions={**NO_TRACE_BOOST, "prevent 1 tag(s)": "Decoy"})
    assert (at(result, "runner.tags"), at(result, "runner.heap")) == (0, ["Decoy"])


def test_guru_davinder_prevents_all_net_damage_and_stays_if_the_runner_pays_4(tmp_path):
    kept = run_past(tmp_path, "Neural Katana", runner={"credits": 5, "grip": GRIP, "rig": ["Guru Davinder"]},
                    decisions={"prevent": "Guru Davinder", "pay 4[c] to Guru Davinder": "yes"})
    lost = run_past(tmp_path, "Neural Katana", runner={"credits": 5, "grip": GRIP, "rig": ["Guru Davinder"]},
                    decisions={"prevent": "Guru Davinder", "pay 4[c] to Guru Davinder": "no"}, name="lost")
    assert (at(kept, "damage.net"), at(kept, "runner.credits"), at(kept, "runner.rig")) == (0, 1, ["Guru Davinder"])
    assert (at(lost, "damage.net"), at(lost, "runner.heap")) == (0, ["Guru Davinder"])


def test_fall_guy_is_trashed_instead_of_another_resource(tmp_path):
    result = run_past(tmp_path, [{"card": "Colossus", "advancement": 3}],
                      runner={"rig": ["Gordian Blade", "Daily Casts", "Fall Guy"]},
                      decisions={"Colossus target": "Gordian Blade", "Colossus target #2": "Daily Casts",
                                 "prevent trash": "Fall Guy"})
    assert at(result, "runner.rig") == ["Daily Casts"]
    assert at(result, "runner.heap") == ["Gordian Blade", "Fall Guy"]


@pytest.mark.parametrize(("rig", "size"), [([], 5), (["T400 Memory Diamond"], 6), (["Box-E"], 7),
                                          (["T400 Memory Diamond", "Box-E"], 8)])
def test_t400_and_box_e_raise_the_runners_maximum_hand_size(tmp_path, rig, size):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"rig": rig})
    assert at(result, "runner.hand_size") == size
    assert at(result, "corp.hand_size") == 5


def test_mr_stone_does_1_meat_damage_whenever_the_runner_takes_tags(tmp_path):
    result = run_past(tmp_path, "Hunter", runner={"grip": GRIP}, decisions={**NO_TRACE_BOOST, "trash Mr. Stone": "no"},
                      corp={"servers": {"Server 1": {"root": ["Mr. Stone"]}}})
    assert (at(result, "runner.tags"), at(result, "damage.meat")) == (1, 1)


def test_a_card_trashed_as_a_nested_cost_cannot_be_saved_by_fall_guy(tmp_path):
    # "you may trash this resource to bypass that ice" makes the trash a cost (CR 1.16.11a), and paying a cost
    # cannot be cancelled by an interrupt (1.16.1a): Fall Guy is never offered, Fransofia Ward goes, Ice Wall is
    # bypassed
    result = run_past(tmp_path, "Ice Wall", corp={"credits": 15}, runner={"rig": ["Fransofia Ward", "Fall Guy"]},
                      decisions={"use Fransofia Ward": "yes", "prevent trash": "Fall Guy"})
    assert (at(result, "runner.heap"), at(result, "runner.rig")) == (["Fransofia Ward"], ["Fall Guy"])
    assert at(result, "runs.0.outcome") == "successful"
    assert any("cr/rule_cost_no_interrupt" in entry["cites"] for entry in result["trace"])
