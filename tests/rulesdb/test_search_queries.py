"""Whatever a judge pastes into the search box: a plain reading or a clear BadQuery, never an exception."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from minidocs import documents

from rulesdb import search
from rulesdb.errors import BadQuery
from rulesdb.search import query
from rulesdb.search.lookup.find import Lookup


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    folder = tmp_path_factory.mktemp("index")
    search.build_index(documents(), folder)
    return search.SearchIndex(folder)


@pytest.fixture(scope="module")
def lookup(index):
    return Lookup(documents(), index=index)


def top(index, text):
    return [h["address"] for h in index.search(text, limit=1)["hits"]]


@pytest.mark.parametrize(
    "text",
    [
        "title:bypass",
        "bypass AND (qz OR",
        "bypass)",
        "(bypass",
        "NOT bypass",
        "bypass^3",
        "bypass~",
        '"bypass',
        'bypass""',
        "'bypass'",
        "{bypass}",
        "bypass -qz",
        "+bypass",
        "bypass*",
        "𝔟𝔶𝔭𝔞𝔰𝔰",
        "ｂｙｐａｓｓ",
        "by\u200bpass",
        "\u202ebypass",
        "🃏 bypass",
        "bypass\x00",
        "\tbypass\n",
    ],
)
def test_search_syntax_and_odd_unicode_read_as_plain_words(index, text):
    assert top(index, text) == ["rr-1.0/term/bypass"]


@pytest.mark.parametrize("text", ['"', "***", "(((", "the of and", "\u0301", "🃏"])
def test_queries_with_no_searchable_words_find_nothing(index, text):
    assert index.search(text)["hits"] == []


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "query is empty"),
        ("   \x00\x01 ", "query is empty"),
        ("\ud800", "query is empty"),
        ("x" * 501, "query is 501 characters long; at most 500 are allowed"),
        ("x" * 100_000, "query is 100000 characters long; at most 500 are allowed"),
        (" ".join(f"w{i}" for i in range(65)), "query has too many words; at most 64 are used"),
        (None, "query must be text, not NoneType"),
        (42, "query must be text, not int"),
    ],
)
def test_unusable_queries_are_bad_queries_that_say_why(index, text, message):
    with pytest.raises(BadQuery, match=message):
        index.search(text)


def test_balanced_quotes_make_a_phrase_and_a_lone_quote_is_ignored():
    assert query.parse('"femme fatale" troll') == query.PlainQuery(
        '"femme fatale" troll', ("troll",), (("femme", "fatale"),)
    )
    assert query.parse('"femme fatale troll') == query.PlainQuery(
        '"femme fatale troll', ("femme", "fatale", "troll")
    )


@settings(
    max_examples=300,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    st.one_of(
        st.text(max_size=120), st.text(alphabet='"()[]:*~^+-!?\\/ AORNDTbypasc1.', max_size=60)
    )
)
def test_no_exception_escapes_search_or_lookup(index, lookup, text):
    for call in (lambda: index.search(text), lambda: lookup.find(text), lambda: lookup.exact(text)):
        try:
            result = call()
        except BadQuery:
            continue
        assert isinstance(result, (dict, list))
