"""Breach and access: additional steal costs, ambushes in a root, the Runner's order, more accesses."""

import pytest

from rulesdb.errors import DecisionNeeded, ScenarioError

OBOKATA = """
    title: The Runner may decline Obokata Protocol's additional cost to steal
    example: cr/rule_decline_additional_cost/example/1
    corp:
      servers:
        Server 1:
          root: [Obokata Protocol]
    runner:
      grip: [Sure Gamble, Diesel, Easy Mark, Sure Gamble, Diesel]
    actions:
      - runner: run Server 1
    decisions:
      jack out: no
      steal Obokata Protocol: no
    expect:
      - runner.score_area: []
      - corp.servers.Server 1.root: [Obokata Protocol]
      - damage.net: 0
      - runs.0.accessed: [Obokata Protocol]
"""


def test_declining_the_additional_cost_means_not_stealing(run_text, example_cards):
    result = run_text(OBOKATA)
    assert [c for c in result["checks"] if not c["ok"]] == []
    declined = next(e for e in result["trace"] if "declines to pay" in e["text"])
    assert "cr/rule_decline_to_steal" in declined["cites"]


def test_counterfactual_paying_four_net_damage_steals_it(run_text, example_cards):
    result = run_text(OBOKATA, decisions={"steal Obokata Protocol": "yes"})
    final = result["final_state"]
    assert final["runner"]["score_area"] == ["Obokata Protocol"]
    assert final["damage"]["net"] == 4
    assert len(final["runner"]["grip"]) == 1


def test_an_additional_steal_cost_that_would_flatline_is_still_payable_and_paid(run_text, example_cards):
    result = run_text(OBOKATA.replace("grip: [Sure Gamble, Diesel, Easy Mark, Sure Gamble, Diesel]",
                                      "grip: [Sure Gamble]"),
                      decisions={"steal Obokata Protocol": "yes"})
    final = result["final_state"]
    assert final["winner"] == "corp"
    # the game ended as the cost was paid (cr/rule_game_end): the agenda is never stolen
    assert final["runner"]["score_area"] == []
    assert not any("steals it" in e["text"] for e in result["trace"])


def test_the_steal_question_shows_the_additional_cost_as_its_price(run_text, example_cards):
    with pytest.raises(DecisionNeeded) as asked:
        run_text(OBOKATA.replace("      steal Obokata Protocol: no\n", ""))
    assert asked.value.name == "steal Obokata Protocol"
    assert asked.value.prices == {"yes": "suffer 4 net damage"}


SNARE = """
    title: Snare! accessed in the root of a remote server
    example: cr/rule_chain_reaction/example/1
    corp:
      credits: 4
      servers:
        Server 1:
          root:
            - {card: Snare!, rezzed: false}
    runner:
      grip: [Sure Gamble, Diesel, Easy Mark, Sure Gamble]
    actions:
      - runner: run Server 1
    decisions:
      jack out: no
      use Snare!: yes
      trash Snare!: yes
      rez: no
    expect:
      - runner.tags: 1
      - damage.net: 3
      - corp.credits: 0
      - corp.archives: [Snare!]
"""


def test_an_ambush_fires_when_accessed_even_unrezzed(run_text, example_cards):
    result = run_text(SNARE)
    assert [c for c in result["checks"] if not c["ok"]] == []


def test_counterfactual_the_corp_cannot_pay_for_snare(run_text, example_cards):
    result = run_text(SNARE.replace("credits: 4", "credits: 3").replace("      use Snare!: yes\n", ""))
    final = result["final_state"]
    assert final["runner"]["tags"] == 0 and final["damage"]["net"] == 0
    assert final["abilities"]["not_usable"] == ["Snare!"]


HQ_AND_ROOT = """
    title: HQ's root and a card from HQ
    example: cr/sec_determining_candidates
    corp:
      hq: [Hedge Fund]
      servers:
        HQ:
          root:
            - {{card: Simone Diego, rezzed: false}}
    actions:
      - runner: run HQ
    decisions:
      jack out: no
      access order: {order}
      trash Simone Diego: no
      rez: no
    expect:
      - {expect}
"""


def test_the_runner_chooses_the_order_of_access_among_candidates(run_text):
    text = HQ_AND_ROOT.format(order="[Hedge Fund, Simone Diego]", expect="runs.0.accessed: [Hedge Fund, Simone Diego]")
    result = run_text(text)
    assert [c for c in result["checks"] if not c["ok"]] == []
    reverse = run_text(text, decisions={"access order": ["Simone Diego"]})
    assert reverse["final_state"]["runs"][0]["accessed"] == ["Simone Diego", "Hedge Fund"]


def test_an_access_order_naming_no_candidate_is_refused(run_text):
    with pytest.raises(ScenarioError, match="'Ice Wall' is not a card left to access"):
        run_text(HQ_AND_ROOT.format(order="[Ice Wall]", expect="winner: null"))


def test_an_event_adds_accesses_when_the_runner_breaches_hq(run_text, example_cards):
    text = """
        title: Legwork accesses 3 cards from HQ
        example: cr/rule_default_random_access_limit
        corp:
          hq: [Hedge Fund, Enigma, Ice Wall, Hostile Takeover]
        runner:
          grip: [Legwork]
        actions:
          - runner: play Legwork
        decisions:
          jack out: no
        expect:
          - runs.0.to_access: 3
          - runs.0.accessed: {count: 3}
    """
    result = run_text(text)
    assert [c for c in result["checks"] if not c["ok"]] == []
    plain = run_text(text.replace("grip: [Legwork]", "grip: []").replace(
        "play Legwork", "run HQ"))
    assert plain["final_state"]["runs"][0]["to_access"] == 1
