"""Creation and Control and Honor and Profit Corp cards (first printed in those big boxes), each through the engine:
what its printed text makes happen, and for the complex ones an interaction with another card."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced

RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]
GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]


def corp_turn(tmp_path, actions, *, name="corp", corp=None, runner=None, answers=None):
    corp = {"rd": list(RD), **(corp or {})}
    return scenario(tmp_path, turn="corp", actions=actions, corp=corp, runner={"grip": list(GRIP), **(runner or {})},
                    decisions={"rez": "no", **(answers or {})}, name=name)


def test_rainbow_is_a_sentry_code_gate_and_barrier_that_ends_the_run(tmp_path):
    result = run_past(tmp_path, "Rainbow", corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}})
    assert at(result, "runs")[0]["outcome"] == "unsuccessful"
    from rulesdb.engine.cards import lookup
    assert lookup("Rainbow").facts.subtypes == ("Sentry", "Code Gate", "Barrier")


def test_datapike_takes_2_credits_if_able_else_ends_the_run(tmp_path):
    rich = run_past(tmp_path, ["Datapike"], runner={"credits": 5}, name="rich")
    assert at(rich, "runner.credits") == 3 and traced(rich, "run ends")  # its second subroutine ends the run
    poor = run_past(tmp_path, ["Datapike"], runner={"credits": 1}, name="poor")
    assert at(poor, "runner.credits") == 1 and traced(poor, "cannot pay 2[c]")


def test_pup_does_net_damage_unless_the_runner_pays_for_each_subroutine(tmp_path):
    paid = run_past(tmp_path, "Pup", runner={"credits": 5, "grip": GRIP}, decisions={"Pup choice": "pay 1[c]"},
                    name="paid")
    assert (at(paid, "runner.credits"), at(paid, "damage.net")) == (3, 0)
    hurt = run_past(tmp_path, "Pup", runner={"credits": 5, "grip": GRIP},
                    decisions={"Pup choice": "suffer 1 net damage"}, name="hurt")
    assert (at(hurt, "runner.credits"), at(hurt, "damage.net")) == (5, 2)
    broke = run_past(tmp_path, "Pup", runner={"credits": 0, "grip": GRIP}, name="broke")
    assert at(broke, "damage.net") == 2  # unable to pay: no choice


def test_medical_research_fundraiser_gives_8_to_the_corp_and_3_to_the_runner(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "play Medical Research Fundraiser"}],
                       corp={"credits": 3, "hq": ["Medical Research Fundraiser"]}, runner={"credits": 0})
    assert (at(result, "corp.credits"), at(result, "runner.credits")) == (8, 3)


def test_diversified_portfolio_counts_remote_servers_with_a_card_in_their_root(tmp_path):
    servers = {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]}, "Server 2": {"root": [{"card": "Hostile Takeover"}]},
               "Server 3": {"ice": ["Ice Wall"]}, "HQ": {"root": ["Ben Musashi"]}}
    result = corp_turn(tmp_path, [{"corp": "play Diversified Portfolio"}],
                       corp={"credits": 1, "hq": ["Diversified Portfolio"], "servers": servers})
    assert at(result, "corp.credits") == 2  # Server 1 and Server 2; ice alone and HQ's root do not count


def test_fast_track_finds_an_agenda_and_shuffles_rd(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "play Fast Track"}], corp={"hq": ["Fast Track"]},
                       answers={"Fast Track target": "Hostile Takeover"})
    assert "Hostile Takeover" in at(result, "corp.hq") and "Hostile Takeover" not in at(result, "corp.rd")


def test_successful_demonstration_needs_an_unsuccessful_run_last_turn(tmp_path):
    ice = {"servers": {"Archives": {"ice": ["Ice Wall"]}}}
    actions = [{"runner": "run Archives"}] + [{"runner": "gain credit"}] * 3 + \
        [{"corp": "play Successful Demonstration"}]
    stopped = scenario(tmp_path, actions=actions, name="stopped",
                       corp={"credits": 2, "hq": ["Successful Demonstration"], "rd": list(RD), **ice},
                       decisions={"jack out": "no", "rez": "no"})
    assert at(stopped, "corp.credits") == 7
    with pytest.raises(ScenarioError, match="unsuccessful run"):
        scenario(tmp_path, actions=actions, name="clear", decisions={"jack out": "no", "rez": "no"},
                 corp={"credits": 2, "hq": ["Successful Demonstration"], "rd": list(RD)})


def test_levy_university_buys_a_piece_of_ice_from_rd(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "use Levy University"}], corp={
        "credits": 2, "servers": {"Server 1": {"root": ["Levy University"]}}},
        answers={"Levy University target": "Enigma"})
    assert ("Enigma" in at(result, "corp.hq"), at(result, "corp.credits"), at(result, "corp.clicks")) == \
        (True, 1, 2)


def test_mental_health_clinic_pays_each_turn_and_lets_the_runner_keep_one_more_card(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "gain credit"}], corp={
        "credits": 0, "servers": {"Server 1": {"root": ["Mental Health Clinic"]}}})
    assert at(result, "corp.credits") == 2  # 1 as the turn began, 1 for the click
    game = board(tmp_path, corp={"servers": {"Server 1": {"root": ["Mental Health Clinic"]}}})
    assert (game.hand_size("runner"), game.hand_size("corp")) == (6, 5)


def test_server_diagnostics_pays_2_each_turn_until_the_corp_installs_ice(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "install Ice Wall on HQ"}], corp={
        "credits": 0, "hq": ["Ice Wall"], "servers": {"Server 1": {"root": ["Server Diagnostics"]}}})
    assert (at(result, "corp.archives"), at(result, "corp.credits")) == (["Server Diagnostics"], 2)
    asset = corp_turn(tmp_path, [{"corp": "install PAD Campaign in new remote"}], name="asset", corp={
        "hq": ["PAD Campaign"], "servers": {"Server 1": {"root": ["Server Diagnostics"]}}})
    assert at(asset, "corp.archives") == []  # only ice trashes it


def test_thomas_haas_is_trashed_for_2_credits_per_advancement_token(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "use Thomas Haas"}], corp={
        "credits": 0, "servers": {"Server 1": {"root": [{"card": "Thomas Haas", "advancement": 3}]}}})
    assert (at(result, "corp.credits"), at(result, "corp.archives"), at(result, "corp.clicks")) == \
        (6, ["Thomas Haas"], 3)  # a [trash] ability, no click spent
