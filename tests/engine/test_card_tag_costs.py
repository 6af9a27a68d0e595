"""Keegan Lane: the Corp pays "remove 1 tag" with the Runner's tag, only during a run on its server."""

from tests.engine.card_play import at, board, run_past, use

KEEGAN = {"servers": {"Server 1": {"root": ["Keegan Lane", {"card": "PAD Campaign", "rezzed": False}]}}}


def test_keegan_lane_removes_a_tag_and_trashes_a_program_during_a_run_on_its_server(tmp_path):
    result = run_past(tmp_path, [], corp=KEEGAN, runner={"tags": 2, "rig": ["Corroder", "Gordian Blade"]},
                      decisions={"rez": "no", "trash PAD Campaign": "no", "abilities at approach Server 1": "Keegan Lane",
                                 "abilities": "pass", "Keegan Lane target": "Gordian Blade"})
    assert (at(result, "runner.tags"), at(result, "runner.rig")) == (1, ["Corroder"])
    assert at(result, "corp.archives") == ["Keegan Lane"]


def test_keegan_lane_cannot_be_used_outside_a_run_on_its_server_or_without_a_tag(tmp_path):
    game = board(tmp_path, turn="corp", corp=KEEGAN, runner={"tags": 1, "rig": ["Corroder"]})
    assert not use(game, "Keegan Lane")  # no run
    untagged = board(tmp_path, turn="corp", corp=KEEGAN, runner={"rig": ["Corroder"]}, name="untagged")
    assert not use(untagged, "Keegan Lane")
    assert [o.title for o in game.runner.play] == ["Corroder"] and game.runner.tags == 1
