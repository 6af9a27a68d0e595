"""The public Python API checks its arguments: a wrong type or range is a BadQuery naming the
parameter and value (the same one-line error the CLI and web app give), never a TypeError."""

import pytest
import smallsources

from rulesdb.arguments import MAX_DECISIONS
from rulesdb.build.pipeline import build
from rulesdb.errors import BadQuery, ScenarioError
from rulesdb.live import LiveRulesDB


@pytest.mark.parametrize(("call", "message"), [
    (lambda db: db.find("bypass", limit="10"), "limit: expected a whole number, got str '10'"),
    (lambda db: db.search("bypass", limit=0), "limit: must be from 1 to 100, not 0"),
    (lambda db: db.search("bypass", limit=True), "limit: expected a whole number, got bool True"),
    (lambda db: db.search(None), "query: expected text, got NoneType None"),
    (lambda db: db.find("bypass", colour="red"), "colour: not a search filter (expected one of: document, family"),
    (lambda db: db.find("bypass", document=3), "document: expected text, got int 3"),
    (lambda db: db.node(5), "address: expected text, got int 5"),
    (lambda db: db.resolve("Bypass", document=["x"]), "document: expected text, got list ['x']"),
    (lambda db: db.list_nodes("ffg-rr-1.0", kind="card"), "kind: 'card' is not one of"),
    (lambda db: db.diff("nisei-cr-1.3", "nisei-cr-1.6", rule=1), "rule: expected text, got int 1"),
    (lambda db: db.compare(None), "topic: expected text, got NoneType None"),
    (lambda db: db.run_scenario("femme-fatale-after-chum", decisions="x"),
     "decisions: expected a mapping or a list of 'name=answer', got 'x'"),
    (lambda db: db.run_scenario("femme-fatale-after-chum", decisions=[f"d{n}=yes" for n in range(MAX_DECISIONS + 1)]),
     f"decisions: at most {MAX_DECISIONS}, got {MAX_DECISIONS + 1}"),
    (lambda db: db.run_scenario("femme-fatale-after-chum", seed="1"), "seed: expected a whole number, got str '1'"),
    (lambda db: db.run_scenario(42), "scenario: expected text, got int 42"),
])
def test_bad_arguments_are_bad_queries_naming_the_parameter(db, call, message):
    with pytest.raises(BadQuery) as caught:
        call(db)
    assert str(caught.value).startswith(message)


def test_a_decision_answer_that_is_not_yaml_names_the_decision(db):
    with pytest.raises(ScenarioError, match=r"^decision x:\d+: not valid YAML"):
        db.run_scenario("femme-fatale-after-chum", decisions=["x=[unclosed"])


def test_a_long_running_process_switches_to_a_new_build_by_itself(tmp_path):
    sources = smallsources.make(tmp_path / "sources")
    data = tmp_path / "data"
    build(data, sources=sources)
    live = LiveRulesDB(data, interval=0.0, warm=False)
    first = live.current()
    assert first.search("quuxswitched", limit=1)["hits"] == []
    smallsources.mark(sources, "quuxswitched")
    build(data, sources=sources)
    now = live.current()
    assert now is not first and now.search("quuxswitched", limit=1)["hits"][0]["address"] == "nisei-cr-1.3/1.10.3"
    assert first.search("credit pool", limit=1)["hits"], "the build a call started with still answers"
    assert live.current() is now, "no switch without a new build"
