"""Costs paid in unusual ways: Keegan Lane (the Corp removes the Runner's tag, only during a run on its server)
and Cayambe Grid (one payment of 2[c] per advanced ice, which GameNET counts once)."""

from tests.engine.card_play import at, board, run_past, use

KEEGAN = {"servers": {"Server 1": {"root": ["Keegan Lane", {"card": "PAD Campaign", "rezzed": False}]}}}


def test_keegan_lane_removes_a_tag_and_trashes_a_program_during_a_run_on_its_server(tmp_path):
    result = run_past(tmp_path, [], corp=KEEGAN, runner={"tags": 2, "rig": ["Corroder", "Gordian Blade"]},
                      decisions={"rez": "no", "trash PAD Campaign": "no", "abilities at movement before Server 1": "Keegan Lane",
                                 "abilities": "pass", "Keegan Lane target": "Gordian Blade"})
    assert (at(result, "runner.tags"), at(result, "runner.rig")) == (1, ["Corroder"])
    assert at(result, "corp.archives") == ["Keegan Lane"]


def test_keegan_lane_cannot_be_used_outside_a_run_on_its_server_or_without_a_tag(tmp_path):
    game = board(tmp_path, turn="corp", corp=KEEGAN, runner={"tags": 1, "rig": ["Corroder"]})
    assert not use(game, "Keegan Lane")  # no run
    untagged = board(tmp_path, turn="corp", corp=KEEGAN, runner={"rig": ["Corroder"]}, name="untagged")
    assert not use(untagged, "Keegan Lane")
    assert [o.title for o in game.runner.play] == ["Corroder"] and game.runner.tags == 1


def _cayambe(tmp_path, advanced, answer, name):
    ice = [{"card": "Ice Wall", "rezzed": False, "advancement": n} for n in advanced]
    return run_past(tmp_path, ice, corp={"identity": "GameNET", "servers": {"Server 1": {"root": ["Cayambe Grid"]}}},
                    runner={"credits": 9}, decisions={"rez": "no", "trash Cayambe Grid": "no", "pay": answer}, name=name)


def test_cayambe_grid_charges_2_credits_per_advanced_ice_as_one_payment_and_gamenet_gains_1(tmp_path):
    paid = _cayambe(tmp_path, [1, 0, 2], "yes", "paid")
    assert (at(paid, "payments.0.amount"), at(paid, "runner.credits"), at(paid, "corp.credits")) == (4, 5, 6)
    declined = _cayambe(tmp_path, [1, 0, 2], "no", "declined")
    assert (at(declined, "runs.0.outcome"), at(declined, "corp.credits")) == ("unsuccessful", 5)


def test_cayambe_grid_asks_nothing_when_no_protecting_ice_is_advanced(tmp_path):
    result = _cayambe(tmp_path, [0], "yes", "none")
    assert (at(result, "payments"), at(result, "runs.0.outcome")) == ([], "successful")
