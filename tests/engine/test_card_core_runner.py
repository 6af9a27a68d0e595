"""Core set Runner cards (Revised Core Set, System Core 2019) built from existing effects: All-nighter, Crash Space,
Data Dealer, Hemorrhage, HQ Interface, Ice Analyzer, John Masanori, Lamprey, Modded, Mr. Li and The Personal
Touch, each through the engine."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced


def test_all_nighter_is_trashed_for_a_net_gain_of_one_click(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use All-nighter"}], runner={"rig": ["All-nighter"]})
    assert (at(result, "runner.clicks"), at(result, "runner.heap")) == (4 - 1 + 2, ["All-nighter"])


def test_crash_space_credits_pay_only_to_remove_a_tag(tmp_path):
    removed = scenario(tmp_path, actions=[{"runner": "remove tag"}], runner={"credits": 0, "tags": 1,
                                                                           "rig": ["Crash Space"]},
                       decisions={"pay removing a tag": {"Crash Space": 2}})
    assert (at(removed, "runner.tags"), at(removed, "runner.credits")) == (0, 0)
    assert at(removed, "cards[Crash Space].counters").get("credits", 0) == 0
    with pytest.raises(ScenarioError, match="cannot pay"):
        scenario(tmp_path, actions=[{"runner": "install Corroder"}], name="install",
                 runner={"credits": 0, "grip": ["Corroder"], "rig": ["Crash Space"]})


def test_crash_space_is_trashed_to_prevent_up_to_3_meat_damage(tmp_path):
    grip = ["Sure Gamble", "Easy Mark", "Dirty Laundry"]
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Scorched Earth"}],
                      corp={"hq": ["Scorched Earth"], "rd": ["Hedge Fund"]},
                      runner={"tags": 1, "grip": grip, "rig": ["Crash Space"]},
                      decisions={"prevent 4 meat damage": "Crash Space"})
    assert at(result, "runner.heap")[0] == "Crash Space"
    assert len(at(result, "runner.grip")) == 3 - 1  # 4 meat damage, 3 prevented


def test_data_dealer_forfeits_an_agenda_for_9_credits(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Data Dealer"}],
                      runner={"credits": 0, "rig": ["Data Dealer"], "score_area": ["Hostile Takeover"]},
                      decisions={"forfeit": "Hostile Takeover"})
    assert (at(result, "runner.credits"), at(result, "runner.score_area")) == (9, [])
    with pytest.raises(ScenarioError, match="Data Dealer"):
        scenario(tmp_path, actions=[{"runner": "use Data Dealer"}], runner={"rig": ["Data Dealer"]}, name="none")


def test_hemorrhage_gains_a_counter_per_successful_run_and_spends_two_to_make_the_corp_trash_from_hq(tmp_path):
    ran = run_past(tmp_path, [], server="Archives", runner={"rig": ["Hemorrhage"]})
    assert at(ran, "cards.Hemorrhage.counters.virus") == 1
    used = scenario(tmp_path, actions=[{"runner": "use Hemorrhage"}], name="used",
                    corp={"hq": ["Hedge Fund", "Ice Wall"]},
                    runner={"rig": [{"card": "Hemorrhage", "counters": {"virus": 2}}]},
                    decisions={"Hemorrhage target": "Ice Wall"})
    assert (at(used, "corp.hq"), at(used, "corp.archives"), at(used, "cards.Hemorrhage.counters")) == \
        (["Hedge Fund"], ["Ice Wall"], {})
    assert traced(used, "the Corp trashes Ice Wall from HQ")


def test_hq_interface_accesses_one_more_card_from_hq(tmp_path):
    result = run_past(tmp_path, [], server="HQ", corp={"hq": ["Hedge Fund", "Ice Wall", "Enigma"]},
                      runner={"rig": ["HQ Interface"]})
    assert len(at(result, "runs.0.accessed")) == 2


def test_ice_analyzer_gains_a_credit_per_rezzed_ice_that_pays_only_for_programs(tmp_path):
    corp = {"credits": 5, "servers": {"Server 1": {"ice": [{"card": "Ice Wall", "rezzed": False}]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "install Corroder"}], corp=corp,
                      runner={"credits": 1, "grip": ["Corroder"], "rig": ["Ice Analyzer"]},
                      decisions={"rez": "yes", "jack out": "no", "break Ice Wall": "no",
                                 "pay installing Corroder": {"Ice Analyzer": 1}})
    assert at(result, "runner.rig") == ["Ice Analyzer", "Corroder"]
    assert at(result, "runner.credits") == 0
    assert at(result, "cards[Ice Analyzer].counters").get("credits", 0) == 0
    game = board(tmp_path, runner={"grip": ["Armitage Codebusting"], "credits": 0,
                                   "rig": [{"card": "Ice Analyzer", "counters": {"credits": 1}}]}, name="resource")
    from rulesdb.engine.effects.costs import Payment, able
    armitage = game.runner.hand[0]
    assert not able(game, Payment("runner", 1, "install", "installing Armitage Codebusting", armitage))


def test_john_masanori_draws_on_the_first_successful_run_and_tags_on_the_first_unsuccessful(tmp_path):
    runs = [{"runner": "run Archives"}, {"runner": "run Archives"}, {"runner": "run Server 1"},
            {"runner": "run Server 1"}]
    result = scenario(tmp_path, actions=runs, corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}},
                      runner={"stack": ["Sure Gamble", "Easy Mark"], "rig": ["John Masanori"]},
                      decisions={"jack out": "no", "break Ice Wall": "no"})
    assert (at(result, "runner.grip"), at(result, "runner.tags")) == (["Sure Gamble"], 1)


def test_lamprey_makes_the_corp_lose_a_credit_per_hq_run_and_goes_when_they_purge(tmp_path):
    ran = run_past(tmp_path, [], server="HQ", corp={"credits": 5, "hq": ["Hedge Fund"]}, runner={"rig": ["Lamprey"]})
    assert at(ran, "corp.credits") == 4
    purged = scenario(tmp_path, turn="corp", actions=[{"corp": "purge"}], corp={"rd": ["Hedge Fund"]},
                      runner={"rig": ["Lamprey"]}, name="purged")
    assert at(purged, "runner.heap") == ["Lamprey"]


def test_modded_installs_a_program_or_hardware_3_credits_cheaper(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Modded"}],
                      runner={"credits": 1, "grip": ["Modded", "Corroder", "Daily Casts"]},
                      decisions={"Modded target": "Corroder"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Corroder"], 1 - 0)  # 2[c] - 3: free
    resource = scenario(tmp_path, actions=[{"runner": "play Modded"}], name="resource",
                        runner={"credits": 5, "grip": ["Modded", "Daily Casts"]})
    assert (at(resource, "runner.rig"), at(resource, "runner.grip")) == ([], ["Daily Casts"])


def test_mr_li_draws_two_and_puts_one_of_them_on_the_bottom_of_the_stack(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Mr. Li"}],
                      runner={"stack": ["Sure Gamble", "Easy Mark", "Dirty Laundry"], "rig": ["Mr. Li"]},
                      decisions={"Mr. Li target": "Sure Gamble"})
    assert (at(result, "runner.grip"), at(result, "runner.stack")) == \
        (["Easy Mark"], ["Dirty Laundry", "Sure Gamble"])


def test_the_personal_touch_goes_only_on_an_icebreaker_and_gives_it_1_strength(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install The Personal Touch on Corroder"}],
                      runner={"grip": ["The Personal Touch"], "rig": ["Corroder"]})
    assert at(result, "cards[The Personal Touch].host") == "Corroder"
    game = board(tmp_path, runner={"rig": [{"card": "Corroder", "hosted": ["The Personal Touch"]}]}, name="hosted")
    corroder = next(o for o in game.in_play() if o.title == "Corroder")
    assert game.breaker_strength(corroder) == 2 + 1
    with pytest.raises(ScenarioError, match="The Personal Touch"):
        scenario(tmp_path, actions=[{"runner": "install The Personal Touch on Datasucker"}], name="virus",
                 runner={"grip": ["The Personal Touch"], "rig": ["Datasucker"]})


def test_dinosaurus_hosts_one_non_ai_icebreaker_free_of_memory_with_2_strength(tmp_path):
    game = board(tmp_path, runner={"rig": [{"card": "Dinosaurus", "hosted": ["Corroder"]}]}, name="hosted")
    corroder = next(o for o in game.in_play() if o.title == "Corroder")
    assert (game.breaker_strength(corroder), game.memory_used()) == (2 + 2, 0)
    installed = scenario(tmp_path, actions=[{"runner": "install Corroder on Dinosaurus"}],
                         runner={"grip": ["Corroder"], "rig": ["Dinosaurus"], "memory_limit": 0})
    assert at(installed, "cards.Corroder.host") == "Dinosaurus"
    with pytest.raises(ScenarioError, match="Crypsis cannot be installed on Dinosaurus"):
        scenario(tmp_path, actions=[{"runner": "install Crypsis on Dinosaurus"}], name="ai",
                 runner={"credits": 9, "grip": ["Crypsis"], "rig": ["Dinosaurus"]})


def test_hostage_spends_a_second_click_to_find_a_connection_and_may_install_it(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Hostage"}],
                      runner={"credits": 5, "grip": ["Hostage"], "stack": ["Sure Gamble", "Mr. Li"]},
                      decisions={"Hostage target": "Mr. Li", "Hostage install": "Mr. Li"})
    assert (at(result, "runner.clicks"), at(result, "runner.rig"), at(result, "runner.credits")) == \
        (4 - 2, ["Mr. Li"], 5 - 1 - 3)
    kept = scenario(tmp_path, actions=[{"runner": "play Hostage"}], name="kept",
                    runner={"grip": ["Hostage"], "stack": ["Sure Gamble", "Mr. Li"]},
                    decisions={"Hostage target": "Mr. Li", "Hostage install": "no"})
    assert (at(kept, "runner.grip"), at(kept, "runner.rig")) == (["Mr. Li"], [])


def test_notoriety_needs_successful_runs_on_all_three_centrals_and_scores_1_point(tmp_path):
    corp = {"hq": ["Hedge Fund"], "rd": ["Hedge Fund"]}
    runs = [{"runner": "run HQ"}, {"runner": "run R&D"}, {"runner": "run Archives"}]
    result = scenario(tmp_path, actions=[*runs, {"runner": "play Notoriety"}], corp=corp,
                      runner={"grip": ["Notoriety"]}, decisions={"jack out": "no"})
    assert (at(result, "runner.score_area"), at(result, "runner.agenda_points"), at(result, "runner.heap")) == \
        (["Notoriety"], 1, [])
    with pytest.raises(ScenarioError, match="Archives"):
        scenario(tmp_path, actions=[*runs[:2], {"runner": "play Notoriety"}], corp=corp, name="two",
                 runner={"grip": ["Notoriety"]}, decisions={"jack out": "no"})


def test_paragon_gains_1_and_may_bottom_the_top_of_the_stack_on_the_first_successful_run(tmp_path):
    runs = [{"runner": "run Archives"}, {"runner": "run Archives"}]
    result = scenario(tmp_path, actions=runs, runner={"credits": 0, "stack": ["Sure Gamble", "Easy Mark"],
                                                      "rig": ["Paragon"]},
                      decisions={"use Paragon": "yes", "Paragon choice": "add it to the bottom of the stack",
                                 "jack out": "no"})
    assert (at(result, "runner.credits"), at(result, "runner.stack")) == (1, ["Easy Mark", "Sure Gamble"])


def test_bank_job_may_replace_a_remote_breach_by_taking_its_credits(tmp_path):
    corp = {"servers": {"Server 1": {"root": ["Hostile Takeover"]}}}
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp,
                      runner={"credits": 0, "rig": [{"card": "Bank Job", "counters": {"credits": 8}}]},
                      decisions={"jack out": "no", "instead of breaching Bank Job": "yes", "Bank Job choice": 3})
    assert (at(result, "runner.credits"), at(result, "cards[Bank Job].counters.credits")) == (3, 5)
    assert at(result, "runner.score_area") == []  # no breach, so no access
    emptied = scenario(tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, name="emptied",
                       runner={"credits": 0, "rig": [{"card": "Bank Job", "counters": {"credits": 8}}]},
                       decisions={"jack out": "no", "instead of breaching Bank Job": "yes", "Bank Job choice": 8})
    assert (at(emptied, "runner.credits"), at(emptied, "runner.heap")) == (8, ["Bank Job"])


def test_bank_job_does_not_replace_a_central_breach(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"]},
                      runner={"rig": [{"card": "Bank Job", "counters": {"credits": 8}}]},
                      decisions={"jack out": "no", "instead of breaching Bank Job": "yes"})
    assert at(result, "runs.0.accessed") == ["Hedge Fund"]


def test_doppelganger_runs_again_once_per_turn_after_a_successful_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}, {"runner": "run Archives"}],
                      runner={"rig": ["Doppelgänger"]},
                      decisions={"jack out": "no", "use Doppelgänger": "yes", "Doppelgänger choice": "HQ"})
    assert [at(result, f"runs.{i}.server") for i in range(3)] == ["Archives", "HQ", "Archives"]
    assert at(result, "runner.clicks") == 4 - 2  # the second run took no click
    with pytest.raises(AssertionError):
        at(result, "runs.3.server")  # once per turn: no run after the third


def test_pheromones_refills_to_its_virus_counters_and_pays_only_during_hq_runs(tmp_path):
    began = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="began",
                     runner={"rig": [{"card": "Pheromones", "counters": {"virus": 2, "credits": 0}}]})
    assert at(began, "cards.Pheromones.counters") == {"virus": 2, "credits": 2}  # X = 2 as the turn begins
    result = run_past(tmp_path, "Ice Wall", server="HQ", corp={"hq": ["Hedge Fund"]},
                      runner={"credits": 0, "rig": ["Corroder", {"card": "Pheromones", "counters": {"virus": 1,
                                                                                                 "credits": 1}}]},
                      decisions={"break Ice Wall": "Corroder", "pay Corroder's break": {"Pheromones": 1}})
    assert at(result, "runs.0.outcome") == "successful"
    assert at(result, "cards.Pheromones.counters") == {"virus": 2}  # its credit spent; a counter for the HQ run
    with pytest.raises(ScenarioError, match="cannot pay the 1.c. it takes to break Ice Wall with Corroder"):
        run_past(tmp_path, "Ice Wall", corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}}, name="elsewhere",
                 runner={"credits": 0, "rig": ["Corroder", {"card": "Pheromones", "counters": {"virus": 1, "credits": 1}}]},
                 decisions={"break Ice Wall": "Corroder"})  # its credit cannot pay during a run on Server 1


def test_patchwork_trashes_another_grip_card_to_install_or_play_2_credits_cheaper_once_per_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}, {"runner": "play Sure Gamble"}],
                      runner={"credits": 5, "grip": ["Corroder", "Easy Mark", "Sure Gamble"], "rig": ["Patchwork"]},
                      decisions={"use Patchwork": "yes", "Patchwork target": "Easy Mark"})
    # Corroder for 0[c] instead of 2; Sure Gamble at full price: Patchwork was used this turn
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Patchwork", "Corroder"], 5 - 0 - 5 + 9)
    assert sorted(at(result, "runner.heap")) == ["Easy Mark", "Sure Gamble"]
    played = scenario(tmp_path, actions=[{"runner": "play Sure Gamble"}], name="played",
                      runner={"credits": 3, "grip": ["Sure Gamble", "Easy Mark"], "rig": ["Patchwork"]},
                      decisions={"use Patchwork": "yes", "Patchwork target": "Easy Mark"})
    assert at(played, "runner.credits") == 3 - 3 + 9  # 5[c] less 2: affordable with 3


def test_patchwork_cannot_trash_the_card_being_installed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}],
                      runner={"credits": 5, "grip": ["Corroder"], "rig": ["Patchwork"]})
    offered = [d["decision"] for d in at(result, "decisions")]
    assert "use Patchwork" not in offered and at(result, "runner.credits") == 3  # no other grip card to trash
