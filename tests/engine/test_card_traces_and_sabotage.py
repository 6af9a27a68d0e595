"""Gemini's trace-strength instruction, and sabotage (Chastushka, Esâ Afontov): the Corp's choice
between HQ and the top of R&D, within what the rules allow."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Inside Job", "Forked"]


@pytest.mark.parametrize(("corp_boost", "link_boost", "net"), [(3, 0, 2), (3, 5, 1), (2, 0, 1), (0, 2, 0)])
def test_gemini_does_1_net_damage_if_successful_and_1_more_at_trace_strength_5(tmp_path, corp_boost, link_boost,
                                                                                net):
    result = run_past(tmp_path, "Gemini", runner={"credits": 5, "grip": GRIP},
                      decisions={"Corp trace boost Gemini": corp_boost, "Runner link boost Gemini": link_boost})
    assert at(result, "damage.net") == net


def _chastushka(tmp_path, hq, rd, choice=None, name="chastushka"):
    decisions = {"jack out": "no"}  # the replacement has no "may": not asked
    if choice is not None:
        decisions["Chastushka choice"] = choice
    return scenario(tmp_path, actions=[{"runner": "play Chastushka"}], corp={"hq": hq, "rd": rd},
                    runner={"grip": ["Chastushka"]}, decisions=decisions, name=name)


def test_chastushka_sabotage_4_takes_the_corp_s_choice_from_hq_and_the_rest_from_r_and_d(tmp_path):
    result = _chastushka(tmp_path, ["Hedge Fund", "Enigma"], ["Ice Wall", "PAD Campaign", "NAPD Contract", "Wraparound"],
                         ["Enigma"])
    assert at(result, "corp.archives") == ["Enigma", "Ice Wall", "PAD Campaign", "NAPD Contract"]
    assert (at(result, "corp.hq"), at(result, "corp.rd")) == (["Hedge Fund"], ["Wraparound"])


def test_sabotage_refuses_too_few_cards_from_hq_when_r_and_d_is_short(tmp_path):
    with pytest.raises(ScenarioError, match="must choose from 2 to 3 card"):
        _chastushka(tmp_path, ["Hedge Fund", "Enigma", "Ice Wall"], ["PAD Campaign", "NAPD Contract"], ["Enigma"])


def test_sabotage_refuses_a_card_that_is_not_in_hq(tmp_path):
    with pytest.raises(ScenarioError, match="not a card left in HQ"):
        _chastushka(tmp_path, ["Hedge Fund"], ["PAD Campaign"] * 5, ["Enigma"])


def test_esa_afontov_sabotages_only_on_the_first_core_damage_of_the_turn(tmp_path):
    runner = {"identity": "Esâ Afontov", "grip": GRIP, "stack": ["Sure Gamble"]}
    corp = {"hq": ["Hedge Fund"], "rd": ["Ice Wall", "Enigma", "PAD Campaign", "NAPD Contract", "Wraparound"],
            "servers": {"HQ": {"ice": ["Fenris"]}}}
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run HQ"}], corp=corp, runner=runner,
                      decisions={"use Esâ Afontov": "yes", "Esâ Afontov: Eco-Insurrectionist choice": []})
    assert at(result, "damage.core") == 2
    assert at(result, "corp.archives") == ["Ice Wall", "Enigma"]  # one sabotage 2, from the first
    net_only = run_past(tmp_path, "Gemini", corp={"hq": corp["hq"], "rd": corp["rd"]}, runner=runner, name="net",
                        decisions={"Corp trace boost Gemini": 3, "Runner link boost Gemini": 0})
    assert at(net_only, "damage.net") == 2 and at(net_only, "corp.archives") == []


def test_two_wormholes_make_a_mandatory_loop_the_corp_ends_after_the_number_it_names(tmp_path):
    corp = {"hq": ["Hedge Fund"], "servers": {"R&D": {"ice": ["Wormhole"]}}}
    answers = {"Wormhole target": "Wormhole", "Wormhole choice": "Resolve a subroutine on another piece of rezzed ice.",
               "Wormhole loop": 3}
    result = run_past(tmp_path, "Wormhole", server="HQ", corp=corp, decisions=answers)
    assert at(result, "runs.0.outcome") == "successful"
    assert at(result, "decisions.2") == {"decision": "Wormhole loop", "player": "Corp", "answer": 3,
                                         "options": ["a number"]}
    with pytest.raises(ScenarioError, match="must be a number of times"):
        run_past(tmp_path, "Wormhole", server="HQ", corp=corp, decisions={**answers, "Wormhole loop": -1}, name="bad")
