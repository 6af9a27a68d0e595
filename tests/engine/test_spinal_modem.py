"""Spinal Modem: "Whenever there is a successful trace during a run, suffer 1 core damage." The
condition is met as the trace is determined (cr/step_trace_determine_success)."""

from tests.engine.card_play import at, run_past, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]
NO_BOOSTS = {"Corp trace boost Caduceus": 0, "Runner link boost Caduceus": 0}


def test_each_successful_trace_during_a_run_does_1_core_damage(tmp_path):
    result = run_past(tmp_path, "Caduceus", runner={"credits": 0, "grip": GRIP, "rig": ["Spinal Modem"]},
                      decisions=NO_BOOSTS)
    assert at(result, "damage.core") == 2  # both of Caduceus's traces succeed (3 and 2 against link 0)
    assert len(at(result, "runner.heap")) == 2
    assert traced(result, "Spinal Modem's ability triggers")


def test_an_unsuccessful_trace_does_nothing(tmp_path):
    result = run_past(tmp_path, "Caduceus", runner={"credits": 5, "grip": GRIP, "rig": ["Spinal Modem"]},
                      decisions={"Corp trace boost Caduceus": 0, "Runner link boost Caduceus": 3,
                                 "Runner link boost Caduceus #2": 2})
    assert at(result, "damage.core") == 0
