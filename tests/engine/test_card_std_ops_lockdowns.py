"""Lockdown operations stay in play, active, until the Corp's next turn begins, and none may be played while
another is active (cr/rule_operation_lockdown): Argus Crackdown, NAPD Cordon, NEXT Activation Command, SYNC
Rerouting and Hyoubu Precog Manifold, each test stating what its printed text makes happen."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]


def locked(tmp_path, lockdown, runner_actions, name="locked", corp=None, runner=None, answers=None, corp_after=()):
    """The Corp plays `lockdown` and gains credits; the Runner then takes `runner_actions` (4 clicks' worth)."""
    actions = [{"corp": f"play {lockdown}"}, {"corp": "gain credit"}, {"corp": "gain credit"},
               *({"runner": a} for a in runner_actions), *({"corp": a} for a in corp_after)]
    return scenario(tmp_path, turn="corp", actions=actions, name=name,
                    corp={"hq": [lockdown], "rd": list(RD), **(corp or {})}, runner=runner,
                    decisions={"jack out": "no", "rez": "no", "steal": "yes", **(answers or {})})


def test_a_lockdown_stays_in_play_until_the_corps_next_turn_begins_then_is_trashed(tmp_path):
    during = locked(tmp_path, "SYNC Rerouting", ["gain credit"] * 4, name="during")
    assert at(during, "corp.archives") == []
    after = locked(tmp_path, "SYNC Rerouting", ["gain credit"] * 4, name="after", corp_after=["gain credit"])
    assert at(after, "corp.archives") == ["SYNC Rerouting"]
    assert traced(after, "a lockdown, is trashed")


def test_no_lockdown_may_be_played_while_another_is_active(tmp_path):
    with pytest.raises(ScenarioError, match="NAPD Cordon cannot be played: there is an active lockdown"):
        scenario(tmp_path, turn="corp", name="two", actions=[{"corp": "play SYNC Rerouting"}, {"corp": "play NAPD Cordon"}],
                 corp={"hq": ["SYNC Rerouting", "NAPD Cordon"], "rd": list(RD)})


def test_sync_rerouting_tags_at_each_run_unless_the_runner_pays_4(tmp_path):
    result = locked(tmp_path, "SYNC Rerouting", ["run Archives", "run Archives", "gain credit", "gain credit"],
                    runner={"credits": 4}, answers={"SYNC Rerouting choice": "pay 4[c]",
                                                    "SYNC Rerouting choice #2": "take 1 tag"})
    assert (at(result, "runner.credits"), at(result, "runner.tags")) == (4 - 4 + 2, 1)


def test_argus_crackdown_does_2_meat_for_a_successful_run_on_a_server_protected_by_ice(tmp_path):
    corp = {"servers": {"R&D": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}}
    result = locked(tmp_path, "Argus Crackdown", ["run R&D", "run Archives", "gain credit", "gain credit"],
                    corp=corp, runner={"grip": ["Sure Gamble", "Diesel", "Easy Mark"]})
    assert at(result, "damage.meat") == 2  # R&D (protected) only, not Archives


def test_napd_cordon_makes_stealing_cost_4_plus_2_per_advancement_counter(tmp_path):
    corp = {"servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 1}]}}}
    result = locked(tmp_path, "NAPD Cordon", ["run Server 1", "gain credit", "gain credit", "gain credit"], corp=corp,
                    runner={"credits": 6})
    assert (at(result, "runner.score_area"), at(result, "runner.credits")) == (["Hostile Takeover"], 6 - 6 + 3)
    poor = locked(tmp_path, "NAPD Cordon", ["run Server 1", "gain credit", "gain credit", "gain credit"], corp=corp,
                  runner={"credits": 5}, name="poor")
    assert at(poor, "runner.score_area") == []


def test_next_activation_command_gives_ice_2_strength_and_forbids_breaking_with_non_icebreakers(tmp_path):
    corp = {"servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": True}]}}}
    result = locked(tmp_path, "NEXT Activation Command", ["gain credit"] * 4, corp=corp)
    assert at(result, "cards.Ice Wall.strength") == 1 + 2
    # Boomerang's only use is breaking, which NEXT forbids: not offered at the encounter, the run ends, Boomerang stays
    boomerang = locked(tmp_path, "NEXT Activation Command", ["install Boomerang", "run HQ"], corp=corp,
                       name="boomerang", runner={"grip": ["Boomerang"]}, answers={"Boomerang target": "Ice Wall"})
    assert (at(boomerang, "runs.0.outcome"), at(boomerang, "runner.rig")) == ("unsuccessful", ["Boomerang"])


def test_hyoubu_precog_manifold_ends_a_successful_run_on_the_chosen_server_when_the_bids_differ(tmp_path):
    def run(bid, name):
        return locked(tmp_path, "Hyoubu Precog Manifold", ["run Archives"] + ["gain credit"] * 3, name=name,
                      corp={"archives": ["Hostile Takeover"]},
                      answers={"Hyoubu Precog Manifold choice": "Archives", "Corp psi bid Hyoubu Precog Manifold": 1,
                               "Runner psi bid Hyoubu Precog Manifold": bid})
    ended = run(0, "differ")
    assert (at(ended, "runner.score_area"), at(ended, "runs.0.accessed")) == ([], [])
    matched = run(1, "match")
    assert at(matched, "runner.score_area") == ["Hostile Takeover"]
