"""The diff's building blocks: comparison text, word diffs, rule numbers and excerpt extents."""

from diff_fixture_docs import cr

from rulesdb.diff.extent import extent_of
from rulesdb.diff.numbers import number_key, parent_number, scope_of
from rulesdb.diff.textnorm import clean, comparable
from rulesdb.diff.words import word_diff


def test_emphasis_links_and_icon_spellings_are_cleaned_away():
    assert (
        clean("- 1.3.3 The symbol [c](plaintext: [c]) stands for “credit”. See [section 1.10](#).")
        == 'The symbol [c] stands for "credit". See section 1.10.'
    )
    assert (
        clean("*Example 2: The Runner installs **SPINAL MODEM**, which has 2[recurring]each.*")
        == "The Runner installs SPINAL MODEM, which has 2[recurring] each."
    )


def test_case_and_hard_wraps_do_not_change_the_comparable_text():
    assert comparable(
        "Players spend their CREDITS to pay\nfor self-\nreferential costs"
    ) == comparable("players spend their credits to pay for self-referential costs")


def test_a_changed_number_is_a_change():
    assert comparable("Each player draws five cards.") != comparable("Each player draws 5 cards.")


def test_word_diff_joins_a_single_kept_word_into_the_replacement_around_it():
    diff = word_diff(
        "bad publicity tokens, brain damage tokens, advancement tokens",
        "bad publicity counters, core damage counters, advancement counters",
    )
    assert diff.as_lists() == [
        ["equal", "bad publicity"],
        ["delete", "tokens, brain damage tokens"],
        ["insert", "counters, core damage counters"],
        ["equal", ", advancement"],
        ["delete", "tokens"],
        ["insert", "counters"],
    ]
    assert diff.swaps == (
        ("token", "counter"),
        ("brain", "core"),
        ("token", "counter"),
        ("token", "counter"),
    )


def test_a_long_rewording_is_not_a_word_swap():
    diff = word_diff(
        "the player must put the credits back", "a player puts credits into the bank by default"
    )
    assert diff.swaps == ()


def test_rule_numbers_sort_as_numbers_with_sub_rule_letters_after_their_rule():
    numbers = ["1.10", "1.9.5a", "1.2", "1.9.5", "1.10.3c", "1.9"]
    assert sorted(numbers, key=number_key) == ["1.2", "1.9", "1.9.5", "1.9.5a", "1.10", "1.10.3c"]


def test_parent_and_scope_of_a_sub_rule():
    assert parent_number("1.10.3c") == "1.10.3"
    assert parent_number("1.10.3") == "1.10"
    assert parent_number("1") is None
    assert scope_of("1.10.3c") == "1.10"
    assert scope_of("5") == "5"


def test_a_body_that_ends_with_its_last_section_covers_that_whole_section():
    doc = cr("1.4", "# 1.11 Clicks\n1.11.1 A CLICK is the basic unit.\n1.11.3 Priority cards.")
    extent = extent_of(doc)
    assert extent.covers("1.11.4") and extent.covers("1.11.3a")
    assert not extent.covers("1.12.1") and not extent.covers("9.8")
    assert extent.describe() == "sections 1.11 to 1.11"


def test_a_body_cut_before_its_contents_end_stops_at_its_last_rule():
    doc = cr(
        "1.6",
        "# 4.1 General\n4.1.1 A ZONE is a place.\n4.1.2 Rules can move cards.",
        toc=("4.2 Deck", "11.5 Timing Structure of Accessing a Card"),
    )
    extent = extent_of(doc)
    assert extent.cut
    assert extent.covers("4.1.2") and not extent.covers("4.1.2a") and not extent.covers("4.2.1")
    assert extent.describe() == "section 4.1 up to rule 4.1.2"
