"""Standard cards whose printed text composes existing primitives: Tithe, Hagen, Running Hot."""

from tests.engine.card_play import at, board, run_past, scenario


def test_tithe_does_1_net_damage_and_the_corp_gains_1_credit(tmp_path):
    result = run_past(tmp_path, "Tithe", runner={"grip": ["Sure Gamble"]}, decisions={"break Tithe": "no"})
    assert (at(result, "runner.heap"), at(result, "corp.credits")) == (["Sure Gamble"], 6)
    assert at(result, "runs.0.outcome") == "successful"  # Tithe does not end the run


def test_hagen_loses_1_strength_per_installed_icebreaker(tmp_path):
    corp = {"servers": {"Server 1": {"ice": ["Hagen"]}}}
    game = board(tmp_path, corp=corp, runner={"rig": ["Corroder", "Gordian Blade", "Imp"]})
    hagen = game.servers["Server 1"].ice[0]
    assert game.ice_strength(hagen) == 6 - 2  # Imp is no icebreaker
    bare = board(tmp_path, corp=corp, name="bare")
    assert bare.ice_strength(bare.servers["Server 1"].ice[0]) == 6


def test_hagen_trashes_only_a_program_that_is_not_a_decoder_fracter_or_killer(tmp_path):
    result = run_past(tmp_path, "Hagen", runner={"rig": ["Corroder", "Gordian Blade", "Imp"], "credits": 0},
                      decisions={"break Hagen": "no", "Hagen target": "Imp"})
    assert at(result, "runner.rig") == ["Corroder", "Gordian Blade"]
    assert at(result, "runs.0.outcome") == "unsuccessful"
    offered = next(d for d in at(result, "decisions") if d["decision"] == "Hagen target")
    assert offered["options"] == ["Imp"]


def test_running_hot_costs_1_core_damage_and_gives_3_clicks(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Running Hot"}],
                      runner={"clicks": 4, "credits": 1, "grip": ["Running Hot", "Sure Gamble"]})
    assert (at(result, "runner.clicks"), at(result, "runner.credits")) == (6, 0)
    assert (at(result, "runner.core_damage"), at(result, "runner.hand_size")) == (1, 4)
    assert sorted(at(result, "runner.heap")) == ["Running Hot", "Sure Gamble"]
