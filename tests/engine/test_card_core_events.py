"""Core set events (Revised Core Set, System Core 2019): Demolition Run, Queen's Gambit, Run Amok and Spear Phishing,
each through a run."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced


def test_demolition_run_trashes_an_accessed_card_for_nothing(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Demolition Run on HQ"}],
                      corp={"hq": ["Hedge Fund"]}, runner={"credits": 2, "grip": ["Demolition Run"]},
                      decisions={"jack out": "no", "trash Hedge Fund": "Demolition Run"})
    assert (at(result, "corp.archives"), at(result, "runner.credits")) == (["Hedge Fund"], 0)
    assert at(result, "runner.heap") == ["Demolition Run"]


def test_demolition_run_runs_only_hq_or_rd(tmp_path):
    with pytest.raises(ScenarioError, match="Demolition Run runs HQ or R&D, not Archives"):
        scenario(tmp_path, actions=[{"runner": "play Demolition Run on Archives"}],
                 runner={"grip": ["Demolition Run"]}, decisions={"jack out": "no"})


def test_queens_gambit_advances_a_remote_card_for_credits_and_forbids_accessing_it_this_turn(tmp_path):
    corp = {"servers": {"Server 1": {"root": [{"card": "Hostile Takeover"}]}}}
    result = scenario(tmp_path, actions=[{"runner": "play Queen's Gambit"}, {"runner": "run Server 1"}], corp=corp,
                      runner={"credits": 0, "grip": ["Queen's Gambit"]},
                      decisions={"Queen's Gambit target": "unrezzed card in the root of Server 1", "Queen's Gambit choice": 3,
                                 "jack out": "no", "steal": "yes"})
    assert (at(result, "runner.credits"), at(result, "cards[Hostile Takeover].counters.advancement")) == (6, 3)
    assert (at(result, "runner.clicks"), at(result, "runner.score_area")) == (4 - 2 - 1, [])


def test_run_amok_trashes_a_piece_of_ice_rezzed_during_its_run(tmp_path):
    corp = {"credits": 5, "servers": {"Server 1": {"ice": [{"card": "Enigma", "rezzed": False}, "Ice Wall"],
                                                   "root": ["PAD Campaign"]}}}
    result = scenario(tmp_path, actions=[{"runner": "play Run Amok on Server 1"}], corp=corp,
                      runner={"credits": 3, "grip": ["Run Amok"]},
                      decisions={"rez Enigma": "yes", "break Enigma": "no", "jack out": "no",
                                 "Run Amok target": "Enigma"})
    assert at(result, "corp.archives") == ["Enigma"]  # Ice Wall was rezzed before the run: it stays
    assert at(result, "corp.servers.Server 1.ice") == ["Ice Wall"]


def test_spear_phishing_bypasses_the_innermost_ice_of_the_attacked_server(tmp_path):
    corp = {"servers": {"Server 1": {"ice": ["Enigma", "Ice Wall"], "root": ["PAD Campaign"]}}}
    result = scenario(tmp_path, actions=[{"runner": "play Spear Phishing on Server 1"}], corp=corp,
                      runner={"grip": ["Spear Phishing"], "rig": ["Gordian Blade"]},
                      decisions={"break Enigma": "Gordian Blade", "jack out": "no", "trash PAD Campaign": "no"})
    assert [e["result"] for e in at(result, "runs.0.encounters")][1] == "bypassed"
    assert at(result, "runs.0.outcome") == "successful"
    assert traced(result, "Spear Phishing")


def test_quest_completed_accesses_an_installed_non_ice_card_after_all_three_central_runs(tmp_path):
    corp = {"hq": ["Hedge Fund"], "rd": ["Hedge Fund"],
            "servers": {"Server 1": {"ice": ["Ice Wall"], "root": [{"card": "Hostile Takeover"}]}}}
    runs = [{"runner": "run HQ"}, {"runner": "run R&D"}, {"runner": "run Archives"}]
    result = scenario(tmp_path, actions=[*runs, {"runner": "play Quest Completed"}], corp=corp,
                      runner={"grip": ["Quest Completed"]},
                      decisions={"jack out": "no", "Quest Completed target": "unrezzed card in the root of Server 1", "steal": "yes"})
    assert at(result, "runner.score_area") == ["Hostile Takeover"]
    offered = next(d for d in at(result, "decisions") if d["decision"] == "Quest Completed target")
    assert offered["options"] == ["unrezzed card in the root of Server 1"]  # Ice Wall is ice
    with pytest.raises(ScenarioError, match="R&D"):
        scenario(tmp_path, actions=[runs[0], runs[2], {"runner": "play Quest Completed"}], corp=corp, name="two",
                 runner={"grip": ["Quest Completed"]}, decisions={"jack out": "no"})
