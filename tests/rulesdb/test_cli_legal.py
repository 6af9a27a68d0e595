"""`rulesdb scenario legal FILE [--at MOMENT]`: what is legal after a scenario's actions, each option
allowed or refused by the engine with its cost and rule; a moment that is not one is a usage error."""

import json

from rulesdb.cli.commands import main

SITUATION = """
title: Corroder and 3 credits run a remote behind Ice Wall
example: cr/rule_run
runner:
  credits: 3
  grip: [Sure Gamble]
  rig: [Corroder, {card: Datasucker, counters: {virus: 1}}]
corp:
  servers:
    Server 1:
      ice: [Ice Wall]
actions:
  - runner: run Server 1
decisions:
  break Ice Wall: Corroder
  jack out: no
expect:
  - runs.0.outcome: successful
"""


def test_the_next_action_window_lists_each_option_with_its_rule(tmp_path, capsys):
    path = tmp_path / "situation.yaml"
    path.write_text(SITUATION, encoding="utf-8")
    assert main(["scenario", "legal", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("At action window (the Runner may act):\n")
    assert "  allowed  runner run HQ ([click]) — cr/runner_basic_action_run\n" in out
    assert ("  refused  runner play Sure Gamble ([click], 5[c]): the Runner cannot pay 5[c] for playing Sure "
            "Gamble — cr/rule_cost\n") in out


def test_at_a_moment_of_the_run_as_json(tmp_path, capsys):
    path = tmp_path / "situation.yaml"
    path.write_text(SITUATION, encoding="utf-8")
    assert main(["scenario", "legal", str(path), "--at", "encounter Ice Wall", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    options = {o["action"]: o for o in found["options"]}
    assert (found["at"], options["use Datasucker"]["allowed"], options["draw"]["allowed"]) == (
        "encounter Ice Wall", True, False)


def test_a_moment_that_is_not_one_is_a_usage_error_naming_the_option(tmp_path, capsys):
    assert main(["scenario", "legal", "anything", "--at", "lunch"]) == 2
    assert "argument --at: expected a moment of a run" in capsys.readouterr().err
