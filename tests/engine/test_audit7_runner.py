"""Runner cards of the seventh card audit (seed 20261207), each test asserting what the printed text and CR 25.08 make
happen, never what the engine printed. How the 40 cards were drawn is in test_audit7_corp.py's docstring.

Defects found and fixed here: Muse and Arissana Rocha Nahu turned the piece of ice the Runner picked for a trojan
back into its title, so with two copies of that ice installed the engine refused the install as the scenario's
ambiguity (the answer already named one copy); Muse offered a program the Runner cannot afford and then refused the
whole install of Muse, though a search followed by an install finds only a card that can be installed
(cr/rule_valid_search_target_install_play), and Arissana offered one too; Muse (and Planned Assault) searched the
stack without telling the abilities waiting for a search of it (Personality Profiles), and searched all three of
"your stack, heap, or grip" at once, shuffling the stack even when the Runner searched the heap or grip (now the Runner
names the zone, "Muse zone", as Test Run's "stack or heap"). The shared mechanism: an ability installing a card from the
grip or heap (Monolith, Topan, Scavenge, Magdalene Keino-Chemutai, Barry Wong, Arissana) refused a trojan, asking the
scenario for "install <card> on <card>", which an ability's answers cannot say; now the Runner picks its host
(`turns.runner_installs.install_by_ability`, decision "<card> host"); Mass Install offered one host per title, so a
trojan could not go on the second of two copies of a piece of ice."""

import pytest

from rulesdb.errors import DecisionNeeded
from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
TWO_ICE_WALLS = {"servers": {"Server 1": {"ice": ["Ice Wall"]}, "Server 2": {"ice": ["Ice Wall"]}}}
ARISSANA = "Arissana Rocha Nahu: Street Artist"


# --- Muse ---------------------------------------------------------------------------------------------------------------
def test_muse_installs_a_trojan_on_the_copy_of_the_ice_the_runner_names(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Muse"}], corp=TWO_ICE_WALLS,
                      runner={"credits": 10, "grip": ["Muse"], "stack": ["Sure Gamble", "Physarum Entangler"]},
                      decisions={"Muse zone": "stack", "Muse target": "Physarum Entangler",
                                 "Muse choice": "Ice Wall protecting Server 2"})
    assert at(result, "cards[Ice Wall protecting Server 2].hosted") == ["Physarum Entangler"]
    assert at(result, "cards[Ice Wall protecting Server 1].hosted") == []


def test_muse_cannot_find_a_program_the_runner_cannot_afford_to_install(tmp_path):
    """3[c]: Muse's 2[c] leaves 1[c], short of Corroder's 2[c]; Corroder cannot be found, so nothing is (Muse itself
    stays installed) and Corroder stays in the stack."""
    result = scenario(tmp_path, actions=[{"runner": "install Muse"}],
                      runner={"credits": 3, "grip": ["Muse"], "stack": ["Sure Gamble", "Corroder"]},
                      decisions={"Muse zone": "stack", "Muse target": "Corroder"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Muse"], 3 - 2)
    assert sorted(at(result, "runner.stack")) == ["Corroder", "Sure Gamble"]


def _muse_under_personality_profiles(tmp_path, zone, name):
    return scenario(tmp_path, actions=[{"runner": "install Muse"}], corp={"score_area": ["Personality Profiles"]},
                    runner={"credits": 10, "grip": ["Muse", "Easy Mark", "Corroder"], "stack": ["Sure Gamble", "Corroder"]},
                    decisions={"Muse zone": zone, "Muse target": "Corroder"}, name=name)


def test_muse_searching_the_stack_triggers_personality_profiles(tmp_path):
    """"Whenever the Runner searches the stack ..., they trash 1 card from the grip at random": Muse searched it."""
    result = _muse_under_personality_profiles(tmp_path, "stack", "stack")
    assert (len(at(result, "runner.grip")), len(at(result, "runner.heap"))) == (1, 1)
    assert (at(result, "cards[Corroder].host"), at(result, "runner.stack")) == ("Muse", ["Sure Gamble"])


def test_muse_searching_the_grip_leaves_the_stack_unsearched(tmp_path):
    """"Search your stack, heap, or grip": the Runner searches the grip only, so Personality Profiles does nothing."""
    result = _muse_under_personality_profiles(tmp_path, "grip", "grip")
    assert (at(result, "runner.grip"), at(result, "runner.heap")) == (["Easy Mark"], [])
    assert sorted(at(result, "runner.stack")) == ["Corroder", "Sure Gamble"]


def test_planned_assault_searching_the_stack_triggers_personality_profiles(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Planned Assault"}],
                      corp={"score_area": ["Personality Profiles"]},
                      runner={"grip": ["Planned Assault", "Easy Mark"], "stack": ["Dirty Laundry", "Diesel"]},
                      decisions={"Planned Assault target": "Dirty Laundry", "Planned Assault choice": "Archives",
                                 "jack out": "no"})
    assert sorted(at(result, "runner.heap")) == ["Dirty Laundry", "Easy Mark", "Planned Assault"]
    assert at(result, "runner.grip") == []


# --- Arissana Rocha Nahu: Street Artist ------------------------------------------------------------------------------
def _arissana_run(tmp_path, grip, answers, name="arissana", credits=5):
    corp = {"servers": {"Server 2": {"ice": [{"card": "Ice Wall", "rezzed": False}]},
                        "Server 1": {"root": ["PAD Campaign"]}}}
    return run_past(tmp_path, [{"card": "Ice Wall", "rezzed": False}], corp=corp, name=name,
                    runner={"identity": ARISSANA, "grip": grip, "credits": credits},
                    decisions={"abilities at approach Ice Wall": ARISSANA, "rez": "no", "trash PAD Campaign": "no",
                               **answers})


def test_arissana_installs_a_trojan_on_the_copy_of_the_ice_the_runner_names(tmp_path):
    result = _arissana_run(tmp_path, ["Hush"], {f"{ARISSANA} target": "Hush",
                                                "Hush host": "unrezzed ice protecting Server 2 (1st from the server)"})
    assert at(result, "cards[Ice Wall protecting Server 2].hosted") == ["Hush"]
    assert at(result, "cards[Ice Wall protecting Server 1].hosted") == []


def test_arissana_offers_no_program_the_runner_cannot_pay_for(tmp_path):
    """Corroder costs 2[c]; with 1[c] the Runner has no program to install (paying its install cost)."""
    result = _arissana_run(tmp_path, ["Corroder"], {f"{ARISSANA} target": "Corroder"}, name="poor", credits=1)
    assert (at(result, "runner.grip"), at(result, "runner.credits")) == (["Corroder"], 1)
    assert traced(result, "there is no program in the grip the Runner can install")


# --- Physarum Entangler -------------------------------------------------------------------------------------------------
def test_physarum_entangler_cannot_bypass_for_less_than_a_credit_per_subroutine(tmp_path):
    """Enigma has 2 subroutines: with 1[c] the Runner cannot pay, so Enigma is encountered and ends the run."""
    result = run_past(tmp_path, [{"card": "Enigma", "hosted": ["Physarum Entangler"]}], runner={"credits": 1},
                      decisions={"use Physarum Entangler": "yes"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("unsuccessful", 1)
    assert at(result, "runs.0.encounters.0.bypassed_by") is None


# --- Arruaceiras Crew ---------------------------------------------------------------------------------------------------
def test_arruaceiras_crew_weakens_ice_once_per_turn(tmp_path):
    """The second run's encounter offers only the [trash] ability: "Once per turn → Take 1 tag" was used."""
    with pytest.raises(DecisionNeeded) as asked:
        scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 1"}],
                 corp={"servers": {"Server 1": {"ice": ["Ice Wall"]}}}, runner={"credits": 2, "rig": ["Arruaceiras Crew"]},
                 decisions={"jack out": "no", "abilities at encounter Ice Wall": ["Arruaceiras Crew"]})
    assert asked.value.name == "abilities at encounter Ice Wall #2"
    assert [o for o in asked.value.options if o != "pass"] == [
        "Arruaceiras Crew ([trash], 2[c]: Trash the ice you are encountering if its strength is 0 or less.)"]


# --- Pantograph, Jailbreak, Devil Charm ---------------------------------------------------------------------------------
def test_pantograph_answers_an_agenda_the_corp_scores_on_its_own_turn(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": [
                          {"card": "Hostile Takeover", "advancement": 2}]}}},
                      runner={"rig": ["Pantograph"], "grip": ["Corroder"]},
                      decisions={"score": "yes", "Pantograph target": "Corroder", "rez": "no"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Pantograph", "Corroder"], 5 + 1 - 2)


def test_jailbreak_draws_nothing_when_the_run_is_unsuccessful(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Jailbreak on HQ"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Ice Wall"]}}},
                      runner={"grip": ["Jailbreak"], "stack": ["Sure Gamble"]},
                      decisions={"jack out": "no", "break Ice Wall": "no"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.grip")) == ("unsuccessful", [])


def test_devil_charm_declined_stays_installed_and_the_ice_keeps_its_strength(tmp_path):
    result = run_past(tmp_path, "Ice Wall", runner={"rig": ["Devil Charm"]},
                      decisions={"use Devil Charm": "no", "break Ice Wall": "no"})
    assert (at(result, "runner.rig"), at(result, "runs.0.encounters.0.strength")) == (["Devil Charm"], 1)


# --- the shared mechanism: an ability installing a trojan from the grip (Monolith, Topan, Scavenge, Magdalene...) ------
def test_monolith_installs_a_trojan_on_the_piece_of_ice_the_runner_picks(tmp_path):
    """Botulus says "Install only on a piece of ice": installed by Monolith's ability, it goes on the copy of Ice Wall
    the Runner picks, 4[c] less (its 2[c] install cost: 0[c]); it was refused, asking the scenario for 'install Botulus
    on <card>'."""
    result = scenario(tmp_path, actions=[{"runner": "install Monolith"}], corp=TWO_ICE_WALLS,
                      runner={"credits": 18, "grip": ["Monolith", "Botulus", "Sure Gamble"]},
                      decisions={"Monolith target": "Botulus", "Botulus host": "Ice Wall protecting Server 2",
                                 "Monolith target #2": "no"})
    assert at(result, "cards[Ice Wall protecting Server 2].hosted") == ["Botulus"]
    assert (at(result, "runner.grip"), at(result, "runner.credits")) == (["Sure Gamble"], 18 - 18)


def test_topan_installs_a_trojan_on_a_piece_of_ice_and_suffers_the_meat_damage(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Topan: Ormas Leader"}], corp=TWO_ICE_WALLS,
                      runner={"identity": "Topan: Ormas Leader", "grip": ["Botulus", "Sure Gamble"]},
                      decisions={"Topan: Ormas Leader target": "Botulus", "Botulus host": "Ice Wall protecting Server 1"})
    assert at(result, "cards[Ice Wall protecting Server 1].hosted") == ["Botulus"]
    assert (at(result, "runner.heap"), at(result, "runner.credits")) == (["Sure Gamble"], 5 - 0)


def test_mass_install_puts_a_trojan_on_the_copy_of_the_ice_the_runner_names(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Mass Install"}], corp=TWO_ICE_WALLS,
                      runner={"credits": 10, "grip": ["Mass Install", "Botulus"]},
                      decisions={"Mass Install target": "Botulus", "Mass Install choice": "Ice Wall protecting Server 2"})
    assert at(result, "cards[Ice Wall protecting Server 2].hosted") == ["Botulus"]
    assert at(result, "runner.credits") == 10 - 1 - 2


# --- Muse: one zone searched, and only the stack may fail to find --------------------------------------------------
def _search_step(result: dict) -> dict:
    return next(e for e in result["trace"] if "Muse's ability: the Runner searches" in e["text"])


def test_muse_may_fail_to_find_in_the_stack(tmp_path):
    """"Search your stack, heap, or grip": the Runner names the one zone searched (cr/rule_search: a search is of a
    zone). The stack is a deck, so they may fail to find Corroder (cr/rule_fail_to_find); it stays in the stack."""
    result = scenario(tmp_path, actions=[{"runner": "install Muse"}], name="fail",
                      runner={"credits": 10, "grip": ["Muse"], "stack": ["Sure Gamble", "Corroder"]},
                      decisions={"Muse zone": "stack", "Muse target": "no"})
    assert (at(result, "runner.rig"), sorted(at(result, "runner.stack"))) == (["Muse"], ["Corroder", "Sure Gamble"])
    step = _search_step(result)
    assert step["text"] == ("Muse's ability: the Runner searches their stack (the zone they chose of \"stack, heap, or "
                            "grip\") and finds nothing; the stack is shuffled.")
    assert "cr/rule_fail_to_find" in step["cites"]


def test_muse_must_find_the_one_program_in_the_heap(tmp_path):
    """The heap is not a deck: Corroder, the one program there that fits, is found without asking."""
    result = scenario(tmp_path, actions=[{"runner": "install Muse"}], name="heap",
                      runner={"credits": 10, "grip": ["Muse"], "heap": ["Corroder"]}, decisions={"Muse zone": "heap"})
    assert (at(result, "cards[Corroder].host"), at(result, "runner.heap")) == ("Muse", [])
    assert _search_step(result)["text"] == (
        "Muse's ability: the Runner searches their heap (the zone they chose of \"stack, heap, or grip\") and finds "
        "Corroder (the heap is not a deck: a search of it cannot fail to find).")


def test_muse_sets_the_found_program_aside_before_the_stack_is_shuffled(tmp_path):
    """Cards found are set aside while the searched deck is shuffled (cr/rule_searched_cards_set_aside): Corroder is
    out of the stack before the shuffle, and installed from the set-aside zone."""
    result = scenario(tmp_path, actions=[{"runner": "install Muse"}], name="aside",
                      runner={"credits": 10, "grip": ["Muse"], "stack": ["Sure Gamble", "Corroder", "Diesel"]},
                      decisions={"Muse zone": "stack", "Muse target": "Corroder"})
    assert (at(result, "cards[Corroder].host"), sorted(at(result, "runner.stack"))) == ("Muse", ["Diesel", "Sure Gamble"])
    assert "cr/rule_searched_cards_set_aside" in _search_step(result)["cites"]
