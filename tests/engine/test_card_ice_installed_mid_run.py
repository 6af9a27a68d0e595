"""Ice installed during a run by a subroutine (Brân 1.0, Drafter): where it goes and whether it is approached."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past

BREAK_ETRS = {"break Brân 1.0": {"with": "Corroder", "subroutines": [2, 3]}}


def test_bran_installs_ice_from_archives_directly_inward_ignoring_costs(tmp_path):
    result = run_past(tmp_path, ["Ice Wall", "Brân 1.0", "Enigma"], corp={"archives": ["Wall of Static"]},
                      runner={"credits": 7, "rig": ["Corroder"]},
                      decisions={**BREAK_ETRS, "break Ice Wall": "Corroder", "Brân 1.0 target": "Wall of Static", "rez": "no"})
    assert at(result, "corp.servers.Server 1.ice") == ["Ice Wall", "Brân 1.0", "Wall of Static", "Enigma"]
    assert at(result, "corp.credits") == 5  # ignoring all costs


def test_bran_with_no_ice_in_hq_or_archives_installs_nothing(tmp_path):
    result = run_past(tmp_path, ["Brân 1.0"], corp={"hq": ["Hedge Fund"]}, runner={"credits": 6, "rig": ["Corroder"]},
                      decisions=BREAK_ETRS)
    assert at(result, "corp.servers.Server 1.ice") == ["Brân 1.0"]
    assert at(result, "runs.0.outcome") == "successful"


def test_drafter_installs_ice_outermost_on_another_server_ignoring_costs(tmp_path):
    result = run_past(tmp_path, ["Drafter"], corp={"credits": 0, "hq": ["Ice Wall"], "servers": {"HQ": {"ice": ["Enigma"]}}},
                      decisions={"Drafter choice": {"install": "Ice Wall", "in": "HQ"}})
    assert at(result, "corp.servers.HQ.ice") == ["Ice Wall", "Enigma"]
    assert at(result, "corp.credits") == 0


def test_drafter_answer_naming_ice_not_in_hq_or_archives_is_refused(tmp_path):
    with pytest.raises(ScenarioError, match="no such ice"):
        run_past(tmp_path, ["Drafter"], corp={"hq": ["Ice Wall"]},
                 decisions={"Drafter choice": {"install": "Enigma", "in": "HQ"}})
