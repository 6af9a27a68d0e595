"""Null Signal Games era cards outside Standard that work during runs or with credits hosted on them, each test
stating what its printed text makes happen through the engine: Cybersand Harvester, Gold Farmer, Hortum, Info
Bounty (the mark, cr/rule_mark), Medium, Paricia, Rielle "Kit" Peddler (a subtype gained for the run, with a
decoder) and Trick of Light."""

import re

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_gold_farmer_costs_1_more_for_each_printed_subroutine_broken(tmp_path):
    result = run_past(tmp_path, "Gold Farmer", runner={"rig": ["Corroder"]},
                      decisions={"break Gold Farmer": "Corroder"})
    assert at(result, "runner.credits") == 5 - 2 - 2  # 2 breaks at 1[c], and 1[c] lost for each
    assert at(result, "runs.0.outcome") == "successful"


def test_gold_farmer_unbroken_asks_3_for_each_subroutine(tmp_path):
    result = run_past(tmp_path, "Gold Farmer", runner={"credits": 7},
                      decisions={"break Gold Farmer": "no", "pay 3[c] for Gold Farmer": "yes"})
    assert (at(result, "runner.credits"), at(result, "runs.0.outcome")) == (7 - 6, "successful")


def _hortum(tmp_path, advancement, name, **answers):
    return run_past(tmp_path, {"card": "Hortum", "advancement": advancement}, name=name,
                    runner={"rig": ["Crypsis"], "credits": 10},
                    corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma"]}, decisions={"break Hortum": "no", **answers})


def test_hortum_with_3_advancement_counters_gains_4_and_fetches_2_cards_before_ending_the_run(tmp_path):
    result = _hortum(tmp_path, 3, "advanced", **{"Hortum target": ["Ice Wall", "Enigma"]})
    assert (at(result, "corp.credits"), sorted(at(result, "corp.hq"))) == (5 + 4, ["Enigma", "Ice Wall"])
    assert at(result, "runs.0.outcome") == "unsuccessful"
    plain = _hortum(tmp_path, 0, "plain")
    assert (at(plain, "corp.credits"), at(plain, "corp.hq"), at(plain, "runs.0.outcome")) == (
        5 + 1, [], "unsuccessful")


def test_hortum_with_3_advancement_counters_cannot_be_broken_by_an_ai_breaker(tmp_path):
    refused = _hortum(tmp_path, 3, "ai", **{"break Hortum": "Crypsis", "Hortum target": []})
    assert traced(refused, "Crypsis cannot break subroutines on Hortum")
    assert at(refused, "runs.0.outcome") == "unsuccessful"
    broken = _hortum(tmp_path, 2, "two", **{"break Hortum": "Crypsis"})
    assert at(broken, "runs.0.outcome") == "successful"


def test_medium_adds_a_virus_counter_then_accesses_up_to_counters_minus_1_more(tmp_path):
    result = run_past(tmp_path, [], server="R&D", runner={"rig": [{"card": "Medium", "counters": {"virus": 2}}]},
                      corp={"rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund", "Hedge Fund"]},
                      decisions={"Medium choice": 2})
    assert at(result, "cards.Medium.counters") == {"virus": 3}
    assert len(at(result, "runs.0.accessed")) == 1 + 2
    with pytest.raises(ScenarioError, match="Medium choice"):
        run_past(tmp_path, [], server="R&D", name="three",
                 runner={"rig": [{"card": "Medium", "counters": {"virus": 2}}]},
                 corp={"rd": ["Hedge Fund"] * 4}, decisions={"Medium choice": 3})


def _mark(result) -> str:
    found = [re.search(r"the mark for the remainder of the turn: (.+)\.$", e["text"]) for e in result["trace"]]
    return next(m.group(1) for m in found if m)


def test_info_bounty_gains_2_once_for_the_first_run_on_the_mark_that_breached_it(tmp_path):
    runs = [{"runner": f"run {s}"} for s in ("HQ", "R&D", "Archives")]
    result = scenario(tmp_path, actions=runs, runner={"rig": ["Info Bounty"]}, seed=3,
                      corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund"]}, decisions={"jack out": "no"})
    assert at(result, "runner.credits") == 5 + 2
    mark = _mark(result)
    # the first run on the mark ends at Ice Wall, without a breach: the second, successful one gains nothing
    stopped = scenario(tmp_path, actions=[{"runner": f"run {mark}"}] * 2, name="stopped", seed=3,
                       runner={"rig": ["Info Bounty", "Corroder"]},
                       corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund"], "servers": {mark: {"ice": ["Ice Wall"]}}},
                       decisions={"jack out": "no", "break Ice Wall": "no", "break Ice Wall #2": "Corroder"})
    assert _mark(stopped) == mark
    assert (at(stopped, "runs.0.outcome"), at(stopped, "runs.1.outcome")) == ("unsuccessful", "successful")
    assert at(stopped, "runner.credits") == 5 - 1


def test_rielle_peddler_first_encountered_ice_gains_code_gate_for_the_run_so_a_decoder_breaks_it(tmp_path):
    result = run_past(tmp_path, ["Ice Wall", "Wall of Static"], runner={
        "identity": "Rielle “Kit” Peddler: Transhuman", "rig": ["Gordian Blade"]},
        decisions={"break Ice Wall": "Gordian Blade", "break Wall of Static": "Gordian Blade"})
    assert at(result, "runs.0.encounters.0.fully_broken") is True
    assert at(result, "runs.0.outcome") == "unsuccessful"  # Wall of Static, the second encounter, stays a barrier
    assert traced(result, "Ice Wall gains code gate")
    without = run_past(tmp_path, "Ice Wall", name="without", runner={"rig": ["Gordian Blade"]},
                       decisions={"break Ice Wall": "no"})
    assert at(without, "runs.0.outcome") == "unsuccessful"


def test_cybersand_harvester_collects_2_per_ice_rezzed_and_pays_installs_with_them(tmp_path):
    rez = run_past(tmp_path, {"card": "Ice Wall", "rezzed": False}, decisions={"rez": "yes", "break Ice Wall": "no"},
                   corp={"servers": {"Server 2": {"root": ["Cybersand Harvester"]}}})
    assert at(rez, "cards.Cybersand Harvester.counters") == {"credits": 2}
    install = scenario(tmp_path, turn="corp", name="install", actions=[{"corp": "install Enigma on HQ"}],
                       corp={"hq": ["Enigma"], "rd": ["Hedge Fund"], "servers": {
                           "HQ": {"ice": ["Ice Wall"]},
                           "Server 1": {"root": [{"card": "Cybersand Harvester", "counters": {"credits": 2}}]}}},
                       decisions={"rez": "no", "pay installing Enigma": {"Cybersand Harvester": 1}})
    assert (at(install, "corp.credits"), at(install, "cards.Cybersand Harvester.counters")) == (5, {"credits": 1})
    taken = scenario(tmp_path, turn="corp", name="take", actions=[{"corp": "use Cybersand Harvester"}],
                     corp={"rd": ["Hedge Fund"], "servers": {
                         "Server 1": {"root": [{"card": "Cybersand Harvester", "counters": {"credits": 4}}]}}},
                     decisions={"rez": "no"})
    assert (at(taken, "corp.credits"), at(taken, "corp.archives")) == (5 + 4, ["Cybersand Harvester"])


def test_paricia_pays_the_trash_cost_of_an_asset(tmp_path):
    result = run_past(tmp_path, [], runner={"rig": ["Paricia"]},
                      corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      decisions={"trash PAD Campaign": "yes", "pay trashing PAD Campaign": {"Paricia": 2, "pool": 2}})
    assert (at(result, "runner.credits"), at(result, "corp.archives")) == (5 - 2, ["PAD Campaign"])


def test_trick_of_light_moves_2_advancement_counters_onto_an_agenda(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Trick of Light"}],
                      corp={"hq": ["Trick of Light"], "rd": ["Hedge Fund"], "servers": {
                          "HQ": {"ice": [{"card": "Hortum", "advancement": 3}]},
                          "Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 0}]}}},
                      decisions={"rez": "no", "score": "no", "Trick of Light target": "Hostile Takeover",
                                 "Trick of Light choice": "Hortum", "Trick of Light number": 2})
    assert at(result, "cards.Hostile Takeover.counters") == {"advancement": 2}
    assert at(result, "cards.Hortum.counters") == {"advancement": 1}


# --- cards that waited for a mechanism: Cayambe Grid, Daily Business Show ---------------------------------------
def test_cayambe_grid_advances_ice_here_each_turn_and_tolls_2_per_advanced_ice(tmp_path):
    turn = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="turn",
                    corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Cayambe Grid"],
                                                                         "ice": ["Ice Wall", "Enigma"]}}},
                    decisions={"rez": "no", "Cayambe Grid target": "Enigma"})
    assert (at(turn, "cards.Enigma.counters"), at(turn, "cards.Ice Wall.counters")) == ({"advancement": 1}, {})
    paid = run_past(tmp_path, [{"card": "Ice Wall", "advancement": 1}, {"card": "Enigma", "advancement": 1}],
                    name="paid", runner={"rig": ["Corroder", "Gordian Blade"], "credits": 10},
                    corp={"servers": {"Server 1": {"root": ["Cayambe Grid"]}}},
                    decisions={"break Ice Wall": "Corroder", "break Enigma": "Gordian Blade", "pay": "yes",
                               "trash Cayambe Grid": "no"})
    assert at(paid, "runs.0.outcome") == "successful"
    # Ice Wall (2 with its counter, as strong as Corroder) 1[c], Enigma 2[c], then 2[c] per advanced ice to Cayambe
    assert at(paid, "runner.credits") == 10 - 1 - 2 - 4
    refused = run_past(tmp_path, [{"card": "Ice Wall", "advancement": 1}], name="refused",
                       runner={"rig": ["Corroder"]}, corp={"servers": {"Server 1": {"root": ["Cayambe Grid"]}}},
                       decisions={"break Ice Wall": "Corroder", "pay": "no"})
    assert at(refused, "runs.0.outcome") == "unsuccessful"


def test_cayambe_grid_is_a_region_a_second_region_trashes_it(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install Hokusai Grid in Server 1"}],
                      corp={"hq": ["Hokusai Grid"], "rd": ["Hedge Fund"],
                            "servers": {"Server 1": {"root": ["Cayambe Grid"]}}}, decisions={"rez": "no"})
    assert at(result, "corp.archives") == ["Cayambe Grid"]


def test_daily_business_show_draws_1_more_the_first_time_and_puts_1_on_the_bottom_of_rd(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "draw"}],
                      corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign", "Anonymous Tip"],
                            "servers": {"Server 1": {"root": ["Daily Business Show"]}}},
                      decisions={"rez": "no", "Daily Business Show choice": "Hedge Fund"})
    # the mandatory draw (first this turn): 2 cards, Hedge Fund to the bottom; the draw action: 1 card only
    assert at(result, "corp.hq") == ["Ice Wall", "Enigma"]
    assert at(result, "corp.rd") == ["PAD Campaign", "Anonymous Tip", "Hedge Fund"]


def test_project_vacheron_stolen_with_4_counters_is_worth_0_so_it_does_not_win_then_counts_down(tmp_path):
    stolen = scenario(tmp_path, actions=[{"runner": "run Server 1"}], name="stolen",
                      runner={"score_area": ["Hostile Takeover", "Hostile Takeover", "Priority Requisition"]},
                      corp={"servers": {"Server 1": {"root": ["Project Vacheron"]}}},
                      decisions={"jack out": "no", "steal Project Vacheron": "yes"})
    assert (at(stolen, "winner"), at(stolen, "runner.agenda_points")) == (None, 1 + 1 + 3)
    assert at(stolen, "cards[Project Vacheron].counters.agenda") == 4
    # a Runner turn begins: one counter less; with the last one gone it is worth 3 again
    later = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="later",
                     runner={"score_area": [{"card": "Project Vacheron", "counters": {"agenda": 1}}]},
                     corp={"archives": ["Project Vacheron"]})
    assert at(later, "runner.agenda_points") == 3  # its last counter removed as the Runner's turn began
    assert at(later, "cards[Project Vacheron].counters").get("agenda", 0) == 0
    archives = scenario(tmp_path, actions=[{"runner": "run Archives"}], name="archives",
                        corp={"archives": ["Project Vacheron"]}, decisions={"jack out": "no",
                                                                           "steal Project Vacheron": "yes"})
    assert (at(archives, "runner.agenda_points"), at(archives, "cards[Project Vacheron].counters")) == (3, {})


def test_project_vacheron_loses_a_counter_as_each_runner_turn_begins(tmp_path):
    actions = [{"runner": "run Server 1"}, {"runner": "gain credit"}, {"runner": "gain credit"},
               {"runner": "gain credit"}, {"corp": "gain credit"}, {"corp": "gain credit"}, {"corp": "gain credit"},
               {"runner": "gain credit"}]
    result = scenario(tmp_path, actions=actions, corp={"rd": ["Hedge Fund"], "servers": {
        "Server 1": {"root": ["Project Vacheron"]}}}, decisions={"jack out": "no", "steal Project Vacheron": "yes",
                                                                 "rez": "no"})
    assert at(result, "cards[Project Vacheron].counters.agenda") == 3
    assert at(result, "runner.agenda_points") == 0


def test_trick_shot_pays_breaks_with_its_credits_accesses_2_from_rd_then_runs_a_remote(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Trick Shot"}], runner={
        "credits": 1, "grip": ["Trick Shot"], "rig": ["Corroder"]},
        corp={"rd": ["Hedge Fund", "Hedge Fund", "Hedge Fund"], "servers": {
            "R&D": {"ice": ["Ice Wall"]}, "Server 1": {"ice": ["Ice Wall"], "root": ["PAD Campaign"]}}},
        decisions={"jack out": "no", "break Ice Wall": "Corroder", "Trick Shot choice": "Server 1",
                   "trash PAD Campaign": "no"})
    assert at(result, "runner.credits") == 0  # every break paid with Trick Shot's credits
    assert len(at(result, "runs.0.accessed")) == 2
    assert (at(result, "runs.1.server"), at(result, "runs.1.outcome")) == ("Server 1", "successful")
    assert at(result, "runner.heap") == ["Trick Shot"]
    declined = scenario(tmp_path, actions=[{"runner": "play Trick Shot"}], name="declined", runner={
        "credits": 1, "grip": ["Trick Shot"]}, corp={"rd": ["Hedge Fund"] * 3, "servers": {
            "Server 1": {"root": ["PAD Campaign"]}}}, decisions={"jack out": "no", "Trick Shot choice": "no"})
    assert len(at(declined, "runs")) == 1
