"""Creation and Control and Honor and Profit Runner cards (first printed in those big boxes), each through the engine:
what its printed text makes happen, and for the complex ones an interaction with another card."""

import pytest

from rulesdb.engine.effects.costs import Payment, sources
from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]
STACK = ["Corroder", "Sure Gamble", "Easy Mark", "Diesel", "Inti"]


def runner_turn(tmp_path, actions, *, name="runner", runner=None, corp=None, answers=None):
    return scenario(tmp_path, actions=actions, runner={"stack": list(STACK), **(runner or {})},
                    corp={"rd": ["Hedge Fund"] * 3, **(corp or {})}, decisions={"jack out": "no", "rez": "no", **(answers or {})},
                    name=name)


def test_calling_in_favors_pays_1_per_installed_connection(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "play Calling in Favors"}], runner={
        "credits": 0, "grip": ["Calling in Favors"], "rig": ["Tri-maf Contact", "Kati Jones", "Crash Space"]})
    assert at(result, "runner.credits") == 2  # Crash Space is no connection


def test_calling_in_favors_counts_a_connection_hosted_on_off_campus_apartment(tmp_path):
    # a connection hosted on Off-Campus Apartment is installed (cr/rule_host_on_ability)
    result = runner_turn(tmp_path, [{"runner": "play Calling in Favors"}], runner={
        "credits": 0, "grip": ["Calling in Favors"],
        "rig": ["Tri-maf Contact", {"card": "Off-Campus Apartment", "hosted": ["Kati Jones"]}]})
    assert at(result, "runner.credits") == 2


def test_express_delivery_keeps_1_of_the_top_4_and_shuffles_the_rest(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "play Express Delivery"}], runner={
        "credits": 1, "grip": ["Express Delivery"]}, answers={"Express Delivery target": "Diesel"})
    assert at(result, "runner.grip") == ["Diesel"] and sorted(at(result, "runner.stack")) == sorted(
        ["Corroder", "Sure Gamble", "Easy Mark", "Inti"])


def test_freelance_coding_contract_pays_2_for_each_program_trashed_from_the_grip(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "play Freelance Coding Contract"}], runner={
        "credits": 0, "grip": ["Freelance Coding Contract", "Corroder", "Inti", "Sure Gamble"]},
        answers={"Freelance Coding Contract target": ["Corroder", "Inti"]})
    assert (at(result, "runner.credits"), at(result, "runner.grip")) == (4, ["Sure Gamble"])
    assert sorted(at(result, "runner.heap")) == ["Corroder", "Freelance Coding Contract", "Inti"]


def test_levy_ar_lab_access_reshuffles_grip_and_heap_draws_5_and_leaves_the_game(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "play Levy AR Lab Access"}], runner={
        "credits": 5, "grip": ["Levy AR Lab Access", "Diesel"], "heap": ["Sure Gamble", "Easy Mark"], "stack": ["Inti"]})
    assert sorted(at(result, "runner.grip")) == ["Diesel", "Easy Mark", "Inti", "Sure Gamble"]
    assert (at(result, "runner.heap"), at(result, "runner.stack")) == ([], [])
    assert at(result, "runner.removed") == ["Levy AR Lab Access"]


def test_window_draws_from_the_bottom_of_the_stack(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "use Window"}], runner={"rig": ["Window"]})
    assert (at(result, "runner.grip"), at(result, "runner.stack")) == (["Inti"], STACK[:-1])


def test_public_terminal_pays_for_run_events_only(tmp_path):
    game = board(tmp_path, runner={"rig": ["Public Terminal"], "grip": ["Dirty Laundry", "Sure Gamble"]})
    laundry, gamble = game.runner.hand
    assert "Public Terminal" in [s.name for s in sources(game, Payment("runner", 2, "play", "play", laundry))]
    assert "Public Terminal" not in [s.name for s in sources(game, Payment("runner", 5, "play", "play", gamble))]
    result = runner_turn(tmp_path, [{"runner": "play Dirty Laundry on Archives"}], runner={
        "credits": 1, "grip": ["Dirty Laundry"], "rig": ["Public Terminal"]})
    assert at(result, "runner.credits") == 5  # 2 paid by the Terminal's 1 and the pool's 1, then 5 from the run


def test_q_coherence_chip_gives_1_mu_until_an_installed_program_is_trashed(tmp_path):
    game = board(tmp_path, runner={"rig": ["Q-Coherence Chip"]})
    assert game.memory_limit() == 5
    result = run_past(tmp_path, "Rototurret", runner={"rig": ["Q-Coherence Chip", "Corroder"]},
                      decisions={"Rototurret target": "Corroder", "break Rototurret": "no"})
    assert sorted(at(result, "runner.heap")) == ["Corroder", "Q-Coherence Chip"]
    discarded = runner_turn(tmp_path, [{"runner": "play Freelance Coding Contract"}], name="grip", runner={
        "grip": ["Freelance Coding Contract", "Corroder"], "rig": ["Q-Coherence Chip"]},
        answers={"Freelance Coding Contract target": ["Corroder"]})
    assert at(discarded, "runner.rig") == ["Q-Coherence Chip"]  # a program trashed from the grip was not installed


def test_borrowed_satellite_gives_1_link_and_1_hand_size(tmp_path):
    game = board(tmp_path, runner={"rig": ["Borrowed Satellite"]})
    assert (game.link(), game.hand_size("runner")) == (1, 6)


def test_tri_maf_contact_pays_2_once_per_turn_and_hurts_when_trashed(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "use Tri-maf Contact"}, {"runner": "use Tri-maf Contact",
                                                                          "attempt": True}],
                         runner={"credits": 0, "rig": ["Tri-maf Contact"]})
    assert at(result, "runner.credits") == 2 and at(result, "runner.clicks") == 3
    trashed = scenario(tmp_path, turn="corp", actions=[{"corp": "trash Tri-maf Contact"}], name="trashed",
                       corp={"rd": ["Hedge Fund"] * 3}, runner={"tags": 1, "grip": GRIP, "rig": ["Tri-maf Contact"]})
    assert (at(trashed, "damage.meat"), at(trashed, "runner.grip")) == (3, [])


def test_donut_taganes_makes_events_and_operations_cost_1_more(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "play Sure Gamble"}], runner={
        "credits": 6, "grip": ["Sure Gamble"], "rig": ["Donut Taganes"]})
    assert at(result, "runner.credits") == 6 - 6 + 9
    corp = scenario(tmp_path, turn="corp", actions=[{"corp": "play Hedge Fund"}], name="corp",
                    corp={"credits": 6, "hq": ["Hedge Fund"], "rd": ["Hedge Fund"] * 3},
                    runner={"rig": ["Donut Taganes"]})
    assert at(corp, "corp.credits") == 6 - 6 + 9


def test_gingerbread_breaks_tracer_subroutines(tmp_path):
    result = run_past(tmp_path, "Hunter", runner={"credits": 5, "rig": ["Gingerbread"]},
                      decisions={"break Hunter": "Gingerbread"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits"), at(result, "runner.tags")) == \
        ("successful", 5 - 2 - 1, 0)


def test_inti_strength_lasts_for_the_whole_run(tmp_path):
    result = run_past(tmp_path, ["Palisade", "Palisade"], server="HQ", runner={"credits": 6, "rig": ["Inti"]},
                      decisions={"break Palisade": "Inti"})
    # one boost of 2[c] to strength 2 for the run, then 1[c] per barrier subroutine
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 6 - 2 - 1 - 1)


def test_alias_breach_and_passport_cannot_interface_with_ice_protecting_a_remote_server(tmp_path):
    central = run_past(tmp_path, "Neural Katana", server="HQ", runner={"credits": 5, "grip": GRIP, "rig": ["Alias"]},
                       decisions={"break Neural Katana": "Alias"}, name="central")
    assert (at(central, "runner.credits"), at(central, "damage.net")) == (5 - 2 - 1, 0)
    remote = run_past(tmp_path, "Neural Katana", runner={"credits": 5, "grip": GRIP, "rig": ["Alias"]},
                      decisions={"break Neural Katana": "Alias"}, name="remote")
    assert at(remote, "damage.net") == 3
    breach = run_past(tmp_path, "Bastion", server="R&D", runner={"credits": 4, "rig": ["Breach"]},
                      decisions={"break Bastion": "Breach"}, name="breach")
    assert (at(breach, "runs.0.outcome"), at(breach, "runner.credits")) == ("successful", 0)
    passport = run_past(tmp_path, "Enigma", server="Archives", runner={"credits": 2, "rig": ["Passport"]},
                        decisions={"break Enigma": "Passport"}, name="passport")
    assert (at(passport, "runs.0.outcome"), at(passport, "runner.credits")) == ("successful", 0)
    walled = run_past(tmp_path, "Enigma", runner={"credits": 2, "rig": ["Passport"]},
                      decisions={"break Enigma": "Passport"}, name="walled")
    assert at(walled, "runs.0.outcome") == "unsuccessful"


def test_cloak_pays_for_an_icebreaker_and_nothing_else(tmp_path):
    result = run_past(tmp_path, "Neural Katana", server="HQ", runner={"credits": 2, "grip": GRIP,
                                                                       "rig": ["Alias", "Cloak"]},
                      decisions={"break Neural Katana": "Alias", "pay Alias's strength": {"Cloak": 1, "pool": 1}})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 0)  # 3[c]: 1 from Cloak
    game = board(tmp_path, runner={"rig": ["Cloak"], "grip": ["Sure Gamble"]})
    assert "Cloak" not in [s.name for s in sources(game, Payment("runner", 5, "play", "play", game.runner.hand[0]))]


def test_iain_stirling_gains_2_when_the_corp_is_ahead(tmp_path):
    ahead = runner_turn(tmp_path, [{"runner": "gain credit"}], runner={
        "identity": "Iain Stirling: Retired Spook", "credits": 0}, corp={"score_area": ["Hostile Takeover"]})
    assert at(ahead, "runner.credits") == 3
    even = runner_turn(tmp_path, [{"runner": "gain credit"}], name="even", runner={
        "identity": "Iain Stirling: Retired Spook", "credits": 0, "score_area": ["Hostile Takeover"]},
        corp={"score_area": ["Hostile Takeover"]})
    assert at(even, "runner.credits") == 1


def test_the_source_raises_agenda_requirements_taxes_steals_and_goes_when_one_is_stolen(tmp_path):
    from rulesdb.engine.effects.scoring import requirement
    game = board(tmp_path, runner={"rig": ["The Source"]},
                 corp={"servers": {"Server 1": {"root": [{"card": "Hostile Takeover"}]}}})
    assert requirement(game, game.servers["Server 1"].root[0]) == 2 + 1
    stolen = run_past(tmp_path, [], runner={"credits": 3, "rig": ["The Source"]}, decisions={"steal": "yes"},
                      corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}})
    assert (at(stolen, "runner.score_area"), at(stolen, "runner.credits"), at(stolen, "runner.heap")) == \
        (["Hostile Takeover"], 0, ["The Source"])
    poor = run_past(tmp_path, [], runner={"credits": 2, "rig": ["The Source"]}, decisions={"steal": "yes"},
                    corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}}, name="poor")
    assert (at(poor, "runner.score_area"), at(poor, "runner.rig")) == ([], ["The Source"])


def test_chakana_counts_rd_runs_and_at_3_counters_raises_agenda_requirements(tmp_path):
    from rulesdb.engine.effects.scoring import requirement
    result = run_past(tmp_path, [], server="R&D", runner={"rig": [{"card": "Chakana", "counters": {"virus": 2}}]})
    assert at(result, "cards.Chakana.counters.virus") == 3
    servers = {"servers": {"Server 1": {"root": [{"card": "Hostile Takeover"}]}}}
    three = board(tmp_path, runner={"rig": [{"card": "Chakana", "counters": {"virus": 3}}]}, corp=servers)
    two = board(tmp_path, runner={"rig": [{"card": "Chakana", "counters": {"virus": 2}}]}, corp=servers, name="two")
    assert (requirement(three, three.servers["Server 1"].root[0]), requirement(two, two.servers["Server 1"].root[0])) \
        == (3, 2)


def test_silhouette_may_expose_a_card_on_the_first_successful_hq_run(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "run HQ"}], runner={"identity": "Silhouette: Stealth Operative"},
                         corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": [{"card": "PAD Campaign",
                                                                                           "rezzed": False}]}}},
                         answers={"use Silhouette": "yes", "Silhouette: Stealth Operative target": "unrezzed card in the root of Server 1"})
    assert traced(result, "exposes") and traced(result, "PAD Campaign")


def test_push_your_luck_pays_double_when_the_corp_guesses_wrong(tmp_path):
    won = runner_turn(tmp_path, [{"runner": "play Push Your Luck"}], runner={"credits": 5, "grip": ["Push Your Luck"]},
                      answers={"Push Your Luck X": 3, "Push Your Luck choice": "even"})
    assert at(won, "runner.credits") == 5 - 2 - 3 + 6
    lost = runner_turn(tmp_path, [{"runner": "play Push Your Luck"}], runner={"credits": 5, "grip": ["Push Your Luck"]},
                       answers={"Push Your Luck X": 3, "Push Your Luck choice": "odd"}, name="lost")
    assert at(lost, "runner.credits") == 0


def test_planned_assault_plays_a_run_event_from_the_stack_for_its_cost(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "play Planned Assault"}], runner={
        "credits": 4, "grip": ["Planned Assault"], "stack": ["Dirty Laundry", "Diesel"]},
        answers={"Planned Assault target": "Dirty Laundry", "Planned Assault choice": "Archives"})
    assert (at(result, "runner.clicks"), at(result, "runner.credits")) == (4 - 2, 4 - 2 - 2 + 5)
    assert sorted(at(result, "runner.heap")) == ["Dirty Laundry", "Planned Assault"]


def test_early_bird_gains_a_click_and_runs_only_as_the_first_click(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "play Early Bird on Archives"}], runner={
        "credits": 1, "clicks": 4, "grip": ["Early Bird"]})
    assert (at(result, "runner.clicks"), at(result, "runs.0.outcome")) == (4 - 1 + 1, "successful")
    late = runner_turn(tmp_path, [{"runner": "gain credit"}, {"runner": "play Early Bird on Archives", "attempt": True}],
                       runner={"credits": 1, "clicks": 4, "grip": ["Early Bird"]}, name="late")
    assert at(late, "runner.grip") == ["Early Bird"]


def test_exploratory_romp_removes_advancement_counters_instead_of_breaching(tmp_path):
    corp = {"servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 1}],
                                     "ice": [{"card": "Ice Wall", "advancement": 2, "rezzed": False}]}}}
    result = runner_turn(tmp_path, [{"runner": "play Exploratory Romp on Server 1"}], corp=corp, runner={
        "grip": ["Exploratory Romp"]}, answers={"Exploratory Romp target": "unrezzed ice protecting Server 1 (1st from the server)", "Exploratory Romp X": 2,
                                                "rez": "no"})
    assert (at(result, "cards.Ice Wall.counters"), at(result, "runner.score_area")) == ({}, [])  # no breach, no steal


def test_feint_bypasses_the_first_two_ice_and_forbids_the_hq_breach(tmp_path):
    corp = {"hq": ["Hostile Takeover"], "servers": {"HQ": {"ice": ["Ice Wall", "Enigma", "Rainbow"]}}}
    result = runner_turn(tmp_path, [{"runner": "play Feint"}], corp=corp, runner={"grip": ["Feint"]})
    assert [e["result"] for e in at(result, "runs.0.encounters")][:2] == ["bypassed", "bypassed"]
    assert at(result, "runs.0.outcome") == "unsuccessful"  # Rainbow, the third, ends the run
    clear = runner_turn(tmp_path, [{"runner": "play Feint"}], name="clear", runner={"grip": ["Feint"]},
                        corp={"hq": ["Hostile Takeover"], "servers": {"HQ": {"ice": ["Ice Wall", "Enigma"]}}},
                        answers={"steal": "yes"})
    assert (at(clear, "runs.0.outcome"), at(clear, "runner.score_area")) == ("successful", [])
    assert traced(clear, "cannot breach HQ")


def test_logos_finds_a_card_when_the_corp_scores(tmp_path):
    game = board(tmp_path, runner={"rig": ["Logos"]})
    assert (game.memory_limit(), game.hand_size("runner")) == (5, 6)
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="scored", corp={
        "rd": ["Hedge Fund"] * 3, "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}}},
        runner={"rig": ["Logos"], "stack": ["Sure Gamble", "Diesel"]},
        decisions={"score": "yes", "use Logos": "yes", "Logos target": "Diesel"})
    assert at(result, "runner.grip") == ["Diesel"]


def test_unregistered_s_w_35_trashes_an_executive_after_a_successful_hq_run(tmp_path):
    corp = {"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Director Haas"]}}}
    result = runner_turn(tmp_path, [{"runner": "run HQ"}, {"runner": "use Unregistered S&W '35"}], corp=corp,
                         runner={"rig": ["Unregistered S&W '35"]},
                         answers={"Unregistered S&W '35 target": "Director Haas"})
    assert at(result, "corp.archives") == ["Director Haas"] and at(result, "runner.score_area") == []
    early = runner_turn(tmp_path, [{"runner": "use Unregistered S&W '35", "attempt": True}], corp=corp, name="early",
                        runner={"rig": ["Unregistered S&W '35"]})
    assert at(early, "corp.archives") == []


def test_overmind_gets_a_power_counter_per_unused_mu_and_spends_one_per_break(tmp_path):
    installed = runner_turn(tmp_path, [{"runner": "install Overmind"}], runner={"credits": 4, "grip": ["Overmind"]})
    assert at(installed, "cards.Overmind.counters.power") == 3  # 4 MU, 1 used by Overmind
    result = run_past(tmp_path, "Enigma", runner={"credits": 2, "rig": [{"card": "Overmind", "counters": {"power": 3}}]},
                      decisions={"break Enigma": "Overmind"}, name="run")
    assert (at(result, "runs.0.outcome"), at(result, "cards.Overmind.counters.power"), at(result, "runner.credits")) \
        == ("successful", 1, 0)


def test_oracle_may_draws_and_pays_for_a_right_guess_and_trashes_a_wrong_one(tmp_path):
    right = runner_turn(tmp_path, [{"runner": "use Oracle May"}], runner={"credits": 0, "rig": ["Oracle May"]},
                        answers={"Oracle May choice": "program"})
    assert (at(right, "runner.grip"), at(right, "runner.credits")) == (["Corroder"], 2)
    wrong = runner_turn(tmp_path, [{"runner": "use Oracle May"}, {"runner": "use Oracle May", "attempt": True}],
                        runner={"credits": 0, "rig": ["Oracle May"]}, answers={"Oracle May choice": "event"},
                        name="wrong")
    assert (at(wrong, "runner.heap"), at(wrong, "runner.grip"), at(wrong, "runner.credits")) == (["Corroder"], [], 0)


def test_cyber_cypher_breaks_only_during_runs_on_the_chosen_server(tmp_path):
    corp = {"servers": {"HQ": {"ice": ["Enigma"]}, "R&D": {"ice": ["Enigma"]}}, "hq": ["Hedge Fund"]}
    chosen = runner_turn(tmp_path, [{"runner": "install Cyber-Cypher"}, {"runner": "run HQ"}], corp=corp,
                         runner={"credits": 4, "grip": ["Cyber-Cypher"]},
                         answers={"Cyber-Cypher choice": "HQ", "break Enigma": "Cyber-Cypher"})
    assert (at(chosen, "runs.0.outcome"), at(chosen, "runner.credits")) == ("successful", 0)
    other = runner_turn(tmp_path, [{"runner": "install Cyber-Cypher"}, {"runner": "run R&D"}], corp=corp, name="other",
                        runner={"credits": 4, "grip": ["Cyber-Cypher"]},
                        answers={"Cyber-Cypher choice": "HQ", "break Enigma": "Cyber-Cypher"})
    assert (at(other, "runs.0.outcome"), at(other, "runner.credits")) == ("unsuccessful", 2)


def test_sahasrara_pays_for_installing_programs_only(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "install Corroder"}], runner={
        "credits": 0, "grip": ["Corroder"], "rig": ["Sahasrara"]}, answers={"pay installing Corroder": {"Sahasrara": 2}})
    assert at(result, "runner.rig") == ["Sahasrara", "Corroder"]
    game = board(tmp_path, runner={"rig": ["Sahasrara"], "grip": ["Sure Gamble"]})
    assert "Sahasrara" not in [s.name for s in sources(game, Payment("runner", 5, "play", "play", game.runner.hand[0]))]


def test_scavenge_reinstalls_a_program_for_the_trashed_programs_cost(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "play Scavenge"}], runner={
        "credits": 7, "grip": ["Scavenge", "Femme Fatale"], "rig": ["Corroder"]},
        answers={"Scavenge cost": "Corroder", "Scavenge target": "Femme Fatale (grip)"})
    # Femme Fatale costs 9, 2 less for the trashed Corroder
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Femme Fatale"], 0)
    again = runner_turn(tmp_path, [{"runner": "play Scavenge"}], name="again", runner={
        "credits": 0, "grip": ["Scavenge"], "rig": ["Corroder"]},
        answers={"Scavenge cost": "Corroder", "Scavenge target": "Corroder (heap)"})
    assert (at(again, "runner.rig"), at(again, "runner.heap"), at(again, "runner.credits")) == \
        (["Corroder"], ["Scavenge"], 0)


def test_monolith_installs_programs_4_less_and_trades_a_grip_program_for_a_damage(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "install Monolith"}], runner={
        "credits": 18, "grip": ["Monolith", "Corroder", "Inti", "Diesel"]},
        answers={"Monolith target": "Corroder", "Monolith target (2)": "no"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Monolith", "Corroder"], 0)
    game = board(tmp_path, runner={"rig": ["Monolith"]})
    assert game.memory_limit() == 7
    shot = run_past(tmp_path, "Neural Katana", runner={"grip": ["Corroder", "Sure Gamble", "Diesel", "Easy Mark"],
                                                      "rig": ["Monolith"]}, name="shot",
                    decisions={"prevent 3 net damage": "Monolith", "Monolith cost": "Corroder"})
    assert (len(at(shot, "runner.grip")), "Corroder" in at(shot, "runner.heap")) == (4 - 1 - 2, True)


def test_omni_drive_hosts_a_small_program_outside_memory_and_pays_for_it(tmp_path):
    game = board(tmp_path, runner={"rig": [{"card": "Omni-drive", "hosted": ["Corroder"]}]})
    assert game.memory_used() == 0
    result = run_past(tmp_path, "Ice Wall", runner={"credits": 0, "rig": [{"card": "Omni-drive",
                                                                           "hosted": ["Corroder"]}]},
                      decisions={"break Ice Wall": "Corroder"})
    assert (at(result, "runs.0.outcome"), at(result, "payments.0.from")) == ("successful", {"Omni-drive": 1})
    too_big = runner_turn(tmp_path, [{"runner": "install Mayfly on Omni-drive", "attempt": True}], name="big",
                          runner={"credits": 10, "grip": ["Mayfly"], "rig": ["Omni-drive"]})
    assert at(too_big, "runner.grip") == ["Mayfly"]  # 1[MU] or less only: Mayfly takes 2


def test_bug_installs_after_an_hq_run_and_pays_to_reveal_each_card_the_corp_draws(tmp_path):
    actions = [{"runner": "run HQ"}, {"runner": "install Bug"}, {"runner": "gain credit"}, {"runner": "gain credit"},
               {"corp": "gain credit"}]
    result = runner_turn(tmp_path, actions, corp={"hq": ["Hedge Fund"], "rd": ["Enigma", "Ice Wall"]},
                         runner={"credits": 3, "grip": ["Bug"]}, answers={"Bug choice": "reveal"})
    assert at(result, "runner.credits") == 3 + 2 - 2 and traced(result, "the card the Corp drew: Enigma")
    cold = runner_turn(tmp_path, [{"runner": "install Bug", "attempt": True}], name="cold",
                       runner={"grip": ["Bug"]})
    assert at(cold, "runner.grip") == ["Bug"]


def test_theophilius_bagbiter_empties_the_pool_and_sets_the_grip_limit_to_credits(tmp_path):
    result = runner_turn(tmp_path, [{"runner": "install Theophilius Bagbiter"}], runner={
        "credits": 7, "grip": ["Theophilius Bagbiter"]})
    assert at(result, "runner.credits") == 0
    game = board(tmp_path, runner={"credits": 8, "rig": ["Theophilius Bagbiter"]})
    assert game.hand_size("runner") == 8


def test_escher_rearranges_ice_across_servers_instead_of_breaching_hq(tmp_path):
    corp = {"hq": ["Hostile Takeover"], "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]},
                                                    "R&D": {"ice": ["Enigma", "Rainbow"]}}}
    result = runner_turn(tmp_path, [{"runner": "play Escher"}], corp=corp, runner={"credits": 3, "grip": ["Escher"]},
                         answers={"Escher choice": {"HQ": ["Rainbow (R&D 2)"], "R&D": ["Ice Wall (HQ 1)",
                                                                                       "Enigma (R&D 1)"]},
                                  "steal": "yes"})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.servers.R&D.ice")) == (["Rainbow"],
                                                                                       ["Ice Wall", "Enigma"])
    assert at(result, "runner.score_area") == []  # no breach of HQ

    with pytest.raises(ScenarioError, match="number of ice"):
        runner_turn(tmp_path, [{"runner": "play Escher"}], corp=corp, runner={"credits": 3, "grip": ["Escher"]},
                    name="uneven", answers={"Escher choice": {"HQ": ["Ice Wall (HQ 1)", "Enigma (R&D 1)"]}})
