"""Standard Corp cards with restrictions and abilities outside play, each test stating what the printed text
makes happen: Descent and Tree Line (used from HQ), Daily Quest and Front Company ("Rez only during ..."),
Wage Workers (the same action 3 times) and Brasília Government Grid (once per turn)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


# --- abilities used from HQ ----------------------------------------------------------------------
def test_descent_is_trashed_from_hq_to_draw_and_shuffle_agendas_back(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Descent"}], corp={
        "hq": ["Descent", "Hostile Takeover"], "archives": ["Fetal AI"], "rd": ["Hedge Fund", "Ice Wall"]},
        decisions={"Descent target": ["Hostile Takeover", "Fetal AI"]})
    assert at(result, "corp.archives") == ["Descent"]
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (5 - 1, 3 - 1)
    assert sorted(at(result, "corp.rd")) == ["Fetal AI", "Hostile Takeover"]
    assert at(result, "corp.hq") == ["Hedge Fund", "Ice Wall"]  # the turn's draw and Descent's


def test_descent_installed_may_go_back_to_hq_when_the_corp_turn_begins(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "rd": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Descent"]}}}, decisions={"use Descent": "yes"})
    assert at(result, "corp.hq") == ["Descent", "Hedge Fund"]
    with pytest.raises(ScenarioError, match="Descent's \\[click\\] ability works only from HQ"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}, {"corp": "use Descent"}], name="installed",
                 corp={"rd": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Descent"]}}}, decisions={"use Descent": "no"})


def test_tree_line_from_hq_places_3_advancement_counters_on_ice_and_grows_with_them(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Tree Line"}], corp={
        "hq": ["Tree Line"], "rd": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}}},
        decisions={"Tree Line target": "Ice Wall"})
    assert (at(result, "cards.Ice Wall.counters"), at(result, "cards.Ice Wall.strength")) == ({"advancement": 3}, 4)
    installed = run_past(tmp_path, [{"card": "Tree Line", "advancement": 2}], runner={"rig": ["Corroder"]},
                         name="run", decisions={"break Tree Line": "no"})
    assert (at(installed, "corp.credits"), at(installed, "runs.0.outcome")) == (5 + 1, "unsuccessful")
    assert at(installed, "cards.Tree Line.strength") == 4 + 2


# --- rez restrictions --------------------------------------------------------------------------
def test_daily_quest_rezzes_only_in_the_corps_action_phase(tmp_path):
    run = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": [{"card": "Daily Quest", "rezzed": False}]}}},
                   decisions={"rez": "yes", "trash Daily Quest": "no"})
    assert at(run, "cards.Daily Quest.rezzed") is False
    assert traced(run, "Daily Quest cannot be rezzed now")
    turn = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="turn", corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": [{"card": "Daily Quest", "rezzed": False}]}}},
        decisions={"rez": "yes"})
    assert at(turn, "cards.Daily Quest.rezzed") is True


def test_daily_quest_pays_the_runner_for_runs_on_it_and_the_corp_when_they_stayed_away(tmp_path):
    run = run_past(tmp_path, [], corp={"servers": {"Server 1": {"root": ["Daily Quest"]}}},
                   decisions={"trash Daily Quest": "no"})
    assert at(run, "runner.credits") == 5 + 2
    quiet = scenario(tmp_path, actions=[{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}], name="quiet",
                     corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Daily Quest"]}}})
    assert at(quiet, "corp.credits") == 5 + 3 + 1
    visited = scenario(tmp_path, actions=[{"runner": "run Server 1"}, *[{"runner": "gain credit"}] * 3,
                                          {"corp": "gain credit"}], name="visited",
                       corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Daily Quest"]}}},
                       decisions={"jack out": "no", "trash Daily Quest": "no"})
    assert at(visited, "corp.credits") == 5 + 1


def test_front_company_rezzes_only_in_the_corp_turn_and_forbids_a_first_run_on_a_remote(tmp_path):
    corp = {"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Front Company"]}, "Server 2": {"root": [
        "PAD Campaign"]}}}
    with pytest.raises(ScenarioError, match="cannot run on Server 2"):
        scenario(tmp_path, actions=[{"runner": "run Server 2"}], corp=corp, name="first")
    second = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run Server 2"}], corp=corp, name="second",
                      decisions={"jack out": "no", "trash PAD Campaign": "no"})
    assert [r["server"] for r in at(second, "runs")] == ["HQ", "Server 2"]
    game = board(tmp_path, name="rez", decisions={"rez": "yes"},
                 corp={"servers": {"Server 1": {"root": [{"card": "Front Company", "rezzed": False}]}}})
    from rulesdb.engine.timing.flow import offer_rez
    assert not offer_rez(game, game.servers["Server 1"].root[0])


def test_front_company_does_2_net_damage_on_the_first_archives_run_while_unprotected(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}, {"runner": "run Archives"}],
                      runner={"grip": GRIP}, corp={"servers": {"Server 1": {"root": ["Front Company"]}}},
                      decisions={"jack out": "no"})
    assert at(result, "damage.net") == 2
    guarded = scenario(tmp_path, actions=[{"runner": "run Archives"}], name="guarded", runner={"grip": GRIP},
                       corp={"servers": {"Server 1": {"root": ["Front Company"], "ice": ["Ice Wall"]}}},
                       decisions={"jack out": "no", "break Ice Wall": "no"})
    assert at(guarded, "damage.net") == 0


# --- the same action three times -------------------------------------------------------------------
def test_wage_workers_gives_a_click_after_the_third_time_of_the_same_action(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 4, corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Wage Workers"]}}})
    assert at(result, "corp.credits") == 5 + 4  # 3 clicks, and the one Wage Workers gave
    mixed = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}, {"corp": "gain credit"},
                                                     {"corp": "draw"}], name="mixed",
                     corp={"rd": ["Hedge Fund", "Ice Wall"], "servers": {"Server 1": {"root": ["Wage Workers"]}}})
    assert at(mixed, "corp.clicks") == 0


# --- once per turn -----------------------------------------------------------------------------
def test_brasilia_derezzes_another_ice_to_give_the_rezzed_one_3_strength_once_per_turn(tmp_path):
    result = run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}], corp={"servers": {
        "Server 1": {"root": ["Brasília Government Grid"]}, "HQ": {"ice": ["Enigma"]}}},
        runner={"rig": ["Corroder"], "credits": 9},
        decisions={"rez": "yes", "Brasília Government Grid target": "Enigma", "break Ice Wall": "Corroder",
                   "trash Brasília Government Grid": "no"})
    assert at(result, "corp.servers.HQ.unrezzed") == ["Enigma"]
    assert traced(result, "Ice Wall gets +3 strength for the remainder of that run")
    assert at(result, "runner.credits") == 9 - 1 - 2  # Corroder pumped 2 to match Ice Wall's 1 + 3
