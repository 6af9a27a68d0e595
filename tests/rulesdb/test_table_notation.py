"""The Table's one-card-a-line notation: each line is a scenario entry and back, and a line that does
not read as a card with modifiers stays whole (the engine then names it), never loses a word."""

import pytest

from rulesdb.table.notation import entries, entry, line, lines

ROUND_TRIPS = [
    ("Ice Wall", "Ice Wall"),
    ("Enigma (unrezzed)", {"card": "Enigma", "rezzed": False}),
    ("Project Vitruvius (unrezzed; 3 advancement)", {"card": "Project Vitruvius", "rezzed": False, "advancement": 3}),
    ("Datasucker (2 virus)", {"card": "Datasucker", "counters": {"virus": 2}}),
    ("Cold Read (4 credits)", {"card": "Cold Read", "counters": {"credits": 4}}),
    ("Sure Gamble (facedown)", {"card": "Sure Gamble", "facedown": True}),
    ("Femme Fatale (chosen Tollbooth)", {"card": "Femme Fatale", "chosen": "Tollbooth"}),
    ("Dinosaurus (hosting Corroder, Datasucker (1 virus))",
     {"card": "Dinosaurus", "hosted": ["Corroder", {"card": "Datasucker", "counters": {"virus": 1}}]}),
    ("Hostile Takeover (scored this turn)", {"card": "Hostile Takeover", "scored_this_turn": True}),
    ("Corroder (+2 strength this turn)", {"card": "Corroder", "strength_this_turn": 2}),
    ("Gauss (+0 strength this turn)", {"card": "Gauss", "strength_this_turn": 0}),
]


@pytest.mark.parametrize(("text", "value"), ROUND_TRIPS)
def test_a_line_is_its_entry_and_back(text, value):
    assert entry(text) == value
    assert line(value) == text


@pytest.mark.parametrize("text", ["Enigma (unrezed)", "Corroder (", "(unrezzed)", "Ice Wall (2 banana)"])
def test_a_bracket_that_is_no_modifier_list_stays_in_the_title(text):
    assert entry(text) == " ".join(text.split())


def test_a_scenario_file_entry_with_credits_and_advancement_reads_as_one_line():
    assert line({"card": "Ghost Runner", "credits": 3}) == "Ghost Runner (3 credits)"
    assert entry(line({"card": "Ghost Runner", "credits": 3})) == {"card": "Ghost Runner", "counters": {"credits": 3}}


def test_a_field_is_one_card_a_line_blank_lines_skipped():
    assert entries("Ice Wall\n\n  Enigma (unrezzed) \n") == ["Ice Wall", {"card": "Enigma", "rezzed": False}]
    assert lines(["Ice Wall", {"card": "Enigma", "rezzed": False}]) == "Ice Wall\nEnigma (unrezzed)"
