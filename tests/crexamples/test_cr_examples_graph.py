"""Every replayed worked example of the current CR is linked to its scenarios in the real build's
graph, an edge each way (`replays` from the example, `replay-of` back)."""

import pytest

from rulesdb import graph
from rulesdb.crexamples.citations import all_scenarios
from rulesdb.crexamples.replays import scenario_files
from rulesdb.engine.scenario.reader import load_file

REPLAYS = sorted((load_file(path).example, path.stem) for path in scenario_files())
#: every scenario file (the engine's own ones may replay a CR example too)
NAMING = sorted((s.example, s.id) for s in all_scenarios())


def _linked(db, address: str, direction: str, edge: str) -> set[str]:
    return {entry["address"] for entry in graph.refs(db.graph, address)[direction].get(edge, [])}


@pytest.fixture(scope="module")
def example_nodes(db):
    """Each replayed example's address in the latest CR release of the build."""
    return {example: db.citation(example) for example in {e for e, _ in REPLAYS}}


def test_every_replayed_example_is_a_node_of_the_latest_cr(db, example_nodes):
    latest = max((d for d in db.documents.values() if d.family == "nisei-cr"), key=lambda d: d.version_key)
    assert {address.split("/")[0] for address in example_nodes.values()} == {latest.id}
    assert all(address in db.nodes for address in example_nodes.values())


def test_each_example_replays_each_of_its_scenarios_and_back(db, example_nodes):
    missing = []
    for example, scenario in REPLAYS:
        node, address = example_nodes[example], f"scenario/{scenario}"
        if address not in _linked(db, node, "out", "replays"):
            missing.append(f"{node} -replays-> {address}")
        if node not in _linked(db, address, "out", "replay-of"):
            missing.append(f"{address} -replay-of-> {node}")
    assert missing == []


def test_an_example_links_only_the_scenarios_that_name_it(db, example_nodes):
    for example, node in example_nodes.items():
        named = {f"scenario/{s}" for e, s in NAMING if e == example}
        assert _linked(db, node, "out", "replays") == named, example
