"""`scenario coverage`: game situations replayed per chapter, what the rest need, the disputed list."""

import json
import os
import subprocess
import sys

import yaml

from rulesdb.crexamples import CR_SCENARIO_DIR, coverage
from rulesdb.crexamples.replays import scenario_files

TABLE = """
release: "25.08"
examples:
- example: cr/rule_bypass_during_encounter/example/1
  chapter: 6 Runs
  kind: game-situation
  cards: [Forked, Troll, Femme Fatale]
  needs: bypass ending an encounter
- example: cr/rule_lose_credits/example/1
  chapter: 1 Game Concepts
  kind: game-situation
  cards: [Imaginary Tracker, Tollbooth]
  needs: ice subroutines that make the Runner lose credits
  disputed: the example's number of credits is wrong
- example: cr/rule_54+/example/1
  chapter: 1 Game Concepts
  kind: not-a-game-situation
  reason: deck construction
"""


def test_coverage_counts_replayed_examples_per_chapter(scenario_folder):
    folder = scenario_folder(("rule_bypass_during_encounter-1", "rule_bypass_during_encounter-1-no-bypass"),
                             TABLE)
    report = coverage(folder)
    assert (report["examples"], report["game_situations"], report["replayed"], report["scenarios"]) == (3, 2, 1, 2)
    assert report["chapters"] == [
        {"chapter": "1 Game Concepts", "examples": 2, "game_situations": 1, "replayed": 0},
        {"chapter": "6 Runs", "examples": 1, "game_situations": 1, "replayed": 1}]


def test_coverage_lists_what_an_unreplayed_example_needs(scenario_folder):
    report = coverage(scenario_folder(("rule_bypass_during_encounter-1",), TABLE))
    assert report["missing"] == [{"example": "cr/rule_lose_credits/example/1", "chapter": "1 Game Concepts",
                                  "needs": "ice subroutines that make the Runner lose credits",
                                  "cards": ["Imaginary Tracker"], "waiting": {}}]
    assert report["without_counterfactual"] == ["cr/rule_bypass_during_encounter/example/1"]


def test_coverage_lists_disputed_examples_with_their_reason(scenario_folder):
    report = coverage(scenario_folder((), TABLE))
    assert report["disputed"] == [{"example": "cr/rule_lose_credits/example/1",
                                   "reason": "the example's number of credits is wrong", "scenarios": []}]


def test_coverage_of_the_real_scenarios_counts_each_example_named():
    named = {yaml.safe_load(p.read_text(encoding="utf-8"))["example"] for p in scenario_files()}
    report = coverage()
    assert report["replayed"] == len(named) >= 11
    assert report["scenarios"] == len(scenario_files())
    assert report["game_situations"] == 202
    assert report["replayed"] + len(report["missing"]) == report["game_situations"]
    assert report["unclassified"] == [] and report["replay_of_non_game"] == []


def test_every_replayed_example_has_a_counterfactual():
    assert coverage()["without_counterfactual"] == []


def test_cli_coverage_json_has_the_counts():
    env = dict(os.environ, PYTHONPATH=str(CR_SCENARIO_DIR.parents[2]))
    out = subprocess.run([sys.executable, "-m", "rulesdb", "scenario", "coverage", "--json"],
                         capture_output=True, text=True, env=env, check=True).stdout
    report = json.loads(out)
    assert report["game_situations"] == 202
    assert report["replayed"] == coverage()["replayed"]
    assert isinstance(report["disputed"], list) and len(report["chapters"]) == 10
