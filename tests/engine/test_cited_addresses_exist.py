"""Every address the engine cites, and every scenario's example, is a node in the parsed documents."""

import pytest

from rulesdb.engine import SCENARIO_DIR, cites, list_scenarios, load_scenario, run_scenario

pytestmark = pytest.mark.sources


@pytest.fixture(scope="module")
def addresses(embedded_documents) -> set[str]:
    return {address for doc in embedded_documents.values() for address in doc.nodes}


def test_each_scenario_names_an_example_that_exists(addresses):
    for listed in list_scenarios():
        scenario = load_scenario(listed["id"])
        listed = [a for a in (scenario.example, *scenario.see_also) if not a.startswith("cr/")]
        assert [a for a in listed if a not in addresses] == [], scenario.id


def test_headline_example_is_the_femme_fatale_and_tollbooth_text(embedded_documents):
    node = embedded_documents["ffg-rr-1.0"].nodes[load_scenario("femme-fatale-vs-tollbooth").example]
    assert node.kind == "example"
    assert node.text.startswith("The Runner encounters a Tollbooth that they can bypass with Femme Fatale.")


def test_every_named_citation_exists(addresses):
    assert [a for a in cites.ALL if a not in addresses] == []


def test_every_address_cited_in_any_scenario_trace_exists(addresses):
    cited = {c for path in SCENARIO_DIR.glob("*.yaml")
             for entry in run_scenario(path.stem)["trace"] for c in entry["cites"]
             if not c.startswith("cr/")}  # the current CR: test_current_cr_citations.py
    assert sorted(cited - addresses) == []
