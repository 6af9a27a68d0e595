"""Clauses of a fourth random sample of Standard Corp cards (seed 20261202), each test asserting what the printed
text and CR 25.08 make happen."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import scenario

RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]
TYRANT_UNREZZED = {"Server 1": {"root": ["Hostile Takeover"], "ice": [{"card": "Tyrant", "rezzed": False}]}}


def corp_turn(tmp_path, actions, name="turn", hq=(), servers=None, answers=None, credits=5, **corp):
    return scenario(tmp_path, turn="corp", actions=actions, name=name, corp={
        "hq": list(hq), "rd": list(RD), "servers": servers or {}, "credits": credits, **corp},
        decisions={"rez": "no", "score": "no", **(answers or {})})


def test_slash_and_burn_cannot_place_counters_on_unrezzed_ice_advanced_only_while_rezzed(tmp_path):
    with pytest.raises(ScenarioError, match="Tyrant"):
        corp_turn(tmp_path, [{"corp": "use Slash and Burn Agriculture"}], hq=["Slash and Burn Agriculture"],
                  servers=TYRANT_UNREZZED, answers={"Slash and Burn Agriculture target": "Tyrant"})


def test_key_performance_indicators_cannot_advance_unrezzed_ice_advanced_only_while_rezzed(tmp_path):
    with pytest.raises(ScenarioError, match="Tyrant"):
        corp_turn(tmp_path, [{"corp": "play Key Performance Indicators"}], hq=["Key Performance Indicators"],
                  servers=TYRANT_UNREZZED, answers={
                      "Key Performance Indicators choice": ["gain 2[c]", "place 1 advancement counter"],
                      "Key Performance Indicators target": "Tyrant"})
