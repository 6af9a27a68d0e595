"""The result carries the board as set up, so a judge can compare it with the board at the end."""

from rulesdb.engine import run_scenario


def test_start_state_is_the_board_before_any_step():
    result = run_scenario("ghost-runner-and-tollbooth")
    start, final = result["start_state"], result["final_state"]
    assert start["runner"]["rig"] == ["Ghost Runner"] and start["runner"]["heap"] == []
    assert start["runner"]["credits"] == 1 and start["runner"]["clicks"] == 0
    assert start["corp"]["servers"]["HQ"]["ice"] == ["Tollbooth"]
    assert final["runner"]["rig"] == [] and final["runner"]["heap"] == ["Ghost Runner"]


def test_a_counterfactual_starts_from_the_same_board():
    plain = run_scenario("femme-fatale-vs-tollbooth")
    declined = run_scenario("femme-fatale-vs-tollbooth", decisions={"bypass with Femme Fatale": "no"})
    assert plain["start_state"] == declined["start_state"]
    assert plain["final_state"]["runs"] != declined["final_state"]["runs"]
