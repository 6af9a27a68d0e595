"""Interrupts that replace or change what is about to happen: the Runner choosing the cards damage
trashes (Titanium Ribs), a program turned facedown instead of trashed (Harbinger), tags that cannot be
avoided (NBN: Controlling the Message), net damage replaced by core damage (Tori Hanzō)."""

from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Diesel", "Easy Mark", "Inside Job"]


def test_titanium_ribs_lets_the_runner_choose_the_cards_its_damage_trashes(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Titanium Ribs"}],
                      runner={"grip": ["Titanium Ribs", *GRIP]},
                      decisions={"Titanium Ribs choice": ["Inside Job", "Easy Mark"]})
    assert at(result, "runner.heap") == ["Inside Job", "Easy Mark"]
    assert traced(result, "trashed from the grip chosen by the Runner")


def test_harbinger_is_turned_facedown_instead_of_going_to_the_heap(tmp_path):
    result = run_past(tmp_path, "Rototurret", runner={"rig": ["Harbinger"], "grip": GRIP},
                      decisions={"Rototurret target": "Harbinger"})
    assert at(result, "runner.rig") == ["Harbinger"]
    assert at(result, "runner.heap") == []
    assert at(result, "cards.Harbinger.faceup") is False
    assert at(result, "trashed") == ["Harbinger"]


def test_controlling_the_message_tag_cannot_be_avoided(tmp_path):
    result = run_past(tmp_path, [], corp={"identity": "NBN: Controlling the Message", "servers": {"Server 1": {
        "root": ["PAD Campaign"]}}}, runner={"rig": ["Decoy"], "credits": 4},
        decisions={"trash PAD Campaign": "yes", "use NBN: Controlling the Message": "yes",
                   "Corp trace boost NBN: Controlling the Message": 0,
                   "Runner link boost NBN: Controlling the Message": 0, "prevent": "Decoy"})
    assert at(result, "runner.tags") == 1
    assert at(result, "runner.rig") == ["Decoy"]  # Decoy was never offered


def test_tori_hanzo_replaces_net_damage_with_1_core_damage(tmp_path):
    corp = {"credits": 2, "servers": {"Server 1": {"root": ["Tori Hanzō"]}}}
    paid = run_past(tmp_path, "Neural Katana", corp=corp, runner={"grip": GRIP},
                    decisions={"prevent 3 net damage": "Tori Hanzō", "trash Tori Hanzō": "no"})
    declined = run_past(tmp_path, "Neural Katana", corp=corp, runner={"grip": GRIP},
                        decisions={"prevent 3 net damage": "no", "trash Tori Hanzō": "no"}, name="declined")
    assert (at(paid, "damage.core"), at(paid, "damage.net"), at(paid, "corp.credits")) == (1, 0, 0)
    assert (at(declined, "damage.core"), at(declined, "damage.net")) == (0, 3)
