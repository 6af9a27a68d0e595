"""Every scenario in sources/scenarios passes, uses every decision it gives, and replays identically."""

import json
from dataclasses import replace

import pytest

from rulesdb.engine import SCENARIO_DIR, format_trace, load_scenario, run_scenario
from rulesdb.engine.timing.steps import RUN

IDS = sorted(path.stem for path in SCENARIO_DIR.glob("*.yaml"))


@pytest.mark.parametrize("scenario_id", IDS)
def test_scenario_passes_its_own_checks(scenario_id):
    result = run_scenario(scenario_id)
    failed = [c for c in result["checks"] if not c["ok"]]
    assert failed == []
    assert result["ok"] is True


@pytest.mark.parametrize("scenario_id", IDS)
def test_scenario_result_is_plain_json(scenario_id):
    result = run_scenario(scenario_id)
    assert json.loads(json.dumps(result)) == result


@pytest.mark.parametrize("scenario_id", IDS)
def test_scenario_uses_every_decision_it_gives(scenario_id):
    assert run_scenario(scenario_id)["unused_decisions"] == []


@pytest.mark.parametrize("scenario_id", IDS)
def test_scenario_trace_is_deterministic_and_cited(scenario_id):
    first, second = run_scenario(scenario_id), run_scenario(scenario_id)
    assert format_trace(first) == format_trace(second)
    for entry in first["trace"]:
        assert entry["cites"], entry
        assert set(entry) == {"step", "text", "cites"}


def test_every_run_step_in_a_trace_cites_its_current_cr_step():
    numbers = {step.number: step.cr_id for step in RUN.values()}
    for entry in run_scenario("femme-fatale-vs-tollbooth")["trace"]:
        if entry["step"].startswith("run ["):
            number = entry["step"][5:-1]
            assert entry["cites"][0] == f"cr/{numbers[number]}"


def test_the_headline_scenario_marks_its_key_steps_and_never_cites_its_example():
    result = run_scenario("femme-fatale-vs-tollbooth")
    assert all(result["example"] not in e["cites"] for e in result["trace"])
    keys = [result["trace"][i]["text"] for i in result["key_steps"]]
    assert any(text.startswith("Femme Fatale bypasses Tollbooth") for text in keys)  # what it did, not that it
    assert "Femme Fatale's ability triggers and resolves." not in keys  # triggered, is what the ruling turns on
    assert any(text.startswith("Tollbooth's ability does not trigger") for text in keys)


@pytest.mark.parametrize("scenario_id", IDS)
def test_citations_are_the_engines_whatever_example_the_file_names_current_cr_first(scenario_id):
    result = run_scenario(scenario_id)
    misleading = replace(load_scenario(scenario_id), example="cr/rule_influence_by_copy/example/1")
    assert run_scenario(misleading)["trace"] == result["trace"]
    for entry in result["trace"]:
        current = [c.startswith("cr/") for c in entry["cites"]]
        assert current == sorted(current, reverse=True), entry  # every cr/ address before the others


def test_there_are_scenarios_for_every_worked_example():
    examples = {run_scenario(i)["example"] for i in IDS}
    assert {"ffg-rr-1.0/term/abilities/trigger-steps/example/2",
            "ffg-rulebook-1.0/section/faq/rules-clarifications/bypass/example/1",
            "ffg-rr-1.0/term/bypass/example/1",
            "nisei-cr-1.6/1.10.3c/example/3",
            "nisei-cr-1.6/1.12.4/example/1"} <= examples
