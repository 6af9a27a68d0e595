"""Full-text search on small hand-built documents: ranking, icons as words, fuzzy OCR spellings, filters, snippets."""

import threading

import pytest
from minidocs import documents

from rulesdb import graph, search
from rulesdb.errors import BadQuery


@pytest.fixture(scope="module")
def index(tmp_path_factory):
    docs = documents()
    folder = tmp_path_factory.mktemp("index")
    search.build_index(docs, folder, graph=graph.build_graph(docs))
    return search.SearchIndex(folder)


def top(index, text, n=3, **filters):
    return [h["address"] for h in index.search(text, limit=n, **filters)["hits"]]


def test_a_terms_own_entry_outranks_passing_mentions(index):
    assert top(index, "bypass") == [
        "rr-1.0/term/bypass",
        "rr-1.0/term/ice",
        "rr-1.0/term/bypass/example/1",
    ]


def test_the_rule_that_defines_credit_comes_first_among_rules(index):
    assert top(index, "credit", 2, kind="rule") == ["cr-1.4/1.10.1", "cr-1.3/1.10.1"]


def test_the_latest_version_comes_first_when_matches_are_equal(index):
    assert top(index, "instructed to spend", 2) == ["cr-1.4/1.10.3c", "cr-1.3/1.10.3c"]


def test_click_finds_the_click_icon(index):
    hits = index.search("click")["hits"]
    assert [h["address"] for h in hits] == ["rr-1.0/term/credits"]
    assert "<b>[click]</b>" in hits[0]["snippet"]


def test_the_icon_itself_is_a_query_for_its_word(index):
    assert top(index, "[sub]", 1) == top(index, "subroutine", 1) == ["rr-1.0/term/subroutines"]


def test_an_ocr_spelling_falls_back_to_fuzzy_matching(index):
    assert top(index, "seruer", 1) == ["rr-1.0/term/run"]


def test_a_quoted_phrase_must_match_in_order(index):
    assert top(index, '"femme fatale"') == ["rr-1.0/term/bypass/example/1"]
    assert top(index, '"fatale femme"') == []


def test_a_card_name_finds_the_example_that_names_it(index):
    assert top(index, "ghost runner tollbooth", 2) == [
        "cr-1.4/1.10.3c/example/1",
        "cr-1.3/1.10.3c/example/1",
    ]


def test_hits_carry_address_kind_document_title_snippet_and_score(index):
    hit = index.search("jack out")["hits"][0]
    assert hit == {
        "address": "rr-1.0/timing/run/2.2",
        "kind": "step",
        "document": "rr-1.0",
        "title": "Run [2.2] The Runner can choose whether or not to…",
        "snippet": "The Runner can choose whether or not to <b>jack</b> <b>out</b>.",
        "score": hit["score"],
    }
    assert hit["score"] > 0


def test_snippets_escape_the_documents_own_markup(index):
    assert (
        index.search("attack")["hits"][0]["snippet"]
        == "A run is an <b>attack</b> on a server &lt;HQ&gt;."
    )


def test_filters_by_document_family_version_and_kind(index):
    assert top(index, "credits", 10, document="cr-1.3", kind="example") == [
        "cr-1.3/1.10.3c/example/1"
    ]
    assert top(index, "credits", 10, family="rr") == ["rr-1.0/term/credits"]
    assert {a.split("/")[0] for a in top(index, "credits", 10, version="1.4")} == {"cr-1.4"}


@pytest.mark.parametrize(
    "filters, message",
    [
        ({"kind": "spell"}, "kind: 'spell' is not one of"),
        ({"document": "cr-9.9"}, "document: 'cr-9.9' is not one of cr-1.3, cr-1.4, rr-1.0"),
        ({"limit": 0}, "limit: must be a whole number from 1 to 100, not 0"),
    ],
)
def test_bad_filters_are_bad_queries_that_say_what_is_wrong(index, filters, message):
    with pytest.raises(BadQuery, match=message.replace("(", r"\(")):
        index.search("credits", **filters)


def test_searchers_are_shared_safely_across_threads(index):
    expected = index.search("bypass ice")["hits"]
    results = []

    def worker():
        for _ in range(20):
            results.append(index.search("bypass ice")["hits"] == expected)

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [True] * 80


def test_a_long_text_is_cut_to_fragments_around_the_matches(tmp_path):
    docs = documents()
    from dataclasses import replace

    rr = docs["rr-1.0"]
    long_text = (
        "Filler words about nothing. " * 20 + "The run ends at dawn here. " + "More filler. " * 20
    )
    step = replace(rr.nodes["rr-1.0/timing/run/7"], text=long_text)
    docs["rr-1.0"] = replace(rr, nodes={**rr.nodes, step.address: step})
    search.build_index(docs, tmp_path)
    snippet = search.SearchIndex(tmp_path).search("dawn", limit=1)["hits"][0]["snippet"]
    assert (
        "<b>dawn</b>" in snippet
        and len(snippet) < 260
        and not snippet.startswith("Filler words about")
    )


def test_an_index_built_without_the_graph_still_knows_example_cards(tmp_path):
    search.build_index(documents(), tmp_path)
    assert top(search.SearchIndex(tmp_path), "troll", 1) == ["rr-1.0/term/bypass/example/1"]


def test_a_zone_written_with_an_ampersand_is_one_word(index):
    hits = index.search("R&D")["hits"]
    assert [h["address"] for h in hits] == ["rr-1.0/term/credits"]
    assert "<b>R&amp;D</b>" in hits[0]["snippet"]


def test_the_same_rule_in_two_releases_is_one_hit_listing_both(index):
    hits = index.search("instructed to spend", limit=3, group=True)["hits"]
    assert hits[0]["address"] == "cr-1.4/1.10.3c"
    assert [v["address"] for v in hits[0]["versions"]] == ["cr-1.4/1.10.3c", "cr-1.3/1.10.3c"]
    assert "cr-1.3/1.10.3c" not in [h["address"] for h in hits]


def test_ungrouped_search_still_lists_every_release(index):
    assert top(index, "instructed to spend", 2) == ["cr-1.4/1.10.3c", "cr-1.3/1.10.3c"]


def test_a_misspelt_word_is_searched_as_the_closest_word_and_offered_as_did_you_mean(index):
    result = index.search("bypas", limit=1)
    assert result["did_you_mean"] == "bypass"
    assert [h["address"] for h in result["hits"]] == ["rr-1.0/term/bypass"]


def test_a_correctly_spelt_query_offers_no_correction(index):
    assert index.search("bypass")["did_you_mean"] is None


def test_a_short_word_one_letter_off_and_two_swapped_letters_are_corrected(index):
    assert index.search("jak out")["did_you_mean"] == "jack out"
    result = index.search("bpyass", limit=1)
    assert (result["did_you_mean"], result["hits"][0]["address"]) == ("bypass", "rr-1.0/term/bypass")
