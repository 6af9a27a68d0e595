"""Breaches replaced or forbidden, breaching outside a run, and forced encounters during access."""

import pytest

from rulesdb.engine import cards, load_scenario
from rulesdb.engine.effects.lasting_effects import lasting
from rulesdb.engine.effects.pools import gain_credits
from rulesdb.engine.run.access import breach
from rulesdb.engine.scenario.setup import build
from rulesdb.engine.state.carddef import CardDef, Facts, TriggerDef


def _siphon(game, card, server) -> None:
    from rulesdb.engine.run.steps import make_run

    def replacement(g, c, breached):
        return (lambda g2: gain_credits(g2, "runner", 5, "Test Siphon")) if breached == "HQ" else None
    lasting(game, "breach-replacement", replacement, "Instead of breaching HQ, you may gain 5[c].", "turn",
            "Test Siphon")
    make_run(game, "HQ", "Test Siphon")


def _no_breach(game, card, server) -> None:
    from rulesdb.engine.run.steps import make_run
    lasting(game, "cannot-breach", lambda g, c, breached: breached == "HQ",
            "The Runner cannot breach HQ this turn.", "turn", "Test Lock")
    make_run(game, "HQ", "Test Lock")


def _trap(game, pending) -> None:
    from rulesdb.engine.run.encounter import forced_encounter
    forced_encounter(game, game.servers["HQ"].ice[0], "Test Trap")


TEST_CARDS = {
    "test siphon": CardDef(Facts("Test Siphon", "runner", "event", ("Run",), 0, text=("Run HQ.",)),
                           on_play=_siphon),
    "test lock": CardDef(Facts("Test Lock", "runner", "event", ("Run",), 0, text=("Run HQ.",)),
                         on_play=_no_breach),
    "test trap": CardDef(Facts("Test Trap", "corp", "upgrade", (), 0, trash_cost=1, text=("trap",)),
                         triggers=(TriggerDef("access", "When accessed, the Runner encounters the "
                                              "ice protecting HQ.", _trap,
                                              lambda g, c, e: e.subject is c, inactive_ok=True),)),
}


@pytest.fixture
def test_cards(monkeypatch):
    for key, card in TEST_CARDS.items():
        monkeypatch.setitem(cards._BY_LOWER, key, card)


BASE = """
    title: breach
    example: cr/sec_breaching_servers
    corp:
      hq: [Hedge Fund]
    runner:
      credits: 0
      grip: [{event}]
    actions:
      - runner: play {event}
    decisions:
      jack out: no
{extra}    expect:
      - winner: null
"""


def test_instead_of_breaching_replaces_the_breach(run_text, test_cards):
    result = run_text(BASE.format(event="Test Siphon", extra="      instead of breaching: yes\n"))
    final = result["final_state"]
    assert final["runner"]["credits"] == 5
    assert final["runs"][0]["accessed"] == []
    assert final["runs"][0]["outcome"] == "successful"


def test_counterfactual_declining_the_replacement_breaches_hq(run_text, test_cards):
    result = run_text(BASE.format(event="Test Siphon", extra="      instead of breaching: no\n"))
    assert result["final_state"]["runner"]["credits"] == 0
    assert result["final_state"]["runs"][0]["accessed"] == ["Hedge Fund"]


def test_cannot_breach_beats_the_successful_run(run_text, test_cards):
    result = run_text(BASE.format(event="Test Lock", extra=""))
    assert result["final_state"]["runs"][0]["accessed"] == []
    assert any("cannot breach HQ" in e["text"] for e in result["trace"])


def test_a_forced_encounter_during_access_can_end_the_run(run_text, test_cards):
    text = """
        title: A trap in the root
        example: cr/rule_forced_encounter/example/1
        corp:
          hq: [Hedge Fund]
          servers:
            HQ:
              ice: [Ice Wall]
            Server 1:
              root: [Test Trap, Hostile Takeover]
        runner:
          rig: [Corroder]
        actions:
          - runner: run Server 1
        decisions:
          jack out: no
          access order: [Test Trap]
          break Ice Wall: {break}
          rez: no
        expect:
          - winner: null
    """
    ended = run_text(text.replace("{break}", "no"))["final_state"]["runs"][0]
    assert ended["accessed"] == ["Test Trap"] and ended["stolen"] == []
    assert ended["ended_by"] == "Ice Wall's subroutine"
    broken = run_text(text.replace("{break}", "Corroder\n          trash Test Trap: no"))  # asked only here
    broken = broken["final_state"]["runs"][0]
    assert broken["accessed"] == ["Test Trap", "Hostile Takeover"]
    assert broken["stolen"] == ["Hostile Takeover"]


def test_breaching_outside_a_run_accesses_the_candidates(write_scenario):
    scenario = load_scenario(write_scenario("""
        title: breach outside a run
        example: cr/rule_access_cards_without_breach
        corp:
          rd: [Hedge Fund, Ice Wall]
        actions:
          - runner: gain credit
        expect:
          - winner: null
    """))
    game = build(scenario, {}, 0)
    breach(game, "R&D")
    texts = [e["text"] for e in game.trace.entries]
    assert "The Runner accesses Hedge Fund." in texts and "The Runner accesses Ice Wall." not in texts
