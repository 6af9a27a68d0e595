"""Both players' whole turns: the Corp's actions, scoring as a decision, tags and purges, discard."""

import pytest

from rulesdb.errors import ScenarioError

CORP_TURN = """
    title: A Corp turn
    example: cr/rule_no_reveal_for_default_install/example/1
    turn: corp
    corp:
      credits: 5
      hq: [Ice Wall, PAD Campaign, Hostile Takeover]
      rd: [Hedge Fund, Enigma]
    runner:
      rig: [Cyberfeeder]
    actions:
      - corp: install PAD Campaign in new remote
      - corp: install Hostile Takeover in Server 1
      - corp: install Ice Wall on Server 1
    decisions:
      rez: no
    expect:
      - corp.servers.Server 1.root: [Hostile Takeover]
      - corp.archives: [PAD Campaign]
      - corp.servers.Server 1.ice: [Ice Wall]
      - corp.hq: [Hedge Fund]
      - corp.credits: 5
      - after[1].corp.servers.Server 1.root: [PAD Campaign]
      - corp.clicks: 0
"""


def test_a_second_asset_or_agenda_in_a_root_trashes_the_first(run_text):
    result = run_text(CORP_TURN)
    assert [c for c in result["checks"] if not c["ok"]] == []
    texts = [e["text"] for e in result["trace"]]
    assert any("the Corp trashes PAD Campaign to install Hostile Takeover" in t for t in texts)
    overinstall = next(e for e in result["trace"] if "already holds" in e["text"])
    assert "cr/rule_steps_installing_trash_like_cards" in overinstall["cites"]


def test_counterfactual_an_agenda_in_another_remote_leaves_the_asset(run_text):
    text = CORP_TURN.replace("install Hostile Takeover in Server 1",
                             "install Hostile Takeover in new remote")
    result = run_text(text)
    final = result["final_state"]["corp"]
    assert final["servers"]["Server 1"]["root"] == ["PAD Campaign"]
    assert final["servers"]["Server 2"]["root"] == ["Hostile Takeover"]
    assert final["archives"] == []


def test_ice_costs_one_credit_per_ice_already_protecting_the_server(run_text):
    text = CORP_TURN.replace("install Hostile Takeover in Server 1", "install Enigma on Server 1")
    text = text.replace("hq: [Ice Wall, PAD Campaign, Hostile Takeover]", "hq: [Ice Wall, PAD Campaign, Enigma]")
    result = run_text(text)
    assert result["final_state"]["corp"]["servers"]["Server 1"]["ice"] == ["Ice Wall", "Enigma"]
    assert result["final_state"]["corp"]["credits"] == 4  # 0 for Enigma, then 1 for Ice Wall


SCORING = """
    title: The Corp advances an agenda and may score it
    example: cr/rule_cost_restrictions/example/2
    turn: corp
    corp:
      clicks: 3
      credits: 3
      hq: [Hedge Fund]
      servers:
        Server 1:
          root:
            - {card: Priority Requisition, advancement: 3}
    actions:
      - corp: advance Priority Requisition
      - corp: advance Priority Requisition
      - corp: gain credit
    decisions:
      score Priority Requisition: yes
    expect:
      - corp.score_area: [Priority Requisition]
      - corp.agenda_points: 3
      - after[2].corp.score_area: []
      - after[2].cards.Priority Requisition.counters.advancement: 5
      - after[3].corp.score_area: [Priority Requisition]
      - corp.credits: 2
"""


def test_the_corp_scores_an_agenda_once_its_requirement_is_met(run_text):
    result = run_text(SCORING)
    assert [c for c in result["checks"] if not c["ok"]] == []
    assert {"decision": "score Priority Requisition", "player": "Corp", "answer": "yes",
            "options": ["yes", "no"]} in result["final_state"]["decisions"]


def test_counterfactual_the_corp_declines_to_score(run_text):
    result = run_text(SCORING, decisions={"score Priority Requisition": "no"})
    corp = result["final_state"]["corp"]
    assert corp["score_area"] == []
    assert corp["servers"]["Server 1"]["root"] == ["Priority Requisition"]


def test_scoring_is_a_decision_the_engine_never_guesses(run_text):
    with pytest.raises(ScenarioError, match="decision needed .*'score Priority Requisition'"):
        run_text(SCORING.replace("      score Priority Requisition: yes\n", "      rez: no\n"))


TAGGED = """
    title: The Corp trashes a resource while the Runner is tagged, then purges
    example: cr/rule_tagged_trash_resource
    turn: corp
    corp:
      clicks: 4
      credits: 5
      rd: [Hedge Fund]
    runner:
      tags: {tags}
      rig:
        - Ghost Runner
        - {{card: Corroder, counters: {{virus: 2}}}}
    actions:
      - corp: trash Ghost Runner
      - corp: purge
    expect:
      - runner.heap: [Ghost Runner]
      - corp.credits: 3
      - cards.Corroder.counters: {{}}
      - after[1].cards.Corroder.counters.virus: 2
"""


def test_a_tagged_runners_resource_can_be_trashed_and_purging_removes_virus_counters(run_text):
    result = run_text(TAGGED.format(tags=1))
    assert [c for c in result["checks"] if not c["ok"]] == []
    assert result["final_state"]["corp"]["clicks"] == 0


def test_counterfactual_an_untagged_runners_resource_cannot_be_trashed(run_text):
    with pytest.raises(ScenarioError, match="only while the Runner is tagged"):
        run_text(TAGGED.format(tags=0))


def test_the_discard_step_uses_the_maximum_hand_size(run_text):
    text = """
        title: Discard down to 5
        example: cr/rule_discard_phase_discarding
        turn: corp
        corp:
          hq: [Hedge Fund, Hedge Fund, Hedge Fund, Hedge Fund, Hedge Fund]
          rd: [Enigma, Ice Wall]
        actions:
          - corp: draw
          - corp: gain credit
          - corp: gain credit
          - runner: gain credit
        decisions:
          discard: [Enigma, Ice Wall]
        expect:
          - corp.archives: [Enigma, Ice Wall]
          - corp.hq: {count: 5}
    """
    result = run_text(text)
    assert [c for c in result["checks"] if not c["ok"]] == []
