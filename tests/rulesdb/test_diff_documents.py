"""Diffs of small fixture documents: renumbering cascades, rewordings, excerpts, examples, errors."""

import pytest
from diff_fixture_docs import cr

from rulesdb.diff import diff_by_id, diff_documents
from rulesdb.errors import BadQuery, UnknownAddress

CARDS_OLD = """
# 1.8 Cards
1.8.4 Cards that are INACTIVE are unable to affect the game.
1.8.5 Most abilities are active if and only if the card they appear on is active.
1.8.6 Abilities can convert cards from one type into another type.
"""
CARDS_NEW = """
# 1.8 Cards
1.8.4 Cards that are INACTIVE are unable to affect the game.
1.8.5 For a player to DRAW 1 or more cards is to take that many cards from the top of their deck.
1.8.6 Most abilities are active if and only if the card they appear on is active.
1.8.7 Abilities can convert cards from one type into another type.
"""


def summary(diff):
    return [(c["kind"], c["from_number"], c["to_number"]) for c in diff["changes"]]


def test_inserted_draw_rule_renumbers_the_rules_after_it_instead_of_changing_them():
    diff = diff_documents(cr("1.3", CARDS_OLD), cr("1.4", CARDS_NEW))
    assert summary(diff) == [
        ("added", None, "1.8.5"),
        ("renumbered", "1.8.5", "1.8.6"),
        ("renumbered", "1.8.6", "1.8.7"),
    ]
    moved = diff["changes"][1]
    assert moved["from"] == "nisei-cr-1.3/1.8.5" and moved["to"] == "nisei-cr-1.4/1.8.6"
    assert moved["similarity"] == 1.0
    assert moved["notes"] == ["renumbered from 1.8.5 to 1.8.6", "shifted by the insertion of 1.8.5"]


def test_inserted_sub_rule_a_is_one_addition_and_two_renumberings():
    old = cr(
        "1.3",
        """
    1.2.2 If a rule directs something to happen, but another effect states that it cannot happen, cannot wins.
    a. If a cannot effect prohibits all of the effects of another ability, that ability cannot be triggered.
    b. If a cannot effect prohibits only part of another ability, that ability can be triggered.
    """,
    )
    new = cr(
        "1.4",
        """
    1.2.2 If a rule directs something to happen, but another effect states that it cannot happen, cannot wins.
    a. Some identities are double-sided and begin the game with the front side faceup.
    b. If a cannot effect prohibits all of the effects of another ability, that ability cannot be triggered.
    c. If a cannot effect prohibits only part of another ability, that ability can be triggered.
    """,
    )
    assert summary(diff_documents(old, new)) == [
        ("added", None, "1.2.2a"),
        ("renumbered", "1.2.2a", "1.2.2b"),
        ("renumbered", "1.2.2b", "1.2.2c"),
    ]


def test_rule_reworded_in_place_is_changed_with_inserted_words():
    old = cr(
        "1.3",
        "1.10.3 If a player is instructed to SPEND or PAY credits, that player puts them in the bank.",
    )
    new = cr(
        "1.4",
        "1.10.3 If a player is instructed to SPEND or PAY credits, that player puts them in the bank. "
        "The terms spend and pay are synonymous.",
    )
    (change,) = diff_documents(old, new)["changes"]
    assert change["kind"] == "changed"
    assert change["words"] == [
        [
            "equal",
            "If a player is instructed to SPEND or PAY credits, that player puts them in the bank.",
        ],
        ["insert", "The terms spend and pay are synonymous."],
    ]
    assert change["similarity"] == 0.826  # 2 * 19 shared tokens / (19 + 27)


def test_renumbered_and_reworded_rule_is_one_change_not_a_removal_and_an_addition():
    old = cr(
        "1.4",
        """
    1.11.2 As the first step of a player's turn, they gain an allotted number of clicks.
    1.11.3 Some cards have the subtype priority. Losing clicks does not affect a player's ability to play a priority card.
    """,
    )
    new = cr(
        "1.6",
        """
    1.11.2 As the first step of a player's turn, they gain an allotted number of clicks.
    1.11.3 Players can gain, lose, or spend clicks.
    1.11.4 Some cards have the subtype priority. Losing clicks does not affect the ability to play a priority card.
    """,
    )
    assert summary(diff_documents(old, new)) == [
        ("added", None, "1.11.3"),
        ("renumbered+changed", "1.11.3", "1.11.4"),
    ]


def test_removed_rule_is_placed_where_it_stood():
    old = cr(
        "1.3",
        "1.1.1 First rule text here.\n1.1.2 Second rule about runs.\n1.1.3 Third rule about ice.",
    )
    new = cr("1.4", "1.1.1 First rule text here.\n1.1.3 Third rule about ice.")
    assert summary(diff_documents(old, new)) == [("removed", "1.1.2", None)]


def test_formatting_quotes_icons_and_hard_wraps_are_not_changes():
    old = cr(
        "1.3",
        "1.3.3 The symbol [c](plaintext: [c]) stands for “credit”. See [section 1.10](#), **1[c]**each.",
    )
    new = cr(
        "1.6",
        '1.3.3 The symbol [c] (plaintext: [c]) stands for\n"credit". See section 1.10, 1[c] each.',
    )
    diff = diff_documents(old, new, include_unchanged=True)
    assert summary(diff) == [("unchanged", "1.3.3", "1.3.3")]


def test_token_to_counter_is_reported_as_a_terminology_change():
    old = cr(
        "1.4",
        """
    1.9.5 There are ten types of tokens: credit tokens, brain damage tokens, and virus counters.
    e. BRAIN DAMAGE TOKENS are a gameplay aid used to track brain damage.
    """,
    )
    new = cr(
        "1.6",
        """
    1.9.5 There are ten types of counters: credit counters, core damage counters, and virus counters.
    e. CORE DAMAGE COUNTERS are a gameplay aid used to track core damage.
    """,
    )
    first, second = diff_documents(old, new)["changes"]
    assert first["notes"] == ["terminology: 'brain' -> 'core'", "terminology: 'token' -> 'counter'"]
    assert ["insert", "counters, core damage counters"] in first["words"]
    assert second["notes"] == [
        "terminology: 'brain' -> 'core'",
        "terminology: 'token' -> 'counter'",
    ]


def test_rules_past_the_old_excerpt_are_outside_it_not_added():
    old = cr("1.4", "# 1.11 Clicks\n1.11.1 A CLICK is the basic unit of activity.")
    new = cr(
        "1.6",
        """
    # 1.11 Clicks
    1.11.1 A CLICK is the basic unit of activity.
    # 1.12 Objects
    1.12.1 An OBJECT is an occurrence of a card or counter existing in a particular zone.
    """,
    )
    diff = diff_documents(old, new)
    assert diff["changes"] == []
    assert diff["outside_excerpt"] == ["nisei-cr-1.6/section/1.12", "nisei-cr-1.6/1.12.1"]
    assert diff["extent"] == {
        "nisei-cr-1.4": "sections 1.11 to 1.11",
        "nisei-cr-1.6": "sections 1.11 to 1.12",
    }


def test_examples_are_compared_under_their_rules():
    old = cr(
        "1.3",
        """
    1.10.3 Credits enter and leave a player's credit pool.
    Example 1: The Runner may use the credit from CYBERFEEDER to pay for Atman.
    Example 2: The Runner must use credits from GHOST RUNNER to pay 3[c] for TOLLBOOTH.
    """,
    )
    new = cr(
        "1.6",
        """
    1.10.3 Credits enter and leave a player's credit pool.
    Example: The Runner may use the credit from Cyberfeeder to pay for Atman.
    Example: The Runner must use credits from Ghost Runner if this is the only way to pay 3[c] for Tollbooth.
    """,
    )
    (change,) = diff_documents(old, new)["changes"]
    assert change["node_kind"] == "example" and change["kind"] == "changed"
    assert change["from"] == "nisei-cr-1.3/1.10.3/example/2"
    assert change["owner"] == {"from": "nisei-cr-1.3/1.10.3", "to": "nisei-cr-1.6/1.10.3"}
    assert ["insert", "if this is the only way"] in change["words"]


def test_rule_option_keeps_one_number_on_either_side():
    diff = diff_documents(cr("1.3", CARDS_OLD), cr("1.4", CARDS_NEW), rule="1.8.6")
    assert summary(diff) == [("renumbered", "1.8.5", "1.8.6"), ("renumbered", "1.8.6", "1.8.7")]


def test_a_document_diffed_with_itself_is_all_unchanged():
    doc = cr("1.4", CARDS_NEW)
    diff = diff_documents(doc, doc, include_unchanged=True)
    assert {c["kind"] for c in diff["changes"]} == {"unchanged"}
    assert len(diff["changes"]) == 5  # the section and its four rules
    assert diff_documents(doc, doc)["changes"] == []


def test_documents_of_different_families_cannot_be_diffed():
    with pytest.raises(BadQuery, match="cannot compare nisei-cr-1.4 .* with ffg-rr-1.0"):
        diff_documents(cr("1.4", CARDS_NEW), cr("1.0", CARDS_NEW, family="ffg-rr"))


def test_an_unknown_document_id_is_an_unknown_address_with_suggestions():
    documents = {"nisei-cr-1.4": cr("1.4", CARDS_NEW)}
    with pytest.raises(UnknownAddress, match="did you mean: nisei-cr-1.4"):
        diff_by_id(documents, "nisei-cr-1.5", "nisei-cr-1.4")
