"""`rulesdb scenario run FILE --ask`: the missing decisions asked in the terminal, options numbered,
the run carried on, and the answers printed as YAML that make the file replay to the same verdict."""

import io

import yaml

from rulesdb.cli.commands import main

SITUATION = """
title: Corroder and 3 credits run a remote behind Ice Wall and an unrezzed Enigma
example: cr/rule_run
runner:
  credits: 3
  rig: [Corroder]
corp:
  servers:
    Server 1:
      ice: [Ice Wall, {card: Enigma, rezzed: false}]
actions:
  - runner: run Server 1
expect:
  - runs.0.outcome: unsuccessful
"""


def test_ask_numbers_the_options_and_prints_answers_that_replay(tmp_path, capsys, monkeypatch):
    path = tmp_path / "situation.yaml"
    path.write_text(SITUATION, encoding="utf-8")
    monkeypatch.setattr("sys.stdin", io.StringIO("2\n2\n1\n"))
    assert main(["scenario", "run", str(path), "--ask"]) == 0
    out, err = capsys.readouterr()
    assert "Runner decides: break Ice Wall\n  1. no\n  2. Corroder\n" in err
    assert "Corp decides: rez Enigma\n  1. yes\n  2. no\n" in err
    block = out.split("The answers given, to paste under the file's decisions:\n", 1)[1]
    assert yaml.safe_load(block) == {"decisions": {"break Ice Wall": "Corroder", "jack out at Enigma": "no",
                                                   "rez Enigma": "yes"}}
    path.write_text(SITUATION.replace("expect:", block + "expect:"), encoding="utf-8")
    assert main(["scenario", "run", str(path)]) == 0
    replayed = capsys.readouterr().out
    assert out.split("\n", 1)[0] == replayed.split("\n", 1)[0]  # the same verdict line


def test_ask_with_input_ended_is_one_line_naming_the_decision(tmp_path, capsys, monkeypatch):
    path = tmp_path / "situation.yaml"
    path.write_text(SITUATION, encoding="utf-8")
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["scenario", "run", str(path), "--ask"]) == 2
    assert capsys.readouterr().err.splitlines()[-1].endswith(
        "decisions.break Ice Wall: no answer given (input ended)")
