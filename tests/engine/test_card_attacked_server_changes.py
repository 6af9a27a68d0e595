"""The attacked server changing during a run: ice that moves taking the run with it (Bullfrog), a
direct change (Sneakdoor Beta), a server the Runner cannot announce (Off the Grid), and cards swapped
between servers (Metamorph)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario

BIDS = {"Corp psi bid Bullfrog": 2, "Runner psi bid Bullfrog": 0}


def test_bullfrog_moves_to_another_server_and_the_run_follows_it(tmp_path):
    result = run_past(tmp_path, ["Bullfrog"], corp={"servers": {"HQ": {"ice": ["Ice Wall"]}}},
                      decisions={**BIDS, "Bullfrog target": "HQ"})
    assert at(result, "corp.servers.HQ.ice") == ["Bullfrog", "Ice Wall"]
    assert (at(result, "runs.0.server"), at(result, "runs.0.ended_by")) == ("HQ", "Ice Wall's subroutine")


def test_bullfrog_stays_when_the_bids_are_equal(tmp_path):
    result = run_past(tmp_path, ["Bullfrog"], decisions={"psi bid": 1})
    assert at(result, "corp.servers.Server 1.ice") == ["Bullfrog"]
    assert (at(result, "runs.0.server"), at(result, "runs.0.outcome")) == ("Server 1", "successful")


def test_off_the_grid_forbids_announcing_its_server(tmp_path):
    with pytest.raises(ScenarioError, match="cannot run on Server 1"):
        scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                 corp={"servers": {"Server 1": {"root": ["Off the Grid"]}}})


def test_off_the_grid_is_trashed_by_a_successful_run_on_hq(tmp_path):
    result = run_past(tmp_path, [], server="HQ", corp={"servers": {"Server 1": {"root": ["Off the Grid"]}}})
    assert at(result, "corp.archives") == ["Off the Grid"]


def test_sneakdoor_beta_runs_archives_and_breaches_hq_instead(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Sneakdoor Beta"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"Archives": {"ice": ["Enigma"]}}},
                      runner={"credits": 4, "rig": ["Sneakdoor Beta", "Gordian Blade"]},
                      decisions={"break Enigma": "Gordian Blade", "jack out": "no"})
    assert (at(result, "runs.0.server"), at(result, "runs.0.accessed")) == ("HQ", ["Hedge Fund"])
    assert at(result, "runs.0.encounters.0.ice") == "Enigma"  # Archives' ice is still passed


def test_slipstream_moves_the_runner_to_central_ice_in_the_same_position(tmp_path):
    result = run_past(tmp_path, ["Ice Wall"], corp={"servers": {"R&D": {"ice": ["Wall of Static", "Ice Wall"]}}},
                      runner={"credits": 5, "rig": ["Corroder", "Slipstream"]},
                      decisions={"break Ice Wall": "Corroder", "use Slipstream": "yes",
                                 "Slipstream target": "R&D: Ice Wall"})
    assert at(result, "runs.0.server") == "R&D"
    assert [e["ice"] for e in at(result, "runs.0.encounters")] == ["Ice Wall", "Ice Wall"]


def test_slipstream_is_not_usable_without_central_ice_in_that_position(tmp_path):
    result = run_past(tmp_path, ["Ice Wall", "Wall of Static"], corp={"servers": {"HQ": {"ice": ["Enigma"]}}},
                      runner={"credits": 5, "rig": ["Corroder", "Slipstream"]},
                      decisions={"break Ice Wall": "Corroder", "break Wall of Static": "Corroder",
                                 "use Slipstream": "no"})  # asked only on passing the innermost
    assert at(result, "abilities.not_usable") == ["Slipstream"]  # Ice Wall is 2nd from the innermost
    assert at(result, "runs.0.server") == "Server 1"


def test_metamorph_swaps_two_other_pieces_of_ice(tmp_path):
    result = run_past(tmp_path, ["Metamorph"], corp={"servers": {"HQ": {"ice": ["Ice Wall"]}, "R&D": {"ice": ["Enigma"]}}},
                      decisions={"Metamorph choice": "Ice Wall / Enigma"})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.servers.R&D.ice")) == (["Enigma"], ["Ice Wall"])


def test_metamorph_with_nothing_legal_to_swap_does_nothing(tmp_path):
    result = run_past(tmp_path, ["Metamorph"], corp={"servers": {"Server 2": {"root": ["PAD Campaign"]}}})
    assert at(result, "corp.servers.Server 2.root") == ["PAD Campaign"]
    assert at(result, "runs.0.outcome") == "successful"
