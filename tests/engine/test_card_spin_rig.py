"""Spin cycle icebreakers and hardware (Alpha, Omega, Leviathan, Torch, CyberSolutions Mem Chip, Dyson Fractal
Generator, Lockpick, Silencer, LLDS Processor), each through a run or an install."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced


def test_alpha_breaks_only_the_outermost_ice(tmp_path):
    outer = run_past(tmp_path, ["Ice Wall", "Enigma"], runner={"credits": 5, "rig": ["Alpha"]},
                     decisions={"break Ice Wall": "Alpha", "break Enigma": "no", "Enigma choice": "end the run"})
    assert at(outer, "runs.0.encounters.0.result") == "passed"
    assert at(outer, "runner.credits") == 5 - 1
    inner = run_past(tmp_path, ["Ice Wall", "Enigma"], runner={"credits": 5, "rig": ["Alpha"]}, name="inner",
                     decisions={"break Ice Wall": "Alpha", "break Enigma": "Alpha"})
    assert traced(inner, "Alpha cannot break subroutines on Enigma")
    assert at(inner, "runs.0.outcome") == "unsuccessful"


def test_omega_breaks_only_the_innermost_ice(tmp_path):
    result = run_past(tmp_path, ["Ice Wall", "Enigma"], runner={"credits": 5, "rig": ["Omega"]},
                      decisions={"break Ice Wall": "no", "break Enigma": "Omega"})
    assert at(result, "runs.0.encounters.0.result") != "passed"  # Ice Wall, the outermost, ended the run
    assert traced(result, "Omega cannot break subroutines on Ice Wall")
    alone = run_past(tmp_path, "Enigma", runner={"credits": 5, "rig": ["Omega"]}, name="alone",
                     decisions={"break Enigma": "Omega"})
    assert (at(alone, "runs.0.outcome"), at(alone, "runner.credits")) == ("successful", 5 - 1 - 2)  # +1, 2 subs


def test_leviathan_breaks_up_to_3_code_gate_subroutines_for_3(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"credits": 5, "rig": ["Leviathan"]},
                      decisions={"break Enigma": "Leviathan"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 3)


def test_torch_breaks_code_gate_subroutines_one_credit_each(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"credits": 5, "rig": ["Torch"]}, decisions={"break Enigma": "Torch"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 2)


def test_cybersolutions_mem_chip_gives_2_memory(tmp_path):
    game = board(tmp_path, runner={"rig": ["CyberSolutions Mem Chip"]})
    assert game.memory_limit() == 4 + 2


@pytest.mark.parametrize(("chip", "breaker", "ice", "pool"), [
    ("Dyson Fractal Generator", "Corroder", "Ice Wall", 0), ("Lockpick", "Gordian Blade", "Enigma", 1),
    ("Silencer", "Mimic", "Anemone", 0)])
def test_stealth_chip_credit_pays_for_its_breaker_type(tmp_path, chip, breaker, ice, pool):
    second = {f"pay {breaker}'s break (2)": {"pool": 1}} if pool else {}  # Enigma's second subroutine
    result = run_past(tmp_path, ice, runner={"credits": 1, "rig": [chip, breaker]},
                      decisions={f"break {ice}": breaker, f"pay {breaker}'s break": {chip: 1}, **second})
    assert (at(result, f"cards[{chip}].counters"), at(result, "runner.credits")) == ({}, 1 - pool)  # the chip paid


def test_dyson_fractal_generator_credit_does_not_pay_for_a_decoder(tmp_path):
    with pytest.raises(ScenarioError, match="cannot pay"):
        run_past(tmp_path, "Enigma", runner={"credits": 0, "rig": ["Dyson Fractal Generator", "Gordian Blade"]},
                 decisions={"break Enigma": "Gordian Blade"})


def test_llds_processor_gives_an_icebreaker_installed_this_turn_1_strength(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}, {"runner": "install Mimic"}],
                      runner={"credits": 10, "grip": ["Corroder", "Mimic"], "rig": ["LLDS Processor"]})
    assert (at(result, "cards.Corroder.strength"), at(result, "cards.Mimic.strength")) == (2 + 1, 3 + 1)
    later = scenario(tmp_path, actions=[{"runner": "install Corroder"}] + [{"runner": "gain credit"}] * 3
                     + [{"corp": "gain credit"}], name="later",
                     runner={"credits": 10, "grip": ["Corroder"], "rig": ["LLDS Processor"]}, corp={"rd": ["IPO"]})
    assert at(later, "cards.Corroder.strength") == 2
