"""The first Core Set's last cards (2012): Accelerated Beta Test, Access to Globalsec, Aggressive Negotiation, Akitaro
Watanabe, Djinn, Experiential Data, Lemuria Codecracker, Matrix Analyzer, Net Shield, Posted Bounty, Research
Station, Security Subcontract, The Toolbox and Wyldside, each through the engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced

RD = ["Hedge Fund", "Hedge Fund"]


def _score(tmp_path, agenda, *, corp=None, runner=None, decisions=None, name="score"):
    corp = dict(corp or {})
    corp = {"rd": RD, **corp, "servers": {"Server 1": {"root": [{"card": agenda, "advancement": 3}]},
                                         **corp.get("servers", {})}}
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp, runner=runner, name=name,
                    decisions={"score": "yes", **(decisions or {})})


def test_accelerated_beta_test_installs_and_rezzes_the_ice_it_looked_at_free_and_trashes_the_rest(tmp_path):
    corp = {"credits": 0, "rd": ["Enigma", "Hedge Fund", "Ice Wall", "Beanstalk Royalties"]}
    result = _score(tmp_path, "Accelerated Beta Test", corp=corp, decisions={
        "use Accelerated Beta Test": "yes", "Accelerated Beta Test install": "Enigma",
        "Accelerated Beta Test install where": "HQ", "Accelerated Beta Test install #2": "Ice Wall",
        "Accelerated Beta Test install where #2": "R&D"})
    assert (at(result, "cards.Enigma.rezzed"), at(result, "cards[Ice Wall].rezzed")) == (True, True)
    assert at(result, "corp.archives") == ["Hedge Fund"]  # the one card looked at that was not installed
    # the 4th card was not looked at: still in R&D, then drawn by the Corp's mandatory draw after scoring
    assert (at(result, "corp.rd"), at(result, "corp.hq")) == ([], ["Beanstalk Royalties"])
    assert at(result, "corp.credits") == 0 + 1  # the action's credit; both installs and rezzes ignored all costs
    declined = _score(tmp_path, "Accelerated Beta Test", corp=corp, name="declined",
                      decisions={"use Accelerated Beta Test": "no"})
    assert (at(declined, "corp.archives"), len(at(declined, "corp.rd"))) == ([], 4 - 1)  # 1 drawn


def test_access_to_globalsec_gives_1_link(tmp_path):
    game = board(tmp_path, runner={"rig": ["Access to Globalsec"]})
    assert game.link() == 1


def test_aggressive_negotiation_searches_r_and_d_for_any_card_once_an_agenda_was_scored(tmp_path):
    corp = {"credits": 5, "hq": ["Aggressive Negotiation"], "rd": ["Hedge Fund", "Ice Wall", "Enigma", "Hedge Fund"],
            "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 1}]}}}
    result = scenario(tmp_path, turn="corp", corp=corp, decisions={"score": "yes", "Aggressive Negotiation target": "Enigma"},
                      actions=[{"corp": "advance Hostile Takeover"}, {"corp": "play Aggressive Negotiation"}])
    assert at(result, "corp.score_area") == ["Hostile Takeover"]
    assert at(result, "corp.hq") == ["Hedge Fund", "Enigma"]  # the turn's draw, then the card searched for
    assert sorted(at(result, "corp.rd")) == ["Hedge Fund", "Ice Wall"]
    assert not traced(result, "reveals")  # searched, not revealed
    with pytest.raises(ScenarioError, match="scored no agenda"):
        scenario(tmp_path, turn="corp", name="none", actions=[{"corp": "play Aggressive Negotiation"}],
                 corp={"hq": ["Aggressive Negotiation"], "rd": RD})


def test_akitaro_watanabe_lowers_the_rez_cost_of_ice_protecting_its_server_only(tmp_path):
    from rulesdb.engine.timing.priority import rez_cost
    game = board(tmp_path, corp={"servers": {
        "Server 1": {"ice": [{"card": "Enigma", "rezzed": False}], "root": ["Akitaro Watanabe"]},
        "HQ": {"ice": [{"card": "Enigma", "rezzed": False}]}}})
    assert rez_cost(game, game.servers["Server 1"].ice[0]) == 3 - 2
    assert rez_cost(game, game.servers["HQ"].ice[0]) == 3
    corp = {"credits": 1, "servers": {"Server 1": {"ice": [{"card": "Enigma", "rezzed": False}],
                                                   "root": ["Akitaro Watanabe"]}}}
    ran = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, name="run",
                   decisions={"rez": "yes", "jack out": "no", "break Enigma": "no"})
    assert (at(ran, "cards.Enigma.rezzed"), at(ran, "corp.credits")) == (True, 0)


def test_djinn_hosts_up_to_3_mu_of_non_icebreakers_free_of_memory(tmp_path):
    hosted = scenario(tmp_path, actions=[{"runner": "install Datasucker on Djinn"}],
                      runner={"memory_limit": 1, "grip": ["Datasucker"], "rig": ["Djinn"]})
    assert at(hosted, "cards.Djinn.hosted") == ["Datasucker"]  # Djinn's own 1[MU] fills the limit
    with pytest.raises(ScenarioError, match="Djinn"):
        scenario(tmp_path, actions=[{"runner": "install Corroder on Djinn"}], name="breaker",
                 runner={"grip": ["Corroder"], "rig": ["Djinn"]})
    full = [{"card": "Djinn", "hosted": ["Datasucker", "Datasucker", "Datasucker"]}]
    with pytest.raises(ScenarioError, match="Djinn"):
        scenario(tmp_path, actions=[{"runner": "install Datasucker on Djinn"}], name="full",
                 runner={"grip": ["Datasucker"], "rig": full})


def test_djinn_finds_a_virus_program_in_the_stack(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Djinn"}], decisions={"Djinn target": "Datasucker"},
                      runner={"credits": 1, "rig": ["Djinn"], "stack": ["Corroder", "Datasucker", "Sure Gamble"]})
    assert (at(result, "runner.grip"), at(result, "runner.credits"), at(result, "runner.clicks")) == \
        (["Datasucker"], 0, 4 - 1)


def test_experiential_data_gives_ice_protecting_its_server_1_strength(tmp_path):
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": ["Ice Wall"], "root": ["Experiential Data"]},
                                             "HQ": {"ice": ["Ice Wall"]}}})
    assert game.ice_strength(game.servers["Server 1"].ice[0]) == 1 + 1
    assert game.ice_strength(game.servers["HQ"].ice[0]) == 1
    unrezzed = board(tmp_path, name="unrezzed", corp={"servers": {"Server 1": {
        "ice": ["Ice Wall"], "root": [{"card": "Experiential Data", "rezzed": False}]}}})
    assert unrezzed.ice_strength(unrezzed.servers["Server 1"].ice[0]) == 1


def test_lemuria_codecracker_exposes_only_after_a_successful_run_on_hq(tmp_path):
    corp = {"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}}
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "use Lemuria Codecracker"}], corp=corp,
                      runner={"credits": 1, "rig": ["Lemuria Codecracker"]},
                      decisions={"jack out": "no", "rez PAD Campaign": "no",
                                 "Lemuria Codecracker target": "unrezzed card in the root of Server 1"})
    assert traced(result, "the Runner exposes PAD Campaign")
    assert at(result, "runner.credits") == 0
    with pytest.raises(ScenarioError, match="Lemuria Codecracker"):
        scenario(tmp_path, actions=[{"runner": "use Lemuria Codecracker"}], corp=corp, name="no run",
                 runner={"credits": 1, "rig": ["Lemuria Codecracker"]}, decisions={"rez PAD Campaign": "no"})


def test_matrix_analyzer_may_pay_1_to_advance_a_card_then_traces_for_a_tag(tmp_path):
    corp = {"credits": 3, "servers": {"Server 1": {"ice": ["Matrix Analyzer"]},
                                      "Server 2": {"root": [{"card": "Hostile Takeover"}]}}}
    result = run_past(tmp_path, "Matrix Analyzer", corp=corp, decisions={
        "use Matrix Analyzer": "yes", "Matrix Analyzer target": "Hostile Takeover", "break Matrix Analyzer": "no",
        "Corp trace boost Matrix Analyzer": 0, "Runner link boost Matrix Analyzer": 0})
    assert (at(result, "cards[Hostile Takeover].counters.advancement"), at(result, "runner.tags")) == (1, 1)
    assert at(result, "corp.credits") == 3 - 1
    broke = run_past(tmp_path, "Matrix Analyzer", corp={**corp, "credits": 0}, name="broke",
                     decisions={"break Matrix Analyzer": "no", "Corp trace boost Matrix Analyzer": 0,
                                "Runner link boost Matrix Analyzer": 2})
    assert at(broke, "cards[Hostile Takeover].counters") == {}  # unable to pay 1[c]: not offered
    assert at(broke, "runner.tags") == 0  # trace 2 against link 2: unsuccessful


def _net_damage_twice(tmp_path, rig, decisions, name="net"):
    corp = {"credits": 0, "servers": {"Server 1": {"ice": ["Wall of Thorns"]}}}
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, name=name,
                    runner={"credits": 2, "grip": ["Sure Gamble", "Easy Mark", "Dirty Laundry", "Sure Gamble"],
                            "rig": rig},
                    decisions={"jack out": "no", "break Wall of Thorns": "no", **decisions})


def test_net_shield_prevents_1_of_the_first_net_damage_each_turn_for_1_credit(tmp_path):
    result = _net_damage_twice(tmp_path, ["Net Shield"], {"prevent 2 net damage": "Net Shield"})
    assert (len(at(result, "runner.grip")), at(result, "runner.credits")) == (4 - 1, 2 - 1)


def test_net_shield_does_not_apply_to_a_later_net_damage_the_same_turn(tmp_path):
    corp = {"credits": 0, "servers": {"Server 1": {"ice": ["Wall of Thorns"]}, "Server 2": {"ice": ["Wall of Thorns"]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 2"}], corp=corp,
                      runner={"credits": 2, "grip": ["Sure Gamble"] * 5, "rig": ["Net Shield"]},
                      decisions={"jack out": "no", "break Wall of Thorns": "no", "prevent 2 net damage": "no",
                                 "prevent 2 net damage #2": "Net Shield"})
    # declined the first time; the second net damage this turn is not the first, so nothing is offered
    assert (len(at(result, "runner.grip")), at(result, "runner.credits")) == (5 - 4, 2)


def test_posted_bounty_may_be_forfeited_for_a_tag_and_a_bad_publicity(tmp_path):
    result = _score(tmp_path, "Posted Bounty", decisions={"use Posted Bounty": "yes"})
    assert (at(result, "corp.score_area"), at(result, "corp.agenda_points")) == ([], 0)
    assert (at(result, "runner.tags"), at(result, "corp.bad_publicity")) == (1, 1)
    kept = _score(tmp_path, "Posted Bounty", decisions={"use Posted Bounty": "no"}, name="kept")
    assert (at(kept, "corp.agenda_points"), at(kept, "runner.tags")) == (1, 0)


def test_research_station_installs_only_in_the_root_of_hq_and_gives_2_hand_size(tmp_path):
    game = board(tmp_path, corp={"servers": {"HQ": {"root": ["Research Station"]}}})
    assert game.hand_size("corp") == 5 + 2
    installed = scenario(tmp_path, turn="corp", actions=[{"corp": "install Research Station in HQ"}], name="hq",
                         corp={"hq": ["Research Station"], "rd": RD}, decisions={"rez Research Station": "no"})
    assert at(installed, "corp.hq") == ["Hedge Fund"]  # the turn's draw; Research Station left HQ for its root
    with pytest.raises(ScenarioError, match="only in the root of HQ"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "install Research Station in new remote"}], name="remote",
                 corp={"hq": ["Research Station"], "rd": RD})


def test_security_subcontract_trashes_a_rezzed_ice_for_4_credits(tmp_path):
    corp = {"credits": 0, "rd": RD, "servers": {"HQ": {"ice": ["Ice Wall", {"card": "Enigma", "rezzed": False}]},
                                                "Server 1": {"root": ["Security Subcontract"]}}}
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Security Subcontract"}], corp=corp,
                      decisions={"Security Subcontract cost": "Ice Wall"})
    assert (at(result, "corp.credits"), at(result, "corp.archives")) == (4, ["Ice Wall"])
    unrezzed = {**corp, "servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}]},
                                    "Server 1": {"root": ["Security Subcontract"]}}}
    with pytest.raises(ScenarioError, match="Security Subcontract"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "use Security Subcontract"}], corp=unrezzed, name="none")


def test_the_toolbox_gives_memory_and_link_and_its_credits_pay_only_icebreakers(tmp_path):
    game = board(tmp_path, runner={"rig": ["The Toolbox"]})
    assert (game.link(), game.memory_limit()) == (2, 4 + 2)
    toolbox = game.find_installed("The Toolbox")
    assert toolbox.counters.get("credits") == 2
    corp = {"servers": {"Server 1": {"ice": ["Ice Wall"]}}}
    paid = run_past(tmp_path, "Ice Wall", corp=corp, name="break",
                    runner={"credits": 0, "rig": ["The Toolbox", "Corroder"]},
                    decisions={"break Ice Wall": "Corroder", "pay Corroder": {"The Toolbox": 1}})
    assert at(paid, "runs.0.outcome") == "successful"
    with pytest.raises(ScenarioError, match="cannot pay"):
        scenario(tmp_path, actions=[{"runner": "install Armitage Codebusting"}], name="install",
                 runner={"credits": 0, "grip": ["Armitage Codebusting"], "rig": ["The Toolbox"]})


def test_wyldside_draws_2_and_takes_a_click_as_the_runners_turn_begins(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}, {"corp": "gain credit"},
                                                       {"corp": "gain credit"}, {"runner": "gain credit"}],
                      corp={"rd": RD}, runner={"stack": ["Sure Gamble", "Easy Mark", "Dirty Laundry"],
                                               "rig": ["Wyldside"]})
    assert at(result, "runner.grip") == ["Sure Gamble", "Easy Mark"]
    assert at(result, "runner.clicks") == 4 - 1 - 1  # lost one as the turn began, spent one
