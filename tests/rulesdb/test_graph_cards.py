"""Card names found in rules text: capitals, NetrunnerDB titles, and the words that only look like cards."""

import pytest
from minidocs import documents

from rulesdb.graph.card_mentions import aliases, build_matcher, cards_by_node

TITLES = {
    "DNA Tracker",
    "Tracker",
    "Bishop",
    "Guard",
    "Atman",
    "Diesel",
    "Femme Fatale",
    "Forked",
    'Armand "Geist" Walker: Tech Lord',
    "Haas-Bioroid: Engineering the Future",
    "Haas-Bioroid: Stronger Together",
    "Aesop’s Pawnshop",
}


@pytest.fixture(scope="module")
def matcher():
    docs = documents()
    rr = docs["rr-1.0"]
    from dataclasses import replace

    term = replace(rr.nodes["rr-1.0/term/pass"], text="The guard passes the ice.")
    docs["rr-1.0"] = replace(rr, nodes={**rr.nodes, term.address: term})
    return build_matcher(docs, TITLES)


@pytest.mark.parametrize(
    "text, cards",
    [
        ("If a subroutine on DNA TRACKER resolves", ["DNA Tracker"]),
        ("The Runner may use the credit from it to pay for Atman's first ability.", ["Atman"]),
        ("The Runner plays Diesel. Diesel draws 3 cards.", ["Diesel"]),
        ("Diesel draws 3 cards.", []),
        ("Playtesters: Kathy Bishop and friends", []),
        (
            "The Runner is playing Geist and installs Forked.",
            ['Armand "Geist" Walker: Tech Lord', "Forked"],
        ),
        ("ARMAND “GEIST” WALKER trashes a card", ['Armand "Geist" Walker: Tech Lord']),
        ("Put a Guard on it; a GUARD is a card.", ["Guard"]),
        ("The Corp factions are Haas-Bioroid and Jinteki.", []),
        ("The Runner has Aesop's Pawnshop and Femme Fatale.", ["Aesop’s Pawnshop", "Femme Fatale"]),
    ],
)
def test_card_names_in_text(matcher, text, cards):
    assert matcher.find(text) == cards


def test_an_identity_is_known_by_its_name_and_nickname_unless_a_faction_shares_the_name():
    assert aliases('Armand "Geist" Walker: Tech Lord') == [
        'Armand "Geist" Walker: Tech Lord',
        'Armand "Geist" Walker',
        "Geist",
    ]
    assert aliases("Haas-Bioroid: Stronger Together", {"Haas-Bioroid"}) == [
        "Haas-Bioroid: Stronger Together"
    ]


def test_without_card_data_the_examples_own_capitals_name_the_cards():
    assert cards_by_node(documents()) == {
        "cr-1.3/1.10.3c/example/1": ("Ghost Runner", "Tollbooth"),
        "cr-1.4/1.10.3c/example/1": ("Ghost Runner", "Tollbooth"),
        "rr-1.0/term/bypass/example/1": ("Forked", "Troll", "Femme Fatale"),
    }
