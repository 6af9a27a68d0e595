"""Null Signal Games era cards outside Standard (System Update 2021, Salvaged Memories and their cycles), the
simple ones, each test stating what its printed text makes happen through the engine: Archived Memories, Bellona,
Cache, Dr. Vientiane Keeling, Drago Ivanov, Excalibur, Hokusai Grid, Ice Carver (with Lotus Field: a strength that
cannot be lowered), K2CP Turbine, Ken "Express" Tenma, Moshing, Networking, NEXT Bronze, Reversed Accounts,
Rezeki, Ronin, Sting!, Turtlebacks, Weyland Consortium: Building a Better World and Xanadu."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced, use

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def _corp(tmp_path, actions, name="corp", answers=None, runner=None, **corp):
    corp.setdefault("rd", ["Hedge Fund"] * 3)
    return scenario(tmp_path, turn="corp", actions=[{"corp": a} for a in actions], name=name, corp=corp,
                    runner={"grip": GRIP, **(runner or {})}, decisions=answers)


def _runner(tmp_path, actions, name="runner", answers=None, corp=None, **runner):
    runner.setdefault("grip", list(GRIP))
    return scenario(tmp_path, actions=[{"runner": a} for a in actions], name=name, runner=runner,
                    corp=corp or {}, decisions={"jack out": "no", **(answers or {})})


# --- Corp: operations, agendas, identities ---------------------------------------------------------------
def test_archived_memories_adds_the_named_card_from_archives_to_hq(tmp_path):
    result = _corp(tmp_path, ["play Archived Memories"], hq=["Archived Memories"], archives=["Ice Wall", "Enigma"],
                   answers={"Archived Memories target": "Enigma"})
    assert at(result, "corp.hq") == ["Hedge Fund", "Enigma"]  # the mandatory draw, then Enigma
    assert at(result, "corp.archives") == ["Ice Wall", "Archived Memories"]


def test_bellona_gains_5_when_scored_and_costs_the_runner_5_more_to_steal(tmp_path):
    scored = _corp(tmp_path, ["advance Bellona"], name="score", answers={"score": "yes"},
                   servers={"Server 1": {"root": [{"card": "Bellona", "advancement": 4}]}})
    assert (at(scored, "corp.credits"), at(scored, "corp.score_area")) == (5 - 1 + 5, ["Bellona"])
    stolen = _runner(tmp_path, ["run Server 1"], name="steal", credits=6, answers={"steal Bellona": "yes"},
                     corp={"servers": {"Server 1": {"root": ["Bellona"]}}})
    assert (at(stolen, "runner.credits"), at(stolen, "runner.score_area")) == (6 - 5, ["Bellona"])
    poor = _runner(tmp_path, ["run Server 1"], name="poor", credits=4, answers={"steal Bellona": "yes"},
                   corp={"servers": {"Server 1": {"root": ["Bellona"]}}})
    assert (at(poor, "runner.credits"), at(poor, "runner.score_area")) == (4, [])


def test_sting_does_1_net_damage_plus_1_per_copy_in_the_other_players_score_area(tmp_path):
    scored = _corp(tmp_path, ["advance Sting!"], name="score", runner={"score_area": ["Sting!"]},
                   answers={"score": "yes"}, servers={"Server 1": {"root": [{"card": "Sting!", "advancement": 2}]}})
    assert at(scored, "damage.net") == 1 + 1  # one copy stolen before
    stolen = _runner(tmp_path, ["run Server 1"], name="steal", answers={"steal Sting!": "yes"},
                     corp={"score_area": ["Sting!", "Sting!"], "servers": {"Server 1": {"root": ["Sting!"]}}})
    assert at(stolen, "damage.net") == 1 + 2  # two copies the Corp scored


def test_weyland_building_a_better_world_gains_1_for_each_transaction_played(tmp_path):
    result = _corp(tmp_path, ["play Hedge Fund", "play Hedge Fund", "play Anonymous Tip"],
                   identity="Weyland Consortium: Building a Better World",
                   hq=["Hedge Fund", "Hedge Fund", "Anonymous Tip"])
    assert at(result, "corp.credits") == 5 + 2 * (4 + 1)  # Anonymous Tip is no transaction


# --- Corp: assets and upgrades ----------------------------------------------------------------------------
def test_dr_vientiane_keeling_gets_a_counter_when_rezzed_and_each_turn_and_shrinks_the_grip(tmp_path):
    game = board(tmp_path, turn="corp", corp={"servers": {"Server 1": {"root": [
        {"card": "Dr. Vientiane Keeling", "counters": {"power": 2}}]}}}, name="keeling")
    assert game.hand_size("runner") == 5 - 2
    result = _corp(tmp_path, ["gain credit"], name="turn", servers={"Server 1": {"root": [
        {"card": "Dr. Vientiane Keeling", "counters": {"power": 1}}]}})
    assert result["final_state"]["cards"]["Dr. Vientiane Keeling"]["counters"] == {"power": 2}
    assert at(result, "runner.hand_size") == 5 - 2
    rezzed = _corp(tmp_path, ["rez Dr. Vientiane Keeling"], name="rez", answers={"rez": "no"},
                   servers={"Server 1": {"root": [{"card": "Dr. Vientiane Keeling", "rezzed": False}]}})
    assert rezzed["final_state"]["cards"]["Dr. Vientiane Keeling"]["counters"] == {"power": 1}


def test_drago_ivanov_spends_2_advancement_counters_for_a_tag_only_during_the_corps_turn(tmp_path):
    result = _corp(tmp_path, ["use Drago Ivanov"], servers={"Server 1": {"root": [
        {"card": "Drago Ivanov", "advancement": 3}]}})
    assert (at(result, "runner.tags"), at(result, "cards.Drago Ivanov.counters")) == (1, {"advancement": 1})
    game = board(tmp_path, turn="runner", corp={"servers": {"Server 1": {"root": [
        {"card": "Drago Ivanov", "advancement": 2}]}}}, name="runner turn")
    assert not use(game, "Drago Ivanov")


def test_reversed_accounts_takes_4_credits_per_advancement_counter(tmp_path):
    result = _corp(tmp_path, ["use Reversed Accounts"], runner={"credits": 10}, servers={"Server 1": {"root": [
        {"card": "Reversed Accounts", "advancement": 2}]}})
    assert (at(result, "runner.credits"), at(result, "corp.archives")) == (10 - 8, ["Reversed Accounts"])


def test_ronin_does_3_net_damage_only_with_4_advancement_counters(tmp_path):
    result = _corp(tmp_path, ["use Ronin"], servers={"Server 1": {"root": [{"card": "Ronin", "advancement": 4}]}})
    assert (at(result, "damage.net"), at(result, "corp.archives")) == (3, ["Ronin"])
    with pytest.raises(ScenarioError, match="Ronin"):
        _corp(tmp_path, ["use Ronin"], name="short",
              servers={"Server 1": {"root": [{"card": "Ronin", "advancement": 3}]}})


def test_turtlebacks_gains_1_for_each_server_created_not_for_an_install_in_an_existing_one(tmp_path):
    result = _corp(tmp_path, ["install PAD Campaign in new remote", "install Ice Wall on Server 1",
                              "install Enigma on HQ"], hq=["PAD Campaign", "Ice Wall", "Enigma"], answers={"rez": "no"},
                   servers={"Server 1": {"root": ["Turtlebacks"]}})
    assert at(result, "corp.credits") == 5 + 1  # one new server; both ice are the first of their server


def test_hokusai_grid_does_1_net_damage_on_a_successful_run_on_its_server_only(tmp_path):
    here = _runner(tmp_path, ["run Server 1"], answers={"trash PAD Campaign": "no", "trash Hokusai Grid": "no",
                                                        "access order": ["Hokusai Grid", "PAD Campaign"]},
                   corp={"servers": {"Server 1": {"root": ["Hokusai Grid", "PAD Campaign"]}}})
    assert at(here, "damage.net") == 1
    hq = _runner(tmp_path, ["run HQ"], name="hq", corp={"hq": ["Hedge Fund"], "servers": {
        "Server 1": {"root": ["Hokusai Grid"]}}})
    assert at(hq, "damage.net") == 0


def test_hokusai_grid_in_the_root_of_hq_punishes_an_hq_run(tmp_path):
    result = _runner(tmp_path, ["run HQ"], answers={"trash Hokusai Grid": "no", "access order": ["Hokusai Grid"]},
                     corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"root": ["Hokusai Grid"]}}})
    assert at(result, "damage.net") == 1


# --- Corp: ice --------------------------------------------------------------------------------------------
def test_excalibur_stops_the_runner_from_making_another_run_this_turn(tmp_path):
    result = run_past(tmp_path, "Excalibur", decisions={"break Excalibur": "no"})
    assert traced(result, "The Runner cannot make another run this turn.")
    with pytest.raises(ScenarioError, match="cannot run"):
        scenario(tmp_path, name="again", actions=[{"runner": "run Server 1"}, {"runner": "run HQ"}],
                 corp={"servers": {"Server 1": {"ice": ["Excalibur"]}}}, decisions={"jack out": "no"})


def test_next_bronze_gets_1_strength_for_each_rezzed_next_ice_itself_included(tmp_path):
    game = board(tmp_path, corp={"servers": {"HQ": {"ice": ["NEXT Bronze", "NEXT Bronze"]},
                                             "R&D": {"ice": [{"card": "NEXT Bronze", "rezzed": False}, "Ice Wall"]}}},
                 name="next")
    bronzes = [o for o in game.installed() if o.title == "NEXT Bronze"]
    assert [game.ice_strength(o) for o in bronzes] == [2, 2, 2]


def test_ice_carver_lowers_only_the_encountered_ice_and_not_lotus_field(tmp_path):
    wall = run_past(tmp_path, "Wall of Static", runner={"rig": ["Ice Carver", "Corroder"]}, name="wall",
                    decisions={"break Wall of Static": "Corroder"})
    # Wall of Static 3 - 1 = 2 against Corroder's 2: one break, no boost (without Ice Carver, one boost more)
    assert at(wall, "runner.credits") == 5 - 1
    game = board(tmp_path, runner={"rig": ["Ice Carver"]}, corp={"servers": {"HQ": {"ice": ["Lotus Field"]},
                                                                             "R&D": {"ice": ["Ice Wall"]}}})
    assert sorted(game.ice_strength(o) for o in game.installed() if o.is_ice) == [1, 4]  # not encountered
    lotus = run_past(tmp_path, "Lotus Field", runner={"rig": ["Ice Carver", "Gordian Blade"]}, name="lotus",
                     decisions={"break Lotus Field": "Gordian Blade"})
    # Gordian Blade 2 must boost twice to meet Lotus Field's 4, which Ice Carver cannot lower
    assert at(lotus, "runner.credits") == 5 - 2 - 1


def test_xanadu_makes_each_ice_cost_1_more_to_rez_but_not_an_asset(tmp_path):
    ice = run_past(tmp_path, {"card": "Ice Wall", "rezzed": False}, runner={"rig": ["Xanadu"]},
                   decisions={"rez": "yes", "break Ice Wall": "no"})
    assert at(ice, "corp.credits") == 5 - (1 + 1)
    asset = _corp(tmp_path, ["rez PAD Campaign"], name="asset", runner={"rig": ["Xanadu"]}, answers={"rez": "no"},
                  servers={"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]}})
    assert at(asset, "corp.credits") == 5 - 2


# --- Runner ---------------------------------------------------------------------------------------------
def test_cache_starts_with_3_virus_counters_each_worth_1_credit(tmp_path):
    result = _runner(tmp_path, ["install Cache", "use Cache", "use Cache"], grip=["Cache"])
    assert (at(result, "runner.credits"), at(result, "cards.Cache.counters")) == (5 - 1 + 2, {"virus": 1})


def test_k2cp_turbine_gives_non_ai_icebreakers_2_strength(tmp_path):
    game = board(tmp_path, runner={"rig": ["K2CP Turbine", "Corroder", "Mimic", "Crypsis"]}, name="turbine")
    strengths = {o.title: game.breaker_strength(o) for o in game.installed() if o.owner == "runner"}
    assert (strengths["Corroder"], strengths["Mimic"], strengths["Crypsis"]) == (2 + 2, 3 + 2, 0)


def test_k2cp_turbine_lets_corroder_break_a_strength_3_barrier_without_boosting(tmp_path):
    with_turbine = run_past(tmp_path, "Wall of Static", runner={"rig": ["K2CP Turbine", "Corroder"]},
                            decisions={"break Wall of Static": "Corroder"})
    assert at(with_turbine, "runner.credits") == 5 - 1  # 2 + 2 = 4 against 3: the break only
    without = run_past(tmp_path, "Wall of Static", runner={"rig": ["Corroder"]}, name="without",
                       decisions={"break Wall of Static": "Corroder"})
    assert at(without, "runner.credits") == 5 - 1 - 1


def test_rezeki_gains_1_when_the_runners_turn_begins(tmp_path):
    result = _runner(tmp_path, ["gain credit"], rig=["Rezeki"])
    assert at(result, "runner.credits") == 5 + 1 + 1


def test_moshing_trashes_3_grip_cards_then_gains_3_and_draws_3(tmp_path):
    result = _runner(tmp_path, ["play Moshing"], grip=["Moshing", "Sure Gamble", "Diesel", "Easy Mark"],
                     stack=["Lucky Find", "Inside Job", "Dirty Laundry"],
                     answers={"Moshing cost": ["Sure Gamble", "Diesel", "Easy Mark"]})
    assert at(result, "runner.credits") == 5 + 3
    assert sorted(at(result, "runner.grip")) == ["Dirty Laundry", "Inside Job", "Lucky Find"]
    with pytest.raises(ScenarioError, match="Moshing"):
        _runner(tmp_path, ["play Moshing"], name="short", grip=["Moshing", "Sure Gamble", "Diesel"])


def test_networking_removes_a_tag_then_may_return_to_the_grip_for_1(tmp_path):
    back = _runner(tmp_path, ["play Networking"], tags=2, grip=["Networking"], answers={"use Networking": "yes"})
    assert (at(back, "runner.tags"), at(back, "runner.credits"), at(back, "runner.grip")) == (1, 4, ["Networking"])
    kept = _runner(tmp_path, ["play Networking"], name="kept", tags=1, grip=["Networking"],
                   answers={"use Networking": "no"})
    assert (at(kept, "runner.tags"), at(kept, "runner.heap"), at(kept, "runner.credits")) == (0, ["Networking"], 5)


def test_ken_tenma_gains_1_for_the_first_run_event_each_turn_only(tmp_path):
    result = _runner(tmp_path, ["play Dirty Laundry on HQ", "play Dirty Laundry on HQ", "play Sure Gamble"],
                     identity="Ken “Express” Tenma: Disappeared Clone",
                     grip=["Dirty Laundry", "Dirty Laundry", "Sure Gamble"])
    # 5 + 1 (Tenma) - 2 + 5 (Dirty Laundry) - 2 + 5 - 5 + 9
    assert at(result, "runner.credits") == 5 + 1 - 2 + 5 - 2 + 5 - 5 + 9
