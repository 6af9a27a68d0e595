"""Standard upgrades of the Corp, each test stating what its printed text makes happen through the engine:
Djupstad Grid, Increased Drop Rates, Isaac Liberdade, La Costa Grid, Malapert Data Vault, Mavirus, Mr. Hendrik,
The Holo Man, Vladisibirsk City Grid, Vovô Ozetti and Yakov Erikovich Avdakov; and the root limits they print
("Remote server only.", "Limit 1 region per server.")."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced, use

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def _score_in(tmp_path, upgrade, name="score", answers=None, **corp):
    """The Corp scores Hostile Takeover from the root of Server 1, where `upgrade` is installed."""
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name, corp={
        "rd": ["Hedge Fund", "Enigma", "Hostile Takeover"], "servers": {"Server 1": {"root": [
            {"card": "Hostile Takeover", "advancement": 2}, upgrade]}}, **corp},
        runner={"grip": GRIP}, decisions={"score": "yes", **(answers or {})})


def _access(tmp_path, root, name="access", answers=None, runner=None, **corp):
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}], name=name,
                    corp={"servers": {"Server 1": {"root": [root]}}, **corp},
                    runner={"grip": GRIP, **(runner or {})}, decisions={"jack out": "no", "rez": "no", **(answers or {})})


# --- root limits -----------------------------------------------------------------------------------
def test_a_remote_server_only_upgrade_cannot_be_installed_in_a_central_root(tmp_path):
    with pytest.raises(ScenarioError, match="La Costa Grid can be installed only in the root of a remote server"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "install La Costa Grid in HQ"}],
                 corp={"hq": ["La Costa Grid"], "rd": ["Hedge Fund"]})


def test_installing_a_second_region_in_a_root_trashes_the_first(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install Djupstad Grid in Server 1"}], corp={
        "hq": ["Djupstad Grid"], "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["La Costa Grid", "Mavirus"]}}},
        decisions={"La Costa Grid target": "Mavirus", "rez": "no"})
    assert at(result, "corp.servers.Server 1.root") == ["Mavirus", "Djupstad Grid"]
    assert at(result, "corp.archives") == ["La Costa Grid"]


# --- scoring from this root ---------------------------------------------------------------------
def test_djupstad_grid_does_1_core_damage_for_an_agenda_scored_from_its_root(tmp_path):
    here = _score_in(tmp_path, "Djupstad Grid", answers={"order Corp abilities": ["Hostile Takeover", "Djupstad Grid"]})
    assert at(here, "damage.core") == 1
    elsewhere = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="elsewhere", corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]},
                                          "Server 2": {"root": ["Djupstad Grid"]}}},
        runner={"grip": GRIP}, decisions={"score": "yes"})
    assert at(elsewhere, "damage.core") == 0


def test_malapert_data_vault_finds_a_non_agenda_card_when_an_agenda_is_scored_here(tmp_path):
    result = _score_in(tmp_path, "Malapert Data Vault", answers={
        "use Malapert Data Vault": "yes", "Malapert Data Vault target": "Enigma",
        "order Corp abilities": ["Hostile Takeover", "Malapert Data Vault"]})
    assert "Enigma" in at(result, "corp.hq") and "Enigma" not in at(result, "corp.rd")


# --- access --------------------------------------------------------------------------------------
def test_increased_drop_rates_removes_a_bad_publicity_unless_the_runner_takes_a_tag(tmp_path):
    removed = _access(tmp_path, "Increased Drop Rates", bad_publicity=2, answers={
        "Increased Drop Rates choice": "no", "trash Increased Drop Rates": "no"})
    assert (at(removed, "corp.bad_publicity"), at(removed, "runner.tags")) == (1, 0)
    tagged = _access(tmp_path, "Increased Drop Rates", name="tagged", bad_publicity=2, answers={
        "Increased Drop Rates choice": "take 1 tag", "trash Increased Drop Rates": "no"})
    assert (at(tagged, "corp.bad_publicity"), at(tagged, "runner.tags")) == (2, 1)


def test_mavirus_may_purge_on_access_and_does_net_damage_only_if_rezzed(tmp_path):
    virus = {"rig": [{"card": "Datasucker", "counters": {"virus": 2}}]}
    rezzed = _access(tmp_path, "Mavirus", runner=virus, answers={"Mavirus choice": "purge virus counters",
                                                                 "trash Mavirus": "no"})
    assert (at(rezzed, "runner.hosted"), at(rezzed, "damage.net")) == ({}, 1)
    facedown = _access(tmp_path, {"card": "Mavirus", "rezzed": False}, name="facedown", runner=virus,
                       answers={"Mavirus choice": "no", "trash Mavirus": "no"})
    assert (at(facedown, "runner.hosted"), at(facedown, "damage.net")) == ({"Datasucker": {"virus": 2}}, 0)


def test_mr_hendrik_costs_2_for_core_damage_which_losing_all_clicks_prevents(tmp_path):
    hurt = _access(tmp_path, "Mr. Hendrik", answers={"use Mr. Hendrik": "yes", "Mr. Hendrik choice": "take the damage",
                                                     "trash Mr. Hendrik": "no"})
    assert (at(hurt, "damage.core"), at(hurt, "corp.credits")) == (1, 5 - 2)
    spared = _access(tmp_path, "Mr. Hendrik", name="spared", answers={
        "use Mr. Hendrik": "yes", "Mr. Hendrik choice": "lose all [click]", "trash Mr. Hendrik": "no"})
    assert (at(spared, "damage.core"), at(spared, "runner.clicks")) == (0, 0)


# --- moving and advancing ------------------------------------------------------------------------
def test_isaac_liberdade_strengthens_advanced_ice_here_and_advances_ice_where_it_moves(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}], corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Isaac Liberdade"],
                                                       "ice": [{"card": "Ice Wall", "advancement": 1}]},
                                          "HQ": {"ice": ["Enigma"]}}},
        decisions={"Isaac Liberdade target": "HQ", "Isaac Liberdade target #2": "Enigma"})
    assert at(result, "corp.servers.HQ.root") == ["Isaac Liberdade"]
    assert at(result, "cards.Enigma.counters") == {"advancement": 1}
    assert at(result, "cards.Enigma.strength") == 2 + 2
    assert at(result, "cards.Ice Wall.strength") == 1 + 1  # no longer protected by Isaac's server


def test_la_costa_grid_advances_a_card_in_its_root_each_turn(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["La Costa Grid", {"card": "Hostile Takeover",
                                                                                  "rezzed": False}]}}},
        decisions={"La Costa Grid target": "Hostile Takeover", "score": "no"})
    assert at(result, "cards.Hostile Takeover.counters") == {"advancement": 1}


def test_the_holo_man_places_3_counters_unless_a_card_was_installed_from_hq(tmp_path):
    corp = {"rd": ["Hedge Fund"], "hq": ["Enigma"], "servers": {
        "Server 1": {"root": ["The Holo Man", {"card": "Hostile Takeover", "rezzed": False}]}}}
    answers = {"The Holo Man target": "no", "The Holo Man target #2": "Hostile Takeover", "score": "no"}
    three = scenario(tmp_path, turn="corp", actions=[{"corp": "use The Holo Man"}], corp=corp, decisions=answers,
                     name="three")
    assert (at(three, "cards.Hostile Takeover.counters"), at(three, "corp.credits")) == ({"advancement": 3}, 5 - 4)
    two = scenario(tmp_path, turn="corp", actions=[{"corp": "install Enigma on HQ"}, {"corp": "use The Holo Man"}],
                   corp=corp, decisions=answers, name="two")
    assert at(two, "cards.Hostile Takeover.counters") == {"advancement": 2}


def test_vladisibirsk_spends_2_of_its_counters_to_place_2_on_another_card_in_its_root_once_a_turn(tmp_path):
    game = board(tmp_path, turn="corp", decisions={"Vladisibirsk City Grid target": "Hostile Takeover"}, corp={
        "servers": {"Server 1": {"root": [{"card": "Vladisibirsk City Grid", "advancement": 4},
                                          {"card": "Hostile Takeover", "rezzed": False}]}}})
    assert use(game, "Vladisibirsk City Grid")
    assert not use(game, "Vladisibirsk City Grid")  # once per turn
    root = game.servers["Server 1"].root
    assert (root[0].counters["advancement"], root[1].counters["advancement"]) == (2, 2)


def test_vovo_ozetti_lowers_rez_costs_of_its_ice_and_at_threat_4_of_its_root(tmp_path):
    result = run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}], corp={"servers": {"Server 1": {"root": [
        "Vovô Ozetti"]}}}, decisions={"rez": "yes", "break Ice Wall": "no"})
    assert at(result, "corp.credits") == 5  # Ice Wall's rez cost 1 - 2: nothing to pay
    game = board(tmp_path, name="threat", corp={"score_area": ["Fetal AI", "Azef Protocol"], "servers": {
        "Server 1": {"root": ["Vovô Ozetti", {"card": "PAD Campaign", "rezzed": False}]}}})
    pad = game.servers["Server 1"].root[1]
    assert game.modifier("rez-cost", pad) == -2
    game.corp.score.pop()
    assert game.modifier("rez-cost", pad) == 0


def test_yakov_gains_2_whenever_a_player_trashes_a_card_from_its_server(tmp_path):
    result = _access(tmp_path, "Yakov Erikovich Avdakov", name="yakov", runner={"credits": 9},
                     servers={"Server 1": {"root": ["Yakov Erikovich Avdakov", "Mavirus"]}},
                     answers={"trash Yakov Erikovich Avdakov": "yes", "trash Mavirus": "yes", "Mavirus choice": "no",
                              "access order": ["Yakov Erikovich Avdakov", "Mavirus"]})
    assert at(result, "corp.archives") == ["Yakov Erikovich Avdakov", "Mavirus"]
    assert at(result, "corp.credits") == 5 + 2  # Yakov saw itself trashed; inactive then, not Mavirus
    assert traced(result, "Yakov Erikovich Avdakov")
