"""A build reuses what the build in use already computed: the search index's texts (checked against the
sealed digests of that build first), the alignment of releases it already paired and the graph's pieces
of the documents that did not change."""

import smallsources

from rulesdb import graph
from rulesdb.build import store
from rulesdb.build.cache import FOLDER
from rulesdb.build.pipeline import build
from rulesdb.service import RulesDB

QUERIES = ["credit pool", '"spend credits"', "instructed to spend", "1.10.3c", "crdit"]


def answers(data) -> list:
    db = RulesDB.load(data)
    return [db.search(q, limit=20, group=g) for q in QUERIES for g in (False, True)]


def test_a_new_release_reuses_the_index_and_answers_as_a_fresh_build(tmp_path):
    sources = smallsources.make(tmp_path / "sources", "nisei-cr-1.3")
    data = tmp_path / "data"
    build(data, sources=sources)
    smallsources.make(tmp_path / "sources", "nisei-cr-1.3", "nisei-cr-1.4")
    added = build(data, sources=sources).report["index"]
    assert 0 < added["reused"] < added["texts"]
    assert any(p.name.startswith("same-rule.nisei-cr-1.3.nisei-cr-1.4.") for p in (data / FOLDER).iterdir())
    fresh = tmp_path / "fresh"
    assert build(fresh, sources=sources).report["index"]["reused"] == 0
    assert answers(data) == answers(fresh)
    assert any(p.name.startswith("references.nisei-cr-1.3.") for p in (data / FOLDER).iterdir())
    assert stored_graph(data) == stored_graph(fresh)


def stored_graph(data) -> tuple:
    G = graph.load(store.current_build(data) / store.GRAPH)
    return list(G.nodes(data=True)), list(G.edges(keys=True, data=True)), G.graph


def test_a_damaged_index_in_use_is_built_again_not_copied(tmp_path):
    sources = smallsources.make(tmp_path / "sources", "nisei-cr-1.3")
    data = tmp_path / "data"
    build(data, sources=sources)
    ranking = store.current_build(data) / store.INDEX / "ranking.pickle"
    ranking.write_bytes(ranking.read_bytes()[:-10] + b"0123456789")
    page = sources / "nisei-cr-1.3.md"
    page.write_text(page.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    rebuilt = build(data, sources=sources).report["index"]
    assert rebuilt["reused"] == 0 and rebuilt["analysed"] > 0
