"""Answer-first scenario results: the verdict in plain words with its deciding step, the board at
every step, citations as a judge names them, and a counterfactual's own title and checks."""

import pytest

from rulesdb.answers import (
    board_changes,
    changed_decisions,
    cite_label,
    invariants,
    run_with_boards,
    variant_checks,
    variant_title,
    verdict,
)
from rulesdb.engine import list_scenarios, load_scenario

SCENARIO = "femme-fatale-vs-tollbooth"
DECLINE = {"bypass with Femme Fatale": "no"}


@pytest.fixture(scope="module")
def bypassed():
    return run_with_boards(SCENARIO)


@pytest.fixture(scope="module")
def declined():
    return run_with_boards(SCENARIO, decisions=DECLINE)


def test_the_verdict_says_tollbooth_never_resolves_because_femme_fatale_bypassed_it(bypassed):
    found = verdict(bypassed)
    assert found["sentences"] == [
        "Tollbooth's ability never resolves: the Runner bypassed Tollbooth with Femme Fatale, "
        "so the encounter ended before it could.",
        "The run on HQ is successful and the Runner accesses Hedge Fund.",
    ]
    assert bypassed["trace"][found["deciding"]]["text"].startswith(
        "Tollbooth's ability does not trigger or resolve"
    )


def test_declining_the_bypass_gives_a_verdict_where_tollbooth_ends_the_run(declined):
    found = verdict(declined)
    assert found["sentences"][1] == "The run on HQ ends unsuccessfully: Tollbooth's subroutine ends it."
    assert "ends the run" in declined["trace"][found["deciding"]]["text"]


@pytest.mark.parametrize("scenario", [s["id"] for s in list_scenarios()])
def test_the_recorded_boards_replay_the_engines_own_trace(scenario):
    result = run_with_boards(scenario)
    assert len(result["boards"]) == len(result["trace"])
    assert result["boards"][-1]["runner"] == result["final_state"]["runner"]


def test_the_board_changes_when_the_runner_pays_for_the_bypass(bypassed):
    paying = next(i for i, t in enumerate(bypassed["trace"]) if "pays 1[c] for Femme Fatale" in t["text"])
    before, after = bypassed["boards"][paying - 1], bypassed["boards"][paying]
    assert board_changes(before, after) == ["Runner credits: 5 → 4"]


def test_a_passing_step_changes_nothing_on_the_board(bypassed):
    assert board_changes(bypassed["boards"][3], bypassed["boards"][3]) == []


def test_citations_read_as_a_judge_names_them(db):
    assert cite_label("nisei-cr-1.6/1.10.3c", db.documents, db.nodes) == "CR 1.10.3c Spend"
    assert cite_label("ffg-rr-1.0/term/bypass", db.documents, db.nodes) == "RR Bypass"
    assert cite_label("ffg-rr-1.0/timing/run/3", db.documents, db.nodes) == "RR Run [3] Encounter ICE"


def test_the_current_crs_steps_are_cited_by_number_and_phase(db):
    assert cite_label("nsg-cr-25.08/step_encounter_begins", db.documents, db.nodes) == "CR 6.9.3a Encounter Ice Phase"
    chart = "nsg-cr-25.08/timing/sec_appendix_timing_structure_of_a_run/2a"
    assert cite_label(chart, db.documents, db.nodes) == "CR Timing Structure of a Run (Section 6.9) [2a]"


def test_a_counterfactual_is_titled_by_the_decision_it_changes(bypassed, declined):
    changes = changed_decisions(
        bypassed["final_state"]["decisions"], declined["final_state"]["decisions"], DECLINE
    )
    assert changes == [{"decision": "bypass with Femme Fatale", "player": "Runner", "answer": "no"}]
    assert variant_title("Femme Fatale bypasses Tollbooth", changes) == (
        "Femme Fatale bypasses Tollbooth — if the Runner declines to bypass with Femme Fatale"
    )


def test_an_unchanged_answer_is_not_a_counterfactual(bypassed):
    assert changed_decisions(bypassed["final_state"]["decisions"], [], {"jack out at HQ": "no"}) == []


def test_the_variants_checks_are_its_own_values_beside_the_originals(bypassed, declined):
    paths = [e.path for e in load_scenario(SCENARIO).expect]
    rows = {r["path"]: r for r in variant_checks(paths, bypassed["final_state"], declined["final_state"])}
    assert (rows["runner.credits"]["variant"], rows["runner.credits"]["original"]) == (2, 4)
    assert rows["runs.0.outcome"]["differs"] and not rows["runs.0.encounters.0.broken"]["differs"]


@pytest.mark.parametrize("scenario", [s["id"] for s in list_scenarios()])
def test_every_scenario_satisfies_the_rules_invariants(scenario):
    assert all(c["ok"] for c in invariants(run_with_boards(scenario)["final_state"]))


def test_an_invariant_fails_when_a_bypassed_ice_had_a_subroutine_resolve():
    final = {"runs": [{"encounters": [{"result": "bypassed", "broken": 0, "subroutines_resolved": ["End the run."]}]}]}
    assert [c["ok"] for c in invariants(final)][1] is False


def test_a_successful_run_that_steals_an_agenda_says_so():
    final = {"runs": [{"server": "R&D", "outcome": "successful", "accessed": ["Hostile Takeover"],
                       "stolen": ["Hostile Takeover"]}]}
    assert verdict({"final_state": final, "trace": []})["sentences"] == [
        "The run on R&D is successful and the Runner accesses Hostile Takeover, stealing Hostile Takeover."
    ]
