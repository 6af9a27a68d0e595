"""Standard icebreakers whose printed abilities need more than one break ability, typed strength costs,
X costs or cost changes (the break abilities' mechanism, cr/rule_break_subroutine): Euler, Hantu,
Lobisomem, Marjanah, Odore, Orca, Penrose, Propeller, Revolver, Sang Kancil, Tremolo and Utae."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario, traced

VIRTUAL = ["Cookbook", "Gang Sign", "No One Home"]


def _install_and_run(tmp_path, breaker, ice, plan=None, *, name="installed", runner=None, **more):
    return scenario(tmp_path, actions=[{"runner": f"install {breaker}"}, {"runner": "run Server 1"}], name=name,
                    corp={"servers": {"Server 1": {"ice": ice if isinstance(ice, list) else [ice]}}},
                    runner={"grip": [breaker], **(runner or {})},
                    decisions={"jack out": "no", f"break {ice if isinstance(ice, str) else ice[0]}": plan or breaker,
                               **more})


def test_propeller_spends_power_counters_for_strength(tmp_path):
    result = _install_and_run(tmp_path, "Propeller", "Bastion")
    assert (at(result, "runs.0.outcome"), at(result, "cards[Propeller].counters")) == ("successful", {"power": 2})
    assert at(result, "runner.credits") == 5 - 1 - 1  # install, then 1[c] to break; strength paid in counters


def test_propeller_cannot_reach_strength_4_with_one_counter_left(tmp_path):
    with pytest.raises(ScenarioError, match="cannot pay remove 1 power counter 2 times for"):
        run_past(tmp_path, "Bastion", runner={"rig": [{"card": "Propeller", "counters": {"power": 1}}]},
                 decisions={"break Bastion": "Propeller"})


def test_hantu_spends_a_virus_counter_for_2_strength(tmp_path):
    result = run_past(tmp_path, "Colossus", runner={"rig": [{"card": "Hantu", "counters": {"virus": 2}}]},
                      decisions={"break Colossus": "Hantu"})
    assert (at(result, "runs.0.outcome"), at(result, "cards[Hantu].counters"), at(result, "runner.credits")) == \
        ("successful", {"virus": 1}, 5 - 2)


def test_revolver_breaks_with_a_power_counter_then_by_trashing_itself(tmp_path):
    plans = [{"with": "Revolver", "subroutines": [1]}, {"with": "Revolver", "subroutines": [2], "ability": 2}]
    result = run_past(tmp_path, "Rototurret", runner={"rig": [{"card": "Revolver", "counters": {"power": 1}}]},
                      decisions={"break Rototurret": plans})
    assert (at(result, "runs.0.outcome"), at(result, "runner.heap"), at(result, "runner.credits")) == \
        ("successful", ["Revolver"], 5)
    installed = scenario(tmp_path, actions=[{"runner": "install Revolver"}], runner={"grip": ["Revolver"]}, name="six")
    assert at(installed, "cards[Revolver].counters") == {"power": 6}


def test_lobisomem_breaks_x_barrier_subroutines_for_x_credits_and_a_power_counter(tmp_path):
    result = run_past(tmp_path, "Spiderweb", runner={"rig": [{"card": "Lobisomem", "counters": {"power": 1}}]},
                      decisions={"break Spiderweb": {"with": "Lobisomem", "ability": 2}})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits"), at(result, "cards[Lobisomem].counters")) == \
        ("successful", 5 - 3, {})
    empty = run_past(tmp_path, "Spiderweb", runner={"rig": ["Lobisomem"]}, name="empty",
                     decisions={"break Spiderweb": {"with": "Lobisomem", "ability": 2}})
    assert at(empty, "runs.0.outcome") == "unsuccessful"  # no hosted power counter: it cannot break barriers
    assert traced(empty, "no icebreaker able to break Spiderweb")


def test_lobisomem_gains_a_power_counter_when_installed_and_when_it_fully_breaks_a_code_gate(tmp_path):
    result = _install_and_run(tmp_path, "Lobisomem", "Enigma", runner={"credits": 10})
    assert (at(result, "runs.0.outcome"), at(result, "cards[Lobisomem].counters")) == ("successful", {"power": 2})


def test_euler_breaks_for_free_the_turn_it_is_installed_and_for_2_per_two_later(tmp_path):
    fresh = _install_and_run(tmp_path, "Euler", "Enigma")
    assert (at(fresh, "runs.0.outcome"), at(fresh, "runner.credits")) == ("successful", 5 - 2)
    later = run_past(tmp_path, "Enigma", runner={"rig": ["Euler"]}, decisions={"break Enigma": "Euler"}, name="later")
    assert (at(later, "runs.0.outcome"), at(later, "runner.credits")) == ("successful", 5 - 2)
    with pytest.raises(ScenarioError, match="break ability 1 cannot be used"):
        run_past(tmp_path, "Enigma", runner={"rig": ["Euler"]}, name="refused",
                 decisions={"break Enigma": {"with": "Euler", "ability": 1}})


def test_penrose_breaks_barriers_only_the_turn_it_is_installed(tmp_path):
    fresh = _install_and_run(tmp_path, "Penrose", "Ice Wall")
    assert (at(fresh, "runs.0.outcome"), at(fresh, "runner.credits")) == ("successful", 5 - 3 - 1)
    later = run_past(tmp_path, "Ice Wall", runner={"rig": ["Penrose"]}, decisions={"break Ice Wall": "Penrose"},
                     name="later")
    assert at(later, "runs.0.outcome") == "unsuccessful"


def test_penrose_strength_is_paid_only_from_stealth_credits(tmp_path):
    result = run_past(tmp_path, "Magnet", runner={"rig": ["Penrose", "Ghost Runner"]},
                      decisions={"break Magnet": "Penrose", "pay Penrose's break": {"pool": 1}})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits"), at(result, "cards[Ghost Runner].counters")) == \
        ("successful", 5 - 1, {"credits": 2})
    with pytest.raises(ScenarioError, match="only with credits from a stealth card"):
        run_past(tmp_path, "Magnet", runner={"rig": ["Penrose"]}, decisions={"break Magnet": "Penrose"}, name="none")


def test_odore_breaks_for_free_with_3_virtual_resources(tmp_path):
    paid = run_past(tmp_path, "Guard", runner={"rig": ["Odore"]}, decisions={"break Guard": "Odore"})
    assert (at(paid, "runs.0.outcome"), at(paid, "runner.credits")) == ("successful", 0)
    free = run_past(tmp_path, "Guard", runner={"rig": ["Odore", *VIRTUAL]}, name="free",
                    decisions={"break Guard": {"with": "Odore", "ability": 2}})
    assert (at(free, "runs.0.outcome"), at(free, "runner.credits")) == ("successful", 5 - 3)


def test_orca_may_charge_a_card_the_first_time_it_fully_breaks_ice_each_turn(tmp_path):
    result = run_past(tmp_path, "Guard", runner={"rig": ["Orca", {"card": "Propeller", "counters": {"power": 2}}]},
                      decisions={"break Guard": "Orca", "Orca target": "Propeller"})
    assert (at(result, "runs.0.outcome"), at(result, "cards[Propeller].counters")) == ("successful", {"power": 3})


def test_marjanah_breaks_for_1_after_a_successful_run_this_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run HQ"}, {"runner": "run Server 1"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                      runner={"rig": ["Marjanah"]}, decisions={"jack out": "no", "break Ice Wall": "Marjanah"})
    assert at(result, "runner.credits") == 5 - 2 - 1


def test_sang_kancil_strength_costs_2_less_during_a_run_event(tmp_path):
    plain = run_past(tmp_path, "Magnet", runner={"rig": ["Sang Kancil"]}, decisions={"break Magnet": "Sang Kancil"})
    assert at(plain, "runner.credits") == 5 - 3 - 1
    laundry = scenario(tmp_path, actions=[{"runner": "play Dirty Laundry on Server 1"}], name="event",
                       corp={"servers": {"Server 1": {"ice": ["Magnet"]}}},
                       runner={"grip": ["Dirty Laundry"], "rig": ["Sang Kancil"]},
                       decisions={"jack out": "no", "break Magnet": "Sang Kancil"})
    assert at(laundry, "runner.credits") == 5 - 2 - 1 - 1 + 5


def test_tremolo_break_costs_1_less_per_cybernetic_hardware(tmp_path):
    plain = run_past(tmp_path, "Border Control", runner={"rig": ["Tremolo"]}, decisions={"break Border Control": "Tremolo"})
    assert at(plain, "runner.credits") == 5 - 3
    wired = run_past(tmp_path, "Border Control", runner={"rig": ["Tremolo", "Zenit Chip JZ-2MJ", "PAN-Weave"]},
                     decisions={"break Border Control": "Tremolo"}, name="wired")
    assert at(wired, "runner.credits") == 5 - 1


def test_utae_breaks_x_code_gate_subroutines_for_x_once_per_run(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"rig": ["Utae"]}, decisions={"break Enigma": "Utae"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 1 - 2)
    twice = run_past(tmp_path, ["Enigma", "Enigma"], runner={"rig": ["Utae"]}, name="twice",
                     decisions={"break Enigma": {"with": "Utae", "ability": 1}})
    assert (at(twice, "runs.0.outcome"), at(twice, "runner.credits")) == ("unsuccessful", 5 - 3)  # once per run
    virtual = run_past(tmp_path, ["Enigma", "Enigma"], runner={"credits": 8, "rig": ["Utae", *VIRTUAL]}, name="virtual",
                       decisions={"break Enigma": {"with": "Utae", "ability": 2}})
    assert (at(virtual, "runs.0.outcome"), at(virtual, "runner.credits")) == ("successful", 8 - 3 - 3)
