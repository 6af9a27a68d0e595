"""A card's possessive is written as the CR 25.08 writes it, "'s" after every title ("{card:Personality Profiles}'s
ability", cr/rule_search_instruction), alike in the trace, the interrupt windows it opens and the verdict."""

from rulesdb.answers.verdicts import possessive
from rulesdb.engine.effects.interrupts import Imminent
from tests.engine.card_play import board


def test_a_title_ending_in_s_takes_apostrophe_s_in_the_verdict():
    assert [possessive(t) for t in ("Wage Workers", "Botulus", "Ice Wall")] == [
        "Wage Workers's", "Botulus's", "Ice Wall's"]


def test_preventing_pharos_when_encountered_ability_is_named_with_apostrophe_s(tmp_path):
    game = board(tmp_path, corp={"servers": {"HQ": {"ice": ["Pharos"]}}})
    pharos = game.servers["HQ"].ice[0]
    assert Imminent("encounter-ability", target=pharos).describe() == "Pharos's \"when encountered\" ability"


def test_the_verdict_keeps_the_engines_possessive_for_who_ended_the_run():
    from rulesdb.answers.verdicts import outcome_sentence
    ended = {"runs": [{"server": "Server 1", "ended_by": "Manegarm Skunkworks's ability"}]}
    assert outcome_sentence(ended) == "The run on Server 1 ends unsuccessfully: Manegarm Skunkworks's ability ends it."
