"""Null Signal Games era cards outside Standard that break subroutines or are ice with unusual subroutines, each test
stating what its printed text makes happen through the engine: Cerberus "Lady" H1, Chameleon, Endurance, Engram
Flush, NEXT Silver (with NEXT Bronze), Ravana 1.0 (resolving another bioroid's subroutine), Steve Cambridge,
Touch-ups and World Tree."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, board, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def _cards(result) -> dict:
    return result["final_state"]["cards"]


# --- breakers ---------------------------------------------------------------------------------------------
def test_cerberus_lady_spends_a_power_counter_to_break_2_barrier_subroutines(tmp_path):
    result = run_past(tmp_path, "Hadrian's Wall", runner={
        "rig": [{"card": "Cerberus \"Lady\" H1", "counters": {"power": 4}}], "credits": 5},
        decisions={"break Hadrian's Wall": "Cerberus \"Lady\" H1"})
    # strength 3 to 7: 4[c] of boosts, one power counter for both subroutines
    assert at(result, "runner.credits") == 5 - 4
    assert _cards(result)["Cerberus \"Lady\" H1"]["counters"] == {"power": 3}
    assert at(result, "runs.0.outcome") == "successful"


def test_cerberus_lady_gets_4_power_counters_when_installed(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Cerberus \"Lady\" H1"}],
                      runner={"grip": ["Cerberus \"Lady\" H1"]})
    assert _cards(result)["Cerberus \"Lady\" H1"]["counters"] == {"power": 4}


def test_chameleon_breaks_only_ice_of_the_chosen_subtype_and_returns_to_the_grip(tmp_path):
    actions = [{"runner": "install Chameleon"}, {"runner": "run Server 1"}]
    sentry = scenario(tmp_path, actions=actions, runner={"grip": ["Chameleon"]},
                      corp={"servers": {"Server 1": {"ice": ["Enigma"]}}},
                      decisions={"Chameleon choice": "code gate", "break Enigma": "Chameleon", "jack out": "no"})
    assert at(sentry, "runs.0.outcome") == "successful"
    assert at(sentry, "runner.credits") == 5 - 2 - 2  # install 2, two subroutines at 1[c]
    other = scenario(tmp_path, actions=actions, name="other", runner={"grip": ["Chameleon"]},
                     corp={"servers": {"Server 1": {"ice": ["Enigma"]}}},
                     decisions={"Chameleon choice": "barrier", "break Enigma": "Chameleon", "jack out": "no"})
    assert at(other, "runs.0.outcome") == "unsuccessful"
    ended = scenario(tmp_path, actions=[{"runner": "install Chameleon"}, {"runner": "gain credit"},
                                        {"runner": "gain credit"}, {"runner": "gain credit"}, {"corp": "gain credit"}],
                     name="discard", runner={"grip": ["Chameleon"]}, corp={"rd": ["Hedge Fund"]},
                     decisions={"Chameleon choice": "sentry", "rez": "no"})
    assert (at(ended, "runner.grip"), at(ended, "runner.rig")) == (["Chameleon"], [])


def test_endurance_breaks_up_to_2_subroutines_for_2_power_counters_and_gains_one_per_turn(tmp_path):
    result = run_past(tmp_path, "Hadrian's Wall", runner={"rig": [{"card": "Endurance", "counters": {"power": 2}}]},
                      decisions={"break Hadrian's Wall": "Endurance"})
    assert at(result, "runs.0.outcome") == "successful"  # not an icebreaker: strength does not matter
    assert at(result, "cards.Endurance.counters") == {"power": 0 + 1}  # spent 2, then 1 for the successful run
    game = board(tmp_path, runner={"rig": ["Endurance"]}, name="mu")
    assert game.memory_limit() == 4 + 2


# --- ice --------------------------------------------------------------------------------------------------
def test_next_silver_gains_an_end_the_run_for_each_rezzed_next_ice(tmp_path):
    result = run_past(tmp_path, "NEXT Silver", decisions={"break NEXT Silver": "no"},
                      corp={"servers": {"HQ": {"ice": ["NEXT Bronze"]}}})
    assert at(result, "runs.0.encounters.0.subroutines_resolved") == ["End the run."]  # stops at the first
    assert at(result, "runs.0.outcome") == "unsuccessful"
    broken = run_past(tmp_path, "NEXT Silver", runner={"rig": ["Corroder"]}, name="two",
                      decisions={"break NEXT Silver": "Corroder"}, corp={"servers": {"HQ": {"ice": ["NEXT Bronze"]}}})
    assert at(broken, "runner.credits") == 5 - 2  # two subroutines: itself and NEXT Bronze rezzed
    alone = run_past(tmp_path, {"card": "NEXT Silver", "rezzed": False}, name="alone",
                     decisions={"rez": "no"})
    assert at(alone, "runs.0.outcome") == "successful"


def test_ravana_resolves_a_subroutine_of_another_rezzed_bioroid(tmp_path):
    result = run_past(tmp_path, "Ravana 1.0", corp={"servers": {"HQ": {"ice": ["Eli 1.0"]}}},
                      decisions={"break Ravana 1.0": "no", "Ravana 1.0 target": "Eli 1.0",
                                 "Ravana 1.0 choice": "End the run."})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert traced(result, "the Corp resolves \"End the run.\" on Eli 1.0")
    alone = run_past(tmp_path, "Ravana 1.0", name="alone", decisions={"break Ravana 1.0": "no"})
    assert at(alone, "runs.0.outcome") == "successful"  # no other bioroid: nothing resolves


def test_ravana_is_broken_by_losing_clicks(tmp_path):
    result = run_past(tmp_path, "Ravana 1.0", corp={"servers": {"HQ": {"ice": ["Eli 1.0"]}}},
                      decisions={"break Ravana 1.0": "Ravana 1.0"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.clicks")) == ("successful", 4 - 1 - 2)


def test_engram_flush_trashes_a_revealed_card_of_the_chosen_type_in_that_encounter_only(tmp_path):
    result = run_past(tmp_path, "Engram Flush", runner={"grip": ["Sure Gamble", "Corroder", "Diesel"]},
                      decisions={"break Engram Flush": "no", "Engram Flush choice": "event",
                                 "Engram Flush target": "Diesel", "Engram Flush target #2": "no"})
    assert (at(result, "runner.heap"), sorted(at(result, "runner.grip"))) == (["Diesel"], ["Corroder", "Sure Gamble"])
    both = run_past(tmp_path, "Engram Flush", name="both", runner={"grip": ["Sure Gamble", "Corroder", "Diesel"]},
                    decisions={"break Engram Flush": "no", "Engram Flush choice": "event",
                               "Engram Flush target": "Diesel", "Engram Flush target #2": "Sure Gamble"})
    assert (sorted(at(both, "runner.heap")), at(both, "runner.grip")) == (["Diesel", "Sure Gamble"], ["Corroder"])
    kept = run_past(tmp_path, "Engram Flush", name="kept", runner={"grip": ["Sure Gamble", "Corroder"]},
                    decisions={"break Engram Flush": "no", "Engram Flush choice": "hardware"})
    assert at(kept, "runner.heap") == []


# --- Runner identity, programs; Corp operation --------------------------------------------------------------
def test_steve_cambridge_the_corp_removes_one_of_2_heap_cards_the_other_goes_to_the_grip(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run HQ"}],
                      runner={"identity": "Steve Cambridge: Master Grifter",
                              "heap": ["Diesel", "Corroder", "Sure Gamble"]},
                      corp={"hq": ["Hedge Fund"]},
                      decisions={"jack out": "no", "use Steve Cambridge: Master Grifter": "yes",
                                 "Steve Cambridge: Master Grifter target": ["Corroder", "Sure Gamble"],
                                 "Steve Cambridge: Master Grifter choice": "Sure Gamble"})
    assert (at(result, "runner.grip"), at(result, "runner.heap")) == (["Corroder"], ["Diesel"])
    assert at(result, "runner.removed") == ["Sure Gamble"]


def test_touch_ups_advances_twice_then_shuffles_up_to_2_grip_cards_of_a_type_into_the_stack(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Touch-ups"}],
                      corp={"hq": ["Touch-ups"], "rd": ["Hedge Fund"], "servers": {
                          "Server 1": {"root": ["Project Atlas"]}}},
                      runner={"grip": ["Sure Gamble", "Diesel", "Corroder"], "stack": ["Easy Mark"]},
                      decisions={"rez": "no", "Touch-ups target": "Project Atlas", "Touch-ups choice": "event",
                                 "Touch-ups cards": ["Sure Gamble", "Diesel"]})
    assert at(result, "cards.Project Atlas.counters") == {"advancement": 2}
    assert at(result, "runner.grip") == ["Corroder"]
    assert sorted(at(result, "runner.stack")) == ["Diesel", "Easy Mark", "Sure Gamble"]
    assert (at(result, "corp.clicks"), at(result, "corp.credits")) == (3 - 2, 5 - 2)


def test_touch_ups_with_nothing_to_advance_reveals_nothing(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Touch-ups"}],
                      corp={"hq": ["Touch-ups"], "rd": ["Hedge Fund"]}, runner={"grip": ["Sure Gamble"]},
                      decisions={"rez": "no"})
    assert not traced(result, "the grip is revealed")
    assert at(result, "runner.grip") == ["Sure Gamble"]


def test_world_tree_trashes_another_card_to_install_one_of_its_type_from_the_stack_3_cheaper(tmp_path):
    result = run_past(tmp_path, [], server="HQ", runner={"rig": ["World Tree", "Kati Jones"], "credits": 5,
                                                         "stack": ["Liberated Account", "Diesel"]},
                      corp={"hq": ["Hedge Fund"]},
                      decisions={"use World Tree": "yes", "World Tree target": "Kati Jones",
                                 "World Tree choice": "Liberated Account"})
    assert sorted(at(result, "runner.rig")) == ["Liberated Account", "World Tree"]
    assert (at(result, "runner.heap"), at(result, "runner.credits")) == (["Kati Jones"], 5 - 3)
    with pytest.raises(ScenarioError, match="World Tree choice"):
        run_past(tmp_path, [], server="HQ", name="other type", corp={"hq": ["Hedge Fund"]},
                 runner={"rig": ["World Tree", "Kati Jones"], "stack": ["Liberated Account", "Corroder"]},
                 decisions={"use World Tree": "yes", "World Tree target": "Kati Jones",
                            "World Tree choice": "Corroder"})


def test_quetzal_breaks_1_barrier_subroutine_once_per_turn_whatever_its_strength(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}] * 2, runner={"identity": "Quetzal: Free Spirit"},
                      corp={"servers": {"Server 1": {"ice": ["Wall of Static"]}}},
                      decisions={"jack out": "no", "break Wall of Static": "Quetzal: Free Spirit"})
    assert (at(result, "runs.0.outcome"), at(result, "runs.1.outcome")) == ("successful", "unsuccessful")
    assert at(result, "runner.credits") == 5
    code_gate = run_past(tmp_path, "Enigma", name="code gate", runner={"identity": "Quetzal: Free Spirit"},
                         decisions={"break Enigma": "Quetzal: Free Spirit"})
    assert at(code_gate, "runs.0.outcome") == "unsuccessful"


def test_corporate_troubleshooter_pays_x_to_make_ice_here_x_stronger_for_the_turn(tmp_path):
    def run(name, use):
        return run_past(tmp_path, "Ice Wall", name=name, runner={"rig": ["Corroder"]},
                        corp={"servers": {"Server 1": {"root": ["Corporate Troubleshooter"]}}},
                        decisions={"break Ice Wall": "Corroder", "Corporate Troubleshooter X": 2,
                                   "trash Corporate Troubleshooter": "no",
                                   "Corporate Troubleshooter target": "Ice Wall",
                                   **({"abilities at approach Ice Wall": "Corporate Troubleshooter"} if use else {})})
    used = run("used", True)
    # Ice Wall 1 + 2 = 3 against Corroder's 2: one boost more than without
    assert (at(used, "runner.credits"), at(used, "corp.credits")) == (5 - 1 - 1, 5 - 2)
    assert at(used, "corp.archives") == ["Corporate Troubleshooter"]
    assert at(used, "cards.Ice Wall.strength") == 3  # until the end of the turn, after the run
    plain = run("plain", False)
    assert (at(plain, "runner.credits"), at(plain, "corp.credits")) == (5 - 1, 5)


def test_e3_feedback_implants_pays_1_to_break_one_more_subroutine_after_a_break(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"rig": ["Gordian Blade", "e3 Feedback Implants"]},
                      decisions={"break Enigma": {"with": "Gordian Blade", "subroutines": [1]},
                                 "e3 Feedback Implants choice": "2: End the run."})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 1 - 1)
    assert at(result, "runs.0.encounters.0.fully_broken") is True
    declined = run_past(tmp_path, "Enigma", name="declined", runner={"rig": ["Gordian Blade", "e3 Feedback Implants"]},
                        decisions={"break Enigma": {"with": "Gordian Blade", "subroutines": [1]},
                                   "e3 Feedback Implants choice": "no"})
    assert at(declined, "runs.0.outcome") == "unsuccessful"


def test_tributary_moves_to_the_outermost_position_of_the_first_run_and_is_approached_there(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 1"}],
                      corp={"hq": ["Ice Wall"], "rd": ["Hedge Fund"],
                            "servers": {"HQ": {"ice": ["Tributary"]}, "Server 1": {"root": ["PAD Campaign"]}}},
                      runner={"rig": ["Gordian Blade"], "credits": 10},
                      decisions={"use Tributary": "yes", "jack out": "no", "break Tributary": "Gordian Blade",
                                 "trash PAD Campaign": "no"})
    assert at(result, "corp.servers.Server 1.ice") == ["Tributary"]
    assert at(result, "runs.0.encounters.0.ice") == "Tributary"
    assert at(result, "runs.1.encounters.0.ice") == "Tributary"  # it stays where it moved; the second run is not first


def test_tributary_subroutines_draw_install_ice_elsewhere_free_and_strengthen_all_ice_for_the_run(tmp_path):
    result = run_past(tmp_path, ["Tributary", "Ice Wall"], corp={"hq": ["Enigma"], "rd": ["Hedge Fund"]},
                      runner={"rig": ["Corroder"], "credits": 10},
                      decisions={"use Tributary": "no", "break Tributary": "no", "Tributary choice": "draw",
                                 "Tributary install": "Enigma", "Tributary install where": "HQ",
                                 "break Ice Wall": "Corroder"})
    assert at(result, "corp.servers.HQ.ice") == ["Enigma"]
    assert (at(result, "corp.hq"), at(result, "corp.credits")) == (["Hedge Fund"], 5)
    # Ice Wall 1 + 2 for the run: Corroder (2) boosts once, then breaks
    assert at(result, "runner.credits") == 10 - 1 - 1
    assert at(result, "runs.0.outcome") == "successful"
