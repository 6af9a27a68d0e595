"""Spin cycle agendas and assets (Character Assassination, Geothermal Fracking, Profiteering, Unorthodox
Predictions, Veterans Program, Vulcan Coverup, City Surveillance, Isabel McGuire, Rex Campaign), each through the
engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario, traced

RD = ["Hedge Fund"] * 4


def _score(tmp_path, agenda, advancement, *, corp=None, runner=None, decisions=None, actions=None, name="score"):
    corp = {"rd": RD, **(corp or {})}
    corp["servers"] = {"Server 1": {"root": [{"card": agenda, "advancement": advancement}]}, **corp.get("servers", {})}
    return scenario(tmp_path, turn="corp", actions=actions or [{"corp": "gain credit"}], corp=corp, runner=runner,
                    name=name, decisions={"score": "yes", **(decisions or {})})


def test_character_assassination_trashes_a_resource_that_fall_guy_cannot_save(tmp_path):
    result = _score(tmp_path, "Character Assassination", 4, runner={"rig": ["Kati Jones", "Fall Guy"]},
                    decisions={"Character Assassination target": "Kati Jones", "prevent trash": "Fall Guy"})
    assert (at(result, "runner.heap"), at(result, "runner.rig")) == (["Kati Jones"], ["Fall Guy"])
    assert at(result, "corp.score_area") == ["Character Assassination"]


def test_geothermal_fracking_trades_an_agenda_counter_for_7_credits_and_bad_publicity(tmp_path):
    scored = _score(tmp_path, "Geothermal Fracking", 4)
    assert at(scored, "cards[Geothermal Fracking].counters.agenda") == 2
    used = scenario(tmp_path, turn="corp", actions=[{"corp": "use Geothermal Fracking"}], name="used",
                    corp={"credits": 0, "rd": RD, "score_area": [{"card": "Geothermal Fracking",
                                                                 "counters": {"agenda": 1}}]})
    assert (at(used, "corp.credits"), at(used, "corp.bad_publicity"), at(used, "corp.clicks")) == (7, 1, 2)
    assert at(used, "cards[Geothermal Fracking].counters") == {}


def test_profiteering_gains_5_credits_per_bad_publicity_taken(tmp_path):
    result = _score(tmp_path, "Profiteering", 3, corp={"credits": 0}, decisions={"Profiteering X": 2})
    assert (at(result, "corp.bad_publicity"), at(result, "corp.credits")) == (2, 10 + 1)  # and gain credit's 1
    with pytest.raises(ScenarioError, match="Profiteering X"):
        _score(tmp_path, "Profiteering", 3, decisions={"Profiteering X": 4}, name="four")


def test_unorthodox_predictions_stops_code_gates_being_broken_until_the_corps_next_turn(tmp_path):
    corp = {"rd": RD, "servers": {"Server 1": {"root": [{"card": "Unorthodox Predictions", "advancement": 3}]},
                                  "Server 2": {"ice": ["Enigma"]}}}
    turns = [{"corp": "gain credit"}] * 3 + [{"runner": "run Server 2"}]
    decisions = {"score": "yes", "Unorthodox Predictions choice": "code gate", "break Enigma": "Gordian Blade",
                 "Enigma choice": "end the run", "jack out": "no"}
    result = scenario(tmp_path, turn="corp", actions=turns, corp=corp, runner={"credits": 5, "rig": ["Gordian Blade"]},
                      decisions=decisions)
    assert traced(result, "Gordian Blade cannot break subroutines on Enigma")
    assert at(result, "runs.0.outcome") == "unsuccessful"
    barrier = scenario(tmp_path, turn="corp", actions=turns, corp=corp, runner={"credits": 5, "rig": ["Gordian Blade"]},
                       decisions={**decisions, "Unorthodox Predictions choice": "barrier"}, name="barrier")
    assert at(barrier, "runs.0.outcome") == "successful"


def test_veterans_program_removes_up_to_2_bad_publicity(tmp_path):
    result = _score(tmp_path, "Veterans Program", 3, corp={"bad_publicity": 3}, decisions={"Veterans Program X": 2})
    assert at(result, "corp.bad_publicity") == 1


def test_vulcan_coverup_does_2_meat_damage_when_scored_and_bad_publicity_when_stolen(tmp_path):
    scored = _score(tmp_path, "Vulcan Coverup", 3, runner={"grip": ["Sure Gamble", "Diesel", "Easy Mark"]})
    assert len(at(scored, "runner.heap")) == 2
    stolen = run_past(tmp_path, [], server="HQ", corp={"hq": ["Vulcan Coverup"]}, name="stolen",
                      decisions={"steal": "yes"})
    assert (at(stolen, "runner.score_area"), at(stolen, "corp.bad_publicity")) == (["Vulcan Coverup"], 1)


def test_city_surveillance_tags_the_runner_as_their_turn_begins_unless_they_pay(tmp_path):
    corp = {"servers": {"Server 1": {"root": ["City Surveillance"]}}}
    paid = scenario(tmp_path, actions=[{"runner": "gain credit"}], corp=corp, runner={"credits": 3},
                    decisions={"City Surveillance choice": "pay 1[c]"})
    assert (at(paid, "runner.credits"), at(paid, "runner.tags")) == (3 - 1 + 1, 0)
    tagged = scenario(tmp_path, actions=[{"runner": "gain credit"}], corp=corp, runner={"credits": 0}, name="broke")
    assert at(tagged, "runner.tags") == 1  # could not pay


def test_isabel_mcguire_returns_an_installed_card_to_hq(tmp_path):
    corp = {"rd": RD, "servers": {"Server 1": {"ice": ["Enigma"], "root": ["Isabel McGuire"]}}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Isabel McGuire"}], corp=corp,
                      decisions={"Isabel McGuire target": "Enigma"})
    assert (sorted(at(result, "corp.hq")), at(result, "corp.clicks")) == (["Enigma", "Hedge Fund"], 2)


def test_rex_campaign_is_trashed_when_its_last_counter_goes_and_pays_out(tmp_path):
    corp = {"credits": 0, "bad_publicity": 1, "rd": RD,
            "servers": {"Server 1": {"root": [{"card": "Rex Campaign", "counters": {"power": 1}}]}}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp,
                      decisions={"Rex Campaign choice": "remove 1 bad publicity"})
    assert (at(result, "corp.archives"), at(result, "corp.bad_publicity"), at(result, "corp.credits")) == \
        (["Rex Campaign"], 0, 1)
    clean = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={**corp, "bad_publicity": 0},
                     name="clean")
    assert at(clean, "corp.credits") == 5 + 1  # no bad publicity to remove: only the credits could be chosen
