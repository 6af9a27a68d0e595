"""A rule's history through the versions of its family, and the graph's same-rule pairs."""

import pytest
from diff_fixture_docs import cr

from rulesdb.diff import rule_history, same_rule_pairs
from rulesdb.errors import UnknownAddress

V13 = (
    "1.8.4 Cards that are INACTIVE are unable to affect the game.\n1.8.5 Most abilities are active."
)
V14 = (
    "1.8.4 Cards that are INACTIVE are unable to affect the game.\n1.8.5 To DRAW a card is to take it."
    "\n1.8.6 Most abilities are active."
)
V16 = (
    "1.8.4 Cards that are INACTIVE cannot affect the game at all.\n1.8.5 To DRAW a card is to take it."
    "\n1.8.6 Most abilities are active."
)
DOCS = {d.id: d for d in (cr("1.6", V16), cr("1.3", V13), cr("1.4", V14))}


def chain(address):
    return [(e["address"], e["kind_of_change"]) for e in rule_history(address, DOCS)["chain"]]


def test_a_renumbered_rule_is_followed_through_every_version():
    assert chain("nisei-cr-1.3/1.8.5") == [
        ("nisei-cr-1.3/1.8.5", "first"),
        ("nisei-cr-1.4/1.8.6", "renumbered"),
        ("nisei-cr-1.6/1.8.6", "unchanged"),
    ]
    assert chain("nisei-cr-1.6/1.8.6") == chain("nisei-cr-1.3/1.8.5")


def test_an_added_rule_starts_its_history_where_it_was_added():
    assert chain("nisei-cr-1.6/1.8.5") == [
        ("nisei-cr-1.4/1.8.5", "added"),
        ("nisei-cr-1.6/1.8.5", "unchanged"),
    ]


def test_history_entries_carry_version_number_and_text():
    first = rule_history("nisei-cr-1.4/1.8.4", DOCS)["chain"][-1]
    assert first == {
        "document": "nisei-cr-1.6",
        "version": "1.6",
        "address": "nisei-cr-1.6/1.8.4",
        "number": "1.8.4",
        "kind_of_change": "changed",
        "text": "Cards that are INACTIVE cannot affect the game at all.",
    }


def test_a_removed_rule_ends_its_history_with_the_removal():
    docs = {
        d.id: d
        for d in (
            cr("1.3", V13),
            cr("1.4", "1.8.4 Cards that are INACTIVE are unable to affect the game."),
        )
    }
    entries = rule_history("nisei-cr-1.3/1.8.5", docs)["chain"]
    assert [(e["document"], e["address"], e["kind_of_change"]) for e in entries] == [
        ("nisei-cr-1.3", "nisei-cr-1.3/1.8.5", "first"),
        ("nisei-cr-1.4", None, "removed"),
    ]


def test_history_of_an_unknown_rule_suggests_near_addresses():
    with pytest.raises(UnknownAddress, match="did you mean: nisei-cr-1.4/1.8.5"):
        rule_history("nisei-cr-1.4/1.8.55", DOCS)


def test_same_rule_pairs_link_consecutive_versions_exactly():
    assert same_rule_pairs(DOCS) == [
        ("nisei-cr-1.3/1.8.4", "nisei-cr-1.4/1.8.4", "unchanged"),
        ("nisei-cr-1.3/1.8.5", "nisei-cr-1.4/1.8.6", "renumbered"),
        ("nisei-cr-1.4/1.8.4", "nisei-cr-1.6/1.8.4", "changed"),
        ("nisei-cr-1.4/1.8.5", "nisei-cr-1.6/1.8.5", "unchanged"),
        ("nisei-cr-1.4/1.8.6", "nisei-cr-1.6/1.8.6", "unchanged"),
    ]
