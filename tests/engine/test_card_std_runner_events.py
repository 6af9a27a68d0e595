"""Standard events composed of existing primitives, each test stating what its printed text makes
happen: Blueberry!™ Diesel, Finality, Joy Ride, Katorga Breakout, Mutual Favor, Overclock, Scrounge,
Transfer of Wealth, and In the Groove's "Play only as your first [click]" (cr/rule_priority_subtype)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job", "Forked"]


def test_blueberry_diesel_may_put_one_of_the_top_2_on_the_bottom_then_draws_2(tmp_path):
    moved = scenario(tmp_path, actions=[{"runner": "play Blueberry!™ Diesel"}], runner={
        "grip": ["Blueberry!™ Diesel"], "stack": GRIP[:4]}, decisions={"Blueberry!™ Diesel choice": "Sure Gamble"})
    assert (at(moved, "runner.grip"), at(moved, "runner.stack")) == (["Easy Mark", "Diesel"], ["Lucky Find", "Sure Gamble"])
    kept = scenario(tmp_path, actions=[{"runner": "play Blueberry!™ Diesel"}], name="kept", runner={
        "grip": ["Blueberry!™ Diesel"], "stack": GRIP[:4]}, decisions={"Blueberry!™ Diesel choice": "no"})
    assert at(kept, "runner.grip") == ["Sure Gamble", "Easy Mark"]


def test_finality_costs_1_core_damage_and_accesses_4_cards_of_r_and_d(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Finality"}], corp={"rd": ["Hedge Fund"] * 5},
                      runner={"grip": ["Finality", "Diesel"]}, decisions={"jack out": "no"})
    assert (at(result, "damage.core"), len(at(result, "runs.0.accessed"))) == (1, 4)
    assert at(result, "runner.credits") == 5 - 2


def test_joy_ride_draws_5_only_if_the_run_is_successful(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Joy Ride"}], corp={"rd": ["Hedge Fund"]},
                      runner={"grip": ["Joy Ride"], "stack": GRIP}, decisions={"jack out": "no"})
    assert at(result, "runner.grip") == GRIP[:5]
    stopped = scenario(tmp_path, actions=[{"runner": "play Joy Ride"}], name="stopped",
                       corp={"rd": ["Hedge Fund"], "servers": {"R&D": {"ice": ["Ice Wall"]}}},
                       runner={"grip": ["Joy Ride"], "stack": GRIP}, decisions={"jack out": "no"})
    assert at(stopped, "runner.grip") == []


def test_katorga_breakout_returns_a_card_from_the_heap_on_a_successful_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Katorga Breakout on HQ"}], corp={"hq": ["Hedge Fund"]},
                      runner={"grip": ["Katorga Breakout"], "heap": ["Corroder", "Diesel"]},
                      decisions={"jack out": "no", "Katorga Breakout target": "Corroder"})
    assert (at(result, "runner.grip"), at(result, "runner.heap")) == (["Corroder"], ["Diesel", "Katorga Breakout"])


def _mutual_favor(tmp_path, actions, name, answer="yes"):
    return scenario(tmp_path, actions=actions, corp={"hq": ["Hedge Fund"]}, name=name,
                    runner={"grip": ["Mutual Favor"], "stack": ["Sure Gamble", "Corroder"]},
                    decisions={"jack out": "no", "Mutual Favor target": "Corroder", "use Mutual Favor": answer})


def test_mutual_favor_installs_the_icebreaker_only_after_a_successful_run(tmp_path):
    after_run = _mutual_favor(tmp_path, [{"runner": "run HQ"}, {"runner": "play Mutual Favor"}], "run")
    assert (at(after_run, "runner.rig"), at(after_run, "runner.credits")) == (["Corroder"], 5 - 2)
    no_run = _mutual_favor(tmp_path, [{"runner": "play Mutual Favor"}], "norun")
    assert (at(no_run, "runner.rig"), at(no_run, "runner.grip")) == ([], ["Corroder"])
    declined = _mutual_favor(tmp_path, [{"runner": "run HQ"}, {"runner": "play Mutual Favor"}], "declined", "no")
    assert at(declined, "runner.grip") == ["Corroder"]


def test_overclock_hosted_credits_pay_for_breaking_during_its_run_and_not_after(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Overclock on HQ"}], corp={
        "hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}}}, runner={
        "credits": 1, "grip": ["Overclock"], "rig": ["Corroder"]},
        decisions={"jack out": "no", "break Ice Wall": "Corroder"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 0)
    assert at(result, "payments.1.from") == {"Overclock": 1}  # payments.0: Overclock's play cost


def test_scrounge_installs_a_program_from_the_heap_and_may_bottom_another(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Scrounge"}],
                      runner={"grip": ["Scrounge"], "heap": ["Corroder", "Gordian Blade"], "stack": ["Diesel"]},
                      decisions={"Scrounge target": "Corroder", "Scrounge choice": "Gordian Blade"})
    assert (at(result, "runner.rig"), at(result, "runner.stack")) == (["Corroder"], ["Diesel", "Gordian Blade"])
    assert (at(result, "runner.clicks"), at(result, "runner.credits")) == (4 - 2, 5 - 1 - 2)


def test_transfer_of_wealth_takes_a_tag_and_doubles_what_the_corp_loses(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Transfer of Wealth"}], corp={"hq": ["Hedge Fund"], "credits": 2},
                      runner={"grip": ["Transfer of Wealth"]}, decisions={"jack out": "no"})
    assert (at(result, "runner.tags"), at(result, "corp.credits"), at(result, "runner.credits")) == (1, 0, 5 + 4)


def test_in_the_groove_is_played_only_as_the_first_click(tmp_path):
    first = scenario(tmp_path, actions=[{"runner": "play In the Groove"}, {"runner": "install Corroder"}],
                     runner={"grip": ["In the Groove", "Corroder"], "stack": GRIP},
                     decisions={"In the Groove's delayed ability choice": "draw 1 card"})
    assert at(first, "runner.grip") == ["Sure Gamble"]
    with pytest.raises(ScenarioError, match="In the Groove cannot be played.*first"):
        scenario(tmp_path, actions=[{"runner": "gain credit"}, {"runner": "play In the Groove"}], name="second",
                 runner={"grip": ["In the Groove"]})
