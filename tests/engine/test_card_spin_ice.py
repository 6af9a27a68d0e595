"""Spin cycle ice (Curtain Wall, Gyri Labyrinth, Muckraker, Shinobi, Snoop, Swarm, Wotan), each through a run."""

from tests.engine.card_play import at, board, run_past, scenario, traced

NO_TRACE = {"Runner link boost": 0}


def test_curtain_wall_has_4_more_strength_only_while_outermost(tmp_path):
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": ["Curtain Wall", "Ice Wall"]},
                                             "Server 2": {"ice": ["Ice Wall", "Curtain Wall"]}}})
    outer, inner = game.servers["Server 1"].ice[0], game.servers["Server 2"].ice[1]
    assert (game.ice_strength(outer), game.ice_strength(inner)) == (6 + 4, 6)


def test_gyri_labyrinth_shrinks_the_grip_until_the_corps_next_turn_begins(tmp_path):
    grip = ["Sure Gamble", "Easy Mark", "Diesel", "Dirty Laundry"]
    actions = [{"runner": "run Server 1"}] + [{"runner": "gain credit"}] * 3
    result = run_past(tmp_path, "Gyri Labyrinth", runner={"grip": grip}, decisions={"break Gyri Labyrinth": "no"})
    assert at(result, "runner.hand_size") == 5 - 2
    corp_turn = scenario(tmp_path, actions=[*actions, {"corp": "gain credit"}], runner={"grip": grip}, name="corp",
                         corp={"rd": ["IPO"], "servers": {"Server 1": {"ice": ["Gyri Labyrinth"]}}},
                         decisions={"break Gyri Labyrinth": "no", "jack out": "no", "discard": ["Easy Mark"]})
    assert (len(at(corp_turn, "runner.grip")), at(corp_turn, "runner.heap")) == (3, ["Easy Mark"])  # at turn end
    assert at(corp_turn, "runner.hand_size") == 5


def test_muckraker_takes_bad_publicity_when_rezzed_and_ends_the_run_on_a_tagged_runner(tmp_path):
    result = run_past(tmp_path, [{"card": "Muckraker", "rezzed": False}], corp={"credits": 5}, runner={"credits": 0},
                      decisions={"rez Muckraker": "yes", "break Muckraker": "no", "Corp trace boost Muckraker": 0,
                                 **NO_TRACE})
    assert (at(result, "corp.bad_publicity"), at(result, "runner.tags")) == (1, 3)
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_muckraker_lets_an_untagged_runner_through_when_every_trace_fails(tmp_path):
    result = run_past(tmp_path, "Muckraker", corp={"credits": 0}, runner={"credits": 6},
                      decisions={"break Muckraker": "no", "Corp trace boost Muckraker": 0, "Runner link boost Muckraker": 1,
                                 "Runner link boost Muckraker (2)": 2, "Runner link boost Muckraker (3)": 3})
    assert (at(result, "runner.tags"), at(result, "runner.credits"), at(result, "runs.0.outcome")) == \
        (0, 0, "successful")


def test_shinobi_third_trace_does_3_net_damage_and_ends_the_run(tmp_path):
    grip = ["Sure Gamble"] * 7
    result = run_past(tmp_path, "Shinobi", corp={"credits": 0}, runner={"credits": 0, "grip": grip},
                      decisions={"break Shinobi": "no", "Corp trace boost Shinobi": 0, **NO_TRACE})
    assert (len(at(result, "runner.heap")), at(result, "runs.0.outcome")) == (1 + 2 + 3, "unsuccessful")


def test_snoop_reveals_the_grip_and_spends_a_power_counter_to_trash_a_card_of_it(tmp_path):
    result = run_past(tmp_path, "Snoop", corp={"credits": 0}, runner={"credits": 0, "grip": ["Diesel"]},
                      decisions={"break Snoop": "no", "Corp trace boost Snoop": 0, **NO_TRACE})
    assert traced(result, "the grip is revealed: Diesel")
    assert at(result, "cards.Snoop.counters.power") == 1
    used = run_past(tmp_path, [{"card": "Snoop", "counters": {"power": 1}}], name="used",
                    runner={"grip": ["Diesel", "Sure Gamble"]},
                    decisions={"abilities at encounter Snoop": "Snoop", "Snoop target": "Sure Gamble",
                               "break Snoop": "no", "Corp trace boost Snoop": 0, "Runner link boost Snoop": 5,
                               "pay Snoop's trace": "pool"})
    assert (at(used, "runner.heap"), at(used, "cards.Snoop.counters")) == (["Sure Gamble"], {})


def test_swarm_has_one_trash_subroutine_per_advancement_token(tmp_path):
    from rulesdb.engine.state.subroutines import current
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": [{"card": "Swarm", "advancement": 2}]}}})
    assert [s.text for s in current(game, game.servers["Server 1"].ice[0])] == \
        ["Trash 1 program unless the Runner pays 3[c]."] * 2
    result = run_past(tmp_path, [{"card": "Swarm", "advancement": 2}], runner={"credits": 4, "rig": ["Corroder", "Gordian Blade"]},
                      decisions={"break Swarm": "no", "Swarm choice": "pay 3[c]", "Swarm target": "Corroder"})
    assert (at(result, "runner.credits"), at(result, "runner.heap")) == (1, ["Corroder"])  # paid once, then could not


def test_swarm_takes_bad_publicity_when_rezzed(tmp_path):
    result = run_past(tmp_path, [{"card": "Swarm", "rezzed": False}], corp={"credits": 8}, decisions={"rez Swarm": "yes", "break Swarm": "no"})
    assert (at(result, "corp.bad_publicity"), at(result, "runs.0.outcome")) == (1, "successful")  # no token: no sub


def test_wotan_ends_the_run_unless_each_nested_cost_is_paid(tmp_path):
    runner = {"credits": 3, "clicks": 4, "rig": ["Corroder"], "grip": ["Sure Gamble"]}
    paid = run_past(tmp_path, "Wotan", runner=runner, decisions={
        "break Wotan": "no", "Wotan choice": "spend [click][click]", "Wotan choice (2)": "trash 1 installed program",
        "Wotan choice (3)": "suffer 1 core damage", "pay 3[c] for Wotan": "yes", "Wotan cost": "Corroder"})
    assert at(paid, "runs.0.outcome") == "successful"
    assert (at(paid, "runner.credits"), at(paid, "runner.heap"), at(paid, "runner.core_damage")) == \
        (0, ["Corroder", "Sure Gamble"], 1)
    stopped = run_past(tmp_path, "Wotan", runner={"rig": ["Corroder"]}, name="stopped", decisions={
        "break Wotan": "no", "Wotan choice": "spend [click][click]", "pay 3[c] for Wotan": "yes",
        "Wotan choice (2)": "end the run"})
    assert (at(stopped, "runs.0.outcome"), at(stopped, "runner.rig")) == ("unsuccessful", ["Corroder"])
