"""Paying from the pool and from cards (CR 1.10.3c): Ghost Runner and Tollbooth, Cyberfeeder."""

import pytest

from rulesdb.engine import run_scenario
from rulesdb.errors import ScenarioError

GHOST = "ghost-runner-and-tollbooth"


def test_runner_must_pay_tollbooth_from_ghost_runner_and_it_trashes_itself():
    result = run_scenario(GHOST)
    final = result["final_state"]
    assert result["ok"]
    assert final["payments"] == [{"player": "runner", "amount": 3, "for": "Tollbooth's ability",
                                  "from": {"Ghost Runner": 3}}]
    assert final["runner"]["credits"] == 1
    assert final["runner"]["heap"] == ["Ghost Runner"]
    assert final["runs"][0]["ended_by"] == "Tollbooth's subroutine"


def test_runner_may_divide_the_payment_keeping_ghost_runner_alive():
    result = run_scenario(GHOST, decisions={"pay Tollbooth's ability": {"pool": 1, "Ghost Runner": 2}})
    final = result["final_state"]
    assert final["payments"][0]["from"] == {"pool": 1, "Ghost Runner": 2}
    assert final["runner"]["credits"] == 0
    assert final["runner"]["rig"] == ["Ghost Runner"]
    assert final["runner"]["hosted"] == {"Ghost Runner": {"credits": 1}}


def test_a_division_with_too_little_from_ghost_runner_is_refused_with_the_options():
    with pytest.raises(ScenarioError) as err:
        run_scenario(GHOST, decisions={"pay Tollbooth's ability": {"pool": 3}})
    message = str(err.value)
    assert "ghost-runner-and-tollbooth.yaml (override): decisions.pay Tollbooth's ability" in message
    assert "cannot take 3[c] from 'pool'" in message
    assert "(options: pool: 1, Ghost Runner: 2, Ghost Runner: 3)" in message


def test_without_ghost_runner_1_credit_cannot_pay_and_tollbooth_ends_the_run():
    final = run_scenario("ghost-runner-and-tollbooth-no-ghost-runner")["final_state"]
    assert final["payments"] == []
    assert final["runs"][0]["ended_by"] == "Tollbooth's ability"
    assert final["runs"][0]["encounters"][0]["subroutines_resolved"] == []


CYBERFEEDER = """
    title: Cyberfeeder pays for icebreakers, not for Tollbooth
    example: nisei-cr-1.6/1.10.3c/example/1
    corp:
      servers:
        HQ:
          ice: [Tollbooth]
    runner:
      credits: 6
      rig: [Cyberfeeder, Gordian Blade]
    actions:
      - runner: run HQ
    decisions:
      pay Gordian Blade's strength: {Cyberfeeder: 1}
      break Tollbooth: Gordian Blade
      jack out: no
    expect:
      - runs.0.outcome: successful
"""


def test_cyberfeeders_credit_pays_an_icebreaker_but_not_tollbooths_toll(run_text):
    result = run_text(CYBERFEEDER)
    payments = [(p["for"], p["from"]) for p in result["final_state"]["payments"]]
    assert payments == [("Tollbooth's ability", {"pool": 3}),
                        ("Gordian Blade's strength", {"Cyberfeeder": 1}),
                        ("Gordian Blade's strength", {"pool": 1}),
                        ("Gordian Blade's strength", {"pool": 1}),
                        ("Gordian Blade's break", {"pool": 1})]
    assert result["final_state"]["runner"]["credits"] == 0
    assert result["ok"]
