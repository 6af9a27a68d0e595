"""Counters on any card, hosted cards and their hosts, memory modifiers, currents, servers ceasing to exist."""

import pytest

from rulesdb.engine import load_scenario
from rulesdb.engine.effects.trashing import trash
from rulesdb.engine.effects.triggers import checkpoint
from rulesdb.engine.scenario.setup import build
from rulesdb.errors import ScenarioError

MEMORY = """
    title: T400 Memory Diamond raises the memory limit to 5
    example: cr/rule_memory_limit/example/1
    runner:
      credits: 10
      grip: [Corroder]
      rig: [T400 Memory Diamond, Femme Fatale, Gordian Blade, Yog.0, Mimic]
    actions:
      - runner: install Corroder
    expect:
      - runner.memory: {used: 5, limit: 5}
      - runner.rig: {contains: Corroder}
"""


def test_a_memory_bonus_lets_a_fifth_program_in(run_text, example_cards):
    result = run_text(MEMORY)
    assert [c for c in result["checks"] if not c["ok"]] == []


def test_counterfactual_without_the_diamond_a_program_must_be_trashed_first(run_text, example_cards):
    text = MEMORY.replace("T400 Memory Diamond, ", "").replace("    expect:", "    decisions:\n      make room for "
                                                                   "Corroder: Mimic\n    expect:")
    result = run_text(text.replace("{used: 5, limit: 5}", "{used: 4, limit: 4}"))
    assert [c for c in result["checks"] if not c["ok"]] == []
    assert result["final_state"]["runner"]["heap"] == ["Mimic"]


def test_freeing_too_little_memory_is_refused(run_text, example_cards):
    text = MEMORY.replace("T400 Memory Diamond, ", "")
    with pytest.raises(ScenarioError, match="those free too little memory: Corroder needs 1\\[MU\\] more"):
        run_text(text.replace("    expect:", "    decisions:\n      make room for Corroder: []\n    expect:"))


DINOSAURUS = """
    title: Dinosaurus hosts Corroder
    example: cr/rule_host_via_install/example/1
    corp:
      hq: [Hedge Fund]
      servers:
        HQ:
          ice: [Wall of Static]
    runner:
      credits: 5
      memory_limit: 0
      grip: [Corroder]
      rig: [Dinosaurus]
    actions:
      - runner: install Corroder on Dinosaurus
      - runner: run HQ
    decisions:
      break Wall of Static: Corroder
      jack out: no
    expect:
      - cards.Dinosaurus.hosted: [Corroder]
      - cards.Corroder.host: Dinosaurus
      - runner.memory: {used: 0, limit: 0}
      - runner.credits: 2
      - runs.0.encounters.0.fully_broken: true
"""


def test_a_hosted_breaker_costs_no_memory_and_gets_its_hosts_strength(run_text, example_cards):
    result = run_text(DINOSAURUS)
    assert [c for c in result["checks"] if not c["ok"]] == []


def test_a_hosted_card_is_trashed_when_its_host_leaves_play(write_scenario, example_cards):
    text = DINOSAURUS.replace("rig: [Dinosaurus]", "rig:\n        - {card: Dinosaurus, hosted: "
                              "[Corroder]}").replace("grip: [Corroder]", "grip: []")
    scenario = load_scenario(write_scenario(text.replace("- runner: install Corroder on Dinosaurus\n",
                                                         "")))
    game = build(scenario, {}, 0)
    host = game.find_installed("Dinosaurus")
    assert [h.title for h in host.hosted] == ["Corroder"]
    trash(game, host, "A test")  # Corroder goes at the next checkpoint (cr/rule_trash_hosted_objects_when_host_trashed)
    assert ([c.title for c in game.runner.discard], game.find_installed("Corroder")) == (["Dinosaurus"], None)
    checkpoint(game)
    assert [c.title for c in game.runner.discard] == ["Dinosaurus", "Corroder"]
    texts = [e["text"] for e in game.trace.entries]
    assert "Corroder was hosted on Dinosaurus, which was uninstalled: it is trashed." in texts


def test_counters_on_any_card_are_set_up_and_checked(run_text):
    text = """
        title: Counters of several kinds
        example: cr/sec_counters_and_tokens
        corp:
          hq: [Hedge Fund]
          servers:
            Server 1:
              root:
                - {card: Priority Requisition, advancement: 3}
            Server 2:
              root:
                - {card: PAD Campaign, counters: {power: 2}}
        runner:
          rig:
            - {card: Corroder, counters: {virus: 2}}
        actions:
          - runner: gain credit
        expect:
          - cards.Priority Requisition.counters: {advancement: 3}
          - cards.PAD Campaign.counters: {contains: power}
          - cards.Corroder.counters.virus: 2
    """
    result = run_text(text)
    assert [c for c in result["checks"] if not c["ok"]] == []


SERVER_GONE = """
    title: The attacked server ceases to exist when its only ice is trashed
    example: cr/rule_server_cease_to_exist_unsuccesful_exception
    corp:
      hq: [Hedge Fund]
      servers:
        Server 1:
          ice: [Rototurret]
    runner:
      credits: 10
      grip: [Forked]
      rig: [Mimic]
    actions:
      - runner: play Forked on Server 1
    decisions:
      break Rototurret: Mimic
    expect:
      - runs.0.outcome: neither
      - corp.archives: [Rototurret]
      - corp.servers: {excludes: Server 1}
"""


def test_a_run_on_a_server_that_ceases_to_exist_is_neither_successful_nor_unsuccessful(run_text):
    result = run_text(SERVER_GONE)
    assert [c for c in result["checks"] if not c["ok"]] == []
    gone = next(e for e in result["trace"] if "ceases to exist" in e["text"])
    assert "cr/step_checkpoint_remote_server" in gone["cites"]


def test_counterfactual_a_server_with_a_card_in_its_root_goes_on(run_text):
    text = SERVER_GONE.replace("          ice: [Rototurret]", "          ice: [Rototurret]\n"
                               "          root: [Hostile Takeover]")
    result = run_text(text.replace("decisions:", "decisions:\n      jack out: no"))
    assert result["final_state"]["runs"][0]["outcome"] == "successful"
    assert result["final_state"]["runner"]["score_area"] == ["Hostile Takeover"]


CURRENT = """
    title: Lag Time stays in play until an agenda is stolen
    example: cr/rule_operation_current
    turn: corp
    corp:
      clicks: 1
      hq: [Lag Time]
      servers:
        Server 1:
          ice: [Ice Wall]
          root: [Hostile Takeover]
    runner:
      credits: 5
      rig: [Corroder]
    actions:
      - corp: play Lag Time
      - runner: run Server 1
    decisions:
      rez: no
      jack out: no
      break Ice Wall: Corroder
    expect:
      - after[1].corp.current: Lag Time
      - runs.0.encounters.0.strength: 2
      - runner.credits: 4
      - corp.current: null
      - corp.archives: [Lag Time]
"""


def test_a_current_stays_in_play_and_goes_when_an_agenda_is_stolen(run_text, example_cards):
    result = run_text(CURRENT)
    assert [c for c in result["checks"] if not c["ok"]] == []


def test_counterfactual_without_a_theft_the_current_stays(run_text, example_cards):
    text = CURRENT.replace("          root: [Hostile Takeover]\n", "          root: [PAD Campaign]\n")
    result = run_text(text.replace("      jack out: no\n", "      jack out: no\n      trash PAD "
                                   "Campaign: no\n"))
    assert result["final_state"]["corp"]["current"] == "Lag Time"


def test_trashing_a_facedown_program_frees_no_memory_to_install_another(tmp_path):
    # a facedown card is no program and uses no memory (cr/rule_facedown_runner_cards_are_blank): making room for
    # Cache, the Runner is offered only the programs that use [MU]
    from tests.engine.card_play import at, scenario
    rig = ["Corroder", "Gordian Blade", "Mimic", "Yog.0", {"card": "Datasucker", "facedown": True}]
    result = scenario(tmp_path, actions=[{"runner": "install Cache"}], runner={"credits": 5, "grip": ["Cache"],
                                                                               "rig": rig},
                      decisions={"make room for Cache": "Mimic"})
    asked = next(d for d in result["final_state"]["decisions"] if d["decision"] == "make room for Cache")
    assert asked["options"] == ["Corroder", "Gordian Blade", "Mimic", "Yog.0"]
    assert at(result, "runner.heap") == ["Mimic"]
