"""Lunar cycle Runner cards (Au Revoir, Cerberus "Cuj.0" H3 and "Rex" H2, Collective Consciousness, Incubator, Origami,
Sage, Astrolabe, Cybsoft MacroDrive, Duggar's, Fester, Power Tap, Inject, Paper Tripping, Three Steps Ahead), each
through the engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario

RD = ["Hedge Fund"] * 4


def _runner(tmp_path, actions, *, rig=(), runner=None, corp=None, decisions=None, name="runner"):
    runner = {"credits": 5, **(runner or {}), "rig": list(rig)}
    return scenario(tmp_path, actions=actions, runner=runner, corp={"rd": RD, **(corp or {})},
                    decisions={"jack out": "no", **(decisions or {})}, name=name)


def test_au_revoir_pays_1_when_the_runner_jacks_out(tmp_path):
    corp = {"servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}, "Ice Wall"]}}}
    out = _runner(tmp_path, [{"runner": "run HQ"}], rig=["Au Revoir"], runner={"credits": 0}, corp=corp,
                  decisions={"rez Enigma": "no", "jack out": "yes"})
    assert (at(out, "runs.0.ended_by"), at(out, "runner.credits")) == ("the Runner jacking out", 1)
    ended = _runner(tmp_path, [{"runner": "run HQ"}], rig=["Au Revoir"], runner={"credits": 0}, corp=corp,
                    decisions={"rez Enigma": "no", "jack out": "no", "break Ice Wall": "no"}, name="ended")
    assert at(ended, "runner.credits") == 0  # the run ended by a subroutine, not by jacking out


@pytest.mark.parametrize(("breaker", "ice"), [('Cerberus "Cuj.0" H3', "Hunter"), ('Cerberus "Rex" H2', "Enigma")])
def test_cerberus_breaks_2_subroutines_per_hosted_power_counter(tmp_path, breaker, ice):
    installed = _runner(tmp_path, [{"runner": f"install {breaker}"}], runner={"grip": [breaker]}, name="installed")
    assert at(installed, f"cards[{breaker}].counters.power") == 4
    result = run_past(tmp_path, ice, runner={"credits": 5, "rig": [{"card": breaker, "counters": {"power": 4}}]},
                      decisions={f"break {ice}": breaker})
    assert at(result, f"cards[{breaker}].counters.power") == 3


def test_collective_consciousness_draws_when_ice_is_rezzed(tmp_path):
    corp = {"credits": 5, "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}}
    result = _runner(tmp_path, [{"runner": "run HQ"}], rig=["Collective Consciousness"], corp=corp,
                     runner={"stack": ["Diesel"]}, decisions={"rez Ice Wall": "yes", "break Ice Wall": "no"})
    assert at(result, "runner.grip") == ["Diesel"]


def test_incubator_grows_and_moves_its_counters_to_another_virus(tmp_path):
    grown = _runner(tmp_path, [{"runner": "gain credit"}], rig=["Incubator"])
    assert at(grown, "cards.Incubator.counters.virus") == 1
    moved = _runner(tmp_path, [{"runner": "use Incubator"}], name="moved",
                    rig=[{"card": "Incubator", "counters": {"virus": 2}}, "Cache"],
                    decisions={"Incubator target": "Cache"})
    assert (at(moved, "cards.Cache.counters.virus"), at(moved, "runner.heap")) == (2 + 1, ["Incubator"])


def test_origami_copies_raise_the_hand_size_by_their_count_each(tmp_path):
    one = board(tmp_path, runner={"rig": ["Origami"]})
    two = board(tmp_path, runner={"rig": ["Origami", "Origami"]}, name="two")
    assert (one.hand_size("runner"), two.hand_size("runner")) == (5 + 1, 5 + 4)


def test_origami_counts_a_copy_hosted_on_dhegdheer_but_not_a_facedown_one(tmp_path):
    # "for each copy of Origami installed": a copy hosted on Dhegdheer is installed (cr/rule_host_on_ability);
    # a facedown card has no title (cr/rule_facedown_runner_cards_are_blank) and its ability is inactive
    hosted = board(tmp_path, runner={"rig": ["Origami", {"card": "Dhegdheer", "hosted": ["Origami"]}]})
    facedown = board(tmp_path, runner={"rig": ["Origami", {"card": "Origami", "facedown": True}]}, name="facedown")
    assert (hosted.hand_size("runner"), facedown.hand_size("runner")) == (5 + 2 * 2, 5 + 1)


def test_sage_is_as_strong_as_the_unused_memory(tmp_path):
    game = board(tmp_path, runner={"rig": ["Sage", "Corroder"]})
    sage = next(o for o in game.runner.play if o.title == "Sage")
    assert game.breaker_strength(sage) == 4 - 2 - 1
    result = run_past(tmp_path, "Ice Wall", runner={"credits": 2, "rig": ["Sage"]}, decisions={"break Ice Wall": "Sage"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 0)


def test_astrolabe_draws_when_the_corp_creates_a_server(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install PAD Campaign in new remote"}],
                      corp={"rd": RD, "hq": ["PAD Campaign"]}, runner={"rig": ["Astrolabe"], "stack": ["Diesel"]},
                      decisions={"rez PAD Campaign": "no"})
    assert at(result, "runner.grip") == ["Diesel"]


def test_cybsoft_macrodrive_credit_installs_programs_only(tmp_path):
    result = _runner(tmp_path, [{"runner": "install Corroder"}], rig=[{"card": "Cybsoft MacroDrive",
                                                                      "counters": {"credits": 1}}],
                     runner={"credits": 1, "grip": ["Corroder"]},
                     decisions={"pay installing Corroder": {"Cybsoft MacroDrive": 1, "pool": 1}})
    assert (at(result, "runner.credits"), at(result, "cards[Cybsoft MacroDrive].counters")) == (0, {})


def test_duggars_draws_10_for_4_clicks(tmp_path):
    result = _runner(tmp_path, [{"runner": "use Duggar's"}], rig=["Duggar's"], runner={"stack": ["Diesel"] * 12})
    assert (len(at(result, "runner.grip")), at(result, "runner.clicks")) == (10, 0)


def test_fester_costs_the_corp_2_when_it_purges_with_2_or_more(tmp_path):
    rich = scenario(tmp_path, turn="corp", actions=[{"corp": "purge"}], corp={"credits": 3, "rd": RD},
                    runner={"rig": ["Fester"]})
    assert at(rich, "corp.credits") == 1
    poor = scenario(tmp_path, turn="corp", actions=[{"corp": "purge"}], corp={"credits": 1, "rd": RD},
                    runner={"rig": ["Fester"]}, name="poor")
    assert at(poor, "corp.credits") == 1


def test_power_tap_pays_as_a_trace_is_initiated_in_time_to_boost_the_link(tmp_path):
    result = run_past(tmp_path, "Gutenberg", server="R&D", corp={"credits": 0, "rd": RD},
                      runner={"credits": 0, "rig": ["Power Tap"]},
                      decisions={"break Gutenberg": "no", "Runner link boost Gutenberg": 1})
    assert (at(result, "runner.credits"), at(result, "runner.tags")) == (0, 1)  # its credit spent on the link


def test_inject_trashes_revealed_programs_for_credits_and_keeps_the_rest(tmp_path):
    stack = ["Corroder", "Diesel", "Gordian Blade", "Sure Gamble", "Easy Mark"]
    result = _runner(tmp_path, [{"runner": "play Inject"}], runner={"credits": 1, "grip": ["Inject"], "stack": stack})
    assert (sorted(at(result, "runner.grip")), at(result, "runner.credits"), at(result, "runner.stack")) == \
        (["Diesel", "Sure Gamble"], 2, ["Easy Mark"])


def test_paper_tripping_removes_all_tags_only_as_the_first_click(tmp_path):
    result = _runner(tmp_path, [{"runner": "play Paper Tripping"}], runner={"tags": 3, "grip": ["Paper Tripping"]})
    assert at(result, "runner.tags") == 0
    with pytest.raises(ScenarioError, match="first"):
        _runner(tmp_path, [{"runner": "gain credit"}, {"runner": "play Paper Tripping"}], name="late",
                runner={"tags": 3, "grip": ["Paper Tripping"]})


def test_three_steps_ahead_pays_2_per_successful_run_as_the_turn_ends(tmp_path):
    actions = [{"runner": "play Three Steps Ahead"}, {"runner": "run HQ"}, {"runner": "run R&D"},
               {"runner": "gain credit"}, {"corp": "gain credit"}]
    result = _runner(tmp_path, actions, runner={"credits": 1, "grip": ["Three Steps Ahead"]},
                     corp={"hq": ["Ice Wall"]}, decisions={"steal": "no"})
    assert at(result, "runner.credits") == 1 - 1 + 1 + 4


def test_switchblade_breaks_and_pumps_only_with_stealth_credits(tmp_path):
    rig = ["Silencer", {"card": "Ghost Runner", "counters": {"credits": 3}}, "Switchblade"]
    result = run_past(tmp_path, "Hunter", runner={"credits": 5, "rig": rig},
                      decisions={"break Hunter": "Switchblade", "pay Switchblade's strength": {"Silencer": 1},
                                 "pay Switchblade's break": {"Ghost Runner": 1}})
    assert at(result, "runs.0.outcome") == "successful"
    assert at(result, "runner.credits") == 5  # the pool paid nothing
    with pytest.raises(ScenarioError, match="stealth"):
        run_past(tmp_path, "Hunter", runner={"credits": 5, "rig": ["Switchblade"]}, name="pool",
                 decisions={"break Hunter": "Switchblade"})


def test_trade_in_trades_hardware_for_half_its_cost_and_fetches_another(tmp_path):
    result = _runner(tmp_path, [{"runner": "play Trade-In"}], rig=["CyberSolutions Mem Chip"],
                     runner={"credits": 1, "grip": ["Trade-In"], "stack": ["Diesel", "Capstone"]},
                     decisions={"Trade-In cost": "CyberSolutions Mem Chip", "Trade-In target": "Capstone"})
    assert (at(result, "runner.credits"), at(result, "runner.grip")) == (1 - 1 + 2, ["Capstone"])
    assert sorted(at(result, "runner.heap")) == ["CyberSolutions Mem Chip", "Trade-In"]


def test_ekomind_sets_the_memory_limit_to_the_grip_size_before_other_memory(tmp_path):
    game = board(tmp_path, runner={"rig": ["Ekomind", "CyberSolutions Mem Chip"], "grip": ["Diesel"] * 3})
    assert game.memory_limit() == 3 + 2
    game.runner.hand.pop()
    assert game.memory_limit() == 2 + 2


def test_d4v1d_spends_a_counter_per_subroutine_on_strong_ice_only(tmp_path):
    installed = _runner(tmp_path, [{"runner": "install D4v1d"}], runner={"grip": ["D4v1d"]}, name="installed")
    assert at(installed, "cards.D4v1d.counters.power") == 3
    strong = run_past(tmp_path, "Gemini", runner={"credits": 0, "rig": [{"card": "D4v1d", "counters": {"power": 3}}]},
                      decisions={"break Gemini": "D4v1d"})
    assert (at(strong, "runs.0.outcome"), at(strong, "cards.D4v1d.counters.power")) == ("successful", 2)
    weak = run_past(tmp_path, "Enigma", runner={"credits": 0, "rig": [{"card": "D4v1d", "counters": {"power": 3}}]},
                    decisions={"break Enigma": "D4v1d"}, name="weak")
    assert (at(weak, "runs.0.outcome"), at(weak, "cards.D4v1d.counters.power")) == ("unsuccessful", 3)


@pytest.mark.parametrize(("shard", "server"), [("Eden Shard", "R&D"), ("Hades Shard", "Archives"),
                                               ("Utopia Shard", "HQ")])
def test_a_shard_installs_itself_from_the_grip_for_free_instead_of_breaching(tmp_path, shard, server):
    corp = {"hq": ["Project Atlas"], "rd": ["Project Atlas"], "archives": [{"card": "Project Atlas", "faceup": True}]}
    result = _runner(tmp_path, [{"runner": f"run {server}"}], corp=corp, runner={"credits": 0, "grip": [shard]},
                     decisions={f"instead of breaching {shard}": "yes"})
    assert (at(result, "runner.rig"), at(result, "runner.score_area")) == ([shard], [])


def test_shard_trash_abilities(tmp_path):
    eden = _runner(tmp_path, [{"runner": "use Eden Shard"}], rig=["Eden Shard"], corp={"rd": ["Ice Wall", "Enigma"]})
    assert (at(eden, "corp.hq"), at(eden, "runner.heap")) == (["Ice Wall", "Enigma"], ["Eden Shard"])
    hades = _runner(tmp_path, [{"runner": "use Hades Shard"}], rig=["Hades Shard"], name="hades",
                    corp={"archives": [{"card": "Project Atlas", "faceup": True}]}, decisions={"steal": "yes"})
    assert at(hades, "runner.score_area") == ["Project Atlas"]


def test_bribery_makes_the_first_unrezzed_ice_approached_cost_x_more_to_rez(tmp_path):
    corp = {"credits": 5, "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False},
                                                     {"card": "Enigma", "rezzed": False}]}}}
    result = _runner(tmp_path, [{"runner": "play Bribery on HQ"}], corp=corp,
                     runner={"credits": 5, "grip": ["Bribery"]},
                     decisions={"X for Bribery": 5, "rez Ice Wall": "yes", "rez Enigma": "yes", "break Enigma": "no",
                                "Enigma choice": "end the run"})
    assert (at(result, "cards[Ice Wall].rezzed"), at(result, "cards.Enigma.rezzed")) == (False, True)  # 1 + 5 > 5
    assert (at(result, "corp.credits"), at(result, "runner.credits")) == (5 - 3, 0)


def test_scrubbed_weakens_the_first_ice_encountered_each_turn_for_that_run(tmp_path):
    corp = {"servers": {"HQ": {"ice": ["Hunter"]}, "R&D": {"ice": ["Hunter"]}}}
    actions = [{"runner": "play Scrubbed"}, {"runner": "run HQ"}, {"runner": "run R&D"}]
    result = _runner(tmp_path, actions, corp=corp, rig=["Mimic"], runner={"credits": 5, "grip": ["Scrubbed"]},
                     decisions={"break Hunter": "Mimic", "break Hunter (2)": "no", "Corp trace boost Hunter": 0,
                                "Runner link boost Hunter": 0})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 2 - 1)
    # Mimic (strength 3) broke the first Hunter at 4 - 2; the second, on a later run, kept its 4: its trace tagged
    assert (at(result, "runner.tags"), at(result, "runner.current")) == (1, "Scrubbed")
