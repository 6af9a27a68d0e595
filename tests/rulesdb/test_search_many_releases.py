"""Seven releases of one rules document competing for every hit: search and lookup still show one
hit per text (its newest release, the others listed), so other documents keep their place."""

import pytest
from minidocs import cr, rr

from rulesdb import graph, search
from rulesdb.search.lookup.find import Lookup

RELEASES = [f"1.{n}" for n in range(3, 10)]  # 1.3 ... 1.9


@pytest.fixture(scope="module")
def lookup(tmp_path_factory):
    docs = {d.id: d for d in [cr(f"cr-{v}", v, f"20{10 + i}-01-01") for i, v in enumerate(RELEASES)] + [rr()]}
    folder = tmp_path_factory.mktemp("index")
    search.build_index(docs, folder, graph=graph.build_graph(docs))
    return Lookup(docs, index=search.SearchIndex(folder))


def test_a_rule_in_seven_releases_is_one_hit_naming_all_seven_newest_first(lookup):
    hits = lookup.find("instructed to spend", limit=5)["hits"]
    first = hits[0]
    assert first["address"] == "cr-1.9/1.10.3c"
    assert [v["document"] for v in first["versions"]] == [f"cr-{v}" for v in reversed(RELEASES)]
    assert sum(1 for h in hits if h["address"].endswith("/1.10.3c")) == 1


def test_other_documents_are_not_pushed_down_by_copies_of_one_rule(lookup):
    def rank(group):
        hits = lookup.index.search("credits", limit=8, group=group)["hits"]
        return [h["address"] for h in hits].index("rr-1.0/term/credits") + 1

    assert (rank(False), rank(True)) == (5, 2)


def test_a_number_in_seven_releases_is_one_exact_match(lookup):
    exact = lookup.find("1.10.3c")["exact"]
    assert [e["address"] for e in exact] == ["cr-1.9/1.10.3c"]
    assert len(exact[0]["versions"]) == 7


def test_an_id_in_seven_releases_resolves_to_the_newest_first(lookup):
    assert lookup.exact("1.10.3c/example/1")[0] == "cr-1.9/1.10.3c/example/1"
