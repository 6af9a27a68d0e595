"""The engine's step transitions are exactly those the Rules Reference parser finds in the document."""

from pathlib import Path

import pytest

from rulesdb.engine import engine_transitions

SOURCES = Path(__file__).resolve().parents[2] / "sources"
STRUCTURES = ("run", "corp-turn", "runner-turn")


@pytest.fixture(scope="module")
def rules_reference():
    from rulesdb.build.sources import read_manifest, read_text
    from rulesdb.parsers import parse

    info = next(i for i in read_manifest(SOURCES) if i.id == "ffg-rr-1.0")
    return parse(read_text(info), info)


@pytest.fixture(scope="module")
def parsed(rules_reference) -> dict[str, set[str]]:
    return {step.address: {t.target for t in step.transitions}
            for step in rules_reference.of_kind("step") if step.structure in STRUCTURES}


def test_engine_and_model_have_the_same_steps(parsed):
    assert sorted(parsed) == sorted(engine_transitions())


def test_every_step_has_the_same_transitions_as_the_model(parsed):
    ours = engine_transitions()
    differ = {address: (parsed[address], ours.get(address)) for address in parsed
              if parsed[address] != ours.get(address)}
    assert differ == {}
