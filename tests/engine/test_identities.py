"""Identities for both sides: their abilities, link and hand size, and "the first time each ..." limits."""

JESMINDER_FUNHOUSE = """
    title: Jesminder Sareen cannot take a tag to get past Funhouse
    example: cr/rule_cost_interrupt_static_mandatory/example/2
    runner:
      identity: Jesminder Sareen
      credits: 5
    corp:
      hq: [Hedge Fund]
      servers:
        HQ:
          ice: [Funhouse]
    actions:
      - runner: run HQ
    decisions:
      jack out: no
    expect:
      - runs.0.outcome: unsuccessful
      - runs.0.ended_by: Funhouse's ability
      - runner.tags: 0
      - runner.identity: "Jesminder Sareen: Girl Behind the Curtain"
"""


def test_jesminders_prevention_means_the_tag_cannot_be_paid_so_funhouse_ends_the_run(
        run_text, example_cards):
    result = run_text(JESMINDER_FUNHOUSE)
    assert [c for c in result["checks"] if not c["ok"]] == []
    ended = next(e for e in result["trace"] if "cannot pay the nested cost" in e["text"])
    assert "cr/rule_cost_interrupt_static_mandatory" in ended["cites"]
    assert "cr/rule_cost_interrupt_static_mandatory/example/2" not in ended["cites"]  # the example: no citation


def test_counterfactual_another_runner_takes_the_tag_and_the_run_goes_on(run_text, example_cards):
    text = JESMINDER_FUNHOUSE.replace("      identity: Jesminder Sareen\n", "")
    text = text.replace("jack out: no", "jack out: no\n      Funhouse choice: take tag")
    result = run_text(text.replace("expect:", "expect:\n      - runner.identity: null"))
    final = result["final_state"]
    assert final["runner"]["tags"] == 2  # the cost, then the unbroken subroutine (4[c] declined)
    assert final["runs"][0]["outcome"] == "successful"


def test_counterfactual_an_earlier_tag_this_run_used_jesminders_prevention(run_text, example_cards):
    text = """
        title: Hunter's tag is prevented first, so Jesminder can take Funhouse's tag
        example: cr/rule_cost_interrupt_static_mandatory/example/2
        runner:
          identity: Jesminder Sareen
          credits: 0
        corp:
          credits: 0
          hq: [Hedge Fund]
          servers:
            HQ:
              ice: [Hunter, Funhouse]
        actions:
          - runner: run HQ
        decisions:
          jack out: no
          Funhouse choice: take tag
        expect:
          - runner.tags: 2
          - at[encounter Funhouse].runner.tags: 0
          - runs.0.outcome: successful
    """
    result = run_text(text)
    assert [c for c in result["checks"] if not c["ok"]] == []
    prevented = [e["text"] for e in result["trace"] if "Interrupt window before 1 tag" in e["text"]]
    assert len(prevented) == 1 and "Jesminder Sareen" in prevented[0]


def test_a_corp_identity_gains_a_credit_the_first_time_it_installs_each_turn(run_text, example_cards):
    text = """
        title: Haas-Bioroid gains 1 credit on the first install only
        example: cr/sec_identities
        turn: corp
        corp:
          identity: "Haas-Bioroid: Engineering the Future"
          credits: 5
          hq: [Ice Wall, Enigma]
          rd: [Hedge Fund]
        actions:
          - corp: install Ice Wall on HQ
          - corp: install Enigma on R&D
          - corp: gain credit
        decisions:
          rez: no
        expect:
          - corp.credits: 7
          - after[1].corp.credits: 6
          - abilities.resolved: ["Haas-Bioroid: Engineering the Future"]
    """
    result = run_text(text)
    assert [c for c in result["checks"] if not c["ok"]] == []


def test_an_identitys_base_link_counts_in_a_trace(run_text, example_cards):
    text = """
        title: Hunter's trace against link
        example: cr/sec_traces
        runner:
          identity: Jesminder Sareen
        corp:
          credits: 0
          hq: [Hedge Fund]
          servers:
            HQ:
              ice: [Hunter]
        actions:
          - runner: run HQ
        decisions:
          jack out: no
          Runner link boost Hunter: 3
        expect:
          - runner.link: 0
          - runner.tags: 0
    """
    result = run_text(text)
    assert [c for c in result["checks"] if not c["ok"]] == []


def test_hand_size_modifiers_apply_in_the_discard_step(run_text, example_cards):
    text = """
        title: T400 Memory Diamond raises the maximum hand size
        example: cr/rule_memory_limit/example/1
        runner:
          clicks: 1
          grip: [Sure Gamble, Sure Gamble, Sure Gamble, Sure Gamble, Sure Gamble, Diesel]
          rig: [T400 Memory Diamond]
        corp:
          rd: [Hedge Fund]
        actions:
          - runner: gain credit
          - corp: gain credit
        expect:
          - runner.hand_size: 6
          - runner.grip: {count: 6}
          - runner.heap: []
    """
    result = run_text(text)
    assert [c for c in result["checks"] if not c["ok"]] == []


def test_counterfactual_without_the_diamond_the_runner_discards_one(run_text, example_cards):
    text = """
        title: The default maximum hand size is 5
        example: cr/rule_memory_limit/example/1
        runner:
          clicks: 1
          grip: [Sure Gamble, Sure Gamble, Sure Gamble, Sure Gamble, Sure Gamble, Diesel]
        corp:
          rd: [Hedge Fund]
        actions:
          - runner: gain credit
          - corp: gain credit
        decisions:
          discard: Diesel
        expect:
          - runner.hand_size: 5
          - runner.heap: [Diesel]
    """
    result = run_text(text)
    assert [c for c in result["checks"] if not c["ok"]] == []
