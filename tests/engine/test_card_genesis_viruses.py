"""Genesis cycle virus cards and the Runner's HQ sabotage (2012-2013): Nerve Agent, Deep Thought, Surge and Vamp,
each through the engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario, traced


def test_nerve_agent_gains_a_counter_per_successful_hq_run_and_accesses_fewer_more_than_it_has(tmp_path):
    hq = ["Hedge Fund", "Enigma", "Ice Wall", "Hostile Takeover"]
    result = run_past(tmp_path, [], server="HQ", corp={"hq": hq},
                      runner={"rig": [{"card": "Nerve Agent", "counters": {"virus": 2}}]},
                      decisions={"Nerve Agent choice": 2, "steal": "no"})
    # the successful run's counter (3) comes before the breach: up to 2 more cards, 3 in all
    assert at(result, "cards[Nerve Agent].counters.virus") == 3
    assert len(at(result, "runs.0.accessed")) == 1 + 2
    with pytest.raises(ScenarioError, match="Nerve Agent choice"):
        run_past(tmp_path, [], server="HQ", corp={"hq": hq}, name="too many",
                 runner={"rig": [{"card": "Nerve Agent", "counters": {"virus": 2}}]},
                 decisions={"Nerve Agent choice": 3, "steal": "no"})
    rd = run_past(tmp_path, [], server="R&D", corp={"rd": hq}, name="rd",
                  runner={"rig": [{"card": "Nerve Agent", "counters": {"virus": 2}}]}, decisions={"steal": "no"})
    assert (at(rd, "cards[Nerve Agent].counters.virus"), len(at(rd, "runs.0.accessed"))) == (2, 1)


def test_deep_thought_looks_at_the_top_of_r_and_d_as_the_turn_begins_once_it_has_3_counters(tmp_path):
    corp = {"rd": ["Hostile Takeover", "Hedge Fund"]}
    three = scenario(tmp_path, actions=[{"runner": "gain credit"}], corp=corp,
                     runner={"rig": [{"card": "Deep Thought", "counters": {"virus": 3}}]},
                     decisions={"use Deep Thought": "yes"})
    assert traced(three, "the Runner looks at the top card of R&D: Hostile Takeover")
    two = scenario(tmp_path, actions=[{"runner": "gain credit"}], corp=corp, name="two",
                   runner={"rig": [{"card": "Deep Thought", "counters": {"virus": 2}}]},
                   decisions={"use Deep Thought": "yes"})
    assert not traced(two, "looks at the top card of R&D")
    ran = run_past(tmp_path, [], server="R&D", corp=corp, name="ran", runner={"rig": ["Deep Thought"]},
                   decisions={"steal": "no"})
    assert at(ran, "cards[Deep Thought].counters.virus") == 1


def test_surge_adds_2_virus_counters_to_the_program_that_got_one_this_turn(tmp_path):
    runner = {"grip": ["Surge"], "rig": ["Datasucker", {"card": "Medium", "counters": {"virus": 1}}]}
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}, {"runner": "play Surge"}], runner=runner,
                      decisions={"jack out": "no", "Surge target": "Datasucker"})
    assert at(result, "cards.Datasucker.counters.virus") == 1 + 2  # the counter from the central run, then Surge's
    assert at(result, "cards.Medium.counters.virus") == 1
    with pytest.raises(ScenarioError, match="no virus counter was placed"):
        scenario(tmp_path, actions=[{"runner": "play Surge"}], runner=runner, name="none")


def test_vamp_spends_x_to_make_the_corp_lose_x_and_takes_a_tag_instead_of_breaching_hq(tmp_path):
    def vamp(x, name):
        return scenario(tmp_path, actions=[{"runner": "play Vamp on HQ"}], name=name,
                        corp={"credits": 5, "hq": ["Hedge Fund"]}, runner={"credits": 6, "grip": ["Vamp"]},
                        decisions={"jack out": "no", "instead of breaching Vamp": "yes", "Vamp X": x})
    drained = vamp(4, "drained")
    assert (at(drained, "corp.credits"), at(drained, "runner.credits"), at(drained, "runner.tags")) == (1, 2, 1)
    assert at(drained, "runs.0.accessed") == []
    nothing = vamp(0, "nothing")
    assert (at(nothing, "corp.credits"), at(nothing, "runner.tags")) == (5, 0)  # no credits spent: no tag
