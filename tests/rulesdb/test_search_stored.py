"""A one-shot search answers from the build's stored search table (rulesdb.search.stored) without
Whoosh, exactly as the index answers: the same words read from a text, the same snippets as Whoosh's
highlighter marks, and what only the index knows (close spellings, phrases) handed to the index."""

import html
import itertools
import re

import pytest
from whoosh import highlight

from rulesdb.build import tables
from rulesdb.search import index as search_index
from rulesdb.search.snippets import SNIPPET
from rulesdb.search.snippets import highlight as marked
from rulesdb.search.stored import StoredSearch
from rulesdb.service import RulesDB

QUERIES = ["bypass", "end the run", "trash installed ice", "1.10.3c", "bypas", '"end the run"', "the",
           "hedge fund", "zzqx", "Bypassing", "[click]"]


class WhooshBold(highlight.Formatter):
    """The formatter the index highlighted with before rulesdb marked snippets itself."""

    between = " … "

    def _text(self, text):
        return html.escape(text, quote=False)

    def format_token(self, text, token, replace=False):
        return f"<b>{html.escape(highlight.get_text(text, token, replace), quote=False)}</b>"


def whoosh_marked(text: str, terms: frozenset[str], top: int) -> str:
    fragmenter = (highlight.WholeFragmenter() if len(text) <= SNIPPET
                  else highlight.ContextFragmenter(maxchars=SNIPPET, surround=60))
    return highlight.highlight(text, terms, search_index.analyzer(), fragmenter, WhooshBold(), top=top)


@pytest.fixture(scope="module")
def lazy(built_data):
    return RulesDB.load(built_data, lazy=True)


@pytest.fixture(scope="module")
def texts(lazy):
    nodes, _, _ = lazy.index.tables()
    return sorted({t for n in nodes for t in (n["text"], n["examples"]) if t})


def test_the_plain_analysis_reads_every_text_as_whoosh_does(texts):
    words, tokens = search_index.analyzer(), search_index.tokens()
    for text in texts:
        assert tokens.terms(text) == [t.text for t in words(text)]
        assert tokens.spans(text) == [(t.text, t.startchar, t.endchar)
                                      for t in words(text, chars=True, removestops=False)]


def test_every_snippet_is_marked_as_whoosh_marks_it(texts):
    tokens, checked = search_index.tokens(), 0
    for n, text in enumerate(texts):
        stems = [w for w, _, _ in tokens.spans(text)]
        picks = [stems[:1], stems[n % 7::5][:3], stems[-2:], ["run", "ice", "the"], ["zzqx"]]
        for terms, top in itertools.product(map(frozenset, picks), (1, 2)):
            assert marked(text, terms, tokens.spans(text), top) == whoosh_marked(text, terms, top), text[:60]
            checked += 1
    assert checked > 10_000 and any(len(t) > SNIPPET for t in texts)


def test_a_long_text_is_cut_into_passages_around_its_matches():
    text = " ".join(["filler"] * 60 + ["bypass"] + ["filler"] * 60 + ["bypass"] + ["filler"] * 60)
    terms, tokens = frozenset(["bypass"]), search_index.tokens()
    assert marked(text, terms, tokens.spans(text), 2) == whoosh_marked(text, terms, 2)
    assert marked(text, terms, tokens.spans(text), 2).count("<b>bypass</b>") == 2
    assert " … " in marked(text, terms, tokens.spans(text), 2)


def test_the_stored_table_answers_as_the_index_for_every_query(lazy):
    quick = lazy.quick_index
    assert isinstance(quick, StoredSearch)
    for query, grouped in itertools.product(QUERIES, (False, True)):
        assert quick.search(query, group=grouped) == lazy.index.search(query, group=grouped), query
    assert quick.search("end the run", kind="rule", limit=3) == lazy.index.search("end the run", kind="rule", limit=3)


def test_a_plain_query_needs_no_index_and_a_misspelling_or_phrase_opens_it(built_data):
    db = RulesDB.load(built_data, lazy=True)
    db.quick_index.search("trash installed ice", group=True)
    assert "index" not in vars(db)  # the cached property was never asked for
    db.quick_index.search("bypas", group=True)
    assert "index" in vars(db)
    db = RulesDB.load(built_data, lazy=True)
    db.quick_index.search('"end the run"')
    assert "index" in vars(db)


def test_a_word_outside_the_stored_words_is_answered_by_the_index(lazy):
    analysis = lazy.stored_table(tables.SEARCH, "analysis")
    assert "bypass" in analysis["stems"] and "zzqx" not in analysis["stems"]
    assert re.compile(analysis["pattern"], analysis["flags"]).findall("[click] 1.10.3c") == ["[click]", "1.10.3c"]
    quick = lazy.quick_index
    assert quick.search("zzqx bypass") == lazy.index.search("zzqx bypass")


def test_the_stored_card_titles_are_the_pool_s(lazy):
    from rulesdb.cardpool.stored import titles

    stored = lazy.stored_table(tables.SEARCH, "card-titles")
    assert stored == titles(lazy.card_pool.cards)
    assert not lazy.card_pool.cards or lazy.card_pool.title("SURE gamble") == "Sure Gamble"


def test_a_stored_vocabulary_is_used_only_while_the_file_is_the_same(lazy, monkeypatch):
    from rulesdb.search import vocabulary

    monkeypatch.setattr(vocabulary, "_PARSED", {})
    digest, table = vocabulary.parsed()
    assert lazy.stored_table(tables.SEARCH, "vocabulary") == (digest, table)
    stored = {"replace": {"etr": "as stored"}, "forms": [[["can i"], ["cannot"]]]}
    try:
        vocabulary._tables.cache_clear()
        vocabulary.remember(("0" * 64, dict(stored, replace={"etr": "another file's"})))
        assert vocabulary.replacements() == table["replace"]
        vocabulary._tables.cache_clear()
        vocabulary.remember((digest, {"etr": "a table of an older build's shape"}))
        assert vocabulary.replacements() == table["replace"]
        vocabulary._tables.cache_clear()
        vocabulary.remember((digest, stored))
        assert vocabulary.replacements() == {"etr": "as stored"}
        assert vocabulary.answer_words("Can I rez?") == ["cannot"]
    finally:
        vocabulary._tables.cache_clear()
        vocabulary._table.cache_clear()


def test_parts_of_an_unexpected_shape_are_not_used(lazy):
    ranking = lazy.stored_table(tables.SEARCH, "ranking")
    analysis = lazy.stored_table(tables.SEARCH, "analysis")
    assert StoredSearch(ranking, analysis, lambda: lazy.index).usable
    for bad in [(ranking, {}), (ranking["nodes"], analysis), (dict(ranking, rows=[]), analysis),
                (dict(ranking, boosts=ranking["boosts"][1:]), analysis), ({**ranking, "fields": ("address",)}, analysis),
                ((ranking["nodes"], ranking["rows"]), analysis),
                (ranking, dict(analysis, pattern="(")), (ranking, dict(analysis, stems=[]))]:
        quick = StoredSearch(*bad, lambda: lazy.index)
        assert not quick.usable
        assert quick.search("bypass") == lazy.index.search("bypass")


def test_the_packed_ranking_unpacks_to_the_index_s_nodes_and_impacts(lazy):
    from rulesdb.search.packed import unpack

    nodes, impacts = unpack(lazy.stored_table(tables.SEARCH, "ranking"))
    index_nodes, index_impacts, _ = lazy.index.tables()
    assert len(nodes) == len(index_nodes) > 10_000
    assert [nodes[n] for n in range(len(nodes))] == index_nodes
    assert set(impacts.table) == set(index_impacts.table)
    assert all(impacts.table[t] == row for t, row in index_impacts.table.items())
    assert (impacts.boosts, impacts.members) == (index_impacts.boosts, index_impacts.members)
