"""Abilities used from HQ whose cost reveals and trashes the agenda itself (the only zone they can work from:
cr/rule_active_exception_catchall): Slash and Burn Agriculture and Eminent Domain."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario

RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]


def use_from_hq(tmp_path, agenda, name="use", hq=(), servers=None, answers=None, credits=5):
    return scenario(tmp_path, turn="corp", actions=[{"corp": f"use {agenda}"}], name=name, corp={
        "hq": [agenda, *hq], "rd": list(RD), "servers": servers or {}, "credits": credits},
        decisions={"rez": "no", "score": "no", **(answers or {})})


def test_slash_and_burn_is_trashed_from_hq_to_place_2_advancement_counters(tmp_path):
    result = use_from_hq(tmp_path, "Slash and Burn Agriculture", servers={"Server 1": {"root": ["Hostile Takeover"]}},
                         answers={"Slash and Burn Agriculture target": "Hostile Takeover"})
    assert at(result, "cards.Hostile Takeover.counters.advancement") == 2
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (5 - 1, 3 - 1)
    assert at(result, "corp.archives_faceup") == ["Slash and Burn Agriculture"]  # revealed as it was trashed


def test_slash_and_burn_cannot_be_used_once_installed(tmp_path):
    with pytest.raises(ScenarioError, match="Slash and Burn Agriculture is not an active card"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "use Slash and Burn Agriculture"}], name="installed",
                 corp={"rd": list(RD), "servers": {"Server 1": {"root": ["Slash and Burn Agriculture"]}}})


def test_eminent_domain_installs_and_rezzes_a_card_from_hq_paying_5_less_in_all(tmp_path):
    servers = {"HQ": {"ice": ["Ice Wall", "Ice Wall"]}}
    result = use_from_hq(tmp_path, "Eminent Domain", hq=["Enigma"], servers=servers, answers={
        "Eminent Domain install": "Enigma", "Eminent Domain install where": "HQ"})
    # 2[c] to install (2 ice there) and 3[c] to rez: 5 in all, all of it waived; 1[c] for the ability
    assert (at(result, "corp.servers.HQ.ice")[0], at(result, "cards.Enigma.rezzed")) == ("Enigma", True)
    assert at(result, "corp.credits") == 5 - 1


def test_eminent_domain_when_scored_installs_and_rezzes_a_card_from_rd_for_free(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="scored", corp={
        "rd": list(RD), "servers": {"Server 1": {"root": [{"card": "Eminent Domain", "advancement": 3}]}}},
        decisions={"score": "yes", "use Eminent Domain": "yes", "Eminent Domain target": "Enigma",
                   "Eminent Domain install where": "R&D"})
    assert (at(result, "corp.servers.R&D.ice"), at(result, "cards.Enigma.rezzed")) == (["Enigma"], True)
    assert at(result, "corp.credits") == 5 + 1
