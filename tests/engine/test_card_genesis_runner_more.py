"""Genesis cycle cards that search, arrange, expose, swap or cost memory conditionally (2012-2013): Replicator, Creeper,
Sunset, Snitch and Midori, each through the engine with the card it meets."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced


def test_replicator_finds_another_copy_of_each_hardware_installed_itself_included(tmp_path):
    runner = {"credits": 5, "grip": ["Replicator", "Akamatsu Mem Chip"],
              "stack": ["Akamatsu Mem Chip", "Replicator", "Sure Gamble"]}
    result = scenario(tmp_path, actions=[{"runner": "install Replicator"}, {"runner": "install Akamatsu Mem Chip"}],
                      runner=runner, decisions={"use Replicator": "yes", "Replicator target": "Replicator",
                                                "use Replicator #2": "yes",
                                                "Replicator target #2": "Akamatsu Mem Chip"})
    assert sorted(at(result, "runner.grip")) == ["Akamatsu Mem Chip", "Replicator"]
    assert at(result, "runner.stack") == ["Sure Gamble"]
    program = scenario(tmp_path, actions=[{"runner": "install Corroder"}], name="program",
                       runner={"grip": ["Corroder"], "stack": ["Corroder"], "rig": ["Replicator"]},
                       decisions={"use Replicator": "yes", "Replicator target": "Corroder"})
    assert at(program, "runner.stack") == ["Corroder"]  # only hardware


def test_creeper_costs_no_memory_with_2_link_and_breaks_sentries(tmp_path):
    game = board(tmp_path, runner={"rig": ["Creeper", "Access to Globalsec", "The Helpful AI"]})
    assert game.memory_used() == 0
    one_link = board(tmp_path, runner={"rig": ["Creeper", "Access to Globalsec"]}, name="one")
    assert one_link.memory_used() == 1
    result = run_past(tmp_path, "Snowflake", name="barrier", runner={"credits": 5, "rig": ["Creeper"]},
                      decisions={"break Snowflake": "no", "Corp psi bid Snowflake": 1, "Runner psi bid Snowflake": 0})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    broke = run_past(tmp_path, "Burke Bugs", name="sentry", runner={"credits": 5, "rig": ["Creeper"]},
                     decisions={"break Burke Bugs": "Creeper"})
    assert (at(broke, "runs.0.outcome"), at(broke, "runner.credits")) == ("successful", 5 - 2)


def test_sunset_arranges_the_ice_of_a_server_in_the_order_the_corp_names(tmp_path):
    corp = {"hq": ["Sunset"], "rd": ["Hedge Fund"], "servers": {"R&D": {"ice": ["Ice Wall", "Enigma", "Viper"]}}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Sunset"}], corp=corp,
                      decisions={"Sunset choice": "R&D", "Sunset order": ["Viper", "Ice Wall", "Enigma"]})
    assert at(result, "corp.servers.R&D.ice") == ["Viper", "Ice Wall", "Enigma"]
    with pytest.raises(ScenarioError, match="Sunset order"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "play Sunset"}], corp=corp, name="missing",
                 decisions={"Sunset choice": "R&D", "Sunset order": ["Viper", "Ice Wall"]})


def test_snitch_exposes_the_first_unrezzed_ice_approached_each_run_then_may_jack_out(tmp_path):
    corp = {"servers": {"Server 1": {"ice": [{"card": "Enigma", "rezzed": False}, {"card": "Ice Wall",
                                                                                 "rezzed": False}]}}}
    out = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner={"rig": ["Snitch"]},
                   decisions={"use Snitch": "yes", "jack out at Snitch": "yes", "rez": "no"})
    assert traced(out, "the Runner exposes Enigma")
    assert (at(out, "runs.0.outcome"), at(out, "runs.0.ended_by")) == ("unsuccessful", "the Runner jacking out")
    stayed = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner={"rig": ["Snitch"]},
                      name="stayed", decisions={"use Snitch": "yes", "jack out at Snitch": "no", "rez": "no",
                                                "jack out": "no"})
    assert traced(stayed, "the Runner exposes Enigma") and not traced(stayed, "the Runner exposes Ice Wall")
    assert at(stayed, "runs.0.outcome") == "successful"


def test_midori_swaps_the_approached_ice_with_ice_from_hq_once_per_run_and_the_runner_may_jack_out(tmp_path):
    corp = {"hq": ["Enigma"], "servers": {"Server 1": {"ice": ["Ice Wall"], "root": ["Midori"]}}}
    out = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner={"rig": ["Corroder"]},
                   decisions={"use Midori": "yes", "Midori target": "Enigma", "jack out at Midori": "yes"})
    assert (at(out, "corp.servers.Server 1.ice"), at(out, "corp.hq")) == (["Enigma"], ["Ice Wall"])
    assert at(out, "cards.Enigma.rezzed") is False
    assert at(out, "runs.0.outcome") == "unsuccessful"
    stayed = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner={"rig": ["Corroder"]},
                      name="stayed", decisions={"use Midori": "yes", "Midori target": "Enigma",
                                                "jack out at Midori": "no", "rez": "no", "jack out": "no",
                                                "trash Midori": "no"})
    assert at(stayed, "runs.0.outcome") == "successful"  # the swapped-in Enigma stayed unrezzed: passed
