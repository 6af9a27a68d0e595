"""Abilities that trigger when the Corp advances a card."""

from tests.engine.card_play import at, scenario


def advance(tmp_path, counters, name="btl"):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "advance Project Vitruvius"}], name=name,
                    corp={"identity": "Weyland Consortium: Built to Last", "clicks": 3, "credits": 5,
                          "servers": {"Server 1": {"root": [{"card": "Project Vitruvius", "advancement": counters}]}}})


def test_built_to_last_gains_2_when_advancing_a_card_with_no_advancement_counters(tmp_path):
    assert at(advance(tmp_path, 0), "corp.credits") == 6


def test_built_to_last_gains_nothing_when_the_card_had_a_counter(tmp_path):
    assert at(advance(tmp_path, 1, name="had"), "corp.credits") == 4
