"""Paid abilities used by the players: break and boost plans, hosted credits, [trash] costs, counters."""

import pytest

from rulesdb.errors import ScenarioError

MIMIC = """
    title: Cyberfeeder's credit pays for Mimic's break
    example: cr/rule_hosted_counter_used_condition/example/1
    corp:
      hq: [Hedge Fund]
      servers:
        HQ:
          ice: [Rototurret]
    runner:
      credits: 3
      rig: [Mimic, Cyberfeeder]
    actions:
      - runner: run HQ
    decisions:
      jack out: no
      break Rototurret: Mimic
      pay Mimic's break: {Cyberfeeder: 1}
    expect:
      - runner.credits: 2
      - payments.0.from: {Cyberfeeder: 1}
      - payments.1.from: {pool: 1}
      - runs.0.encounters.0.fully_broken: true
      - runner.rig: [Mimic, Cyberfeeder]
"""


def test_a_recurring_credit_pays_for_an_icebreakers_ability(run_text):
    result = run_text(MIMIC)
    assert [c for c in result["checks"] if not c["ok"]] == []


def test_counterfactual_without_cyberfeeder_the_pool_pays(run_text):
    text = MIMIC.replace("rig: [Mimic, Cyberfeeder]", "rig: [Mimic]").replace(
        "      pay Mimic's break: {Cyberfeeder: 1}\n", "")
    result = run_text(text.replace("- runner.credits: 2", "- runner.credits: 1").replace(
        "- payments.0.from: {Cyberfeeder: 1}", "- payments.0.from: {pool: 1}").replace(
        "- runner.rig: [Mimic, Cyberfeeder]", "- runner.rig: [Mimic]"))
    assert [c for c in result["checks"] if not c["ok"]] == []


CORRODER = """
    title: Corroder's boost lasts until the end of the encounter
    example: cr/rule_icebreaker_strength_increase_implicit/example/1
    corp:
      hq: [Hedge Fund]
      servers:
        HQ:
          ice: [Wall of Static, Ice Wall]
    runner:
      credits: 5
      rig: [Corroder]
    actions:
      - runner: run HQ
    decisions:
      jack out: no
      break Wall of Static: {with: Corroder, boost: 1}
      break Ice Wall: Corroder
    expect:
      - runner.credits: 2
      - runs.0.encounters.0.fully_broken: true
      - runs.0.encounters.1.fully_broken: true
      - at[encounter Ice Wall].runner.credits: 3
      - at[encounter ends Wall of Static].runner.credits: 3
"""


def test_a_boost_for_the_encounter_is_gone_at_the_next_ice(run_text):
    result = run_text(CORRODER)
    assert [c for c in result["checks"] if not c["ok"]] == []
    boosted = [e["text"] for e in result["trace"] if "gets +1 strength for this encounter" in e["text"]]
    assert boosted == ["Corroder gets +1 strength for this encounter (now 3)."]


def test_counterfactual_a_boost_too_small_cannot_break(run_text):
    with pytest.raises(ScenarioError, match="would still be 1 strength short of Wall of Static"):
        run_text(CORRODER.replace("boost: 1", "boost: 0"))


def test_an_unknown_key_in_a_break_plan_is_rejected_when_the_file_loads(write_scenario):
    from rulesdb.engine import load_scenario
    path = write_scenario(CORRODER.replace("boost: 1}", "boost: 1, pump: 2}"))
    with pytest.raises(ScenarioError, match=r"decisions.break Wall of Static: unknown key 'pump' "
                                            r"in a break plan \(known: with, subroutines, boost, copy, ability\)"):
        load_scenario(path)


def test_a_breaker_is_offered_only_against_its_subtype(run_text):
    result = run_text(MIMIC.replace("ice: [Rototurret]", "ice: [Ice Wall]").replace(
        "      break Rototurret: Mimic\n      pay Mimic's break: {Cyberfeeder: 1}\n", ""))
    texts = [e["text"] for e in result["trace"]]
    assert "The Runner has no icebreaker able to break Ice Wall's subroutines." in texts
    assert result["final_state"]["runs"][0]["outcome"] == "unsuccessful"


FALL_GUY = """
    title: Fall Guy's [trash] ability{title}
    example: cr/rule_trash_symbol/example/1
    runner:
      credits: 0
      rig: [Fall Guy]
    corp:
      hq: [Hedge Fund]
    actions:
      - runner: run HQ
    decisions:{use}
      abilities: pass
      jack out: no
    expect:
{expect}
"""


def test_a_trash_ability_is_used_in_a_paid_ability_window(run_text, example_cards):
    result = run_text(FALL_GUY.format(title="", use="\n      abilities at movement before HQ: Fall Guy", expect=(
        "      - runner.credits: 2\n      - runner.heap: [Fall Guy]\n      - at[run begins].runner.credits: 0")))
    assert [c for c in result["checks"] if not c["ok"]] == []
    used = next(e for e in result["trace"] if e["text"].startswith("The Runner uses Fall Guy"))
    assert used["step"] == "run [6.9.4e]"  # cr/step_after_jack_out_paw
    assert "cr/rule_trash_symbol" in used["cites"]


def test_counterfactual_the_runner_passes_and_keeps_fall_guy(run_text, example_cards):
    result = run_text(FALL_GUY.format(title=" kept", use="", expect=(
        "      - runner.credits: 0\n      - runner.rig: [Fall Guy]")))
    assert [c for c in result["checks"] if not c["ok"]] == []


def test_a_hosted_counter_pays_for_an_ability_during_an_encounter(run_text, example_cards):
    text = """
        title: Datasucker lowers Ice Wall's strength so Corroder need not boost
        example: cr/rule_counter_types
        corp:
          hq: [Hedge Fund]
          servers:
            HQ:
              ice: [Wall of Static]
        runner:
          credits: 1
          rig:
            - Corroder
            - {card: Datasucker, counters: {virus: 2}}
        actions:
          - runner: run HQ
        decisions:
          abilities at encounter Wall of Static: Datasucker
          abilities: pass
          break Wall of Static: Corroder
          jack out: no
        expect:
          - cards.Datasucker.counters.virus: 1
          - runs.0.encounters.0.fully_broken: true
          - runner.credits: 0
    """
    result = run_text(text)
    assert [c for c in result["checks"] if not c["ok"]] == []


TWO_FALL_GUYS = """
    title: Two copies of Fall Guy are two abilities
    example: cr/rule_trash_symbol/example/1
    runner:
      credits: 0
      rig: [Fall Guy, Sure Gamble]
    corp:
      hq: [Hedge Fund]
    actions:
      - runner: run HQ
    decisions:
      abilities at movement before HQ: {uses}
      abilities: pass
      jack out: no
    expect:
      - runner.credits: {credits}
"""


def test_each_copy_of_a_card_is_used_separately_in_a_paid_ability_window(run_text, example_cards):
    text = TWO_FALL_GUYS.replace("[Fall Guy, Sure Gamble]", "[Fall Guy, Fall Guy]")
    result = run_text(text.format(uses="[Fall Guy, Fall Guy]", credits=4))
    assert [c for c in result["checks"] if not c["ok"]] == []
    assert result["final_state"]["runner"]["heap"] == ["Fall Guy", "Fall Guy"]
    offered = next(d for d in result["final_state"]["decisions"] if d["decision"] == "abilities at movement before HQ")
    assert [o.split(" (")[0:2] for o in offered["options"][1:]] == [["Fall Guy", "copy 1)"], ["Fall Guy", "copy 2)"]]


def test_counterfactual_naming_one_copy_uses_only_that_copy(run_text, example_cards):
    text = TWO_FALL_GUYS.replace("[Fall Guy, Sure Gamble]", "[Fall Guy, Fall Guy]")
    result = run_text(text.format(uses="{use: Fall Guy, copy: 2}", credits=2))
    assert [c for c in result["checks"] if not c["ok"]] == []
    assert result["final_state"]["runner"]["rig"] == ["Fall Guy"]


def test_a_copy_that_is_not_in_play_is_refused(run_text, example_cards):
    text = TWO_FALL_GUYS.replace("[Fall Guy, Sure Gamble]", "[Fall Guy]")
    with pytest.raises(ScenarioError, match="copy must be a number from 1 to 1"):
        run_text(text.format(uses="{use: Fall Guy, copy: 2}", credits=2))


def test_a_break_plan_names_which_copy_of_a_breaker(run_text):
    two = CORRODER.replace("rig: [Corroder]", "rig: [Corroder, Corroder]").replace(
        "break Ice Wall: Corroder", "break Ice Wall: Corroder (1st installed)")  # the title alone names both
    result = run_text(two.replace("{with: Corroder, boost: 1}", "{with: Corroder, boost: 1, copy: 2}"))
    assert [c for c in result["checks"] if not c["ok"]] == []
    with pytest.raises(ScenarioError, match=r"copy must be a number from 1 to 2 \(copies of 'Corroder' installed\)"):
        run_text(two.replace("{with: Corroder, boost: 1}", "{with: Corroder, boost: 1, copy: 3}"))
