"""The index's own word analysis gives exactly the words, positions and spans of the Whoosh analyser
it is made from, on every text of the default build, and the index offers every word written for a
misspelling whichever text wrote it first."""

import pytest
from whoosh import index as whoosh_index

from rulesdb.search import analyzer, contents, index
from rulesdb.search.contents import ANALYSED
from rulesdb.search.records import records


def whoosh_terms(text: str, morph: bool = True) -> tuple:
    tokens = analyzer()(text, positions=True, chars=True, mode="index", no_morph=not morph)
    return tuple((t.text, t.pos, t.startchar, t.endchar) for t in tokens)


@pytest.fixture(scope="module")
def texts(db) -> set[str]:
    graph = db.graph.graph
    return {r[f] for r in records(db.documents, graph["cards_by_node"], graph["defined"]) for f in ANALYSED}


def test_stop_words_and_one_letter_words_leave_the_count_and_icons_read_as_words():
    assert index.word_analysis().terms("If the Runner spends [c] on a Bypass, R&D is accessed") == (
        ("runner", 2, 7, 13), ("spend", 3, 14, 20), ("credit", 4, 21, 24), ("bypass", 5, 30, 36),
        ("r&d", 6, 38, 41), ("access", 7, 45, 53),
    )


def test_spellings_keep_the_words_as_written_lower_cased():
    words = index.word_analysis()
    assert [t[0] for t in words.terms("Accessing Bypassed ICE", morph=False)] == ["accessing", "bypassed", "ice"]
    assert [t[0] for t in words.terms("Accessing Bypassed ICE")] == ["access", "bypass", "ic"]


def test_every_text_of_the_default_build_is_analysed_as_whoosh_analyses_it(texts):
    words = index.word_analysis()
    for morph in (True, False):
        differ = [t for t in texts if words.terms(t, morph) != whoosh_terms(t, morph)]
        assert differ == [], f"morph={morph}: {len(differ)} texts differ, e.g. {differ[:1]}"


def test_every_word_written_in_a_title_or_text_is_offered_for_a_misspelling(built_data):
    from rulesdb.build import store

    folder = store.current_build(built_data) / store.INDEX
    phrases = contents.load(folder / index.RANKING).phrases.values()
    words = index.word_analysis()
    with whoosh_index.open_dir(str(folder)).reader() as reader:
        for field, at in (("title", 0), ("text", 1)):
            written = {t[0].encode() for p in phrases for t in words.terms(p[at], morph=False)}
            assert set(reader.lexicon(f"spell_{field}")) == written and written
