"""Creation and Control and Honor and Profit Corp cards (first printed in those big boxes), each through the engine:
what its printed text makes happen, and for the complex ones an interaction with another card."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced

RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]
GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]


def corp_turn(tmp_path, actions, *, name="corp", corp=None, runner=None, answers=None):
    corp = {"rd": list(RD), **(corp or {})}
    return scenario(tmp_path, turn="corp", actions=actions, corp=corp, runner={"grip": list(GRIP), **(runner or {})},
                    decisions={"rez": "no", **(answers or {})}, name=name)


def test_rainbow_is_a_sentry_code_gate_and_barrier_that_ends_the_run(tmp_path):
    result = run_past(tmp_path, "Rainbow", corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}})
    assert at(result, "runs")[0]["outcome"] == "unsuccessful"
    from rulesdb.engine.cards import lookup
    assert lookup("Rainbow").facts.subtypes == ("Sentry", "Code Gate", "Barrier")


def test_datapike_takes_2_credits_if_able_else_ends_the_run(tmp_path):
    rich = run_past(tmp_path, ["Datapike"], runner={"credits": 5}, name="rich")
    assert at(rich, "runner.credits") == 3 and traced(rich, "run ends")  # its second subroutine ends the run
    poor = run_past(tmp_path, ["Datapike"], runner={"credits": 1}, name="poor")
    assert at(poor, "runner.credits") == 1 and traced(poor, "cannot pay 2[c]")


def test_pup_does_net_damage_unless_the_runner_pays_for_each_subroutine(tmp_path):
    paid = run_past(tmp_path, "Pup", runner={"credits": 5, "grip": GRIP}, decisions={"Pup choice": "pay 1[c]"},
                    name="paid")
    assert (at(paid, "runner.credits"), at(paid, "damage.net")) == (3, 0)
    hurt = run_past(tmp_path, "Pup", runner={"credits": 5, "grip": GRIP},
                    decisions={"Pup choice": "suffer 1 net damage"}, name="hurt")
    assert (at(hurt, "runner.credits"), at(hurt, "damage.net")) == (5, 2)
    broke = run_past(tmp_path, "Pup", runner={"credits": 0, "grip": GRIP}, name="broke")
    assert at(broke, "damage.net") == 2  # unable to pay: no choice


def test_medical_research_fundraiser_gives_8_to_the_corp_and_3_to_the_runner(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "play Medical Research Fundraiser"}],
                       corp={"credits": 3, "hq": ["Medical Research Fundraiser"]}, runner={"credits": 0})
    assert (at(result, "corp.credits"), at(result, "runner.credits")) == (8, 3)


def test_diversified_portfolio_counts_remote_servers_with_a_card_in_their_root(tmp_path):
    servers = {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]}, "Server 2": {"root": [{"card": "Hostile Takeover"}]},
               "Server 3": {"ice": ["Ice Wall"]}, "HQ": {"root": ["Ben Musashi"]}}
    result = corp_turn(tmp_path, [{"corp": "play Diversified Portfolio"}],
                       corp={"credits": 1, "hq": ["Diversified Portfolio"], "servers": servers})
    assert at(result, "corp.credits") == 2  # Server 1 and Server 2; ice alone and HQ's root do not count


def test_fast_track_finds_an_agenda_and_shuffles_rd(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "play Fast Track"}], corp={"hq": ["Fast Track"]},
                       answers={"Fast Track target": "Hostile Takeover"})
    assert "Hostile Takeover" in at(result, "corp.hq") and "Hostile Takeover" not in at(result, "corp.rd")


def test_successful_demonstration_needs_an_unsuccessful_run_last_turn(tmp_path):
    ice = {"servers": {"Archives": {"ice": ["Ice Wall"]}}}
    actions = [{"runner": "run Archives"}] + [{"runner": "gain credit"}] * 3 + \
        [{"corp": "play Successful Demonstration"}]
    stopped = scenario(tmp_path, actions=actions, name="stopped",
                       corp={"credits": 2, "hq": ["Successful Demonstration"], "rd": list(RD), **ice},
                       decisions={"jack out": "no", "rez": "no"})
    assert at(stopped, "corp.credits") == 7
    with pytest.raises(ScenarioError, match="unsuccessful run"):
        scenario(tmp_path, actions=actions, name="clear", decisions={"jack out": "no", "rez": "no"},
                 corp={"credits": 2, "hq": ["Successful Demonstration"], "rd": list(RD)})


def test_levy_university_buys_a_piece_of_ice_from_rd(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "use Levy University"}], corp={
        "credits": 2, "servers": {"Server 1": {"root": ["Levy University"]}}},
        answers={"Levy University target": "Enigma"})
    assert ("Enigma" in at(result, "corp.hq"), at(result, "corp.credits"), at(result, "corp.clicks")) == \
        (True, 1, 2)


def test_mental_health_clinic_pays_each_turn_and_lets_the_runner_keep_one_more_card(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "gain credit"}], corp={
        "credits": 0, "servers": {"Server 1": {"root": ["Mental Health Clinic"]}}})
    assert at(result, "corp.credits") == 2  # 1 as the turn began, 1 for the click
    game = board(tmp_path, corp={"servers": {"Server 1": {"root": ["Mental Health Clinic"]}}})
    assert (game.hand_size("runner"), game.hand_size("corp")) == (6, 5)


def test_server_diagnostics_pays_2_each_turn_until_the_corp_installs_ice(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "install Ice Wall on HQ"}], corp={
        "credits": 0, "hq": ["Ice Wall"], "servers": {"Server 1": {"root": ["Server Diagnostics"]}}})
    assert (at(result, "corp.archives"), at(result, "corp.credits")) == (["Server Diagnostics"], 2)
    asset = corp_turn(tmp_path, [{"corp": "install PAD Campaign in new remote"}], name="asset", corp={
        "hq": ["PAD Campaign"], "servers": {"Server 1": {"root": ["Server Diagnostics"]}}})
    assert at(asset, "corp.archives") == []  # only ice trashes it


def test_thomas_haas_is_trashed_for_2_credits_per_advancement_token(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "use Thomas Haas"}], corp={
        "credits": 0, "servers": {"Server 1": {"root": [{"card": "Thomas Haas", "advancement": 3}]}}})
    assert (at(result, "corp.credits"), at(result, "corp.archives"), at(result, "corp.clicks")) == \
        (6, ["Thomas Haas"], 3)  # a [trash] ability, no click spent


def test_harmony_medtech_lets_each_player_win_with_6_points(tmp_path):
    six = ["Global Food Initiative", "Priority Requisition"]
    won = corp_turn(tmp_path, [{"corp": "gain credit"}], corp={"identity": "Harmony Medtech: Biomedical Pioneer",
                                                               "score_area": six})
    assert at(won, "winner") == "corp"
    runner = corp_turn(tmp_path, [{"corp": "gain credit"}], name="runner", runner={"score_area": ["Vanity Project",
                                                                                                  *["Hostile Takeover"] * 2]},
                       corp={"identity": "Harmony Medtech: Biomedical Pioneer"})
    assert at(runner, "winner") == "runner"  # 6 points are enough for the Runner too
    plain = corp_turn(tmp_path, [{"corp": "gain credit"}], name="plain", corp={"score_area": six})
    assert at(plain, "winner") is None


def test_sentinel_defense_program_adds_net_damage_to_core_damage(tmp_path):
    result = run_past(tmp_path, "Fenris", runner={"grip": GRIP}, corp={"score_area": ["Sentinel Defense Program"]})
    assert (at(result, "damage.core"), at(result, "damage.net")) == (1, 1)
    plain = run_past(tmp_path, "Neural Katana", runner={"grip": GRIP}, name="net",
                     corp={"score_area": ["Sentinel Defense Program"]})
    assert (at(plain, "damage.core"), at(plain, "damage.net")) == (0, 3)  # net damage alone does not trigger it


def test_efficiency_committee_gets_3_counters_and_trades_one_for_2_clicks_without_advancing(tmp_path):
    scored = corp_turn(tmp_path, [{"corp": "gain credit"}], answers={"score": "yes"}, corp={
        "servers": {"Server 1": {"root": [{"card": "Efficiency Committee", "advancement": 4}]}}})
    assert at(scored, "cards.Efficiency Committee.counters.agenda") == 3
    used = corp_turn(tmp_path, [{"corp": "use Efficiency Committee"}, {"corp": "advance Hostile Takeover",
                                                                      "attempt": True}], name="used",
                     corp={"score_area": [{"card": "Efficiency Committee", "counters": {"agenda": 3}}],
                           "servers": {"Server 1": {"root": [{"card": "Hostile Takeover"}]}}})
    assert (at(used, "corp.clicks"), at(used, "cards.Efficiency Committee.counters.agenda")) == (3 - 1 + 2, 2)
    assert at(used, "cards.Hostile Takeover.counters") == {} and traced(used, "cannot advance")


def test_haas_arcology_ai_is_advanced_unrezzed_and_spends_a_counter_for_2_clicks_once_per_turn(tmp_path):
    advanced = corp_turn(tmp_path, [{"corp": "advance Haas Arcology AI"}], name="advanced",
                         corp={"servers": {"Server 1": {"root": [{"card": "Haas Arcology AI", "rezzed": False}]}}})
    assert at(advanced, "cards.Haas Arcology AI.counters.advancement") == 1
    with pytest.raises(ScenarioError, match="cannot be advanced"):
        corp_turn(tmp_path, [{"corp": "advance Haas Arcology AI"}], name="rezzed",
                  corp={"servers": {"Server 1": {"root": ["Haas Arcology AI"]}}})
    used = corp_turn(tmp_path, [{"corp": "use Haas Arcology AI"}, {"corp": "use Haas Arcology AI", "attempt": True}],
                     name="used", corp={"servers": {"Server 1": {"root": [{"card": "Haas Arcology AI",
                                                                           "advancement": 2}]}}})
    assert (at(used, "corp.clicks"), at(used, "cards.Haas Arcology AI.counters.advancement")) == (3 - 1 + 2, 1)


def test_alix_counts_corp_installs_and_pays_2_per_counter(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "install Ice Wall on HQ"}, {"corp": "install PAD Campaign in new remote"},
                                  {"corp": "use Alix T4LB07"}], corp={
        "credits": 0, "hq": ["Ice Wall", "PAD Campaign"], "servers": {"Server 1": {"root": ["Alix T4LB07"]}}})
    assert (at(result, "corp.credits"), at(result, "corp.archives")) == (4, ["Alix T4LB07"])


def test_chairman_hiro_shrinks_the_grip_and_scores_for_the_runner_who_trashes_it(tmp_path):
    game = board(tmp_path, corp={"servers": {"Server 1": {"root": ["Chairman Hiro"]}}})
    assert game.hand_size("runner") == 3
    result = run_past(tmp_path, [], runner={"credits": 6}, corp={"servers": {"Server 1": {"root": ["Chairman Hiro"]}}},
                      decisions={"trash Chairman Hiro": "yes"})
    assert (at(result, "runner.score_area"), at(result, "runner.agenda_points"), at(result, "corp.archives")) == \
        (["Chairman Hiro"], 2, [])
    hq = run_past(tmp_path, [], server="HQ", runner={"credits": 6}, corp={"hq": ["Chairman Hiro"]},
                  decisions={"trash Chairman Hiro": "yes"}, name="hq")
    assert at(hq, "runner.agenda_points") == 2  # trashed from anywhere while being accessed


def test_director_haas_gives_a_click_and_is_worth_2_to_the_runner_who_trashes_it(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "gain credit"}], corp={"servers": {"Server 1": {"root": ["Director Haas"]}}})
    assert at(result, "corp.clicks") == 4 - 1
    stolen = run_past(tmp_path, [], runner={"credits": 5}, corp={"servers": {"Server 1": {"root": ["Director Haas"]}}},
                      decisions={"trash Director Haas": "yes"}, name="trashed")
    assert (at(stolen, "runner.score_area"), at(stolen, "runner.agenda_points")) == (["Director Haas"], 2)


def test_shi_kyu_costs_the_runner_net_damage_or_a_point(tmp_path):
    root = {"servers": {"Server 1": {"root": ["Shi.Kyū"]}}, "credits": 5}
    hurt = run_past(tmp_path, [], runner={"grip": GRIP}, corp=root, name="hurt",
                    decisions={"Shi.Kyū X": 2, "Shi.Kyū choice": "suffer 2 net damage", "trash Shi.Kyū": "no"})
    assert (at(hurt, "corp.credits"), at(hurt, "damage.net")) == (3, 2)
    taken = run_past(tmp_path, [], runner={"grip": GRIP}, corp=root, name="taken",
                     decisions={"Shi.Kyū X": 2, "Shi.Kyū choice": "add it to the score area"})
    assert (at(taken, "runner.score_area"), at(taken, "runner.agenda_points"), at(taken, "damage.net")) == \
        (["Shi.Kyū"], -1, 0)
    rd = run_past(tmp_path, [], server="R&D", runner={"grip": GRIP}, corp={"rd": ["Shi.Kyū"], "credits": 5},
                  name="rd", decisions={"Shi.Kyū X": 2, "trash Shi.Kyū": "no"})
    assert (at(rd, "corp.credits"), at(rd, "damage.net")) == (5, 0)  # not in R&D


def test_tenma_line_swaps_two_installed_ice_for_a_click(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "use Tenma Line"}], answers={
        "Tenma Line choice": ["Ice Wall", "Enigma"]}, corp={"servers": {
            "HQ": {"ice": ["Ice Wall"]}, "R&D": {"ice": ["Enigma"]}, "Server 1": {"root": ["Tenma Line"]}}})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.servers.R&D.ice"), at(result, "corp.clicks")) == \
        (["Enigma"], ["Ice Wall"], 2)


def test_medical_breakthrough_needs_1_less_for_each_copy_scored_or_stolen(tmp_path):
    from rulesdb.engine.effects.scoring import requirement
    servers = {"Server 1": {"root": [{"card": "Medical Breakthrough"}]}}
    none = board(tmp_path, corp={"servers": servers}, name="none")
    both = board(tmp_path, corp={"servers": servers, "score_area": ["Medical Breakthrough"]},
                 runner={"score_area": ["Medical Breakthrough"]}, name="both")
    assert (requirement(none, none.servers["Server 1"].root[0]), requirement(both, both.servers["Server 1"].root[0])) \
        == (4, 2)
    scored = corp_turn(tmp_path, [{"corp": "gain credit"}], answers={"score": "yes"}, corp={
        "score_area": ["Medical Breakthrough"], "servers": {"Server 1": {"root": [{"card": "Medical Breakthrough",
                                                                                   "advancement": 3}]}}})
    assert at(scored, "corp.agenda_points") == 4


def test_neotokyo_grid_pays_1_the_first_time_each_turn_its_root_is_advanced(tmp_path):
    root = {"Server 1": {"root": ["NeoTokyo Grid", {"card": "Hostile Takeover"}]}}
    result = corp_turn(tmp_path, [{"corp": "advance Hostile Takeover"}, {"corp": "advance Hostile Takeover"}],
                       corp={"credits": 5, "servers": root}, answers={"score": "no"})
    assert at(result, "corp.credits") == 5 - 2 + 1
    elsewhere = corp_turn(tmp_path, [{"corp": "advance Hostile Takeover"}], name="elsewhere", corp={
        "credits": 5, "servers": {"Server 1": {"root": ["NeoTokyo Grid"]},
                                  "Server 2": {"root": [{"card": "Hostile Takeover"}]}}})
    assert at(elsewhere, "corp.credits") == 4


def test_tennin_institute_advances_any_card_after_a_runner_turn_without_a_successful_run(tmp_path):
    def turn(run, name):
        actions = [{"runner": run}] + [{"runner": "gain credit"}] * 3 + [{"corp": "gain credit"}]
        return scenario(tmp_path, actions=actions, name=name, decisions={"jack out": "no", "rez": "no",
                                                                         "Tennin Institute: The Secrets Within target":
                                                                             "PAD Campaign"},
                        corp={"identity": "Tennin Institute: The Secrets Within", "rd": list(RD),
                              "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]},
                                          "Archives": {"ice": ["Ice Wall"]}}})
    stopped = turn("run Archives", "stopped")
    assert at(stopped, "cards.PAD Campaign.counters.advancement") == 1  # a card that cannot be advanced, too
    clear = turn("run HQ", "clear")
    assert at(clear, "cards.PAD Campaign.counters") == {}


def test_psychic_field_does_net_damage_per_grip_card_when_the_bids_differ_on_access_or_exposure(tmp_path):
    root = {"servers": {"Server 1": {"root": [{"card": "Psychic Field", "rezzed": False}]}}}
    hit = run_past(tmp_path, [], runner={"grip": GRIP}, corp=root, name="hit",
                   decisions={"Corp psi bid Psychic Field": 1, "Runner psi bid Psychic Field": 0,
                              "trash Psychic Field": "no", "rez": "no"})
    assert at(hit, "damage.net") == 3
    even = run_past(tmp_path, [], runner={"grip": GRIP}, corp=root, name="even",
                    decisions={"psi bid": 1, "trash Psychic Field": "no", "rez": "no"})
    assert at(even, "damage.net") == 0
    exposed = scenario(tmp_path, actions=[{"runner": "play Infiltration"}], corp=root, name="exposed",
                       runner={"grip": ["Infiltration", "Diesel"]},
                       decisions={"Infiltration choice": "expose 1 card", "Infiltration target": "unrezzed card in the root of Server 1",
                                  "Corp psi bid Psychic Field": 2, "Runner psi bid Psychic Field": 0, "rez": "no"})
    assert at(exposed, "damage.net") == 1  # Infiltration itself has left the grip


def test_nisei_division_gains_1_whenever_a_psi_game_is_revealed(tmp_path):
    root = {"identity": "Nisei Division: The Next Generation", "credits": 5,
            "servers": {"Server 1": {"root": [{"card": "Psychic Field", "rezzed": False}]}}}
    result = run_past(tmp_path, [], runner={"grip": GRIP}, corp=root,
                      decisions={"psi bid": 1, "trash Psychic Field": "no", "rez": "no"})
    assert at(result, "corp.credits") == 5 - 1 + 1


def test_plan_b_scores_an_agenda_from_hq_within_its_advancement_counters(tmp_path):
    root = {"servers": {"Server 1": {"root": [{"card": "Plan B", "advancement": 3, "rezzed": False}]}},
            "hq": ["Hostile Takeover", "Priority Requisition"]}
    result = run_past(tmp_path, [], corp=root, decisions={"Plan B target": "Hostile Takeover", "trash Plan B": "no", "rez": "no"})
    assert (at(result, "corp.score_area"), at(result, "corp.hq")) == (["Hostile Takeover"], ["Priority Requisition"])
    with pytest.raises(ScenarioError, match="Priority Requisition"):  # requirement 5 is beyond 3 counters
        run_past(tmp_path, [], corp=root, decisions={"Plan B target": "Priority Requisition", "rez": "no"}, name="far")


def test_cerebral_cast_makes_the_runner_choose_core_damage_or_a_tag_when_the_bids_differ(tmp_path):
    actions = [{"runner": "run HQ"}] + [{"runner": "gain credit"}] * 3 + [{"corp": "play Cerebral Cast"}]
    result = scenario(tmp_path, actions=actions, corp={"hq": ["Cerebral Cast"], "rd": list(RD)},
                      runner={"grip": GRIP}, decisions={"jack out": "no", "Corp psi bid Cerebral Cast": 1,
                                                        "Runner psi bid Cerebral Cast": 0,
                                                        "Cerebral Cast choice": "take 1 tag"})
    assert (at(result, "runner.tags"), at(result, "damage.core")) == (1, 0)
    with pytest.raises(ScenarioError, match="successful run"):
        corp_turn(tmp_path, [{"corp": "play Cerebral Cast"}], corp={"hq": ["Cerebral Cast"]}, name="cold")


def test_cerebral_imaging_keeps_as_many_cards_as_credits(tmp_path):
    rich = board(tmp_path, corp={"identity": "Cerebral Imaging: Infinite Frontiers", "credits": 9})
    poor = board(tmp_path, corp={"identity": "Cerebral Imaging: Infinite Frontiers", "credits": 2}, name="poor")
    assert (rich.hand_size("corp"), poor.hand_size("corp"), rich.hand_size("runner")) == (9, 2, 5)


def test_director_haas_pet_project_builds_a_new_remote_for_free_when_scored(tmp_path):
    result = corp_turn(tmp_path, [{"corp": "gain credit"}], corp={
        "credits": 0, "hq": ["Ice Wall", "Hedge Fund"], "archives": ["PAD Campaign"],
        "servers": {"Server 1": {"root": [{"card": "Director Haas' Pet Project", "advancement": 3}]}}},
        answers={"score": "yes", "use Director Haas' Pet Project": "yes",
                 "Director Haas' Pet Project install": "Ice Wall (HQ)",
                 "Director Haas' Pet Project install (2)": "PAD Campaign (Archives)",
                 "Director Haas' Pet Project install (3)": "no"})
    # the scored agenda's server, left empty, is gone: the new remote takes its name
    assert (at(result, "corp.servers.Server 1.ice"), at(result, "corp.servers.Server 1.root")) == \
        (["Ice Wall"], ["PAD Campaign"])
    assert (at(result, "corp.credits"), at(result, "corp.archives")) == (1, [])  # no install cost paid
    declined = corp_turn(tmp_path, [{"corp": "gain credit"}], name="declined", corp={
        "hq": ["Ice Wall"], "servers": {"Server 1": {"root": [{"card": "Director Haas' Pet Project", "advancement": 3}]}}},
        answers={"score": "yes", "use Director Haas' Pet Project": "no"})
    assert "Server 1" not in at(declined, "corp.servers")
