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


def _with_examples(*examples):
    """The mini documents with examples replaced by (address, text, cards) triples."""
    from dataclasses import replace

    docs = documents()
    for address, text, cards in examples:
        doc_id = address.split("/", 1)[0]
        doc = docs[doc_id]
        node = replace(doc.nodes[address], text=text, cards=cards)
        docs[doc_id] = replace(doc, nodes={**doc.nodes, address: node})
    return docs


def test_a_cards_nickname_is_the_same_card_not_a_second_one():
    docs = _with_examples(
        ("cr-1.3/1.10.3c/example/1", "Armand “Geist” Walker trashes a card. Geist then draws.",
         ("Armand “Geist” Walker",)),
        ("rr-1.0/term/bypass/example/1", "The Runner is playing Geist.", ("Geist",)))
    found = cards_by_node(docs)
    assert found["cr-1.3/1.10.3c/example/1"] == ("Armand “Geist” Walker",)
    assert found["rr-1.0/term/bypass/example/1"] == ("Armand “Geist” Walker",)


def test_with_card_data_the_names_the_documents_use_are_the_cards_title():
    docs = _with_examples(
        ("cr-1.3/1.10.3c/example/1", "Armand “Geist” Walker trashes a card.", ("Armand “Geist” Walker",)),
        ("rr-1.0/term/bypass/example/1", "The Runner is playing Geist.", ("Geist",)))
    found = cards_by_node(docs, TITLES)
    assert found["cr-1.3/1.10.3c/example/1"] == ('Armand "Geist" Walker: Tech Lord',)
    assert found["rr-1.0/term/bypass/example/1"] == ('Armand "Geist" Walker: Tech Lord',)


@pytest.mark.sources
def test_one_card_node_per_card_and_v16_examples_name_their_cards():
    from rulesdb import graph
    from rulesdb.build.ingest import load_documents

    docs = load_documents()
    examples = list(docs["nisei-cr-1.6"].of_kind("example"))
    assert sum(1 for e in examples if e.cards) >= 45
    G = graph.build_graph(docs)
    cards = [n for n, data in G.nodes(data=True) if data.get("kind") == "card"]
    assert "card/geist" not in cards
    assert {"card/thimblerig", "card/vaporframe-fabricator"} <= set(cards)
