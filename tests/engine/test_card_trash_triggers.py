"""Trash abilities and Singularity: cards trashed together each meet "whenever ... trashes a card"."""

from tests.engine.card_play import at, scenario

GRIP = ["Singularity", "Sure Gamble", "Easy Mark", "Diesel", "Inside Job"]


def singularity(tmp_path, root, name="singularity", **answers):
    return scenario(tmp_path, actions=[{"runner": "play Singularity on Server 1"}],
                    corp={"credits": 0, "servers": {"Server 1": {"root": root}}},
                    runner={"credits": 4, "grip": GRIP, "rig": ["Corroder", "Cyberfeeder"]},
                    decisions={"jack out": "no", **answers}, name=name)


def test_singularity_trashes_every_card_in_the_root(tmp_path):
    result = singularity(tmp_path, [{"card": "Red Herrings", "rezzed": False}, {"card": "Tori Hanzō", "rezzed": False}])
    assert at(result, "corp.archives") == ["Red Herrings", "Tori Hanzō"]


def test_hostile_infrastructure_trashed_with_another_card_does_1_net_damage_for_each(tmp_path):
    result = singularity(tmp_path, ["Hostile Infrastructure", {"card": "Red Herrings", "rezzed": False}])
    assert at(result, "damage.net") == 2


def test_unrezzed_hostile_infrastructure_does_nothing_when_trashed(tmp_path):
    result = singularity(tmp_path, [{"card": "Hostile Infrastructure", "rezzed": False}], name="unrezzed")
    assert at(result, "damage.net") == 0


def test_warroid_tracker_trashed_with_another_card_traces_once(tmp_path):
    result = singularity(tmp_path, ["Warroid Tracker", {"card": "Red Herrings", "rezzed": False}], name="warroid",
                         **{"Warroid Tracker target": "Corroder", "Warroid Tracker target (2)": "Cyberfeeder"})
    assert at(result, "abilities.resolved") == ["Singularity", "Warroid Tracker"]
    assert at(result, "runner.rig") == []
