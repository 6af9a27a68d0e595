"""`scenario check-citations`: a scenario whose cited rule or example changed between releases is flagged."""

import json
import os
import subprocess
import sys
import textwrap

import pytest

from rulesdb.crexamples import check_citations
from rulesdb.crexamples.citations import example_key, semantic_id
from rulesdb.crexamples.replays import scenario_files
from rulesdb.engine import SCENARIO_DIR, load_scenario

REPO = SCENARIO_DIR.parents[1]
FIXTURE_RELEASES = REPO / "tests" / "data" / "nsg-cr"


def test_semantic_ids_come_from_current_cr_addresses_only():
    assert semantic_id("cr/rule_end_the_run") == "rule_end_the_run"
    assert semantic_id("nsg-cr-25.08/rule_vacuous_truth/example/1") == "rule_vacuous_truth"
    assert semantic_id("nisei-cr-1.6/1.10.3c") is None
    assert semantic_id("ffg-rr-1.0/timing/run/3.1") is None
    assert example_key("cr/rule_vacuous_truth/example/1") == "rule_vacuous_truth/example/1"


def test_scenario_whose_cited_rule_changed_is_flagged(scenario_folder):
    folder = scenario_folder(("rule_bypass_during_encounter-1", "rule_vacuous_truth-1"))
    report = check_citations("24.01", "24.02", FIXTURE_RELEASES, [folder])
    assert report["scenarios"] == 2
    assert [row["scenario"] for row in report["flagged"]] == ["rule_bypass_during_encounter-1"]
    flagged = report["flagged"][0]
    assert flagged["rules"] == [{"rule": "cr/rule_bypass_during_encounter", "change": "reworded"}]
    assert flagged["example_change"] is None
    assert report["unchanged"] == ["rule_vacuous_truth-1"]


def test_nothing_is_flagged_between_a_release_and_itself(scenario_folder):
    folder = scenario_folder(("rule_bypass_during_encounter-1",))
    assert check_citations("24.02", "24.02", FIXTURE_RELEASES, [folder])["flagged"] == []


def test_new_in_release_marks_alone_are_not_a_change(tmp_path, scenario_folder):
    for version, marked in (("a", "broken."), ("b", "{n}broken.{/n}")):
        inputs = tmp_path / "rel" / version / "data" / "input"
        inputs.mkdir(parents=True)
        (inputs / "06_runs.yaml").write_text(textwrap.dedent(f"""\
            chapter: chpt_runs
            text: Runs
            sections:
            - section: s
              text: S
              rules:
              - rule: rule_vacuous_truth
                text: All zero subroutines are {marked}
                examples:
                - text: Forked and Troll.
            """), encoding="utf-8")
    folder = scenario_folder(("rule_vacuous_truth-1",))
    assert check_citations("a", "b", tmp_path / "rel", [folder])["flagged"] == []


# Replayed examples whose text changed from 25.04 to 25.08; each flag was read and the change found not
# to alter the ruling: "{card: Hedge Fund}" became "{card:Hedge Fund}"; "Nisei Mk II" and
# "Self-Modifying Code" took their printed capitalisation; "Joshua B" became "Joshua B.", "Geist" became
# "Armand "Geist" Walker"; the Angelique Garza Correa example was rewritten (marked new in 25.08);
# "Mushin-no-Shin" became "Mushin No Shin" and "Selective Mind Mapping" "Selective Mind-mapping";
# "{card:Jesminder}" became "{card:Jesminder Sareen}" and "{card:Ob}" "{card:Ob Superheavy Logistics}";
# the doubled "{card:{card:Ashigaru}}" became "{card:Ashigaru}".
REWORDED_25_08 = {"cr/rule_defferent_actions/example/1", "cr/rule_run_ends_close_paws/example/1",
                  "cr/rule_delayed_conditional_ability_relevant_once/example/1",
                  "cr/rule_prevent_as_trigger_condition/example/1", "cr/rule_chain_reaction/example/1",
                  "cr/rule_valid_search_target_install_play/example/2",
                  "cr/rule_placing_advancement_counter/example/1",
                  "cr/rule_multiple_damage_selected_sequentially/example/1",
                  "cr/rule_cost_interrupt_static_mandatory/example/2",
                  "cr/rule_additional_cost_checkpoint/example/1",
                  "cr/rule_subroutines_static_ability_decrease/example/1"}
# Replayed examples new in 25.08 (Biawak's alternate payment, once an example under `new:` left unprinted).
ADDED_25_08 = {"cr/rule_alternate_payment/example/1"}


def test_cr_25_04_to_25_08_flags_only_the_replays_of_reworded_examples(cr_releases):
    report = check_citations("25.04", "25.08", cr_releases)
    assert {f["example"]: f["example_change"] for f in report["flagged"]} == (
        {e: "reworded" for e in REWORDED_25_08} | {e: "added" for e in ADDED_25_08})
    assert all(f["rules"] == [] for f in report["flagged"])
    assert report["scenarios"] == len(scenario_files()) + len(list(SCENARIO_DIR.glob("*.yaml")))
    assert {"rule_lose_credits-1", "rule_bypass_during_encounter-1"} <= set(report["unchanged"])


def test_cr_25_04_to_25_08_flags_a_scenario_of_a_reworded_example(cr_releases, tmp_path):
    # rule_run_phase_after/example/1 spells Mirāju with its macron from 25.08 on
    text = (scenario_files()[0]).read_text(encoding="utf-8")
    old_example = load_scenario(scenario_files()[0]).example
    (tmp_path / "replay.yaml").write_text(
        text.replace(old_example, "cr/rule_run_phase_after/example/1"), encoding="utf-8")
    report = check_citations("25.04", "25.08", cr_releases, [tmp_path])
    assert [(r["scenario"], r["example_change"]) for r in report["flagged"]] == [("replay", "reworded")]
    assert report["flagged"][0]["rules"] == []


def test_an_example_inserted_before_another_is_a_renumbering(tmp_path, scenario_folder):
    for version, examples in (("a", ["Forked and Troll."]), ("b", ["A new first example.", "Forked and Troll."])):
        inputs = tmp_path / "rel" / version / "data" / "input"
        inputs.mkdir(parents=True)
        listed = "".join(f"\n  - text: {text}" for text in examples)
        (inputs / "06_runs.yaml").write_text(
            "chapter: c\ntext: C\nsections:\n- section: s\n  text: S\n  rules:\n"
            f"  - rule: rule_vacuous_truth\n    text: Same.\n    examples:{listed.replace(chr(10), chr(10) + '  ')}\n",
            encoding="utf-8")
    folder = scenario_folder(("rule_vacuous_truth-1",))
    report = check_citations("a", "b", tmp_path / "rel", [folder])
    assert [(r["scenario"], r["example_change"], r["rules"]) for r in report["flagged"]] == [
        ("rule_vacuous_truth-1", "renumbered", [])]


@pytest.mark.parametrize("old", ["24.01", "nsg-cr-24.01"])  # a release as versioned, or as the build names it
def test_cli_check_citations_exits_1_when_a_scenario_is_flagged(old):
    env = dict(os.environ, PYTHONPATH=str(REPO))
    proc = subprocess.run([sys.executable, "-m", "rulesdb", "scenario", "check-citations", "--from", old,
                           "--to", "24.02", "--releases", str(FIXTURE_RELEASES), "--json"],
                          capture_output=True, text=True, env=env)
    report = json.loads(proc.stdout)
    assert proc.returncode == 1
    assert [row["scenario"] for row in report["flagged"]] == [
        "rule_bypass_during_encounter-1-no-bypass", "rule_bypass_during_encounter-1"]


def test_a_scenario_that_stops_is_still_checked_by_its_example(tmp_path):
    path = next(p for p in scenario_files() if "\ndecisions:" in p.read_text(encoding="utf-8"))
    stopped = path.read_text(encoding="utf-8").split("decisions:")[0] + "expect:\n  - runs.0.outcome: successful\n"
    (tmp_path / "stops.yaml").write_text(stopped.replace(load_scenario(path).example,
                                                         "cr/rule_bypass_during_encounter/example/1"),
                                         encoding="utf-8")
    report = check_citations("24.01", "24.02", FIXTURE_RELEASES, [tmp_path])
    row = report["flagged"][0]
    assert row["rules"] == [{"rule": "cr/rule_bypass_during_encounter", "change": "reworded"}]
    assert "decision needed" in row["error"]


def test_cli_check_citations_defaults_to_the_embedded_25_04_and_25_08_releases():
    env = dict(os.environ, PYTHONPATH=str(REPO))
    proc = subprocess.run([sys.executable, "-m", "rulesdb", "scenario", "check-citations", "--json"],
                          capture_output=True, text=True, env=env)
    report = json.loads(proc.stdout)
    assert (report["from"], report["to"]) == ("25.04", "25.08")
    assert report["scenarios"] == len(scenario_files()) + len(list(SCENARIO_DIR.glob("*.yaml")))
    assert {row["example"] for row in report["flagged"]} == REWORDED_25_08 | ADDED_25_08
    assert proc.returncode == 1  # some scenario is flagged
