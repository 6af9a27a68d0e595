"""Lookup reads what a judge types: rule numbers in any spelling, timing steps, term and card names."""

import pytest
from minidocs import documents

from rulesdb import search
from rulesdb.search.lookup.find import Lookup
from rulesdb.search.spellings import normalise_rule_number, parse_step

GHOST = ["cr-1.4/1.10.3c", "cr-1.3/1.10.3c"]


@pytest.fixture(scope="module")
def lookup(tmp_path_factory):
    folder = tmp_path_factory.mktemp("index")
    search.build_index(documents(), folder)
    return Lookup(documents(), index=search.SearchIndex(folder))


@pytest.mark.parametrize(
    "text",
    [
        "1.10.3c",
        "rule 1.10.3 c",
        "1.10.3.c",
        "1.10.3. c",
        "Rule 1.10.3C",
        "1.10.3(c)",
        "r 1.10.3c",
        "1.10.3c.",
    ],
)
def test_every_common_spelling_of_a_sub_rule_finds_it_latest_version_first(lookup, text):
    assert lookup.exact(text) == GHOST


@pytest.mark.parametrize(
    "text, number",
    [
        ("1.10.3c", "1.10.3c"),
        ("rule 1.10.3 c", "1.10.3c"),
        ("1.10.3.c", "1.10.3c"),
        ("1.10.3. c", "1.10.3c"),
        ("section 1.10", "1.10"),
        ("§1.10.", "1.10"),
        ("1 . 10 . 3", "1.10.3"),
        ("Bypass", None),
        ("1.10.3 cd", None),
        ("[3.1]", None),
        ("rule", None),
    ],
)
def test_normalise_rule_number(text, number):
    assert normalise_rule_number(text) == number


@pytest.mark.parametrize(
    "text, step",
    [
        ("[3.1]", (None, "3.1")),
        ("step [3.1]", (None, "3.1")),
        ("run 3.1", ("run", "3.1")),
        ("Run [3.1]", ("run", "3.1")),
        ("corp turn 1.5", ("corp-turn", "1.5")),
        ("Corp's turn 1.5", ("corp-turn", "1.5")),
        ("runner-turn [2.2]", ("runner-turn", "2.2")),
        ("step [3.1] of a run", ("run", "3.1")),
        ("3.1 of the run", ("run", "3.1")),
        ("1.10", None),
        ("run", None),
        ("bypass 3.1", None),
    ],
)
def test_parse_step(text, step):
    assert parse_step(text) == step


def test_a_bare_number_in_two_versions_lists_both_newest_first(lookup):
    assert lookup.exact("1.10") == ["cr-1.4/section/1.10", "cr-1.3/section/1.10"]


def test_a_document_prefix_narrows_the_lookup(lookup):
    assert lookup.exact("cr-1.3 1.10.3c") == ["cr-1.3/1.10.3c"]
    assert lookup.exact("cr-1.3/rule 1.10.3 c") == ["cr-1.3/1.10.3c"]


def test_an_exact_address_is_itself(lookup):
    assert lookup.exact("rr-1.0/timing/run/3.2") == ["rr-1.0/timing/run/3.2"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("[3.1]", ["rr-1.0/timing/run/3.1"]),
        ("run 2.2", ["rr-1.0/timing/run/2.2"]),
        ("step [4] of a run", ["rr-1.0/timing/run/4"]),
        ("corp turn 2.2", []),
    ],
)
def test_timing_steps(lookup, text, expected):
    assert lookup.exact(text) == expected


@pytest.mark.parametrize("text", ["Bypass", "bypass", "BYPASS", "  Bypass  ", "bypasses"])
def test_a_term_name_in_any_case_or_number(lookup, text):
    assert lookup.exact(text) == ["rr-1.0/term/bypass"]


def test_a_singular_finds_a_plural_entry(lookup):
    assert lookup.exact("subroutine") == ["rr-1.0/term/subroutines"]


def test_a_term_lists_its_glossary_entry_then_the_rules_that_define_it_then_sections(lookup):
    assert lookup.exact("credit") == [
        "rr-1.0/term/credits",
        "cr-1.4/1.10.1",
        "cr-1.3/1.10.1",
        "cr-1.4/section/1.10",
        "cr-1.3/section/1.10",
    ]


def test_a_card_name_finds_the_examples_that_mention_it(lookup):
    assert lookup.exact("Tollbooth") == ["cr-1.4/1.10.3c/example/1", "cr-1.3/1.10.3c/example/1"]
    assert lookup.exact("femme fatale") == ["rr-1.0/term/bypass/example/1"]


def test_card_titles_from_card_data_widen_what_counts_as_a_card():
    found = Lookup(documents(), card_titles={"Troll", "Forked"}).exact("forked")
    assert found == ["rr-1.0/term/bypass/example/1"]


def test_find_puts_exact_hits_first_then_search_hits_without_repeats(lookup):
    result = lookup.find("bypass", limit=2)
    assert result["query"] == "bypass"
    assert result["exact"] == [
        {"address": "rr-1.0/term/bypass", "kind": "term", "document": "rr-1.0", "title": "Bypass"}
    ]
    assert [h["address"] for h in result["hits"]] == [
        "rr-1.0/term/ice",
        "rr-1.0/term/bypass/example/1",
    ]


def test_find_applies_filters_to_exact_hits_too(lookup):
    result = lookup.find("1.10.3c", document="cr-1.3", kind="rule")
    assert [e["address"] for e in result["exact"]] == ["cr-1.3/1.10.3c"]
    assert all(h["document"] == "cr-1.3" and h["kind"] == "rule" for h in result["hits"])


def test_find_without_an_index_gives_exact_hits_only():
    assert Lookup(documents()).find("[3.2]") == {
        "query": "[3.2]",
        "hits": [],
        "did_you_mean": None,
        "exact": [
            {
                "address": "rr-1.0/timing/run/3.2",
                "kind": "step",
                "document": "rr-1.0",
                "title": "Run [3.2] Resolve all subroutines not broken on…",
            }
        ],
    }


def test_words_that_name_nothing_fall_through_to_search(lookup):
    result = lookup.find("jack out")
    assert result["exact"] == [] and result["hits"][0]["address"] == "rr-1.0/timing/run/2.2"


def test_an_id_without_its_document_finds_it_in_every_document_latest_first(lookup):
    assert lookup.exact("term/bypass") == ["rr-1.0/term/bypass"]
    assert lookup.exact("1.10.3c/example/1") == ["cr-1.4/1.10.3c/example/1", "cr-1.3/1.10.3c/example/1"]


def test_a_misspelt_term_is_looked_up_as_the_search_corrects_it(lookup):
    result = lookup.find("bypas")
    assert result["did_you_mean"] == "bypass"
    assert result["exact"][0]["address"] == "rr-1.0/term/bypass"


def test_exact_matches_with_the_same_text_fold_into_one_listing_each_release(lookup):
    exact = lookup.find("1.10.3c/example/1")["exact"]
    assert [(e["address"], [v["document"] for v in e["versions"]]) for e in exact] == [
        ("cr-1.4/1.10.3c/example/1", ["cr-1.4", "cr-1.3"])
    ]


def test_a_question_asking_what_a_word_means_puts_its_definition_first(lookup):
    assert lookup.find("what does bypass mean?")["exact"][0]["address"] == "rr-1.0/term/bypass"
    assert lookup.find("what is a bypass")["exact"][0]["address"] == "rr-1.0/term/bypass"


def test_a_question_that_is_not_about_a_meaning_gets_no_exact_match(lookup):
    assert lookup.find("can the runner bypass ice")["exact"] == []
