"""Strict validation: every problem in a scenario file reported at once, each as file:line: field: message."""

import pytest

from rulesdb.engine import load_scenario, run_scenario
from rulesdb.errors import ScenarioError

GOOD = """
    title: A run on an empty server
    example: cr/rule_run
    corp:
      hq: [Hedge Fund]
    runner:
      credits: 5
    actions:
      - runner: run HQ
    decisions:
      jack out: no
    expect:
      - runs.0.outcome: successful
"""


def problems(write_scenario, text: str) -> list[str]:
    path = write_scenario(text)
    with pytest.raises(ScenarioError) as err:
        load_scenario(path)
    return str(err.value).replace(str(path), "case.yaml").splitlines()


def test_every_problem_in_a_file_is_reported_at_once(write_scenario):
    text = GOOD.replace("hq: [Hedge Fund]", "hq: [Hedge Fnd]").replace(
        "credits: 5", "credits: five").replace("runs.0.outcome", "runs.0.outcom")
    assert problems(write_scenario, text) == [
        "case.yaml:4: corp.hq[0]: unknown card 'Hedge Fnd' (did you mean Hedge Fund?)",
        "case.yaml:6: runner.credits: expected a whole number, got text ('five')",
        "case.yaml:12: expect[0].runs.0.outcom: unknown result field 'outcom' in runs.0 (known: "
        "server, by, outcome, ended_by, accessed, stolen, trashed, to_access, initiated_on, breach_replaced_by, "
        "unaffordable, tags, encounters)",
    ]


def test_an_unknown_identity_is_named_as_an_identity(write_scenario):
    text = GOOD.replace("credits: 5", "credits: 5\n      identity: Kate Mack McCaffrey")
    assert problems(write_scenario, text) == [
        "case.yaml:7: runner.identity: unknown identity 'Kate Mack McCaffrey' (did you mean "
        "Kate \"Mac\" McCaffrey: Digital Tinker?)"]
    text = GOOD.replace("credits: 5", "credits: 5\n      identity: Corroder")
    assert problems(write_scenario, text) == ["case.yaml:7: runner.identity: unknown identity 'Corroder'"]


def test_a_corp_install_of_ice_without_a_server_is_an_install_error(write_scenario):
    text = GOOD.replace("- runner: run HQ", "- corp: install Ice Wall").replace(
        "hq: [Hedge Fund]", "hq: [Hedge Fund, Ice Wall]")
    assert problems(write_scenario, "    turn: corp\n" + text.lstrip("\n")) == [
        "case.yaml:9: actions[0].corp: install: say where Ice Wall goes ('install Ice Wall on "
        "<server>' or 'in new remote')"]


def test_installing_an_operation_or_an_asset_in_a_central_root_is_an_install_error(write_scenario):
    text = "    turn: corp\n" + GOOD.lstrip("\n").replace("- runner: run HQ", "- corp: install Hedge "
                                                     "Fund in new remote\n      - corp: install PAD "
                                                     "Campaign in HQ")
    assert problems(write_scenario, text) == [
        "case.yaml:9: actions[0].corp: install: Hedge Fund is an operation; operations are played, "
        "not installed",
        "case.yaml:10: actions[1].corp: install: an asset can only be installed in the root of a "
        "remote server"]


def test_a_server_created_by_an_install_can_be_named_by_later_actions(write_scenario):
    text = "    turn: corp\n" + GOOD.lstrip("\n").replace(
        "- runner: run HQ", "- corp: install PAD Campaign in new remote\n      - corp: advance "
        "PAD Campaign\n      - corp: install Ice Wall on Server 1\n      - runner: run Server 1")
    assert load_scenario(write_scenario(text)).actions[2].server == "Server 1"
    bad = text.replace("install Ice Wall on Server 1", "install Ice Wall on Server 2")
    assert problems(write_scenario, bad) == [
        "case.yaml:11: actions[2].corp: install: unknown server 'Server 2' (known: HQ, R&D, "
        "Archives, Server 1, or 'new remote')"]


def test_unknown_decision_names_and_keys_are_rejected(write_scenario):
    text = GOOD.replace("jack out: no", "jack out: no\n      jak out: no\n      break Ice Wall: "
                                        "{with: Corroder, boost: 2, pump: 1}")
    found = problems(write_scenario, text)
    assert found[0].startswith("case.yaml:11: decisions.jak out: unknown decision 'jak out' "
                               "(the engine asks: ")
    assert found[1] == ("case.yaml:12: decisions.break Ice Wall: unknown key 'pump' in a break "
                        "plan (known: with, subroutines, boost, copy, ability)")


def test_bad_example_addresses_are_rejected(write_scenario):
    assert problems(write_scenario, GOOD.replace("example: cr/rule_run", "example: rule run")) == [
        "case.yaml:2: example: 'rule run' is not an address like cr/rule_bypass/example/1 or "
        "ffg-rr-1.0/term/bypass/example/1"]
    assert problems(write_scenario, GOOD.replace("cr/rule_run", "cr/rule_run/example/0")) == [
        "case.yaml:2: example: 'cr/rule_run/example/0' is not an address like "
        "cr/rule_bypass/example/1 or ffg-rr-1.0/term/bypass/example/1"]


def test_unknown_check_paths_moments_and_action_numbers_are_rejected(write_scenario):
    text = GOOD.replace("- runs.0.outcome: successful", "- corp.servers.HQ.iec: []\n"
                        "      - after[2].runner.credits: 5\n      - at[encountr Ice Wall].runner."
                        "credits: 1\n      - runs.first.outcome: successful")
    assert problems(write_scenario, text) == [
        "case.yaml:12: expect[0].corp.servers.HQ.iec: unknown result field 'iec' in "
        "corp.servers.HQ (known: ice, unrezzed, root)",
        "case.yaml:13: expect[1].after[2].runner.credits: after[2]: the scenario has 1 action; "
        "count them from 1",
        "case.yaml:14: expect[2].at[encountr Ice Wall].runner.credits: unknown moment 'encountr "
        "Ice Wall' (a moment is one of access, approach, encounter, encounter ends, fully broken, "
        "install, pass, rez, run begins, run ends, score, steal, successful run, turn begins, "
        "turn ends, then a card name where there is one: at[encounter Ice Wall])",
        "case.yaml:15: expect[3].runs.first.outcome: runs: expected a number (a list index), "
        "got 'first'"]


def test_contains_on_text_means_a_whole_word_never_a_substring(run_text):
    result = run_text(GOOD.replace("- runs.0.outcome: successful",
                                   "- runs.0.outcome: {contains: success}\n"
                                   "      - runs.0.outcome: {contains: successful}\n"
                                   "      - runs.0.server: {contains: H}"))
    assert [c["ok"] for c in result["checks"]] == [False, True, False]


def test_unsuccessful_does_not_contain_successful(run_text):
    text = GOOD.replace("corp:\n      hq: [Hedge Fund]", "corp:\n      hq: [Hedge Fund]\n      "
                        "servers:\n        HQ:\n          ice: [Ice Wall]")
    text = text.replace("    decisions:\n      jack out: no\n", "")  # Ice Wall ends the run: never asked
    result = run_text(text.replace("- runs.0.outcome: successful",
                                   "- runs.0.outcome: {contains: successful}\n"
                                   "      - runs.0.outcome: {excludes: successful}"))
    assert result["final_state"]["runs"][0]["outcome"] == "unsuccessful"
    assert [c["ok"] for c in result["checks"]] == [False, True]


def test_contains_and_excludes_on_a_mapping_test_its_keys(run_text):
    result = run_text(GOOD.replace("- runs.0.outcome: successful",
                                   "- corp.servers: {contains: HQ}\n"
                                   "      - corp.servers: {excludes: Server 1}\n"
                                   "      - corp.servers: {contains: [HQ, R&D]}\n"
                                   "      - corp.servers: {contains: ice}"))
    assert [c["ok"] for c in result["checks"]] == [True, True, True, False]


ORDINAL = """
    title: The second Ice Wall is not broken
    example: cr/rule_run
    corp:
      hq: [Hedge Fund]
      servers:
        HQ:
          ice: [Ice Wall, Ice Wall]
    runner:
      rig: [Corroder]
    actions:
      - runner: run HQ
    decisions:
      break Ice Wall (2): no
      break Ice Wall: Corroder
      jack out: no
    expect:
      - runs.0.outcome: unsuccessful
      - runner.credits: 4
"""


def test_ordinal_decisions_need_no_quotes(run_text):
    result = run_text(ORDINAL)
    assert result["ok"] is True
    made = [(d["decision"], d["answer"]) for d in result["final_state"]["decisions"]]
    assert ("break Ice Wall #2", "no") in made
    for written in ("break Ice Wall (2nd)", "'break Ice Wall #2'"):
        assert run_text(ORDINAL.replace("break Ice Wall (2)", written))["ok"] is True


def test_yaml_aliases_are_refused_so_no_alias_bomb_expands(write_scenario):
    bomb = GOOD + "    notes: &a [x, x]\n    see_also: *a\n"
    assert problems(write_scenario, bomb) == [
        "case.yaml:13: see_also: YAML aliases are not allowed in scenario files"]


def test_a_file_that_is_not_utf8_is_one_line(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_bytes(b"title: \xff\xfe\n")
    with pytest.raises(ScenarioError, match=r"bad.yaml:1: not UTF-8 text"):
        load_scenario(path)


def test_a_valid_file_still_runs(run_text):
    assert run_scenario is not None
    assert run_text(GOOD)["ok"] is True
