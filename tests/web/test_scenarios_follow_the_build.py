"""The scenarios served are the build's: copied into it with the documents, sealed with it, and
switched with it, so a server across a rebuild lists and runs the new build's scenarios, a reader of
the old build keeps its own, and editing a source file changes nothing until the next build."""

import pytest
import smallsources

from rulesdb.build import store
from rulesdb.build.pipeline import build
from rulesdb.errors import ScenarioError
from rulesdb.service import RulesDB
from rulesdb.web import create_app

TOLLBOOTH = "femme-fatale-vs-tollbooth"
FORKED = "rule_bypass_during_encounter-1"  # a CR example's replay, kept in scenarios/cr/


def ids(listed: list[dict]) -> list[str]:
    return [s["id"] for s in listed]


def test_a_build_serves_exactly_the_scenarios_of_its_sources(tmp_path):
    sources = smallsources.make(tmp_path / "sources", scenarios=(TOLLBOOTH, FORKED))
    data = tmp_path / "data"
    result = build(data, sources=sources)
    db = RulesDB.load(data)
    assert result.report["scenarios"] == 2 and db.scenario_dir == result.folder / store.SCENARIOS
    assert ids(db.scenarios()) == [TOLLBOOTH, FORKED]
    assert db.run_scenario(FORKED)["ok"] and db.run_scenario(TOLLBOOTH)["ok"]
    with pytest.raises(ScenarioError, match="unknown scenario 'femme-fatale-vs-guard'"):
        db.run_scenario("femme-fatale-vs-guard")  # embedded in the package, not in these sources
    assert store.damage(result.folder) is None, "the copied scenario files are sealed with the build"


def test_a_live_server_switches_scenarios_with_the_build_and_an_old_reader_keeps_its_own(tmp_path):
    sources = smallsources.make(tmp_path / "sources", scenarios=(TOLLBOOTH,))
    data = tmp_path / "data"
    build(data, sources=sources)
    app = create_app({"RULESDB_DATA": str(data), "TESTING": True, "WARM": False, "BUILD_CHECK_SECONDS": 0})
    client = app.test_client()
    old_reader = RulesDB.load(data)
    before = client.get("/api/scenarios").get_json()["scenarios"]

    smallsources.add_scenario(sources, TOLLBOOTH, title="Renamed after the first build")
    assert ids(RulesDB.load(data).scenarios()) == [TOLLBOOTH]
    assert client.get("/api/scenarios").get_json()["scenarios"] == before, "a source edit is not served unbuilt"
    smallsources.add_scenario(sources, FORKED)
    assert build(data, sources=sources).built

    after = client.get("/api/scenarios").get_json()["scenarios"]
    assert [(s["id"], s["title"]) for s in after] == [(TOLLBOOTH, "Renamed after the first build"),
                                                     (FORKED, after[1]["title"])]
    assert client.get(f"/api/scenarios/{FORKED}/run").get_json()["ok"] is True
    assert client.get(f"/scenarios/{FORKED}").status_code == 200
    assert old_reader.scenarios() == before and ids(old_reader.scenarios()) == [TOLLBOOTH]
    assert old_reader.run_scenario(TOLLBOOTH)["title"] == before[0]["title"]


def test_an_error_in_a_scenario_of_the_build_names_it_without_the_server_path(tmp_path):
    sources = smallsources.make(tmp_path / "sources", scenarios=(FORKED,))
    data = tmp_path / "data"
    build(data, sources=sources)
    client = create_app({"RULESDB_DATA": str(data), "TESTING": True, "WARM": False}).test_client()
    response = client.post(f"/api/scenarios/{FORKED}/run", json={"decisions": {"bypass with Femme Fatale": 5}})
    error = response.get_json()["error"]
    assert response.status_code == 400
    assert error.startswith(f"scenarios/cr/{FORKED}.yaml (override): decisions.bypass with Femme Fatale")
    assert str(tmp_path) not in error and "builds" not in error
