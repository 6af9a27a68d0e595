"""Every scenario replaying a worked example of the current CR passes its checks and uses every decision."""

import pytest

from rulesdb.crexamples import TABLE_FILE, load_table
from rulesdb.crexamples.replays import CR_SCENARIO_DIR, scenario_files
from rulesdb.engine import run_scenario
from rulesdb.engine.scenario.reader import load_file

FILES = scenario_files()


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_cr_scenario_passes_its_checks(path):
    result = run_scenario(path, allow_incomplete=True)  # a replay on an incomplete card is listed as unreliable
    assert [c for c in result["checks"] if not c["ok"]] == []
    assert result["unused_decisions"] == []


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_cr_scenario_names_a_classified_game_situation(path):
    _, table = load_table(CR_SCENARIO_DIR / TABLE_FILE)
    kinds = {e.example: e.kind for e in table}
    assert kinds.get(load_file(path).example) == "game-situation"


def test_a_replay_file_is_named_after_its_example():
    for path in FILES:
        example = load_file(path).example
        rule, n = example.removeprefix("cr/").split("/example/")
        assert path.stem.startswith(f"{rule}-{n}"), path.name
