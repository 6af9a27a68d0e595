"""Core set identities (Revised Core Set, System Core 2019): Blue Sun, Haas-Bioroid: Stronger Together, Jinteki:
Replicating Perfection, Leela Patel, NBN: Making News and Spark Agency, each through the engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced

BLUE_SUN = "Blue Sun: Powering the Future"


def test_blue_sun_adds_a_rezzed_card_to_hq_for_its_rez_cost(tmp_path):
    corp = {"identity": BLUE_SUN, "credits": 0, "rd": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Enigma"]}}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp,
                      decisions={"Blue Sun: Powering the Future target": "Enigma"})
    assert at(result, "corp.credits") == 3 + 1  # Enigma's rez cost, then the action
    assert sorted(at(result, "corp.hq")) == ["Enigma", "Hedge Fund"]
    declined = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp, name="declined",
                        decisions={"Blue Sun: Powering the Future target": "no"})
    assert at(declined, "corp.hq") == ["Hedge Fund"]


def test_haas_bioroid_stronger_together_gives_bioroid_ice_1_strength(tmp_path):
    game = board(tmp_path, corp={"identity": "Haas-Bioroid: Stronger Together",
                                 "servers": {"Server 1": {"ice": ["Brân 1.0", "Ice Wall"]}}})
    bran, wall = game.servers["Server 1"].ice
    assert (game.ice_strength(bran), game.ice_strength(wall)) == (6 + 1, 1)


def test_jinteki_replicating_perfection_allows_remote_runs_only_after_a_central_run(tmp_path):
    corp = {"identity": "Jinteki: Replicating Perfection", "hq": ["Hedge Fund"],
            "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}}
    with pytest.raises(ScenarioError, match="the Runner cannot run on Server 1"):
        scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, name="refused",
                 decisions={"rez PAD Campaign": "no"})
    allowed = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run Server 1"}], corp=corp,
                       decisions={"jack out": "no", "trash PAD Campaign": "no", "rez PAD Campaign": "no"})
    assert [at(allowed, "runs.0.server"), at(allowed, "runs.1.server")] == ["HQ", "Server 1"]


def test_leela_patel_bounces_an_unrezzed_card_when_an_agenda_is_stolen(tmp_path):
    corp = {"servers": {"Server 1": {"root": ["Hostile Takeover"]},
                        "Server 2": {"ice": [{"card": "Enigma", "rezzed": False}]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp,
                      runner={"identity": "Leela Patel: Trained Pragmatist"},
                      decisions={"jack out": "no", "steal": "yes", "Leela Patel: Trained Pragmatist target": "unrezzed ice protecting Server 2 (1st from the server)"})
    assert (at(result, "runner.score_area"), at(result, "corp.hq")) == (["Hostile Takeover"], ["Enigma"])


def test_nbn_making_news_credits_pay_only_for_traces(tmp_path):
    corp = {"identity": "NBN: Making News", "credits": 0}
    result = run_past(tmp_path, "Caduceus", corp=corp, runner={"credits": 0},
                      decisions={"break Caduceus": "no", "Corp trace boost Caduceus": 1,
                                 "Runner link boost Caduceus": 0,
                                 "pay Caduceus's trace": {"NBN: Making News": 1}})
    assert traced(result, "trace strength 4 against link strength 0: successful")
    assert at(result, "corp.credits") == 3  # gained by the first subroutine; the boost came from NBN's credits
    game = board(tmp_path, corp=corp, name="install")
    from rulesdb.engine.effects.costs import Payment, able
    assert not able(game, Payment("corp", 1, "rez", "rezzing"))
    assert able(game, Payment("corp", 2, "trace", "a trace"))


def test_spark_agency_drains_a_credit_the_first_time_an_advertisement_is_rezzed_each_turn(tmp_path):
    corp = {"identity": "Spark Agency: Worldswide Reach", "credits": 10, "rd": ["Hedge Fund"],
            "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]},
                        "Server 2": {"root": [{"card": "CSR Campaign", "rezzed": False}]}}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp, runner={"credits": 5},
                      decisions={"rez PAD Campaign": "yes", "rez CSR Campaign": "yes",
                                 "order Corp abilities": ["PAD Campaign", "CSR Campaign"], "use CSR Campaign": "no"})
    assert (at(result, "corp.servers.Server 1.unrezzed"), at(result, "corp.servers.Server 2.unrezzed")) == ([], [])
    assert at(result, "runner.credits") == 4
