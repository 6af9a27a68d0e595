"""An index built on the previous build's index: a new release adds only its new texts to Whoosh, texts
no release uses any more leave it, and every search answers exactly as on an index built from nothing."""

import pytest
from minidocs import cr, rr

from rulesdb import search

QUERIES = ["instructed to spend", "credit", '"spend credits"', "bypass", "recurring", "1.10.3c", "crdit", "troll"]


def docs(*versions: str, recurring_text: str | None = None) -> dict:
    releases = [cr(f"cr-{v}", v, f"20{10 + i}-01-01", recurring_text=recurring_text) for i, v in enumerate(versions)]
    return {d.id: d for d in [*releases, rr()]}


def answers(index_dir) -> list:
    index = search.SearchIndex(index_dir)
    return [(q, g, index.search(q, limit=20, group=g)) for q in QUERIES for g in (False, True)]


@pytest.fixture(scope="module")
def first(tmp_path_factory):
    folder = tmp_path_factory.mktemp("first") / "index"
    search.build_index(docs("1.3", "1.4"), folder)
    return folder


def test_a_new_release_indexes_only_its_new_texts_and_answers_as_a_fresh_index(first, tmp_path):
    added = search.build_index(docs("1.3", "1.4", "1.5"), tmp_path / "added", previous=first)
    search.build_index(docs("1.3", "1.4", "1.5"), tmp_path / "fresh")
    assert added["reused"] == added["texts"] and added["analysed"] == 0  # the release repeats 1.4's words
    assert answers(tmp_path / "added") == answers(tmp_path / "fresh")


def test_reworded_texts_replace_the_old_ones_in_the_phrase_index(first, tmp_path):
    changed = docs("1.3", "1.4", recurring_text="Recurring credits are refilled when the turn begins.")
    added = search.build_index(changed, tmp_path / "added", previous=first)
    search.build_index(changed, tmp_path / "fresh")
    assert added["analysed"] > 0 and added["reused"] < added["texts"]
    assert answers(tmp_path / "added") == answers(tmp_path / "fresh")
    assert search.SearchIndex(tmp_path / "added").search('"refilled when the turn begins"')["hits"]


def test_an_index_of_another_analysis_is_not_reused(first, tmp_path):
    (first.parent / "old").mkdir()
    for path in first.iterdir():
        (first.parent / "old" / path.name).write_bytes(path.read_bytes())
    (first.parent / "old" / search.index.ANALYSIS).write_text("an older analysis", encoding="utf-8")
    again = search.build_index(docs("1.3", "1.4"), tmp_path / "again", previous=first.parent / "old")
    assert again["reused"] == 0 and again["analysed"] > 0


def test_a_change_to_the_word_analysis_makes_earlier_indexes_unusable(tmp_path, monkeypatch):
    from pathlib import Path

    from rulesdb.search import analysis

    before = search.index.analysis_version()
    changed = tmp_path / "analysis.py"
    source = Path(analysis.__file__).read_text(encoding="utf-8")
    changed.write_text(source.replace('"[c]": "credit"', '"[c]": "c"'), encoding="utf-8")
    monkeypatch.setattr(analysis, "__file__", str(changed))
    assert search.index.analysis_version() != before
