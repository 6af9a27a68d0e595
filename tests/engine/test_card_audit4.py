"""Clauses of a fourth random sample of Standard Corp cards (seed 20261202), each test asserting what the printed
text and CR 25.08 make happen."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced

RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]
TYRANT_UNREZZED = {"Server 1": {"root": ["Hostile Takeover"], "ice": [{"card": "Tyrant", "rezzed": False}]}}


def corp_turn(tmp_path, actions, name="turn", hq=(), servers=None, answers=None, credits=5, **corp):
    return scenario(tmp_path, turn="corp", actions=actions, name=name, corp={
        "hq": list(hq), "rd": list(RD), "servers": servers or {}, "credits": credits, **corp},
        decisions={"rez": "no", "score": "no", **(answers or {})})


def test_slash_and_burn_cannot_place_counters_on_unrezzed_ice_advanced_only_while_rezzed(tmp_path):
    with pytest.raises(ScenarioError, match="Tyrant"):
        corp_turn(tmp_path, [{"corp": "use Slash and Burn Agriculture"}], hq=["Slash and Burn Agriculture"],
                  servers=TYRANT_UNREZZED, answers={"Slash and Burn Agriculture target": "Tyrant"})


def test_key_performance_indicators_cannot_advance_unrezzed_ice_advanced_only_while_rezzed(tmp_path):
    with pytest.raises(ScenarioError, match="Tyrant"):
        corp_turn(tmp_path, [{"corp": "play Key Performance Indicators"}], hq=["Key Performance Indicators"],
                  servers=TYRANT_UNREZZED, answers={
                      "Key Performance Indicators choice": ["gain 2[c]", "place 1 advancement counter"],
                      "Key Performance Indicators target": "Tyrant"})


def test_project_ingatan_spends_a_counter_as_the_discard_phase_ends_to_install_from_archives_for_free(tmp_path):
    def ends(name, use):
        actions = [{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}]
        return scenario(tmp_path, turn="corp", actions=actions, name=name, corp={
            "rd": list(RD), "archives": ["Enigma"], "credits": 0,
            "score_area": [{"card": "Project Ingatan", "counters": {"agenda": 1}}]},
            decisions={"rez": "no", "use Project Ingatan": use, "Project Ingatan install": "Enigma",
                       "Project Ingatan install where": "HQ"})
    used = ends("used", "yes")
    assert (at(used, "corp.servers.HQ.ice"), at(used, "corp.credits")) == (["Enigma"], 3)  # no install cost paid
    assert at(used, "cards.Project Ingatan.counters") == {}
    declined = ends("declined", "no")
    assert at(declined, "corp.archives") == ["Enigma"]
    assert at(declined, "cards.Project Ingatan.counters.agenda") == 1


def test_kessleroid_can_be_trashed_by_the_runner_while_unrezzed(tmp_path):
    from rulesdb.engine.effects.trashing import trash
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": [{"card": "Kessleroid", "rezzed": False}]}}})
    assert trash(game, game.servers["Server 1"].ice[0], "a Runner card", who="runner") is not None


def test_saisentans_own_extra_net_damage_trashing_the_chosen_type_does_no_more_damage(tmp_path):
    result = run_past(tmp_path, ["Saisentan"], runner={"grip": ["Sure Gamble"] * 10},
                      decisions={"Saisentan choice": "event", "break Saisentan": "no"})
    assert at(result, "damage.net") == 3 + 3  # each subroutine's trashed event: 1 more, which triggers nothing
    assert at(result, "runner.grip") == ["Sure Gamble"] * 4


def brasilia_run(tmp_path, name, first, second):
    return run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}, {"card": "Enigma", "rezzed": False}],
                    name=name, corp={"credits": 9, "servers": {
                        "Server 1": {"root": ["Brasília Government Grid"]},
                        "HQ": {"ice": ["Wall of Static", "Hadrian's Wall"]}}},
                    runner={"rig": ["Corroder"], "credits": 9},
                    decisions={"rez": "yes", "Brasília Government Grid target": first,
                               "Brasília Government Grid target #2": second, "break Ice Wall": "Corroder",
                               "break Enigma": "no"})


def test_brasilia_declined_at_the_first_rez_is_not_used_and_answers_the_second(tmp_path):
    result = brasilia_run(tmp_path, "declined", "no", "Wall of Static")
    assert at(result, "corp.servers.HQ.unrezzed") == ["Wall of Static"]
    assert traced(result, "Enigma gets +3 strength for the remainder of that run")


def test_brasilia_used_at_the_first_rez_is_not_asked_at_the_second(tmp_path):
    result = brasilia_run(tmp_path, "used", "Wall of Static", "Hadrian's Wall")
    assert at(result, "corp.servers.HQ.unrezzed") == ["Wall of Static"]
    assert not traced(result, "Enigma gets +3 strength")
