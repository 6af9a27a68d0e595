"""Femme Fatale vs Tollbooth (Rules Reference, Trigger Steps and Timing Structures) and its counterfactuals."""

from rulesdb.engine import run_scenario

HEADLINE = "femme-fatale-vs-tollbooth"


def texts(result):
    return [entry["text"] for entry in result["trace"]]


def index_of(result, start):
    return next(i for i, text in enumerate(texts(result)) if text.startswith(start))


def test_femme_fatale_resolves_first_on_the_runners_turn():
    result = run_scenario(HEADLINE)
    met = result["final_state"]["abilities"]["met"]
    assert met == ["Femme Fatale", "Tollbooth"]
    first = index_of(result, "Abilities of both players are waiting")
    assert "the Runner (the active player) triggers theirs first" in texts(result)[first]
    assert index_of(result, "Femme Fatale's ability triggers and resolves") > first


def test_bypass_prevents_tollbooths_when_encountered_ability():
    result = run_scenario(HEADLINE)
    final = result["final_state"]
    assert final["abilities"]["resolved"] == ["Femme Fatale"]
    assert final["abilities"]["not_resolved"] == ["Tollbooth"]
    failed = texts(result)[index_of(result, "Tollbooth's ability does not trigger or resolve")]
    assert failed.endswith("the encounter timing structure its trigger condition belongs to has ended.")
    assert index_of(result, "Femme Fatale bypasses Tollbooth") < index_of(result, "Tollbooth's ability does not")


def test_runner_pays_exactly_1_credit_and_the_run_goes_on():
    final = run_scenario(HEADLINE)["final_state"]
    assert final["payments"] == [{"player": "runner", "amount": 1, "for": "Femme Fatale's bypass",
                                  "from": {"pool": 1}}]
    assert final["runner"]["credits"] == 4
    run = final["runs"][0]
    assert run["encounters"][0]["result"] == "bypassed"
    assert run["encounters"][0]["subroutines_resolved"] == []
    assert run["ended_by"] is None
    assert run["outcome"] == "successful"
    assert run["accessed"] == ["Hedge Fund"]


def test_bypassed_ice_is_passed_without_reaching_the_encounters_paid_ability_window():
    steps = [entry["step"] for entry in run_scenario(HEADLINE)["trace"]]
    encounter = steps.index("run [6.9.3a]")  # cr/step_encounter_begins
    assert steps[encounter:].count("run [6.9.3b]") == 0  # cr/step_encounter_paw
    assert "run [6.9.4a]" in steps[encounter:]  # cr/step_pass_ice


def test_declining_the_bypass_lets_tollbooth_charge_3_credits_and_end_the_run():
    result = run_scenario(HEADLINE, decisions={"bypass with Femme Fatale": "no"})
    final = result["final_state"]
    assert final["abilities"]["declined"] == ["Femme Fatale"]
    assert final["abilities"]["resolved"] == ["Tollbooth"]
    assert final["runner"]["credits"] == 2
    assert final["runs"][0]["encounters"][0]["subroutines_resolved"] == ["End the run."]
    assert final["runs"][0]["outcome"] == "unsuccessful"
    assert result["ok"] is False  # the file's own expectations describe the bypass
    assert result["unused_decisions"] == ["jack out"]


def test_yog_0_is_too_weak_for_tollbooth_so_its_subroutine_ends_the_run():
    result = run_scenario("femme-fatale-vs-tollbooth-declined")
    assert result["ok"]
    assert any(t.startswith("Yog.0 (strength 3) cannot interact with Tollbooth (strength 5)")
               for t in texts(result))
    assert result["final_state"]["runs"][0]["ended_by"] == "Tollbooth's subroutine"


def test_gordian_blade_at_strength_5_breaks_tollbooth_after_the_toll():
    result = run_scenario("femme-fatale-vs-tollbooth-declined-gordian-blade")
    final = result["final_state"]
    assert result["ok"]
    assert [p["amount"] for p in final["payments"]] == [3, 1, 1, 1, 1]
    assert final["runner"]["credits"] == 1
    assert final["runs"][0]["outcome"] == "successful"
    assert "Gordian Blade gets +1 strength for the rest of this run (now 5)." in texts(result)


def test_with_no_credits_the_runner_cannot_bypass_or_pay_and_the_run_ends():
    result = run_scenario("femme-fatale-vs-tollbooth-no-credits")
    final = result["final_state"]
    assert final["abilities"]["not_usable"] == ["Femme Fatale"]
    assert final["abilities"]["resolved"] == ["Tollbooth"]
    assert final["runs"][0]["ended_by"] == "Tollbooth's ability"
    assert final["runs"][0]["outcome"] == "unsuccessful"
    assert "bypass with Femme Fatale" not in [d["decision"] for d in final["decisions"]]


def test_femme_fatale_on_other_ice_offers_no_bypass():
    result = run_scenario("femme-fatale-vs-tollbooth-other-ice")
    final = result["final_state"]
    assert final["abilities"]["met"] == ["Tollbooth"]
    assert final["decisions"] == []
    assert final["runner"]["credits"] == 2
    assert final["runs"][0]["outcome"] == "unsuccessful"
