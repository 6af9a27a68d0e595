"""How players ask about each rule (rulesdb/search/questions/*.yaml): every question is filed under a
rule of the current Comprehensive Rules, is indexed as that rule's words on the build every path ranks
with, and none is one of the questions the search is measured by (tests/data/player_questions.yaml)."""

import re
from pathlib import Path

import pytest
from typed_forms import RELEASE

from rulesdb.errors import SourceError
from rulesdb.search import asked, index
from rulesdb.search.judging import question_sets
from rulesdb.search.records import records
from rulesdb.search.vocabulary import in_rules_words

MEASURED = Path(__file__).parents[1] / "data" / "player_questions.yaml"
WORD = re.compile(r"[a-z0-9&]+")
#: Two texts that share two thirds of their words (against the longer one's, stop words and all) are one
#: question written twice: a question the search is measured by must not be indexed beside its answer.
SAME = 0.67


def test_every_question_is_filed_under_a_rule_of_the_current_release(db):
    ids = {n.semantic_id for n in db.documents[RELEASE].nodes.values() if n.semantic_id}
    filed = asked.questions()
    assert len(filed) > 300
    assert sorted(set(filed) - ids) == []


def test_each_rule_of_every_release_by_source_id_carries_its_questions(db):
    filed, graph = asked.questions(), db.graph.graph
    carried = [(r["document"], r["address"].partition("/")[2], r["asked"])
               for r in records(db.documents, graph["cards_by_node"], graph["defined"])]
    by_id = [(ident, text) for doc, ident, text in carried if doc.startswith("nsg-cr-")]
    assert {ident for ident, text in by_id if text} == set(filed)
    assert all(text == "\n".join(in_rules_words(q) or q for q in filed.get(ident, ())) for ident, text in by_id)
    etr = next(text for ident, text in by_id if ident == "rule_end_the_run")
    assert any("ETR sub" in q for q in filed["rule_end_the_run"])  # filed in the players' words…
    assert "end the run subroutine" in etr and "ETR" not in etr  # …indexed in the rules' words
    assert all(text == "" for doc, _, text in carried if not doc.startswith("nsg-cr-"))


def test_the_questions_are_indexed_as_their_rules_words(db):
    nodes, impacts, _ = db.index.tables()
    content = {n["address"]: c for c, held in enumerate(impacts.members) for n in (nodes[i] for i in held)}
    words = index.word_analysis()
    for ident, questions in list(asked.questions().items())[::25]:
        row = content[f"{RELEASE}/{ident}"]
        terms = [stem for q in questions for _, stem, _ in words.terms(in_rules_words(q) or q)]
        missing = [t for t in terms if row not in impacts.table.get(t, {})]
        assert terms and missing == [], f"{ident}: {missing}"


def test_a_question_filed_under_a_rule_that_lacks_its_words_finds_that_rule_first(db):
    # 6.8.4 (unsuccessful runs) never says "jack"; the question is filed under it (05_06_turns_runs.yaml)
    assert "is jacking out an unsuccessful run" in asked.questions()["rule_unsuccessful_run"]
    hits = [h["address"] for h in db.find("is jacking out an unsuccessful run")["hits"]]
    assert hits[0] == f"{RELEASE}/rule_unsuccessful_run"


def test_no_question_is_one_the_search_is_measured_by():
    measured = [q["q"] for qs in question_sets(MEASURED.read_text(encoding="utf-8")).values() for q in qs]
    written = [q for questions in asked.questions().values() for q in questions]
    measured_words = [set(WORD.findall(q.lower())) for q in measured]
    # Only a measured question sharing a word can overlap (SAME > 0): each written question is compared with
    # those, found through the words, not with all 674 (3.5 million comparisons were 19 s of the suite).
    sharing: dict[str, set[int]] = {}
    for i, words in enumerate(measured_words):
        for word in words:
            sharing.setdefault(word, set()).add(i)
    same = []
    for q in written:
        mine = set(WORD.findall(q.lower()))
        near = sorted(set().union(*(sharing.get(word, ()) for word in mine)))
        same += [(q, measured[i]) for i in near if _overlap(mine, measured_words[i]) >= SAME]
    assert same == []


def _overlap(a: set[str], b: set[str]) -> float:
    return len(a & b) / max(len(a), len(b)) if a and b else 0.0


@pytest.mark.parametrize("text, message", [
    ("- a list\n", r"x.yaml: needs one mapping `asked`"),
    ("asked:\n  rule_x: just one line\n", r"x.yaml: asked.rule_x: needs a list of 1 to 4 questions"),
    ("asked:\n  rule_x: [a, b, c, d, e]\n", r"x.yaml: asked.rule_x: needs a list of 1 to 4 questions"),
    ("asked:\n  rule_x: [[nested]]\n", r"x.yaml: asked.rule_x: each question is a line of text"),
    ("asked:\n  rule_x: [\"ok\"\n", r"x.yaml:\d+: not valid YAML"),
])
def test_a_malformed_file_is_refused_in_one_line_naming_the_entry(text, message):
    with pytest.raises(SourceError, match=message) as refused:
        asked.read(text, "x.yaml")
    assert "\n" not in str(refused.value)


def test_a_package_without_its_questions_fails_the_build_in_one_line(monkeypatch):
    monkeypatch.setattr(asked, "FOLDER", "no-such-folder")
    asked.questions.cache_clear()
    try:
        with pytest.raises(SourceError, match=r"^rulesdb/search/no-such-folder/: no files of questions"):
            asked.questions()
    finally:
        monkeypatch.undo()
        asked.questions.cache_clear()
