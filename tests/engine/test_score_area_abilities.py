"""Agendas in the Corp's score area are active: their click and paid abilities, and what they are
worth (cr/rule_score_area_active_inactive); in the Runner's score area they are not."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario


def corp_turn(tmp_path, actions, *, score_area, corp=None, runner=None, decisions=None, name="corp"):
    corp = {"clicks": 3, "credits": 5, "score_area": score_area, "rd": ["Hedge Fund"] * 3, **(corp or {})}
    return scenario(tmp_path, turn="corp", actions=[{"corp": a} for a in actions], corp=corp,
                    runner=runner, decisions=decisions, name=name)


@pytest.mark.parametrize(("agenda", "clicks_left"), [("Government Takeover", 2), ("Gila Hands Arcology", 1)])
def test_a_scored_agendas_click_ability_gains_3_credits(tmp_path, agenda, clicks_left):
    result = corp_turn(tmp_path, [f"use {agenda}"], score_area=[agenda])
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (8, clicks_left)


def test_counterfactual_a_stolen_agendas_ability_cannot_be_used_by_the_corp(tmp_path):
    with pytest.raises(ScenarioError, match="Government Takeover is not an active card of the Corp"):
        corp_turn(tmp_path, ["use Government Takeover"], score_area=[],
                  runner={"score_area": ["Government Takeover"]})


def test_domestic_sleepers_is_worth_a_point_once_it_has_an_agenda_counter(tmp_path):
    result = corp_turn(tmp_path, ["use Domestic Sleepers"], score_area=["Domestic Sleepers"])
    assert at(result, "corp.clicks") == 0
    assert at(result, "corp.agenda_points") == 1


def test_counterfactual_domestic_sleepers_with_a_counter_is_worth_nothing_to_the_runner(tmp_path):
    result = corp_turn(tmp_path, ["gain credit"], score_area=[],
                       runner={"score_area": [{"card": "Domestic Sleepers", "counters": {"agenda": 1}}]})
    assert at(result, "runner.agenda_points") == 0


def test_market_research_and_beale_count_their_agenda_counters(tmp_path):
    result = corp_turn(tmp_path, ["gain credit"], score_area=[
        {"card": "Market Research", "counters": {"agenda": 1}}, {"card": "Project Beale", "counters": {"agenda": 2}}])
    assert at(result, "corp.agenda_points") == (2 + 1) + (2 + 2)


def test_astroscript_spends_its_agenda_counter_to_advance_an_installed_agenda(tmp_path):
    result = corp_turn(tmp_path, ["gain credit"],
                       score_area=[{"card": "AstroScript Pilot Program", "counters": {"agenda": 1}}],
                       corp={"servers": {"Server 1": {"root": [{"card": "Government Takeover", "advancement": 2}]}}},
                       decisions={"abilities": "AstroScript Pilot Program",
                                  "AstroScript Pilot Program target": "Government Takeover"})
    assert at(result, "cards.Government Takeover.counters.advancement") == 3
    assert at(result, "cards.AstroScript Pilot Program.counters") == {}


def test_nisei_mk_ii_spends_its_counter_to_end_the_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"score_area": [{"card": "Nisei MK II", "counters": {"agenda": 1}}],
                            "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      decisions={"jack out": "no", "abilities at approach Server 1": "Nisei MK II"})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert at(result, "runs.0.ended_by") == "Nisei MK II's ability"


def test_counterfactual_without_a_counter_nisei_mk_ii_cannot_stop_the_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"score_area": ["Nisei MK II"], "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      decisions={"jack out": "no", "trash PAD Campaign": "no"})
    assert at(result, "runs.0.outcome") == "successful"


def test_private_security_force_does_meat_damage_only_while_the_runner_is_tagged(tmp_path):
    result = corp_turn(tmp_path, ["use Private Security Force"], score_area=["Private Security Force"],
                       runner={"tags": 1, "grip": ["Sure Gamble", "Diesel"]})
    assert at(result, "damage.meat") == 1
    with pytest.raises(ScenarioError, match="Private Security Force's ability cannot be used now"):
        corp_turn(tmp_path, ["use Private Security Force"], score_area=["Private Security Force"],
                  runner={"grip": ["Sure Gamble"]}, name="untagged")


def test_vitruvius_counts_advancement_past_3_when_scored_and_returns_cards_from_archives(tmp_path):
    result = corp_turn(tmp_path, ["advance Project Vitruvius", "gain credit"], score_area=[],
                       corp={"archives": ["Hedge Fund", "Ice Wall"], "hq": [],
                             "servers": {"Server 1": {"root": [{"card": "Project Vitruvius", "advancement": 4}]}}},
                       decisions={"score Project Vitruvius": "yes", "abilities": "Project Vitruvius",
                                  "Project Vitruvius target": "Ice Wall"})
    assert at(result, "abilities.resolved") == ["Project Vitruvius"]  # 5 counters: 2 past 3
    # one paid ability window after scoring (the last action's): one counter spent, one left
    assert (at(result, "corp.hq"), at(result, "corp.archives")) == (["Ice Wall"], ["Hedge Fund"])
    assert at(result, "cards.Project Vitruvius.counters") == {"agenda": 1}
