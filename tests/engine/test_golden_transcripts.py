"""Golden transcripts: each scenario's readable trace, checked in and compared line by line.

After an intended change to the engine's wording or rules, regenerate with
`RULESDB_UPDATE_GOLDEN=1 python -m pytest tests/engine/test_golden_transcripts.py` and review the diff.
"""

import os
from pathlib import Path

import pytest

from rulesdb.engine import SCENARIO_DIR, format_trace, run_scenario

GOLDEN = Path(__file__).parent / "golden"
IDS = sorted(path.stem for path in SCENARIO_DIR.glob("*.yaml"))


@pytest.mark.parametrize("scenario_id", IDS)
def test_trace_matches_golden_transcript(scenario_id):
    text = format_trace(run_scenario(scenario_id))
    golden = GOLDEN / f"{scenario_id}.txt"
    if os.environ.get("RULESDB_UPDATE_GOLDEN"):
        golden.write_text(text, encoding="utf-8")
    expected = golden.read_text(encoding="utf-8").splitlines()
    actual = text.splitlines()
    for n, (want, got) in enumerate(zip(expected, actual), 1):
        assert got == want, f"{golden.name}:{n} differs"
    assert len(actual) == len(expected)


def test_headline_transcript_is_checked_in():
    assert (GOLDEN / "femme-fatale-vs-tollbooth.txt").is_file()
