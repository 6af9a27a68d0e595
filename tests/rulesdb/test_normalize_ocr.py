"""OCR word repairs: the Rules Reference's misread headings and words, and the real words left alone."""

import pytest

from rulesdb.normalize import Draft, clean
from rulesdb.normalize.ocr import repair_text, repair_words


@pytest.mark.parametrize(
    "misread, repaired",
    [
        ("Approach Seruer", "Approach Server"),
        ("Attacked Seruer", "Attacked Server"),
        ("Central Seruers", "Central Servers"),
        ("In a Seruer", "In a Server"),
        ("Initiate us. Make a Run", "Initiate vs. Make a Run"),
        ("Euent", "Event"),
        ("Riq", "Rig"),
        ("Related: Active, Agena, Archives", "Related: Active, Agenda, Archives"),
        ("Auoid", "Avoid"),
        ("- (ard Type / Subtype)", "- Card Type / Subtype"),
        ("the Corp may rez nonice cards", "the Corp may rez non-ice cards"),
        (
            "not during the resoluation of another click action",
            "not during the resolution of another click action",
        ),
        ("APPROACH SERUER", "APPROACH SERVER"),
        ("the seruer", "the server"),
        ("“The ſeruer”", "“The server”"),  # the long s is an s
        ("AUOID ıt", "AVOID ıt"),
    ],
)
def test_misread_word_is_repaired_keeping_its_case(misread, repaired):
    assert repair_text(misread) == repaired


@pytest.mark.parametrize(
    "plain",
    [
        "Rig, rigged and rigs",
        "An agenda on the server; agendas in the score area",
        "Let us. Make sure of it",
        "Events and an event",
        "Choose a card (card type matters)",
        "non-ice cards and Seruerless",
        "Auoıd “nonıce”",  # a dotless i matches "i" only when case is ignored: no entry spells it
    ],
)
def test_real_words_are_not_touched(plain):
    assert repair_text(plain) == plain


def test_stage_repairs_the_draft_text():
    assert repair_words(Draft("Auoid effects")).text == "Avoid effects"


def test_rules_reference_profile_repairs_after_mapping_glyphs():
    cleaned = clean(
        "Approach Seruer: spend @ and 10 to rez nonice cards (**(*)**).", "ffg-rules-reference"
    )
    assert cleaned.text == "Approach Server: spend [click] and 1[c] to rez non-ice cards."
    assert cleaned.original == "Approach Seruer: spend @ and 10 to rez nonice cards (**(*)**)."
