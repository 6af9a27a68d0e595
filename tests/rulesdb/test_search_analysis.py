"""The index's own word analysis gives exactly the words, positions and spans of the Whoosh analyser
it is made from, on every text of the default build, and the index offers every word written for a
misspelling whichever text wrote it first."""

import pytest
from whoosh import index as whoosh_index

from rulesdb.search import analyzer, contents, index
from rulesdb.search.contents import ANALYSED
from rulesdb.search.records import records


def whoosh_terms(text: str, morph: bool) -> tuple:
    return tuple((t.text, t.pos) for t in analyzer()(text, positions=True, mode="index", no_morph=not morph))


@pytest.fixture(scope="module")
def texts(db) -> set[str]:
    graph = db.graph.graph
    return {r[f] for r in records(db.documents, graph["cards_by_node"], graph["defined"]) for f in ANALYSED}


def test_stop_words_and_one_letter_words_leave_the_count_and_icons_read_as_words():
    assert index.word_analysis().terms("If the Runner spends [c] on a Bypass, R&D is accessed") == (
        ("runner", "runner", 2), ("spends", "spend", 3), ("credit", "credit", 4), ("bypass", "bypass", 5),
        ("r&d", "r&d", 6), ("accessed", "access", 7),
    )


def test_every_text_of_the_default_build_is_analysed_as_whoosh_analyses_it(texts):
    words = index.word_analysis()
    for morph, form in ((True, 1), (False, 0)):  # stems as indexed, words as written for spellings
        differ = [t for t in texts if tuple((term[form], term[2]) for term in words.terms(t)) != whoosh_terms(t, morph)]
        assert differ == [], f"morph={morph}: {len(differ)} texts differ, e.g. {differ[:1]}"


def test_every_word_written_in_a_title_or_text_is_offered_for_a_misspelling(built_data):
    from rulesdb.build import store

    folder = store.current_build(built_data) / store.INDEX
    phrases = contents.load(folder / index.RANKING).phrases.values()
    words = index.word_analysis()
    with whoosh_index.open_dir(str(folder)).reader() as reader:
        for field, at in (("title", 0), ("text", 1)):
            written = {t[0].encode() for p in phrases for t in words.terms(p[at])}
            assert set(reader.lexicon(f"spell_{field}")) == written and written


def test_the_index_stores_whooshs_own_analyser_for_its_readers(built_data):
    from rulesdb.build import store

    stored = whoosh_index.open_dir(str(store.current_build(built_data) / store.INDEX)).schema
    for field in ("title", "text"):
        assert stored[field].analyzer == analyzer() and type(stored[field].analyzer) is type(analyzer())
        assert not hasattr(stored[field].analyzer, "words") and "spellable_words" not in vars(stored[field])
