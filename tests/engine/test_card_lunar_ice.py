"""Lunar cycle ice (Changeling, Errand Boy, IQ, Mamba, Markus 1.0, Sagittarius, Taurus, Universal Connectivity Fee),
each through a run."""

from tests.engine.card_play import at, board, run_past, traced

NO_BOOST = {"Runner link boost": 0}


def test_changeling_is_a_sentry_not_a_barrier_with_an_odd_number_of_tokens(tmp_path):
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": [{"card": "Changeling", "advancement": 1}]},
                                             "Server 2": {"ice": [{"card": "Changeling", "advancement": 2}]}}})
    odd, even = game.servers["Server 1"].ice[0], game.servers["Server 2"].ice[0]
    assert (game.has_subtype(odd, "sentry"), game.has_subtype(odd, "barrier")) == (True, False)
    assert (game.has_subtype(even, "sentry"), game.has_subtype(even, "barrier")) == (False, True)
    broken = run_past(tmp_path, [{"card": "Changeling", "advancement": 1}], runner={"credits": 5, "rig": ["Corroder"]},
                      decisions={"break Changeling": "Corroder"})
    assert at(broken, "runs.0.outcome") == "unsuccessful"  # not a barrier now: Corroder cannot break it
    barrier = run_past(tmp_path, [{"card": "Changeling", "advancement": 2}], runner={"credits": 5, "rig": ["Corroder"]},
                       decisions={"break Changeling": "Corroder"}, name="barrier")
    assert at(barrier, "runs.0.outcome") == "successful"


def test_errand_boy_lets_the_corp_gain_or_draw_on_each_subroutine(tmp_path):
    result = run_past(tmp_path, "Errand Boy", corp={"credits": 0, "rd": ["Hedge Fund"]},
                      decisions={"break Errand Boy": "no", "Errand Boy choice": "gain 1[c]",
                                 "Errand Boy choice (2)": "draw 1 card"})
    assert (at(result, "corp.credits"), at(result, "corp.hq")) == (2, ["Hedge Fund"])


def test_iq_costs_and_is_strong_by_the_size_of_hq(tmp_path):
    from rulesdb.engine.timing.priority import rez_cost
    game = board(tmp_path, corp={"hq": ["Hedge Fund"] * 3, "servers": {"Server 1": {"ice": [
        {"card": "IQ", "rezzed": False}]}}})
    ice = game.servers["Server 1"].ice[0]
    assert (rez_cost(game, ice), game.ice_strength(ice)) == (3, 3)


def test_mamba_psi_game_loads_a_counter_that_does_net_damage_during_a_run(tmp_path):
    result = run_past(tmp_path, "Mamba", corp={"credits": 5}, runner={"credits": 5, "grip": ["Diesel"] * 3},
                      decisions={"break Mamba": "no", "Corp psi bid Mamba": 1, "Runner psi bid Mamba": 0})
    assert (at(result, "cards.Mamba.counters.power"), len(at(result, "runner.heap"))) == (1, 1)
    used = run_past(tmp_path, [{"card": "Mamba", "counters": {"power": 1}}], name="used",
                    runner={"credits": 5, "grip": ["Diesel"] * 3},
                    decisions={"abilities at encounter Mamba": "Mamba", "break Mamba": "no", "Corp psi bid Mamba": 0,
                               "Runner psi bid Mamba": 0})
    assert (at(used, "cards.Mamba.counters"), len(at(used, "runner.heap"))) == ({}, 2)


def test_markus_trashes_a_runner_card_of_their_choice_and_ends_the_run(tmp_path):
    result = run_past(tmp_path, "Markus 1.0", runner={"rig": ["Corroder", "Kati Jones"]},
                      decisions={"break Markus 1.0": "no", "Markus 1.0 target": "Kati Jones"})
    assert (at(result, "runner.heap"), at(result, "runs.0.outcome")) == (["Kati Jones"], "unsuccessful")


def test_sagittarius_trashes_a_second_program_at_trace_strength_5(tmp_path):
    rig = {"credits": 0, "rig": ["Corroder", "Gordian Blade"]}
    strong = run_past(tmp_path, "Sagittarius", corp={"credits": 3}, runner=rig,
                      decisions={"break Sagittarius": "no", "Corp trace boost Sagittarius": 3, **NO_BOOST,
                                 "Sagittarius target": "Corroder", "Sagittarius target (2)": "Gordian Blade"})
    assert sorted(at(strong, "runner.heap")) == ["Corroder", "Gordian Blade"]
    weak = run_past(tmp_path, "Sagittarius", corp={"credits": 0}, runner=rig, name="weak",
                    decisions={"break Sagittarius": "no", "Corp trace boost Sagittarius": 0, **NO_BOOST,
                               "Sagittarius target": "Corroder"})
    assert at(weak, "runner.heap") == ["Corroder"]


def test_taurus_trashes_hardware(tmp_path):
    result = run_past(tmp_path, "Taurus", corp={"credits": 0}, runner={"credits": 0, "rig": ["Capstone"]},
                      decisions={"break Taurus": "no", "Corp trace boost Taurus": 0, **NO_BOOST,
                                 "Taurus target": "Capstone"})
    assert at(result, "runner.heap") == ["Capstone"]


def test_universal_connectivity_fee_takes_1_or_everything_from_a_tagged_runner(tmp_path):
    clean = run_past(tmp_path, "Universal Connectivity Fee", runner={"credits": 5},
                     decisions={"break Universal Connectivity Fee": "no"})
    assert (at(clean, "runner.credits"), at(clean, "corp.archives")) == (4, [])
    tagged = run_past(tmp_path, "Universal Connectivity Fee", runner={"credits": 5, "tags": 1}, name="tagged",
                      decisions={"break Universal Connectivity Fee": "no"})
    assert (at(tagged, "runner.credits"), at(tagged, "corp.archives")) == (0, ["Universal Connectivity Fee"])


def test_wendigo_stops_the_chosen_program_for_the_run_and_morphs_with_odd_tokens(tmp_path):
    result = run_past(tmp_path, ["Wendigo", "Ice Wall"], runner={"credits": 5, "rig": ["Corroder"]},
                      decisions={"break Wendigo": "no", "Wendigo target": "Corroder", "break Ice Wall": "Corroder"})
    assert traced(result, "Corroder cannot break subroutines on Ice Wall")
    assert at(result, "runs.0.outcome") == "unsuccessful"
    game = board(tmp_path, corp={"servers": {"Server 1": {"ice": [{"card": "Wendigo", "advancement": 1}]}}})
    wendigo = game.servers["Server 1"].ice[0]
    assert (game.has_subtype(wendigo, "barrier"), game.has_subtype(wendigo, "code gate")) == (True, False)
    broken = run_past(tmp_path, [{"card": "Wendigo", "advancement": 1}], runner={"credits": 5, "rig": ["Corroder"]},
                      decisions={"break Wendigo": "Corroder"}, name="broken")
    assert at(broken, "runs.0.outcome") == "successful"


def test_galahad_gains_the_subroutines_of_the_grail_ice_revealed_from_hq(tmp_path):
    corp = {"hq": ["Merlin", "Lancelot", "Enigma"]}
    result = run_past(tmp_path, "Galahad", corp=corp, runner={"credits": 5, "grip": ["Diesel"] * 3,
                                                              "rig": ["Corroder", "Gordian Blade"]},
                      decisions={"Galahad target": ["Lancelot", "Merlin"], "break Galahad": "Corroder"})
    assert traced(result, '1: "End the run." (printed); 2: "Trash 1 program." (from Galahad\'s ability, after the '
                          'others); 3: "Do 2 net damage."')
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 3)  # a barrier's three
    none = run_past(tmp_path, "Galahad", corp=corp, decisions={"Galahad target": "none", "break Galahad": "no"},
                    name="none")
    assert at(none, "runs.0.encounters.0.subroutines_resolved") == ["End the run."]


def test_lancelot_and_merlin_resolve_a_revealed_grails_subroutines_after_their_own(tmp_path):
    lancelot = run_past(tmp_path, "Lancelot", corp={"hq": ["Merlin"]},
                        runner={"grip": ["Diesel"] * 3, "rig": ["Corroder"]},
                        decisions={"Lancelot target": "Merlin", "break Lancelot": "no", "Lancelot target (2)": "Corroder"})
    assert (at(lancelot, "runs.0.encounters.0.subroutines_resolved"), len(at(lancelot, "runner.heap"))) == \
        (["Trash 1 program.", "Do 2 net damage."], 1 + 2)
    merlin = run_past(tmp_path, "Merlin", corp={"hq": ["Galahad"]}, runner={"grip": ["Diesel"] * 3}, name="merlin",
                      decisions={"Merlin target": "Galahad", "break Merlin": "no"})
    assert (at(merlin, "runs.0.encounters.0.subroutines_resolved"), at(merlin, "runs.0.outcome")) == \
        (["Do 2 net damage.", "End the run."], "unsuccessful")
