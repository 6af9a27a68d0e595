"""Card names in worked examples that do not mark them, with and without the card data's titles."""

import pytest

from rulesdb.parsers.rules_reference.cards import detect_cards, index_cards

BYPASS = (
    "The Runner plays Forked and encounters a Troll that they can bypass with Femme Fatale. "
    "The Runner pays to bypass the current piece of ice with Femme Fatale. Forked does not meet "
    "its trigger condition, and Troll is not trashed, because subroutines on bypassed ice are not broken."
)


@pytest.mark.parametrize(
    "text, cards",
    [
        (BYPASS, ("Forked", "Troll", "Femme Fatale")),
        (
            (
                "If the Runner has both Underworld Contact installed and The Supplier installed hosting a Dyson Mem Chip, "
                "both meet their trigger conditions."
            ),
            ("Underworld Contact", "The Supplier", "Dyson Mem Chip"),
        ),
        (
            (
                "The Runner has both Aesop's Pawnshop and Drug Dealer installed. If the Runner uses Aesop's Pawnshop "
                "to trash Drug Dealer, Drug Dealer's ability never triggers."
            ),
            ("Aesop's Pawnshop", "Drug Dealer"),
        ),
        ("Snare! Does 3 net damage to the Runner and gives the Runner a tag.", ("Snare!",)),
        (
            "The Runner playing Leela Patel makes a successful run on HQ. Leela accesses the agenda.",
            ("Leela Patel",),
        ),
        (
            "The Runner accesses an Obokata Protocol while Ben Musashi and Order of Sol are active.",
            ("Obokata Protocol", "Ben Musashi", "Order of Sol"),
        ),
        (
            "Ichi 1.0 has a subroutine. If Fairchild 2.0 resolves, nothing happens.",
            ("Ichi 1.0", "Fairchild 2.0"),
        ),
        ("During the run, Susanoo-no-Mikoto moves the Runner to Archives.", ("Susanoo-no-Mikoto",)),
        (
            "The Runner cannot use two Bank Jobs during the same run. Using Bank Job replaces accessing cards.",
            ("Bank Job",),
        ),
        ('The Corp resolves a subroutine that says "[sub] The Runner trashes 1 program."', ()),
        ("A 66 card deck requires 6 additional agenda points.", ()),
    ],
)
def test_capitalised_names_are_cards_unless_game_words_or_openers(text, cards):
    assert detect_cards(text) == cards


def test_glossary_terms_written_in_capitals_are_not_cards():
    text = "Accessing usually occurs during the Access Phase of a successful run with Hedge Fund."
    assert detect_cards(text) == ("Access Phase", "Hedge Fund")
    assert detect_cards(text, terms=["Access Phase"]) == ("Hedge Fund",)


def test_known_titles_are_matched_as_the_card_data_spells_them():
    known = index_cards(
        [
            "Femme Fatale",
            "Forked",
            "Troll",
            "Tori Hanzō",
            "Mushin No Shin",
            "Leela Patel: Trained Pragmatist",
            "Aesop’s Pawnshop",
            "Run Amok",
        ]
    )
    assert detect_cards(BYPASS, known) == ("Forked", "Troll", "Femme Fatale")
    assert detect_cards("Tori Hanzo's own effect, then Mushin-no-Shin.", known) == (
        "Tori Hanzō",
        "Mushin No Shin",
    )
    assert detect_cards("Leela Patel and Aesop's Pawnshop; the run amok.", known) == (
        "Leela Patel",
        "Aesop’s Pawnshop",
    )


def test_known_titles_may_be_any_iterable():
    assert detect_cards("Troll is not trashed.", ["Troll"]) == ("Troll",)
    assert detect_cards("Trolls are not cards here.", ["Troll"]) == ()
