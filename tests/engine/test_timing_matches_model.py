"""The engine's steps are the documents' own: the turns' transitions exactly those the Rules Reference
parser finds, the run's steps exactly the current CR's Steps of a Run, numbered as it prints them."""

from pathlib import Path

import pytest

from rulesdb.engine import engine_transitions
from rulesdb.engine.timing.steps import RUN

SOURCES = Path(__file__).resolve().parents[2] / "sources"
TURNS = ("corp-turn", "runner-turn")


def _parse(doc_id: str):
    from rulesdb.build.sources import read_manifest, read_text
    from rulesdb.parsers import parse

    info = next(i for i in read_manifest(SOURCES) if i.id == doc_id)
    return parse(read_text(info), info)


@pytest.fixture(scope="module")
def parsed() -> dict[str, set[str]]:
    return {step.address: {t.target for t in step.transitions}
            for step in _parse("ffg-rr-1.0").of_kind("step") if step.structure in TURNS}


@pytest.fixture(scope="module")
def current_cr_steps() -> dict[str, str]:
    """Step id -> printed number, for the run's phases (6.9) and the breach and access steps (7)."""
    return {step.address.split("/", 1)[1]: step.number for step in _parse("nsg-cr-25.08").of_kind("step")
            if step.number[:3] in ("6.9", "7.2") or step.number.startswith("7.5.")}


def test_engine_and_model_have_the_same_turn_steps(parsed):
    ours = {a for a in engine_transitions() if not a.startswith("cr/")}
    assert sorted(parsed) == sorted(ours)


def test_every_turn_step_has_the_same_transitions_as_the_model(parsed):
    ours = engine_transitions()
    differ = {address: (parsed[address], ours.get(address)) for address in parsed
              if parsed[address] != ours.get(address)}
    assert differ == {}


def test_every_run_step_is_the_current_crs_step_with_its_printed_number(current_cr_steps):
    ours = {step.cr_id: step.number for step in RUN.values()}
    assert {i: n for i, n in ours.items() if current_cr_steps.get(i) != n} == {}


def test_the_run_leaves_out_only_the_crs_loop_and_bookkeeping_steps(current_cr_steps):
    phases = {i for i, n in current_cr_steps.items() if len(n) > 5 or n.startswith("7.")}
    assert sorted(phases - set(RUN)) == ["step_access_candidate", "step_breaching_begins", "step_choose_candidate",
                                         "step_determine_candidates_limit", "step_flip_archives",
                                         "step_repeat_candidate_selection", "step_resolve_subroutine_loop"]
