"""Judge questions against the embedded sources: at least 90% find an accepted address in the top five."""

from fnmatch import fnmatch
from pathlib import Path

import pytest
import yaml

from rulesdb import graph, search
from rulesdb.build.ingest import load_documents
from rulesdb.search.lookup import Lookup

pytestmark = pytest.mark.sources
QUESTIONS = yaml.safe_load(
    (Path(__file__).parents[1] / "data" / "judge_questions.yaml").read_text("utf-8")
)


@pytest.fixture(scope="module")
def documents():
    return load_documents()


@pytest.fixture(scope="module")
def lookup(documents, tmp_path_factory):
    folder = tmp_path_factory.mktemp("index")
    search.build_index(documents, folder, graph=graph.build_graph(documents))
    return Lookup(documents, index=search.SearchIndex(folder))


def top_five(lookup, question: str) -> list[str]:
    found = lookup.find(question, limit=5)
    return ([e["address"] for e in found["exact"]] + [h["address"] for h in found["hits"]])[:5]


def accepted(address: str, patterns: list[str]) -> bool:
    return any(fnmatch(address, p) for p in patterns)


def test_the_question_set_covers_every_document_and_every_kind_of_answer(documents):
    assert len(QUESTIONS) >= 25
    assert {q["covers"] for q in QUESTIONS} == {"rule", "term", "step", "example", "card"}
    addresses = [a for d in documents.values() for a in d.nodes]
    covered = {a.split("/")[0] for q in QUESTIONS for a in addresses if accepted(a, q["accept"])}
    assert covered == set(documents)


@pytest.mark.parametrize("pattern", sorted({p for q in QUESTIONS for p in q["accept"]}))
def test_every_accepted_address_exists(documents, pattern):
    assert any(fnmatch(a, pattern) for d in documents.values() for a in d.nodes)


def test_at_least_ninety_percent_of_judge_questions_have_an_accepted_answer_in_the_top_five(lookup):
    misses = [
        q["q"]
        for q in QUESTIONS
        if not any(accepted(a, q["accept"]) for a in top_five(lookup, q["q"]))
    ]
    share = 1 - len(misses) / len(QUESTIONS)
    print(
        f"judge questions: {len(QUESTIONS) - len(misses)}/{len(QUESTIONS)} ({share:.0%}) top-5; misses: {misses}"
    )
    assert share >= 0.9, misses
