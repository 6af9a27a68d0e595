"""`rulesdb compare`: a topic across families, through names, the graph's same-topic links and search."""

import pytest

from rulesdb.errors import BadQuery, UnknownAddress

pytestmark = pytest.mark.sources


def rows(result):
    return {e["address"]: e["reason"] for e in result["entries"]}


def test_same_topic_links_carry_their_reason(db):
    edges = db.refs("ffg-rr-1.0/term/host")
    reasons = {link["address"]: link["reason"] for link in edges["in"]["same-topic"] + edges["out"]["same-topic"]}
    assert reasons["ffg-rulebook-1.0/term/host"] == "same term name"
    assert reasons["nisei-cr-1.6/1.13.1"] == "defines HOST"


def test_hosting_is_widened_by_the_graph_with_the_link_shown(db):
    found = rows(db.compare("Hosting"))
    assert found["nisei-cr-1.6/1.13.1"] == "defines HOSTED"
    assert found["ffg-rr-1.0/term/host"] == "graph same-topic link from nisei-cr-1.6/1.13.1 (defines HOST)"
    assert found["ffg-rulebook-1.0/section/faq/rules-clarifications/hosting"] == "FAQ section title"


def test_entries_are_grouped_by_family_then_version(db):
    documents = [e["document"] for e in db.compare("Recurring Credits")["entries"]]
    assert documents == sorted(documents, key=lambda d: (db.documents[d].family, db.documents[d].version_key))
    assert {"ffg-rr-1.0", "ffg-rulebook-1.0", "nisei-cr-1.3", "nisei-cr-1.4", "nisei-cr-1.6"} <= set(documents)


def test_a_topic_no_name_matches_falls_back_to_search_one_hit_per_document(db):
    result = db.compare("jack out after the first ice")
    assert result["entries"], result
    assert all(e["reason"].startswith("search hit (score ") for e in result["entries"])
    assert len({e["document"] for e in result["entries"]}) == len(result["entries"])


def test_empty_and_unknown_topics_are_clear_errors(db):
    with pytest.raises(BadQuery, match="topic: must not be empty"):
        db.compare("   ")
    with pytest.raises(UnknownAddress):
        db.compare("zzqx")
