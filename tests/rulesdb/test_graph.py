"""The rules graph on small hand-built documents: every edge type, refs, paths, export and the report."""

import json

import pytest
from minidocs import documents

from rulesdb import graph
from rulesdb.errors import BadQuery, UnknownAddress


@pytest.fixture(scope="module")
def G():
    scenarios = [
        {
            "id": "ghost-runner-tollbooth",
            "title": "Ghost Runner pays for Tollbooth",
            "example": "cr-1.4/1.10.3c/example/1",
            "cards": ["Ghost Runner", "Tollbooth"],
        }
    ]
    return graph.build_graph(documents(), scenarios=scenarios)


def addresses(result, direction, edge):
    return [entry["address"] for entry in result[direction].get(edge, [])]


def test_a_reference_beyond_the_excerpt_is_an_outside_excerpt_node(G):
    out = graph.refs(G, "cr-1.3/1.10.5c")["out"]["references"]
    assert out == [
        {
            "address": "cr-1.3/5.6.1c",
            "kind": "rule",
            "title": "step 5.6.1c (beyond the text of cr-1.3)",
            "outside_excerpt": True,
            "written": "step 5.6.1c",
        }
    ]


def test_a_reference_inside_the_excerpt_resolves_to_the_section(G):
    assert addresses(graph.refs(G, "cr-1.3/1.10.4"), "out", "references") == ["cr-1.3/section/1.9"]


def test_a_missing_rule_inside_the_excerpt_is_reported_unresolved_one_by_one(G):
    unresolved = graph.report(G)["references"]["unresolved"]
    assert unresolved == [
        {
            "source": "cr-1.3/1.10.4",
            "written": "rule 1.10.2",
            "target_kind": "rule",
            "number": "1.10.2",
        },
        {
            "source": "cr-1.4/1.10.4",
            "written": "rule 1.10.2",
            "target_kind": "rule",
            "number": "1.10.2",
        },
    ]


def test_bypass_relates_to_ice_pass_run_and_subroutines(G):
    assert addresses(graph.refs(G, "rr-1.0/term/bypass"), "out", "related") == [
        "rr-1.0/term/ice",
        "rr-1.0/term/pass",
        "rr-1.0/term/run",
        "rr-1.0/term/subroutines",
    ]


def test_bypass_example_mentions_forked_troll_and_femme_fatale(G):
    assert addresses(graph.refs(G, "rr-1.0/term/bypass/example/1"), "out", "mentions-card") == [
        "card/forked",
        "card/troll",
        "card/femme-fatale",
    ]


def test_a_term_naming_a_step_of_a_run_cites_that_step(G):
    assert addresses(graph.refs(G, "rr-1.0/term/bypass"), "out", "cites-step") == [
        "rr-1.0/timing/run/3.1"
    ]


def test_jack_out_step_goes_to_seven_or_continues_to_approach(G):
    result = graph.refs(G, "rr-1.0/timing/run/2.2")
    assert [(e["address"], e["condition"]) for e in result["out"]["goes-to"]] == [
        ("rr-1.0/timing/run/7", "If the Runner jacks out"),
        ("rr-1.0/timing/run/2.3", "Otherwise"),
    ]
    assert addresses(result, "out", "next") == ["rr-1.0/timing/run/2.3"]


def test_resolving_subroutines_goes_to_seven_and_four(G):
    assert addresses(graph.refs(G, "rr-1.0/timing/run/3.2"), "out", "goes-to") == [
        "rr-1.0/timing/run/7",
        "rr-1.0/timing/run/4",
    ]


def test_bypassing_in_text_mentions_the_bypass_term_by_its_stem(G):
    assert "rr-1.0/term/ice" in addresses(graph.refs(G, "rr-1.0/term/bypass"), "in", "mentions")


def test_a_term_does_not_mention_itself_and_an_example_not_its_owner(G):
    assert "rr-1.0/term/bypass" not in addresses(
        graph.refs(G, "rr-1.0/term/bypass/example/1"), "out", "mentions"
    )


def test_cr_rules_mention_the_newest_glossary_terms(G):
    assert addresses(graph.refs(G, "cr-1.3/1.10.3"), "out", "mentions") == ["rr-1.0/term/credits"]


def test_a_capitalised_definition_defines_the_glossary_term_of_that_name(G):
    result = graph.refs(G, "rr-1.0/term/credits")
    assert [(e["address"], e["word"]) for e in result["in"]["defines"]] == [
        ("cr-1.3/1.10.1", "Credit"),
        ("cr-1.4/1.10.1", "Credit"),
    ]


def test_same_number_and_similar_text_is_the_same_rule_in_the_next_version(G):
    out = graph.refs(G, "cr-1.3/1.10.3c")["out"]["same-rule"]
    assert [(e["address"], e["match"]) for e in out] == [("cr-1.4/1.10.3c", "same-number")]


def test_the_diff_alignment_replaces_the_same_number_fallback():
    docs = documents()
    G = graph.build_graph(docs, same_rule=[("cr-1.3/1.10.3", "cr-1.4/1.10.3c", "moved")])
    assert graph.report(G)["edges"]["same-rule"] == 1
    assert graph.refs(G, "cr-1.3/1.10.3")["out"]["same-rule"][0]["match"] == "moved"


def test_a_reworded_rule_is_not_paired_by_number_alone():
    docs = documents()
    from minidocs import cr

    docs["cr-1.4"] = cr(
        "cr-1.4", "1.4", "2019-12-20", recurring_text="Tokens vanish at dawn entirely."
    )
    G = graph.build_graph(docs)
    assert "same-rule" not in graph.refs(G, "cr-1.3/1.10.5c")["out"]


def test_a_scenario_replays_its_worked_example(G):
    assert addresses(graph.refs(G, "cr-1.4/1.10.3c/example/1"), "out", "replays") == [
        "scenario/ghost-runner-tollbooth"
    ]
    assert addresses(graph.refs(G, "scenario/ghost-runner-tollbooth"), "out", "replay-of") == [
        "cr-1.4/1.10.3c/example/1"
    ]


def test_ghost_runner_example_mentions_both_cards_from_its_capitals(G):
    assert addresses(graph.refs(G, "cr-1.3/1.10.3c/example/1"), "out", "mentions-card") == [
        "card/ghost-runner",
        "card/tollbooth",
    ]


def test_nrdb_titles_find_card_names_in_rule_text():
    G = graph.build_graph(documents(), card_titles={"Bank Job", "Guard", "Troll"})
    assert addresses(graph.refs(G, "card/troll"), "in", "mentions-card") == [
        "rr-1.0/term/bypass/example/1"
    ]
    assert "card/guard" not in G


def test_report_counts_every_edge_type(G):
    assert graph.report(G)["edges"] == {
        "contains": 30,
        "references": 4,
        "related": 4,
        "defines": 2,
        "mentions": 24,
        "next": 5,
        "goes-to": 4,
        "cites-step": 1,
        "mentions-card": 7,
        "same-rule": 7,
        "same-topic": 2,
        "replays": 1,
        "replay-of": 1,
    }


def test_path_between_a_rule_and_the_term_it_mentions_is_one_edge(G):
    assert graph.connection(G, "cr-1.3/1.10.3", "rr-1.0/term/credits") == [
        {"from": "cr-1.3/1.10.3", "edge": "mentions", "to": "rr-1.0/term/credits"}
    ]


def test_path_follows_edges_against_their_direction(G):
    assert graph.connection(G, "rr-1.0/timing/run/3.1", "rr-1.0/term/bypass") == [
        {"from": "rr-1.0/term/bypass", "edge": "cites-step", "to": "rr-1.0/timing/run/3.1"}
    ]


def test_unknown_address_names_close_matches(G):
    with pytest.raises(UnknownAddress) as err:
        graph.refs(G, "rr-1.0/term/bypas")
    assert err.value.suggestions[0] == "rr-1.0/term/bypass"


def test_save_and_load_round_trip(G, tmp_path):
    graph.save(G, tmp_path / "graph.pickle")
    again = graph.load(tmp_path / "graph.pickle")
    assert graph.refs(again, "rr-1.0/timing/run/3.2") == graph.refs(G, "rr-1.0/timing/run/3.2")


def test_export_json_and_graphml(G, tmp_path):
    graph.export(G, "json", tmp_path / "g.json")
    data = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert len(data["nodes"]) == G.number_of_nodes() and len(data["edges"]) == G.number_of_edges()
    graph.export(G, "graphml", tmp_path / "g.graphml")
    text = (tmp_path / "g.graphml").read_text(encoding="utf-8")
    assert text.count("<edge ") == G.number_of_edges() and '<node id="cr-1.3/5.6.1c">' in text
    with pytest.raises(BadQuery):
        graph.export(G, "dot", tmp_path / "g.dot")
