"""Interrupts and prevention: trashing, damage and tags are imminent first, and abilities may prevent them."""

ROTOTURRET = """
    title: Sacrificial Construct prevents Rototurret from trashing a program
    example: cr/rule_cancelled_movement/example/1
    corp:
      hq: [Hedge Fund]
      servers:
        HQ:
          ice: [Rototurret]
    runner:
      rig: [Corroder, Sacrificial Construct]
    actions:
      - runner: run HQ
    decisions:
      Rototurret target: Corroder
      prevent trash: Sacrificial Construct
    expect:
      - runner.rig: [Corroder]
      - runner.heap: [Sacrificial Construct]
      - runs.0.outcome: unsuccessful
"""


def test_a_trash_prevention_interrupt_saves_the_program(run_text, example_cards):
    result = run_text(ROTOTURRET)
    assert [c for c in result["checks"] if not c["ok"]] == []
    used = next(e for e in result["trace"] if e["text"].startswith("Interrupt window"))
    assert "cr/sec_interrupts_replacements" in used["cites"]
    assert used["step"] == "run [6.9.3c]"  # cr/step_resolve_subroutine


def test_counterfactual_declining_the_interrupt_loses_the_program(run_text, example_cards):
    result = run_text(ROTOTURRET, decisions={"prevent trash": "no"})
    final = result["final_state"]["runner"]
    assert final["rig"] == ["Sacrificial Construct"]
    assert final["heap"] == ["Corroder"]


BOOM = """
    title: BOOM! with 4 cards in the grip
    example: cr/rule_multiple_damage_taken_simultaneously/example/1
    turn: corp
    corp:
      credits: 10
      clicks: 3
      hq: [BOOM!]
    runner:
      tags: 2
      grip: [Sure Gamble, Diesel, Easy Mark, Sure Gamble]
      rig:
        - {card: Plascrete Carapace, counters: {power: 4}}
    actions:
      - corp: play BOOM!
      - corp: gain credit
    decisions:
      prevent: Plascrete Carapace
    expect:
      - winner: null
      - damage.meat: 3
      - runner.grip: {count: 1}
      - runner.heap: {count: 4}
      - corp.clicks: 0
"""


def test_preventing_four_of_seven_meat_damage_keeps_the_runner_alive(run_text, example_cards):
    result = run_text(BOOM)
    assert [c for c in result["checks"] if not c["ok"]] == []
    texts = [e["text"] for e in result["trace"]]
    assert "4 of the 7 meat damage is prevented." in texts
    assert any(t.startswith("Plascrete Carapace (it is empty) trashes Plascrete Carapace") for t in texts)


def test_counterfactual_without_prevention_seven_meat_damage_flatlines(run_text, example_cards):
    result = run_text(BOOM, decisions={"prevent": "no"})
    assert result["final_state"]["winner"] == "corp"
    assert result["final_state"]["reason"] == "flatline"


def test_an_operation_that_cannot_be_played_stops_with_its_reason(run_text, example_cards):
    import pytest

    from rulesdb.errors import ScenarioError
    with pytest.raises(ScenarioError, match="BOOM! cannot be played: the Runner has fewer than 2 tags"):
        run_text(BOOM.replace("tags: 2", "tags: 1"))


def test_an_interrupt_can_prevent_a_subroutine_from_resolving(run_text, monkeypatch):
    from rulesdb.engine import cards
    from rulesdb.engine.effects.costtypes import Credits
    from rulesdb.engine.state.carddef import CardDef, Facts, Interrupt

    def stop_sub(game, card, imminent):
        imminent.prevented += 1

    shield = CardDef(Facts("Test Shield", "runner", "resource", (), 0, text=("test",)),
                     interrupts=(Interrupt("subroutine", "2[c]: prevent a subroutine.", stop_sub,
                                           costs=(Credits(2),)),))
    monkeypatch.setitem(cards._BY_LOWER, "test shield", shield)
    text = """
        title: An interrupt before a subroutine resolves
        example: cr/step_subroutine_interrupt_subroutine_resolution
        corp:
          hq: [Hedge Fund]
          servers:
            HQ:
              ice: [Ice Wall]
        runner:
          rig: [Test Shield]
        actions:
          - runner: run HQ
        decisions:
          prevent subroutine: Test Shield
          jack out: no
        expect:
          - runs.0.outcome: successful
          - runner.credits: 3
    """
    assert run_text(text)["ok"] is True
    declined = run_text(text, decisions={"prevent subroutine": "no"})
    assert declined["final_state"]["runs"][0]["outcome"] == "unsuccessful"
