"""Standard Corp cards with costs of their own or plays from HQ and Archives, each test stating what the
printed text makes happen: Cold Site Server and Reduced Service (additional costs to run), Tucana, Humanoid
Resources, Janaína “JK” Dumont Kindelán, Plutus, Wall to Wall, Warm Reception, Moon Pool and Nightmare Archive."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, scenario, traced, use

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def _corp_turn(tmp_path, root, name="turn", answers=None, actions=None, rd=("Hedge Fund", "Ice Wall"), **corp):
    return scenario(tmp_path, turn="corp", actions=actions or [{"corp": "gain credit"}], name=name,
                    corp={"rd": list(rd), "servers": {"Server 1": {"root": [root]}}, **corp},
                    runner={"grip": GRIP}, decisions=answers)


# --- additional costs to run ---------------------------------------------------------------------
def test_cold_site_server_charges_a_click_and_a_credit_per_counter_to_run_its_server(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"clicks": 4},
                      corp={"servers": {"Server 1": {"root": [{"card": "Cold Site Server", "counters": {"power": 2}}]}}},
                      decisions={"jack out": "no", "trash Cold Site Server": "no"})
    assert (at(result, "runner.clicks"), at(result, "runner.credits")) == (4 - 1 - 2, 5 - 2)
    assert traced(result, "As an additional cost to run Server 1")
    with pytest.raises(ScenarioError, match="cannot run on Server 1: they cannot pay the additional cost to run it"):
        scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"clicks": 2}, name="poor",
                 corp={"servers": {"Server 1": {"root": [{"card": "Cold Site Server", "counters": {"power": 2}}]}}})
    other = scenario(tmp_path, actions=[{"runner": "run HQ"}], name="other", corp={"hq": ["Hedge Fund"], "servers": {
        "Server 1": {"root": [{"card": "Cold Site Server", "counters": {"power": 2}}]}}}, decisions={"jack out": "no"})
    assert at(other, "runner.credits") == 5


def test_cold_site_server_gains_counters_by_click_and_loses_them_as_the_corp_turn_begins(tmp_path):
    result = _corp_turn(tmp_path, {"card": "Cold Site Server", "counters": {"power": 3}},
                        actions=[{"corp": "use Cold Site Server"}])
    assert at(result, "cards.Cold Site Server.counters") == {"power": 1}


def test_reduced_service_buys_counters_on_rez_each_charging_2_to_run_and_one_goes_per_central_run(tmp_path):
    game = board(tmp_path, turn="corp", decisions={"rez": "yes", "Reduced Service choice": 3},
                 corp={"servers": {"Server 1": {"root": [{"card": "Reduced Service", "rezzed": False}]}}})
    from rulesdb.engine.effects.triggers import checkpoint
    from rulesdb.engine.timing.flow import offer_rez
    offer_rez(game, game.servers["Server 1"].root[0])
    checkpoint(game)
    assert (game.corp.credits, game.servers["Server 1"].root[0].counters["power"]) == (5 - 3, 3)
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run Server 1"}], name="runs",
                      runner={"credits": 9}, corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": [
                          {"card": "Reduced Service", "counters": {"power": 2}}]}}},
                      decisions={"jack out": "no", "trash Reduced Service": "no"})
    assert at(result, "runner.credits") == 9 - 2  # 1 counter left after the successful run on HQ


# --- scored or stolen, persistent -----------------------------------------------------------------
def test_tucana_finds_and_installs_ice_when_an_agenda_is_scored_from_its_root(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "credits": 5, "rd": ["Hedge Fund", "Enigma"], "servers": {"Server 1": {"root": [
            {"card": "Hostile Takeover", "advancement": 2}, "Tucana"]}}},
        decisions={"score": "yes", "use Tucana": "yes", "Tucana target": "Enigma", "Tucana choice": "HQ",
                   "order Corp abilities": ["Hostile Takeover", "Tucana"]})
    assert at(result, "corp.servers.HQ.ice") == ["Enigma"]
    assert at(result, "cards.Enigma.rezzed") is True
    assert at(result, "corp.credits") == 5 + 7 + 1  # Enigma's 3 to rez, 3 less: free


def test_tucana_trashed_during_the_run_still_answers_the_agenda_stolen_from_its_root(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"credits": 9}, corp={
        "rd": ["Hedge Fund", "Enigma"], "servers": {"Server 1": {"root": [
            "Tucana", {"card": "Hostile Takeover", "rezzed": False}]}}},
        decisions={"jack out": "no", "access order": ["Tucana", "Hostile Takeover"], "trash Tucana": "yes",
                   "use Tucana": "yes", "Tucana target": "Enigma", "Tucana choice": "HQ"})
    assert at(result, "corp.archives") == ["Tucana"]
    assert at(result, "corp.servers.HQ.ice") == ["Enigma"]


# --- playing and installing from HQ and Archives -----------------------------------------------------
def test_humanoid_resources_gains_draws_installs_and_plays(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Humanoid Resources"}], corp={
        "hq": ["PAD Campaign"], "rd": ["Hedge Fund", "Ice Wall", "Enigma", "Beanstalk Royalties"],
        "servers": {"Server 1": {"root": ["Humanoid Resources"]}}},
        decisions={"Humanoid Resources install": "PAD Campaign", "Humanoid Resources install where": "new remote",
                   "Humanoid Resources install #2": "no", "Humanoid Resources play": "Hedge Fund", "rez": "no"})
    assert at(result, "corp.archives") == ["Humanoid Resources", "Hedge Fund"]
    assert at(result, "corp.servers.Server 1.root") == ["PAD Campaign"]  # a new remote: the old Server 1 was gone
    assert at(result, "corp.credits") == 5 + 4 - 5 + 9
    assert at(result, "corp.hq") == ["Ice Wall", "Enigma", "Beanstalk Royalties"]  # the turn drew Hedge Fund


def test_janaina_banks_3_a_turn_and_returns_to_hq_paying_out_and_installing(tmp_path):
    result = _corp_turn(tmp_path, {"card": "Janaína “JK” Dumont Kindelán", "counters": {"credits": 3}},
                        actions=[{"corp": "use Janaína “JK” Dumont Kindelán"}], hq=["PAD Campaign"],
                        answers={"Janaína “JK” Dumont Kindelán install": "PAD Campaign",
                                 "Janaína “JK” Dumont Kindelán install where": "new remote", "rez": "no"})
    assert at(result, "corp.credits") == 5 + 6
    assert "Janaína “JK” Dumont Kindelán" in at(result, "corp.hq")
    assert at(result, "corp.servers.Server 1.root") == ["PAD Campaign"]


def test_plutus_costs_an_agenda_or_3_cards_to_rez_and_replays_a_transaction_from_archives(tmp_path):
    game = board(tmp_path, turn="corp", decisions={"rez": "yes", "Plutus cost": "forfeit 1 agenda",
                                                   "forfeit": "Hostile Takeover"},
                 corp={"hq": ["Hedge Fund"], "score_area": ["Hostile Takeover"],
                       "servers": {"Server 1": {"root": [{"card": "Plutus", "rezzed": False}]}}})
    from rulesdb.engine.timing.flow import offer_rez
    assert offer_rez(game, game.servers["Server 1"].root[0])
    assert game.corp.score == []
    result = _corp_turn(tmp_path, "Plutus", archives=["Hedge Fund"], name="replay", answers={"Plutus play": "Hedge Fund"})
    assert at(result, "corp.credits") == 5 - 5 + 9 + 1
    assert (at(result, "corp.archives"), at(result, "corp.removed")) == ([], ["Hedge Fund"])


def test_wall_to_wall_resolves_up_to_3_options_alone_and_1_beside_another_asset(tmp_path):
    alone = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "rd": ["Hedge Fund", "Ice Wall"], "servers": {"Server 1": {"root": ["Wall to Wall"]}, "HQ": {"ice": ["Enigma"]}}},
        decisions={"Wall to Wall choice": ["gain 1[c]", "place 1 advancement counter on an installed piece of ice",
                                           "add this asset to HQ"], "Wall to Wall target": "Enigma"})
    assert (at(alone, "corp.credits"), at(alone, "cards.Enigma.counters")) == (5 + 1 + 1, {"advancement": 1})
    assert "Wall to Wall" in at(alone, "corp.hq")
    with pytest.raises(ScenarioError, match="must name 1 different options"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="crowded", corp={
            "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Wall to Wall"]}, "Server 2": {"root": ["PAD Campaign"]}}},
            decisions={"Wall to Wall choice": ["gain 1[c]", "draw 1 card"],
                       "order Corp abilities": ["Wall to Wall", "PAD Campaign"]})


def test_warm_reception_installs_a_card_that_cannot_be_scored_this_turn(tmp_path):
    result = _corp_turn(tmp_path, "Warm Reception", hq=["Hostile Takeover"], actions=[
        {"corp": "advance Hostile Takeover"}, {"corp": "advance Hostile Takeover"}], answers={
        "Warm Reception install": "Hostile Takeover", "Warm Reception install where": "new remote",
        "Warm Reception target": "no", "score": "yes"})
    assert at(result, "corp.servers.Server 2.root") == ["Hostile Takeover"]
    assert at(result, "cards.Hostile Takeover.counters") == {"advancement": 2}
    assert at(result, "corp.score_area") == []  # advanced to its requirement, but not scorable this turn


def test_warm_reception_on_an_unprotected_server_derezzes_itself_to_derez_another_card(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Warm Reception"]}, "Server 2": {"root": [
            "PAD Campaign"]}}}, decisions={"Warm Reception install": "no", "Warm Reception target": "PAD Campaign",
                                           "rez": "no", "order Corp abilities": ["Warm Reception", "PAD Campaign"]})
    assert (at(result, "cards.Warm Reception.rezzed"), at(result, "cards.PAD Campaign.rezzed")) == (False, False)
    guarded = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="guarded", corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Warm Reception"], "ice": ["Ice Wall"]},
                                          "Server 2": {"root": ["PAD Campaign"]}}},
        decisions={"Warm Reception install": "no", "order Corp abilities": ["Warm Reception", "PAD Campaign"]})
    assert at(guarded, "cards.PAD Campaign.rezzed") is True


def test_moon_pool_trashes_from_hq_recycles_archives_and_advances_per_agenda(tmp_path):
    game = board(tmp_path, turn="corp", decisions={"Moon Pool target": ["Hedge Fund"], "Moon Pool choice": [
        "Hostile Takeover", "Enigma"], "Moon Pool target #2": "Ice Wall"},
        corp={"hq": ["Hedge Fund", "PAD Campaign"], "archives": ["Hostile Takeover", "Enigma", "Beanstalk Royalties"],
              "servers": {"Server 1": {"root": ["Moon Pool"]}, "HQ": {"ice": ["Ice Wall"]}}})
    assert use(game, "Moon Pool")
    assert sorted(c.title for c in game.corp.deck) == ["Enigma", "Hostile Takeover"]
    assert [c.title for c in game.corp.discard] == ["Beanstalk Royalties", "Hedge Fund"]
    assert game.servers["HQ"].ice[0].counters == {"advancement": 1}
    assert [c.title for c in game.corp.removed] == ["Moon Pool"]


def test_nightmare_archive_is_scored_for_minus_1_or_does_core_damage_and_leaves_the_game(tmp_path):
    def access(answer, name):
        return scenario(tmp_path, actions=[{"runner": "run Server 1"}], name=name, runner={"grip": GRIP},
                        corp={"servers": {"Server 1": {"root": [{"card": "Nightmare Archive", "rezzed": False}]}}},
                        decisions={"jack out": "no", "rez": "no", "Nightmare Archive choice": answer})
    scored = access("add it to the score area", "scored")
    assert (at(scored, "runner.score_area"), at(scored, "runner.agenda_points")) == (["Nightmare Archive"], -1)
    refused = access("no", "refused")
    assert (at(refused, "damage.core"), at(refused, "corp.removed")) == (1, ["Nightmare Archive"])
