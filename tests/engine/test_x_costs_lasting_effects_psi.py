"""X costs, lasting effects with durations, "cannot" beating "can", psi games and traces."""

import pytest

from rulesdb.engine import load_scenario
from rulesdb.engine.effects.psi_games import psi
from rulesdb.engine.scenario.setup import build
from rulesdb.errors import ScenarioError

PSYCHOGRAPHICS = """
    title: Psychographics with X no more than the Runner's tags
    example: cr/rule_cost_x/example/1
    turn: corp
    corp:
      clicks: 1
      credits: 5
      hq: [Psychographics]
      servers:
        Server 1:
          root: [Priority Requisition]
    runner:
      tags: 3
    actions:
      - corp: play Psychographics
    decisions:
      X for Psychographics: 3
      Psychographics target: Priority Requisition
      score: no
    expect:
      - cards.Priority Requisition.counters.advancement: 3
      - corp.credits: 2
"""


def test_x_is_chosen_by_the_player_within_its_limit(run_text, example_cards):
    result = run_text(PSYCHOGRAPHICS)
    assert [c for c in result["checks"] if not c["ok"]] == []
    chosen = next(e for e in result["trace"] if "chooses X = 3" in e["text"])
    assert "cr/rule_cost_x" in chosen["cites"]


def test_counterfactual_x_above_the_runners_tags_is_refused(run_text, example_cards):
    with pytest.raises(ScenarioError, match=r"decisions.X for Psychographics: 4 must be a number "
                                            r"from 0 to 3"):
        run_text(PSYCHOGRAPHICS.replace("X for Psychographics: 3", "X for Psychographics: 4"))


LOCKDOWN = """
    title: After Lockdown, Process Automation only gains credits
    example: cr/rule_expected_effects/example/2
    corp:
      hq: [Hedge Fund]
      servers:
        HQ:
          ice: [Lockdown]
    runner:
      credits: 0
      grip: [Process Automation]
      stack: [Sure Gamble]
    actions:
      - runner: run HQ
      - runner: play Process Automation
    decisions:
      jack out: no
    expect:
      - runner.credits: 2
      - runner.grip: []
      - runner.stack: [Sure Gamble]
"""


def test_a_lasting_cannot_draw_beats_the_events_draw(run_text, example_cards):
    result = run_text(LOCKDOWN)
    assert [c for c in result["checks"] if not c["ok"]] == []
    refused = next(e for e in result["trace"] if "cannot draw cards" in e["text"]
                   and "beats" in e["text"])
    assert "cr/rule_cannot_precedence" in refused["cites"]


def test_counterfactual_the_lasting_effect_ends_with_the_turn(run_text, example_cards):
    text = LOCKDOWN.replace("      - runner: play Process Automation\n",
                            "      - runner: gain credit\n      - runner: gain credit\n"
                            "      - runner: gain credit\n      - corp: gain credit\n"
                            "      - corp: gain credit\n      - corp: gain credit\n"
                            "      - runner: play Process Automation\n")
    text = text.replace("hq: [Hedge Fund]", "hq: [Hedge Fund]\n      rd: [Hedge Fund]")
    result = run_text(text.replace("    decisions:\n", "    decisions:\n      rez: no\n"))
    runner = result["final_state"]["runner"]
    assert runner["grip"] == ["Sure Gamble"]
    ended = [e["text"] for e in result["trace"] if e["text"].startswith("The lasting effect")]
    assert ended == ["The lasting effect \"The Runner cannot draw cards for the remainder of this "
                     "turn.\" ends with the turn."]


def test_a_psi_game_asks_both_bids_and_pays_them(write_scenario):
    scenario = load_scenario(write_scenario("""
        title: psi
        example: cr/sec_psi_games
        corp:
          credits: 3
        actions:
          - runner: gain credit
        decisions:
          Corp psi bid test: 1
          Runner psi bid test: 2
        expect:
          - winner: null
    """))
    game = build(scenario, {}, 0)
    assert psi(game, "test") is True
    assert (game.corp.credits, game.runner.credits) == (2, 3)
    equal = build(scenario, {"Runner psi bid test": 1}, 0)
    assert psi(equal, "test") is False


def test_link_from_the_rig_counts_against_a_trace(run_text):
    text = """
        title: Hunter's trace against link
        example: cr/sec_traces
        corp:
          credits: 0
          hq: [Hedge Fund]
          servers:
            HQ:
              ice: [Hunter]
        runner:
          link: 3
        actions:
          - runner: run HQ
        decisions:
          jack out: no
          Runner link boost Hunter: 0
        expect:
          - runner.tags: 0
    """
    assert run_text(text)["final_state"]["runner"]["tags"] == 0
    assert run_text(text.replace("link: 3", "link: 2"))["final_state"]["runner"]["tags"] == 1
