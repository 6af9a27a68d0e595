"""Spin cycle operations (Corporate Shuffle, Cyberdex Trial, Hellion Alpha Test, Interns, Invasion of Privacy, Power
Shutdown, Reclamation Order, Restoring Face, Shipment from SanSan, Witness Tampering), each played through the
engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced


def _play(tmp_path, card, *, corp=None, runner=None, decisions=None, name="play", more=()):
    corp = {"credits": 5, "rd": ["Hedge Fund"] * 6, **(corp or {})}
    corp["hq"] = [card, *corp.get("hq", [])]
    return scenario(tmp_path, turn="corp", actions=[{"corp": f"play {card}"}, *more], corp=corp, runner=runner,
                    decisions=decisions, name=name)


def test_corporate_shuffle_spends_a_second_click_and_draws_5_after_shuffling_hq_in(tmp_path):
    result = _play(tmp_path, "Corporate Shuffle", corp={"hq": ["Ice Wall", "Enigma"], "rd": ["Hedge Fund"] * 4})
    assert (len(at(result, "corp.hq")), len(at(result, "corp.rd")), at(result, "corp.clicks")) == (5, 1, 3 - 2)


def test_cyberdex_trial_purges_virus_counters(tmp_path):
    result = _play(tmp_path, "Cyberdex Trial", runner={"rig": [{"card": "Cache", "counters": {"virus": 3}}]})
    assert at(result, "cards.Cache.counters") == {}


def _after_a_runner_turn(tmp_path, runner_actions, card, *, corp=None, runner=None, decisions=None, name="turns"):
    corp = {"credits": 5, "rd": ["Hedge Fund"] * 6, **(corp or {})}
    corp["hq"] = [card, *corp.get("hq", [])]
    actions = [*runner_actions, *[{"runner": "gain credit"}] * (4 - len(runner_actions)), {"corp": f"play {card}"}]
    return scenario(tmp_path, actions=actions, corp=corp, runner=runner, decisions=decisions, name=name)


def test_hellion_alpha_test_needs_a_resource_installed_last_turn_then_stacks_it(tmp_path):
    runner = {"credits": 5, "grip": ["Kati Jones"]}
    result = _after_a_runner_turn(tmp_path, [{"runner": "install Kati Jones"}], "Hellion Alpha Test", runner=runner,
                                  decisions={"Corp trace boost Hellion Alpha Test": 0,
                                             "Runner link boost Hellion Alpha Test": 0,
                                             "Hellion Alpha Test target": "Kati Jones"})
    assert (at(result, "runner.stack"), at(result, "runner.rig")) == (["Kati Jones"], [])
    with pytest.raises(ScenarioError, match="did not install a resource"):
        _after_a_runner_turn(tmp_path, [], "Hellion Alpha Test", runner={"rig": ["Kati Jones"]}, name="none")


def test_hellion_alpha_test_takes_bad_publicity_when_the_trace_fails(tmp_path):
    result = _after_a_runner_turn(tmp_path, [{"runner": "install Kati Jones"}], "Hellion Alpha Test", name="failed",
                                  runner={"credits": 10, "grip": ["Kati Jones"]},
                                  decisions={"Corp trace boost Hellion Alpha Test": 0,
                                             "Runner link boost Hellion Alpha Test": 3})
    assert (at(result, "corp.bad_publicity"), at(result, "runner.rig")) == (1, ["Kati Jones"])


def test_interns_installs_from_archives_ignoring_the_install_cost_and_must_install(tmp_path):
    corp = {"credits": 0, "archives": ["Enigma"], "servers": {"Server 1": {"ice": ["Ice Wall"]}}}
    result = _play(tmp_path, "Interns", corp=corp, decisions={"Interns install": "Enigma",
                                                               "Interns install where": "Server 1"})
    assert (at(result, "corp.servers.Server 1.unrezzed"), at(result, "corp.credits")) == (["Enigma"], 0)
    with pytest.raises(ScenarioError, match="Interns install"):
        _play(tmp_path, "Interns", corp=corp, decisions={"Interns install": "no"}, name="no")


def test_invasion_of_privacy_trashes_up_to_the_trace_margin_of_resources_and_events(tmp_path):
    grip = ["Sure Gamble", "Kati Jones", "Corroder", "Easy Mark"]
    result = _play(tmp_path, "Invasion of Privacy", runner={"credits": 0, "grip": grip},
                   decisions={"Corp trace boost Invasion of Privacy": 0, "Runner link boost Invasion of Privacy": 0,
                              "Invasion of Privacy target": ["Sure Gamble", "Kati Jones"]})
    assert sorted(at(result, "runner.heap")) == ["Kati Jones", "Sure Gamble"]
    assert traced(result, "the grip is revealed")
    with pytest.raises(ScenarioError, match="at most 2"):
        _play(tmp_path, "Invasion of Privacy", runner={"credits": 0, "grip": grip}, name="three",
              decisions={"Corp trace boost Invasion of Privacy": 0, "Runner link boost Invasion of Privacy": 0,
                         "Invasion of Privacy target": ["Sure Gamble", "Kati Jones", "Easy Mark"]})
    failed = _play(tmp_path, "Invasion of Privacy", runner={"credits": 5, "grip": grip}, name="failed",
                   decisions={"Corp trace boost Invasion of Privacy": 0, "Runner link boost Invasion of Privacy": 2})
    assert (at(failed, "corp.bad_publicity"), at(failed, "runner.heap")) == (1, [])


def test_power_shutdown_trashes_from_rd_and_the_runner_trashes_a_cheap_enough_program(tmp_path):
    runner = {"rig": ["Corroder", "Gordian Blade"]}
    result = _after_a_runner_turn(tmp_path, [{"runner": "run HQ"}], "Power Shutdown", runner=runner,
                                  corp={"rd": ["Hedge Fund"] * 3},
                                  decisions={"jack out": "no", "Power Shutdown X": 2,
                                             "Power Shutdown target": "Corroder"})
    assert (at(result, "runner.heap"), len(at(result, "corp.archives"))) == (["Corroder"], 2 + 1)
    with pytest.raises(ScenarioError, match="Power Shutdown target"):  # Gordian Blade costs 4
        _after_a_runner_turn(tmp_path, [{"runner": "run HQ"}], "Power Shutdown", runner=runner, name="dear",
                             corp={"rd": ["Hedge Fund"] * 3},
                             decisions={"jack out": "no", "Power Shutdown X": 2, "Power Shutdown target": "Gordian Blade"})
    with pytest.raises(ScenarioError, match="did not make a run"):
        _after_a_runner_turn(tmp_path, [], "Power Shutdown", runner=runner, name="norun")


def test_reclamation_order_adds_the_named_copies_from_archives_to_hq(tmp_path):
    corp = {"archives": ["Hedge Fund", "Ice Wall", "Hedge Fund"], "rd": ["Enigma"]}
    result = _play(tmp_path, "Reclamation Order", corp=corp, decisions={
        "Reclamation Order choice": "Hedge Fund", "Reclamation Order target": ["Hedge Fund", "Hedge Fund"]})
    assert (at(result, "corp.hq"), at(result, "corp.archives")) == (["Enigma", "Hedge Fund", "Hedge Fund"],
                                                                    ["Ice Wall", "Reclamation Order"])
    with pytest.raises(ScenarioError, match="other than Reclamation Order"):
        _play(tmp_path, "Reclamation Order", corp=corp, name="itself",
              decisions={"Reclamation Order choice": "Reclamation Order"})


def test_restoring_face_removes_bad_publicity_only_if_it_trashed_an_executive(tmp_path):
    corp = {"bad_publicity": 3, "servers": {"Server 1": {"root": ["Elizabeth Mills"]}}}
    result = _play(tmp_path, "Restoring Face", corp=corp, decisions={
        "Restoring Face target": "Elizabeth Mills", "Restoring Face X": 2})
    assert (at(result, "corp.bad_publicity"), "Elizabeth Mills" in at(result, "corp.archives")) == (1, True)
    none = _play(tmp_path, "Restoring Face", corp={"bad_publicity": 3, "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                 name="none")
    assert at(none, "corp.bad_publicity") == 3


def test_shipment_from_sansan_places_up_to_2_advancement_tokens(tmp_path):
    corp = {"servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "rezzed": False}]}}}
    result = _play(tmp_path, "Shipment from SanSan", corp=corp, decisions={
        "Shipment from SanSan X": 2, "Shipment from SanSan target": "Hostile Takeover", "score Hostile Takeover": "no"})
    assert (at(result, "cards[Hostile Takeover].counters.advancement"), at(result, "corp.clicks")) == (2, 1)


def test_witness_tampering_removes_up_to_2_bad_publicity_for_two_clicks(tmp_path):
    result = _play(tmp_path, "Witness Tampering", corp={"bad_publicity": 3}, decisions={"Witness Tampering X": 2})
    assert (at(result, "corp.bad_publicity"), at(result, "corp.clicks"), at(result, "corp.credits")) == (1, 1, 1)


def test_accelerated_diagnostics_plays_operations_from_the_top_3_and_trashes_the_rest(tmp_path):
    corp = {"credits": 6, "rd": ["Enigma", "Hedge Fund", "Witness Tampering", "Ice Wall", "Project Atlas"],
            "bad_publicity": 1}
    result = _play(tmp_path, "Accelerated Diagnostics", corp=corp, decisions={
        "Accelerated Diagnostics play": "Hedge Fund", "Accelerated Diagnostics play (2)": "Witness Tampering",
        "Accelerated Diagnostics play (3)": "no", "Witness Tampering X": 1})
    # Enigma was drawn as the turn began; Hedge Fund paid 5 for 9, Witness Tampering 4 and no second [click]
    assert (at(result, "corp.credits"), at(result, "corp.bad_publicity"), at(result, "corp.clicks")) == \
        (6 - 1 - 5 + 9 - 4, 0, 2)
    assert (at(result, "corp.rd"), sorted(at(result, "corp.archives"))) == \
        (["Project Atlas"], ["Accelerated Diagnostics", "Hedge Fund", "Ice Wall", "Witness Tampering"])
