"""Core set Corp assets and operations (Revised Core Set, System Core 2019): Contract Killer, Elizabeth Mills, GRNDL
Refinery, Marked Accounts, Public Support and Shipment from Kaguya, each through the engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

RD = ["Hedge Fund", "Hedge Fund"]


def _corp_turn(tmp_path, actions, root, *, name="corp", corp=None, runner=None, decisions=None):
    corp = dict(corp or {})
    corp = {"rd": RD, **corp, "servers": {"Server 1": {"root": root}, **corp.get("servers", {})}}
    return scenario(tmp_path, turn="corp", actions=actions, corp=corp, runner=runner, decisions=decisions, name=name)


def test_contract_killer_needs_2_advancement_tokens_then_trashes_a_connection_or_does_meat_damage(tmp_path):
    with pytest.raises(ScenarioError, match="Contract Killer"):
        _corp_turn(tmp_path, [{"corp": "use Contract Killer"}], [{"card": "Contract Killer", "advancement": 1}],
                   name="one")
    runner = {"grip": ["Sure Gamble", "Easy Mark", "Dirty Laundry"], "rig": ["Data Dealer"]}
    meat = _corp_turn(tmp_path, [{"corp": "use Contract Killer"}], [{"card": "Contract Killer", "advancement": 2}],
                      runner=runner, decisions={"Contract Killer choice": "do 2 meat damage"}, name="meat")
    assert (len(at(meat, "runner.grip")), at(meat, "corp.archives")) == (1, ["Contract Killer"])
    fired = _corp_turn(tmp_path, [{"corp": "use Contract Killer"}], [{"card": "Contract Killer", "advancement": 2}],
                       runner=runner, decisions={"Contract Killer choice": "trash a connection", "Contract Killer target": "Data Dealer"},
                       name="fired")
    assert (at(fired, "runner.heap"), len(at(fired, "runner.grip"))) == (["Data Dealer"], 3)


def test_contract_killer_is_advanced_by_the_basic_action(tmp_path):
    result = _corp_turn(tmp_path, [{"corp": "advance Contract Killer"}], [{"card": "Contract Killer", "rezzed": False}],
                        decisions={"rez Contract Killer": "no"})
    assert at(result, "cards[Contract Killer].counters.advancement") == 1


def test_elizabeth_mills_removes_bad_publicity_when_rezzed_and_trades_a_location_for_one(tmp_path):
    rezzed = _corp_turn(tmp_path, [{"corp": "gain credit"}], [{"card": "Elizabeth Mills", "rezzed": False}],
                        corp={"bad_publicity": 2}, decisions={"rez Elizabeth Mills": "yes"}, name="rezzed")
    assert at(rezzed, "corp.bad_publicity") == 1
    used = _corp_turn(tmp_path, [{"corp": "use Elizabeth Mills"}], ["Elizabeth Mills"], runner={"rig": ["Crash Space"]},
                      decisions={"Elizabeth Mills target": "Crash Space"}, name="used")
    assert (at(used, "runner.heap"), at(used, "corp.bad_publicity"), at(used, "corp.archives")) == \
        (["Crash Space"], 1, ["Elizabeth Mills"])


def test_grndl_refinery_is_trashed_for_4_credits_per_advancement_token(tmp_path):
    result = _corp_turn(tmp_path, [{"corp": "use GRNDL Refinery"}], [{"card": "GRNDL Refinery", "advancement": 3}],
                        corp={"credits": 0})
    assert (at(result, "corp.credits"), at(result, "corp.archives")) == (12, ["GRNDL Refinery"])


def test_marked_accounts_is_loaded_by_a_click_and_pays_1_credit_each_turn(tmp_path):
    result = _corp_turn(tmp_path, [{"corp": "use Marked Accounts"}], [{"card": "Marked Accounts",
                                                                       "counters": {"credits": 1}}],
                        corp={"credits": 0})
    assert (at(result, "corp.credits"), at(result, "cards[Marked Accounts].counters.credits")) == (1, 3)
    empty = _corp_turn(tmp_path, [{"corp": "gain credit"}], ["Marked Accounts"], corp={"credits": 0}, name="empty")
    assert at(empty, "corp.credits") == 1  # "if able": nothing to take as the turn began


def test_public_support_becomes_a_1_point_agenda_when_its_last_power_counter_goes(tmp_path):
    rezzed = _corp_turn(tmp_path, [{"corp": "gain credit"}], [{"card": "Public Support", "rezzed": False}],
                        decisions={"rez Public Support": "yes"}, name="rezzed")
    # rezzed in the window before the turn begins: 3 counters, then 1 removed as the turn begins
    assert at(rezzed, "cards[Public Support].counters.power") == 3 - 1
    last = _corp_turn(tmp_path, [{"corp": "gain credit"}], [{"card": "Public Support", "counters": {"power": 1}}],
                      name="last")
    assert (at(last, "corp.score_area"), at(last, "corp.agenda_points")) == (["Public Support"], 1)
    assert traced(last, "it was not scored")
    two = _corp_turn(tmp_path, [{"corp": "gain credit"}], [{"card": "Public Support", "counters": {"power": 2}}],
                     name="two")
    assert (at(two, "corp.score_area"), at(two, "cards[Public Support].counters.power")) == ([], 1)


def test_shipment_from_kaguya_advances_two_different_cards(tmp_path):
    corp = {"hq": ["Shipment from Kaguya"], "servers": {"Server 2": {"ice": [{"card": "Shadow", "rezzed": False}]}}}
    result = _corp_turn(tmp_path, [{"corp": "play Shipment from Kaguya"}], [{"card": "Hostile Takeover"}], corp=corp,
                        decisions={"Shipment from Kaguya cards": ["Hostile Takeover", "Shadow"]})
    assert (at(result, "cards[Hostile Takeover].counters.advancement"), at(result, "cards.Shadow.counters.advancement")) \
        == (1, 1)
    with pytest.raises(ScenarioError):
        _corp_turn(tmp_path, [{"corp": "play Shipment from Kaguya"}], [{"card": "Hostile Takeover"}], corp=corp,
                   decisions={"Shipment from Kaguya cards": ["Hostile Takeover", "Hostile Takeover"]}, name="same")


def test_oversight_ai_rezzes_ice_for_free_and_trashes_it_once_fully_broken(tmp_path):
    corp = {"credits": 0, "hq": ["Oversight AI"], "servers": {"Server 2": {"ice": [{"card": "Ice Wall",
                                                                                    "rezzed": False}]}}}
    played = _corp_turn(tmp_path, [{"corp": "play Oversight AI"}], ["PAD Campaign"], corp={**corp, "credits": 1},
                        decisions={"Oversight AI target": "Ice Wall", "use PAD Campaign": "no"}, name="played")
    assert (at(played, "cards[Ice Wall].rezzed"), at(played, "cards[Ice Wall].hosted")) == (True, ["Oversight AI"])
    assert at(played, "corp.credits") == 0 + 1  # PAD Campaign's credit; the rez cost was ignored
    turns = [{"corp": "play Oversight AI"}, {"corp": "gain credit"}, {"corp": "gain credit"},
             {"runner": "run Server 2"}]
    broken = _corp_turn(tmp_path, turns, [], corp={**corp, "credits": 1}, name="broken",
                        runner={"rig": ["Corroder"]},
                        decisions={"Oversight AI target": "Ice Wall", "break Ice Wall": "Corroder", "jack out": "no"})
    assert sorted(at(broken, "corp.archives")) == ["Ice Wall", "Oversight AI"]  # the host trashed, its counter too
    assert at(broken, "runs.0.outcome") == "neither"  # Server 2 had nothing else: it no longer exists


def _sundew(tmp_path, actions, name):
    corp = {"credits": 5, "hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Sundew"]}}}
    return scenario(tmp_path, actions=actions, corp=corp, name=name,
                    decisions={"jack out": "no", "trash Sundew": "no", "order Corp abilities": ["Sundew", "Sundew"]})


def test_sundew_gains_the_corp_2_on_the_runners_first_click_only(tmp_path):
    result = _sundew(tmp_path, [{"runner": "gain credit"}, {"runner": "gain credit"}], "credits")
    assert at(result, "corp.credits") == 5 + 2
    assert traced(result, "Sundew")


def test_sundew_pays_the_2_back_when_that_first_click_runs_its_server(tmp_path):
    here = _sundew(tmp_path, [{"runner": "run Server 1"}], "here")
    assert at(here, "corp.credits") == 5 + 2 - 2
    elsewhere = _sundew(tmp_path, [{"runner": "run HQ"}], "elsewhere")
    assert at(elsewhere, "corp.credits") == 5 + 2
    later = _sundew(tmp_path, [{"runner": "gain credit"}, {"runner": "run Server 1"}], "later")
    assert at(later, "corp.credits") == 5 + 2  # the run began during another action than the first click's
