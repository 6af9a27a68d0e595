"""Scenarios of the current CR's worked examples in the graph: an edge each way between a scenario
and the example it replays, and `cites` edges to the rules its trace cites, by semantic id."""

from types import SimpleNamespace

from rulesdb.graph.structure import current_cr, scenario_links


def _doc(version: str, *nodes) -> SimpleNamespace:
    return SimpleNamespace(version_key=tuple(int(p) for p in version.split(".")),
                           nodes={n.address: n for n in nodes})


def _node(address: str, semantic_id: str = "") -> SimpleNamespace:
    return SimpleNamespace(address=address, semantic_id=semantic_id)


DOCS = {
    "nsg-cr-25.04": _doc("25.4", _node("nsg-cr-25.04/6.5.8a", "rule_bypass"),
                         _node("nsg-cr-25.04/6.5.8a/example/1")),
    "nsg-cr-25.08": _doc("25.8", _node("nsg-cr-25.08/6.5.9a", "rule_bypass"),
                         _node("nsg-cr-25.08/6.5.9a/example/1"), _node("nsg-cr-25.08/6.1.4", "rule_end_the_run")),
}
SCENARIO = {"id": "rule_bypass-1", "title": "Bypass", "example": "cr/rule_bypass/example/1",
            "cites": ["cr/rule_end_the_run", "cr/rule_bypass", "cr/rule_gone"]}


def test_a_cr_citation_resolves_to_the_latest_release_holding_the_id():
    resolve = current_cr(DOCS)
    assert resolve("cr/rule_bypass") == "nsg-cr-25.08/6.5.9a"
    assert resolve("cr/rule_bypass/example/1") == "nsg-cr-25.08/6.5.9a/example/1"
    assert resolve("cr/rule_gone") is None
    assert resolve("ffg-rr-1.0/term/bypass") is None


def test_scenario_and_example_are_linked_both_ways_and_cited_rules_get_cites_edges():
    nodes = {a for d in DOCS.values() for a in d.nodes}
    links, extra = scenario_links([SCENARIO], nodes, DOCS)
    found = sorted((link.source, link.type, link.target) for link in links)
    assert found == [
        ("nsg-cr-25.08/6.5.9a/example/1", "replays", "scenario/rule_bypass-1"),
        ("scenario/rule_bypass-1", "cites", "nsg-cr-25.08/6.1.4"),
        ("scenario/rule_bypass-1", "cites", "nsg-cr-25.08/6.5.9a"),
        ("scenario/rule_bypass-1", "replay-of", "nsg-cr-25.08/6.5.9a/example/1"),
    ]
    assert [(e.address, e.kind) for e in extra] == [("scenario/rule_bypass-1", "scenario")]
