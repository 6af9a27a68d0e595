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
                      decisions={"jack out": "no", "abilities at movement before Server 1": "Nisei MK II",
                                 "abilities": "pass"})
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


def score(tmp_path, agenda, advancement, *, corp=None, decisions=None, actions=("gain credit",), name="score", **kw):
    servers = {"Server 1": {"root": [{"card": agenda, "advancement": advancement}]}, **(corp or {}).pop("servers", {})}
    corp = {**(corp or {}), "servers": servers}
    return corp_turn(tmp_path, list(actions), score_area=[], corp=corp,
                     decisions={f"score {agenda}": "yes", "rez": "no", **(decisions or {})}, name=name, **kw)


def test_priority_requisition_rezzes_a_piece_of_ice_for_free(tmp_path):
    result = score(tmp_path, "Priority Requisition", 5, corp={"credits": 0, "servers": {"HQ": {"ice": [
        {"card": "Archer", "rezzed": False}]}}}, decisions={"Priority Requisition target": "Archer"})
    assert at(result, "cards.Archer.rezzed") is True
    assert at(result, "corp.credits") == 1  # the gain credit action only


BREAKING_NEWS = """
    title: Breaking News scored this turn
    example: cr/rule_turn_end_trigger_conditions
    turn: corp
    until: {until}
    corp:
      clicks: 3
      rd: [Hedge Fund]
      servers:
        Server 1:
          root: [{{card: Breaking News, advancement: 1}}]
    runner:
      tags: 1
    actions:
      - corp: advance Breaking News
      - corp: gain credit
      - corp: gain credit
    decisions:
      score Breaking News: "yes"
      rez: "no"
    expect:
      - runner.tags: {tags}
"""


@pytest.mark.parametrize(("until", "tags"), [("end of turn", 1), ("last action", 3)])
def test_breaking_news_tags_are_removed_when_the_discard_phase_ends(run_text, until, tags):
    result = run_text(BREAKING_NEWS.format(until=until, tags=tags))
    assert [c for c in result["checks"] if not c["ok"]] == []


def test_project_atlas_searches_rd_for_a_card_with_its_counter(tmp_path):
    result = score(tmp_path, "Project Atlas", 4, corp={"rd": ["Ice Wall", "Hedge Fund", "Enigma"], "hq": []},
                   decisions={"abilities": "Project Atlas", "Project Atlas target": "Enigma"},
                   actions=("advance Project Atlas", "gain credit"))
    assert at(result, "corp.hq") == ["Enigma"]
    assert sorted(at(result, "corp.rd")) == ["Hedge Fund", "Ice Wall"]


def test_the_cleaners_adds_1_to_meat_damage(tmp_path):
    result = corp_turn(tmp_path, ["use Private Security Force"], score_area=["Private Security Force", "The Cleaners"],
                       runner={"tags": 1, "grip": ["Sure Gamble", "Diesel", "Easy Mark"]})
    assert at(result, "damage.meat") == 2


def test_nanuq_is_removed_from_the_game_when_an_agenda_is_stolen(tmp_path):
    from tests.engine.card_play import run_past
    result = run_past(tmp_path, [], runner={"rig": ["Nanuq"]}, corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}})
    assert at(result, "runner.rig") == [] and at(result, "runner.heap") == []


def test_nanuq_hosted_on_dhegdheer_is_removed_from_the_game_when_an_agenda_is_stolen(tmp_path):
    # a program hosted on Dhegdheer is installed (cr/rule_host_on_ability): "remove this program from the game"
    from tests.engine.card_play import run_past
    result = run_past(tmp_path, [], runner={"rig": [{"card": "Dhegdheer", "hosted": ["Nanuq"]}]},
                      corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}})
    assert (at(result, "cards.Dhegdheer.hosted"), at(result, "runner.removed")) == ([], ["Nanuq"])
