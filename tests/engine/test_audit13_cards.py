"""Cards of the thirteenth card audit (seed 20261213), each test asserting what the printed text and CR 25.08 make
happen, never what the engine printed.

The sample: the complete, Standard-legal titles of `rulesdb cards --format standard --json` (status "complete"), sorted,
`random.Random(20261213).sample(titles, 20)`; a title (or an identity's name before its colon) that a commit of
`git log --oneline -400 | grep -i audit` names as a whole word was skipped and replaced by `choice(titles)` of the same
Random, in order (Mycoweb, Unity, Paladin Poemu, Bling, Concerto, Jailbreak, Stegodon MK IV and DZMZ Optimizer were
skipped). The 20: Reaper Function, N-Pot, Trust Operation, Detente, Anoetic Void, Prognostic Q-Loop, Jaguarundi, Daily
Quest, Beatriz Friere Gonzalez, Afterimage, Public Health Portal, Az McCaffrey: Mechanical Prodigy, Mindscaping, Brân
1.0, Dr. Nuka Vrolyck, AirbladeX (JSRF Ed.), Burner, Predictive Planogram, Lago Paranoá Shelter, Devadatta Drone. Five
more chosen for intricate text are named in the report and tested below where a clause was untested."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario

RD = ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign", "Beanstalk Royalties"]
GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
SCORED_4 = ["Fetal AI", "Azef Protocol"]  # 2 agenda points each: threat level 4


# --- Lago Paranoá Shelter ------------------------------------------------------------------------------------------
def test_lago_paranoa_cannot_be_used_with_an_empty_stack(tmp_path):
    """"Trash the top card of your stack to draw 1 card": the trashing is the cost (cr/rule_cost), and an empty stack
    has no top card to pay it with, so the Runner is not asked."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install PAD Campaign in new remote"}],
                      corp={"hq": ["PAD Campaign"], "rd": ["Hedge Fund"] * 3},
                      runner={"rig": ["Lago Paranoá Shelter"], "stack": []}, decisions={"rez": "no"})
    assert (at(result, "runner.heap"), at(result, "runner.grip")) == ([], [])


def test_lago_paranoa_counts_the_first_install_in_a_root_after_an_ice_install(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install Ice Wall on HQ"},
                                                      {"corp": "install PAD Campaign in new remote"}],
                      corp={"hq": ["Ice Wall", "PAD Campaign"], "rd": ["Hedge Fund"] * 3},
                      runner={"rig": ["Lago Paranoá Shelter"], "stack": GRIP},
                      decisions={"use Lago Paranoá Shelter": "yes", "rez": "no"})
    assert (at(result, "runner.heap"), at(result, "runner.grip")) == (["Sure Gamble"], ["Easy Mark"])


# --- Jaguarundi ------------------------------------------------------------------------------------------------------
def test_jaguarundi_tags_a_runner_with_no_click_to_spend_without_asking(tmp_path):
    """The run took the Runner's last [click]: "unless they spend [click]" cannot be chosen; the tag, then both
    subroutines (a second tag, and 1 core damage as the Runner is tagged)."""
    result = run_past(tmp_path, "Jaguarundi", corp={"score_area": SCORED_4}, runner={"clicks": 1, "grip": GRIP},
                      decisions={"break Jaguarundi": "no"})
    assert (at(result, "runner.tags"), at(result, "damage.core")) == (2, 1)


# --- Afterimage ------------------------------------------------------------------------------------------------------
def test_afterimage_cannot_raise_its_strength_without_stealth_credits(tmp_path):
    """Jaguarundi has strength 3, Afterimage 2; "+2 strength. Use this ability only by spending a credit from a stealth
    card": 9[c] in the pool cannot pay it, so Afterimage cannot break Jaguarundi."""
    with pytest.raises(ScenarioError, match="only with credits from a stealth card"):
        run_past(tmp_path, "Jaguarundi", runner={"credits": 9, "rig": ["Afterimage"], "grip": GRIP},
                 decisions={"break Jaguarundi": "Afterimage"})


# --- Detente ---------------------------------------------------------------------------------------------------------
def test_detente_installed_beside_another_console_trashes_the_older(tmp_path):
    """"Limit 1 console per player": all but the most recently installed console are trashed (cr/rule_install_console)."""
    result = scenario(tmp_path, actions=[{"runner": "install Detente"}],
                      runner={"credits": 9, "grip": ["Detente"], "rig": ["Amanuensis"]})
    assert (at(result, "runner.rig"), at(result, "runner.heap")) == (["Detente"], ["Amanuensis"])


# --- Reaper Function, Dr. Nuka Vrolyck -------------------------------------------------------------------------------
def test_reaper_function_unrezzed_does_nothing_when_the_turn_begins(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], runner={"grip": GRIP},
                      corp={"rd": ["Hedge Fund"] * 3,
                            "servers": {"Server 1": {"root": [{"card": "Reaper Function", "rezzed": False}]}}},
                      decisions={"rez": "no"})
    assert (at(result, "runner.grip"), at(result, "damage.net")) == (GRIP, 0)


def test_dr_nuka_vrolyck_is_loaded_with_2_power_counters_when_installed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Dr. Nuka Vrolyck"}], runner={"grip": ["Dr. Nuka Vrolyck"]})
    assert at(result, "cards[Dr. Nuka Vrolyck].counters") == {"power": 2}


# --- Trust Operation -------------------------------------------------------------------------------------------------
def test_trust_operation_with_no_resource_installed_still_installs_and_rezzes_from_archives(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Trust Operation"}], runner={"tags": 1},
                      corp={"hq": ["Trust Operation"], "archives": ["Enigma"], "rd": ["Hedge Fund"] * 3},
                      decisions={"Trust Operation install": "Enigma", "Trust Operation install where": "HQ"})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "cards.Enigma.rezzed")) == (["Enigma"], True)


# --- N-Pot -----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("scored", "outcome"), [(["Fetal AI", "Hostile Takeover"], "successful"),
                                                 (SCORED_4, "unsuccessful")])
def test_n_pot_third_subroutine_ends_the_run_only_at_threat_4(tmp_path, scored, outcome):
    """The Runner pays 6[c] to break the first two subroutines; the third ends the run at threat level 4, not at 3."""
    result = run_past(tmp_path, "N-Pot", corp={"score_area": scored}, runner={"credits": 9},
                      decisions={"break N-Pot": {"with": "N-Pot", "subroutines": [1, 2]}})
    assert (at(result, "runner.credits"), at(result, "runs.0.outcome")) == (9 - 6, outcome)


# --- Prognostic Q-Loop -----------------------------------------------------------------------------------------------
def test_prognostic_q_loop_installed_after_the_turns_first_run_does_not_look_at_the_next(tmp_path):
    """"The first time each turn a run begins": the second run of the turn is not the first, though it is Q-Loop's
    first, so the Runner is not asked (no "use Prognostic Q-Loop" answer is given)."""
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}, {"runner": "install Prognostic Q-Loop"},
                                         {"runner": "run Archives"}],
                      runner={"grip": ["Prognostic Q-Loop"], "stack": GRIP}, decisions={"jack out": "no"})
    assert [r["outcome"] for r in at(result, "runs")] == ["successful", "successful"]


# --- Detente with Burner ---------------------------------------------------------------------------------------------
def test_detente_hosts_from_hq_before_burner_replaces_the_breach(tmp_path):
    """Burner's run on HQ is successful: Detente's ability resolves as the run is declared successful, before the
    breach Burner replaces (cr/step_run_declared_successful), so the card it hosts is not among Burner's 3 revealed."""
    result = scenario(tmp_path, actions=[{"runner": "play Burner"}],
                      corp={"hq": ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign"]},
                      runner={"grip": ["Burner"], "rig": ["Detente"]},
                      decisions={"jack out": "no", "use Detente": "yes", "order Runner abilities": ["Burner", "Detente"],
                                 "Burner target": ["PAD Campaign", "Hedge Fund"], "Burner choice": "top"})
    hosted = at(result, "cards.Detente.hosted")
    assert (len(hosted), at(result, "corp.rd")[:2], sorted(at(result, "corp.hq") + hosted)) == \
        (1, ["Hedge Fund", "PAD Campaign"], ["Enigma", "Ice Wall"])


# --- Cataloguer (chosen) ---------------------------------------------------------------------------------------------
def test_cataloguer_spending_its_last_counter_arranges_r_and_d_and_is_trashed(tmp_path):
    """Instead of breaching R&D, the last power counter is removed to arrange the top 4 cards; empty, it is trashed."""
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}], corp={"rd": RD},
                      runner={"rig": [{"card": "Cataloguer", "counters": {"power": 1}}]},
                      decisions={"jack out": "no", "instead of breaching Cataloguer": "yes", "use Cataloguer": "yes",
                                 "Cataloguer choice": ["Enigma", "Ice Wall", "Hedge Fund", "PAD Campaign"]})
    assert (at(result, "runner.heap"), at(result, "corp.rd"), at(result, "runs.0.accessed")) == \
        (["Cataloguer"], ["Enigma", "Ice Wall", "Hedge Fund", "PAD Campaign", "Beanstalk Royalties"], [])


# --- Tree Line (chosen) ----------------------------------------------------------------------------------------------
def test_tree_line_can_be_advanced_and_gets_1_strength_per_counter(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "advance Tree Line"}],
                      corp={"rd": RD, "servers": {"HQ": {"ice": [{"card": "Tree Line", "rezzed": True}]}}})
    assert (at(result, "cards[Tree Line].counters"), at(result, "cards[Tree Line].strength")) == ({"advancement": 1}, 5)


def test_tree_line_trashed_from_hq_places_3_advancement_counters_on_installed_ice(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Tree Line"}], corp={
        "hq": ["Tree Line"], "rd": RD, "servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": True}]}}})
    assert (at(result, "cards[Ice Wall].counters"), at(result, "corp.archives"), at(result, "corp.credits")) == \
        ({"advancement": 3}, ["Tree Line"], 5 - 1)


# --- Time Bomb, Tranquilizer (chosen) --------------------------------------------------------------------------------
def test_time_bomb_needs_a_successful_central_run_this_turn_to_install(tmp_path):
    from rulesdb.engine.state.attempts import ActionRefused
    with pytest.raises(ActionRefused, match="no successful run on a central server this turn"):
        scenario(tmp_path, actions=[{"runner": "install Time Bomb"}], runner={"grip": ["Time Bomb"]})


def test_time_bomb_below_3_counters_gains_one_when_the_runners_turn_begins(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}],
                      corp={"rd": list(RD), "hq": ["Hedge Fund"]},
                      runner={"rig": [{"card": "Time Bomb", "counters": {"power": 2}}]})
    assert (at(result, "cards[Time Bomb].counters"), at(result, "corp.archives")) == ({"power": 3}, [])


def test_tranquilizer_installed_places_1_virus_counter_and_leaves_its_host_rezzed_below_3(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Tranquilizer on Ice Wall"}],
                      corp={"servers": {"HQ": {"ice": [{"card": "Ice Wall", "rezzed": True}]}}},
                      runner={"grip": ["Tranquilizer"]})
    assert (at(result, "cards[Tranquilizer].counters"), at(result, "cards[Ice Wall].rezzed")) == ({"virus": 1}, True)


def test_tranquilizer_with_2_counters_derezzes_its_host_as_the_third_is_placed(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}],
                      corp={"rd": list(RD), "servers": {"HQ": {"ice": [
                          {"card": "Ice Wall", "rezzed": True, "hosted": [{"card": "Tranquilizer",
                                                                           "counters": {"virus": 2}}]}]}}})
    assert (at(result, "cards[Tranquilizer].counters"), at(result, "cards[Ice Wall].rezzed")) == ({"virus": 3}, False)


def test_cataloguers_breach_of_r_and_d_is_a_breach_devadatta_drone_adds_to(tmp_path):
    """"[click], hosted power counter: Breach R&D" after this turn's successful R&D run: "Whenever you breach R&D"
    triggers on it too, so Devadatta Drone's second counter buys a second card (2 of them in all, one per breach)."""
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}, {"runner": "use Cataloguer"}], corp={"rd": RD},
                      runner={"rig": [{"card": "Cataloguer", "counters": {"power": 2}},
                                      {"card": "Devadatta Drone", "counters": {"power": 2}}]},
                      decisions={"jack out": "no", "instead of breaching Cataloguer": "no",
                                 "Devadatta Drone choice": 1})
    assert (at(result, "cards[Devadatta Drone].counters"), at(result, "cards[Cataloguer].counters")) == \
        ({}, {"power": 1})


def test_cataloguer_cannot_breach_r_and_d_without_a_successful_r_and_d_run_this_turn(tmp_path):
    from rulesdb.engine.state.attempts import ActionRefused
    with pytest.raises(ActionRefused, match="only if you made a successful run on R&D this turn"):
        scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "use Cataloguer"}],
                 corp={"rd": RD, "hq": ["Hedge Fund"]}, runner={"rig": [{"card": "Cataloguer", "counters": {"power": 2}}]},
                 decisions={"jack out": "no"})


# --- Cloud Eater (chosen) --------------------------------------------------------------------------------------------
def test_cloud_eater_rezzed_before_this_turn_has_no_end_of_encounter_ability(tmp_path):
    """Rezzed on the board the turn starts with: only its subroutines (no installed card to trash, 2 tags, 3 net)."""
    result = run_past(tmp_path, "Cloud Eater", runner={"grip": GRIP}, decisions={"break Cloud Eater": "no"})
    assert (at(result, "runner.tags"), at(result, "damage.net")) == (2, 3)


def test_cloud_eater_rezzed_this_turn_lets_the_runner_take_2_tags_instead_of_a_trash(tmp_path):
    """Rezzed as the Runner approaches it: its subroutines trash Corroder and give 2 tags and 3 net damage; as the
    encounter ends, the Runner takes 2 more tags rather than have a card trashed (it has none left anyway)."""
    result = run_past(tmp_path, {"card": "Cloud Eater", "rezzed": False}, corp={"credits": 10},
                      runner={"grip": GRIP, "rig": ["Corroder"]},
                      decisions={"rez": "yes", "break Cloud Eater": "no", "Cloud Eater choice": "take 2 tags",
                                 "Cloud Eater target": "Corroder"})
    assert (at(result, "runner.tags"), at(result, "damage.net"), at(result, "runner.heap")[:1]) == (4, 3, ["Corroder"])


# --- Az McCaffrey, Beatriz Friere Gonzalez ---------------------------------------------------------------------------
def test_az_mccaffrey_takes_1_off_the_first_job_resource_not_a_program_nor_a_second_job(tmp_path):
    """Corroder (a program, 2[c]) uses no discount; Red Team (a job, 5[c]) is the turn's first: 4[c]; Telework
    Contract (a job, 1[c]) comes second: full cost."""
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}, {"runner": "install Red Team"},
                                         {"runner": "install Telework Contract"}],
                      runner={"identity": "Az McCaffrey: Mechanical Prodigy", "credits": 10,
                              "grip": ["Corroder", "Red Team", "Telework Contract"]})
    assert at(result, "runner.credits") == 10 - 2 - 4 - 1


def test_beatriz_run_on_hq_is_a_successful_hq_run_for_detente_though_it_breaches_r_and_d(tmp_path):
    """Beatriz's run is a run on HQ, successful: Detente hosts a card of HQ; then R&D is breached instead, with 1
    more access (2 cards)."""
    result = scenario(tmp_path, actions=[{"runner": "use Beatriz Friere Gonzalez"}],
                      corp={"hq": ["Hedge Fund"], "rd": ["Enigma", "PAD Campaign", "Beanstalk Royalties"]},
                      runner={"rig": ["Detente", "Beatriz Friere Gonzalez"]},
                      decisions={"jack out": "no", "use Detente": "yes", "trash PAD Campaign": "no",
                                 "order Runner abilities": ["Beatriz Friere Gonzalez", "Detente"]})
    assert (at(result, "cards.Detente.hosted"), at(result, "runs.0.accessed")) == (["Hedge Fund"], ["Enigma", "PAD Campaign"])
