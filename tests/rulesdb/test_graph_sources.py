"""The rules graph of the embedded sources: links a judge follows from CR rules, terms and run steps."""


import pytest
from shared_data import NRDB

from rulesdb import graph, nrdb
from rulesdb.build.ingest import load_documents
from rulesdb.graph.links import EDGE_TYPES

pytestmark = pytest.mark.sources


@pytest.fixture(scope="module")
def documents():
    return load_documents()


@pytest.fixture(scope="module")
def G(documents):
    return graph.build_graph(documents)


def out(G, address, edge):
    return [e["address"] for e in graph.refs(G, address)["out"].get(edge, [])]


def test_cr_1_3_recurring_credits_cite_step_5_6_1c_beyond_the_excerpt(G):
    refs = graph.refs(G, "nisei-cr-1.3/1.10.5c")["out"]["references"]
    step = [e for e in refs if e["address"] == "nisei-cr-1.3/5.6.1c"]
    assert step == [
        {
            "address": "nisei-cr-1.3/5.6.1c",
            "kind": "rule",
            "title": "step 5.6.1c (beyond the text of nisei-cr-1.3)",
            "outside_excerpt": True,
            "written": "step 5.6.1c",
        }
    ]


def test_cr_1_6_credits_on_cards_reference_section_1_13_inside_the_body(G):
    refs = graph.refs(G, "nisei-cr-1.6/1.10.4")["out"]["references"]
    assert refs == [
        {
            "address": "nisei-cr-1.6/section/1.13",
            "kind": "section",
            "title": "1.13 Host, Hosted, and Hosting",
            "written": "section 1.13",
        }
    ]


def test_bypass_relates_to_ice_pass_run_and_subroutines(G):
    assert out(G, "ffg-rr-1.0/term/bypass", "related") == [
        "ffg-rr-1.0/term/ice",
        "ffg-rr-1.0/term/pass",
        "ffg-rr-1.0/term/run",
        "ffg-rr-1.0/term/subroutine",
    ]


def test_the_bypass_example_mentions_forked_troll_and_femme_fatale(G):
    assert out(G, "ffg-rr-1.0/term/bypass/example/1", "mentions-card") == [
        "card/forked",
        "card/troll",
        "card/femme-fatale",
    ]


def test_approach_step_2_2_goes_to_jack_out_or_on_to_2_3(G):
    assert out(G, "ffg-rr-1.0/timing/run/2.2", "goes-to") == [
        "ffg-rr-1.0/timing/run/7",
        "ffg-rr-1.0/timing/run/2.3",
    ]


def test_resolving_subroutines_3_2_goes_to_7_or_4(G):
    assert out(G, "ffg-rr-1.0/timing/run/3.2", "goes-to") == [
        "ffg-rr-1.0/timing/run/7",
        "ffg-rr-1.0/timing/run/4",
    ]


def test_the_subroutine_entry_cites_step_3_1_of_a_run(G):
    assert "ffg-rr-1.0/timing/run/3.1" in out(G, "ffg-rr-1.0/term/subroutine", "cites-step")


def test_recurring_credits_refill_at_step_1_3_of_either_turn(G):
    assert out(G, "ffg-rr-1.0/term/credit-recurring", "cites-step") == [
        "ffg-rr-1.0/timing/corp-turn/1.3",
        "ffg-rr-1.0/timing/runner-turn/1.3",
    ]


def test_see_the_timing_structures_references_all_three(G):
    assert out(G, "ffg-rr-1.0/term/rez", "references") == [
        "ffg-rr-1.0/timing/corp-turn",
        "ffg-rr-1.0/timing/runner-turn",
        "ffg-rr-1.0/timing/run",
    ]


def test_bypassing_in_a_run_step_mentions_the_bypass_term(G):
    assert "ffg-rr-1.0/term/bypass" in out(G, "ffg-rr-1.0/timing/run/3.1", "mentions")


def test_the_cr_definition_of_credit_pool_defines_the_glossary_entries(G):
    assert out(G, "nisei-cr-1.6/1.10.2", "defines") == [
        "ffg-rulebook-1.0/term/credit-pool",
        "ffg-rr-1.0/term/credit-pool",
    ]


def test_credit_pool_is_the_same_topic_in_the_rulebook_and_the_rules_reference(G):
    assert "ffg-rr-1.0/term/credit-pool" in out(
        G, "ffg-rulebook-1.0/term/credit-pool", "same-topic"
    )


def test_ghost_runner_rule_is_the_same_rule_across_three_versions(G):
    assert out(G, "nisei-cr-1.3/1.10.3c", "same-rule") == ["nisei-cr-1.4/1.10.3c"]
    assert out(G, "nisei-cr-1.4/1.10.3c", "same-rule") == ["nisei-cr-1.6/1.10.3c"]


def test_every_reference_resolves_or_lies_beyond_the_excerpt_except_the_documents_own_dangling_ones(G):
    report = graph.report(G)
    assert report["dangling"] == []
    assert report["references"]["unresolved"] == [
        {
            "source": "nisei-cr-1.6/1.16.11d",
            "written": "rule 1.16.13a",
            "target_kind": "rule",
            "number": "1.16.13a",
        },
        {
            "source": "nisei-cr-1.6/1.16.11d",
            "written": "rule 1.16.13b",
            "target_kind": "rule",
            "number": "1.16.13b",
        },
        {
            "source": "ffg-rulebook-1.0/section/rules-of-play/corporation-cards",
            "written": "see Rezzed and Unrezzed Cards",
            "target_kind": "name",
            "number": "Rezzed and Unrezzed Cards",
        },
    ]
    assert all(
        e["to"].split("/")[0] == e["from"].split("/")[0]
        for e in report["references"]["outside_excerpt"]
    )


def test_every_edge_type_but_the_scenarios_is_present(G):
    """The documents alone (with card data) give every kind of edge; scenarios add the other three."""
    assert set(graph.report(G)["edges"]) == set(EDGE_TYPES) - {"replays", "replay-of", "cites"}


@pytest.mark.skipif(not NRDB.is_dir(), reason="NetrunnerDB card data not present")
def test_card_data_names_cards_the_documents_write_without_emphasis(documents):
    G = graph.build_graph(documents, card_titles=nrdb.card_titles(NRDB))
    assert "card/thimblerig" in out(G, "nisei-cr-1.6/1.12.4/example/1", "mentions-card")
    assert "card/atman" in out(G, "nisei-cr-1.3/1.10.3c/example/1", "mentions-card")
