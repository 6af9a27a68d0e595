"""Clauses of a fifth random sample of Standard cards (seed 20261203: the complete, Standard-legal titles no earlier
audit names, in the order `random.Random(20261203).sample` gives them, the first 15 of each side), each test
asserting what the printed text and CR 25.08 make happen."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]


def corp_turn(tmp_path, actions, name="turn", hq=(), servers=None, answers=None, credits=5, runner=None, **corp):
    return scenario(tmp_path, turn="corp", actions=actions, name=name, corp={
        "hq": list(hq), "rd": list(RD), "servers": servers or {}, "credits": credits, **corp},
        runner={"grip": list(GRIP), **(runner or {})}, decisions={"rez": "no", "score": "no", **(answers or {})})


def scored_with(tmp_path, agenda, counters, name="score", servers=None, answers=None, runner=None):
    servers = {**(servers or {}), "Server 1": {"root": [{"card": agenda, "advancement": counters}]}}
    return corp_turn(tmp_path, [{"corp": "gain credit"}], name=name, servers=servers,
                     answers={"score": "yes", **(answers or {})}, runner=runner)


# --- Élivágar Bifurcation ---------------------------------------------------------------------------
def test_elivagar_derezzing_ice_hosting_saci_gives_the_runner_3_credits(tmp_path):
    result = scored_with(tmp_path, "Élivágar Bifurcation", 2, servers={"HQ": {"ice": [
        {"card": "Ice Wall", "hosted": ["Saci"]}]}}, answers={
        "use Élivágar Bifurcation": "yes", "Élivágar Bifurcation target": "Ice Wall"})
    assert at(result, "corp.servers.HQ.unrezzed") == ["Ice Wall"]
    assert at(result, "runner.credits") == 5 + 3  # "Whenever host ice is rezzed or derezzed, gain 3[c]"


def test_divert_power_shares_the_one_derez_so_saci_sees_its_host_derezzed(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "play Divert Power"}], hq=["Divert Power"], servers={"HQ": {"ice": [
        {"card": "Ice Wall", "hosted": ["Saci"]}]}}, answers={"Divert Power target": ["Ice Wall"],
                                                               "Divert Power choice": "no"})
    assert (at(result, "corp.servers.HQ.unrezzed"), at(result, "runner.credits")) == (["Ice Wall"], 5 + 3)
