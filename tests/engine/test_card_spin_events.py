"""Spin cycle events (Blackmail, Eureka!, Executive Wiretaps, Frame Job, Lawyer Up, Leverage, Power Nap, Recon),
each played through the engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced


def _play(tmp_path, card, *, runner=None, corp=None, decisions=None, more=(), name="play", on=""):
    runner = {"credits": 5, **(runner or {})}
    runner["grip"] = [card, *runner.get("grip", [])]
    play = f"play {card}" + (f" on {on}" if on else "")
    return scenario(tmp_path, actions=[*more, {"runner": play}], runner=runner, corp=corp,
                    decisions={"jack out": "no", **(decisions or {})}, name=name)


def test_blackmail_needs_bad_publicity_and_the_corp_cannot_rez_ice_during_the_run(tmp_path):
    corp = {"bad_publicity": 1, "credits": 10, "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}}
    result = _play(tmp_path, "Blackmail", corp=corp, on="HQ", decisions={"rez Ice Wall": "yes"})
    assert (at(result, "runs.0.outcome"), at(result, "cards[Ice Wall].rezzed")) == ("successful", False)
    with pytest.raises(ScenarioError, match="no bad publicity"):
        _play(tmp_path, "Blackmail", corp={**corp, "bad_publicity": 0}, on="HQ", name="clean")


def test_eureka_installs_the_top_card_10_less_or_trashes_it(tmp_path):
    result = _play(tmp_path, "Eureka!", runner={"credits": 3, "stack": ["Gordian Blade", "Diesel"]},
                   decisions={"Eureka! target": "Gordian Blade"})
    assert (at(result, "runner.rig"), at(result, "runner.stack"), at(result, "runner.clicks")) == \
        (["Gordian Blade"], ["Diesel"], 4 - 2)
    event = _play(tmp_path, "Eureka!", runner={"stack": ["Diesel", "Gordian Blade"]}, name="event")
    assert (at(event, "runner.heap"), at(event, "runner.stack")) == (["Diesel", "Eureka!"], ["Gordian Blade"])
    declined = _play(tmp_path, "Eureka!", runner={"stack": ["Corroder"]}, decisions={"Eureka! target": "no"},
                     name="declined")
    assert at(declined, "runner.heap") == ["Corroder", "Eureka!"]


def test_executive_wiretaps_reveals_hq_for_two_clicks(tmp_path):
    result = _play(tmp_path, "Executive Wiretaps", corp={"hq": ["Hedge Fund", "Ice Wall"]})
    assert traced(result, "the Runner reveals all cards in HQ: Hedge Fund, Ice Wall")
    assert (at(result, "runner.clicks"), at(result, "runner.credits")) == (2, 1)


def test_frame_job_forfeits_an_agenda_to_give_bad_publicity(tmp_path):
    result = _play(tmp_path, "Frame Job", runner={"score_area": ["Hostile Takeover"]},
                   decisions={"forfeit": "Hostile Takeover"})
    assert (at(result, "runner.score_area"), at(result, "corp.bad_publicity")) == ([], 1)
    none = _play(tmp_path, "Frame Job", name="none")
    assert at(none, "corp.bad_publicity") == 0


def test_lawyer_up_removes_up_to_2_tags_and_draws_3(tmp_path):
    result = _play(tmp_path, "Lawyer Up", runner={"tags": 3, "stack": ["Diesel"] * 4}, decisions={"Lawyer Up X": 2})
    assert (at(result, "runner.tags"), len(at(result, "runner.grip")), at(result, "runner.clicks")) == (1, 3, 2)


def test_leverage_prevents_damage_until_the_runners_next_turn_unless_the_corp_takes_2_bad_publicity(tmp_path):
    grip = ["Diesel", "Diesel", "Diesel"]
    corp = {"credits": 5, "hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Snare!"]}}}
    shielded = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "play Leverage"},
                                           {"runner": "run Server 1"}], corp=corp,
                        runner={"grip": ["Leverage", *grip]},
                        decisions={"jack out": "no", "Leverage choice": "no", "use Snare!": "yes",
                                   "trash Snare!": "no"})
    assert (len(at(shielded, "runner.grip")), at(shielded, "runner.tags")) == (3, 1)  # Snare!'s 3 net prevented
    assert traced(shielded, "Leverage: all damage the Runner would take is prevented")
    taken = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "play Leverage"},
                                        {"runner": "run Server 1"}], corp=corp, runner={"grip": ["Leverage", *grip]},
                     decisions={"jack out": "no", "Leverage choice": "take 2 bad publicity", "use Snare!": "yes",
                                "trash Snare!": "no"}, name="taken")
    assert (at(taken, "corp.bad_publicity"), at(taken, "runner.grip")) == (2, [])
    with pytest.raises(ScenarioError, match="no successful run on HQ"):
        _play(tmp_path, "Leverage", name="early")


def test_power_nap_gains_1_more_per_double_event_in_the_heap(tmp_path):
    result = _play(tmp_path, "Power Nap", runner={"credits": 0, "heap": ["Lawyer Up", "Frame Job", "Sure Gamble"]})
    assert at(result, "runner.credits") == 2 + 2


def test_recon_lets_the_runner_jack_out_at_the_first_ice(tmp_path):
    corp = {"servers": {"HQ": {"ice": ["Ice Wall", "Enigma"]}}}
    out = _play(tmp_path, "Recon", corp=corp, on="HQ", decisions={"jack out at Recon": "yes", "break Ice Wall": "no"})
    assert at(out, "runs.0.ended_by") == "the Runner jacking out"
    assert at(out, "runs.0.encounters.0.subroutines_resolved") == []
    stays = _play(tmp_path, "Recon", corp=corp, on="HQ", name="stays",
                  decisions={"jack out at Recon": "no", "break Ice Wall": "no"})
    assert at(stays, "runs.0.outcome") == "unsuccessful"  # Ice Wall ended it


def test_running_interference_doubles_what_rezzing_ice_costs_during_the_run(tmp_path):
    corp = {"credits": 5, "servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}]}}}
    poor = _play(tmp_path, "Running Interference", corp=corp, on="HQ", decisions={"rez Enigma": "yes"})
    assert (at(poor, "cards.Enigma.rezzed"), at(poor, "runs.0.outcome")) == (False, "successful")  # 3 + 3 > 5
    rich = _play(tmp_path, "Running Interference", corp={**corp, "credits": 6}, on="HQ", name="rich",
                 decisions={"rez Enigma": "yes", "break Enigma": "no", "Enigma choice": "end the run"})
    assert (at(rich, "cards.Enigma.rezzed"), at(rich, "corp.credits")) == (True, 0)
    assert at(rich, "runner.clicks") == 4 - 2 - 1  # a double event, then Enigma's first subroutine
