"""Library cards that change strength, costs or what can be drawn, break several subroutines at once,
host programs, or react to the Runner trashing Corp cards."""

import pytest

from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]


@pytest.mark.parametrize(("breaker", "ice", "spent"), [
    ("Cleaver", "Spiderweb", 2),          # three subroutines, two per use at 1[c]
    ("Battering Ram", "Spiderweb", 4),    # two uses at 2[c]
    ("Buzzsaw", "Enigma", 1),
    ("Amina", "Enigma", 2),
    ("Mongoose", "Hunter", 2 * 2 + 1),    # two +2 boosts to reach strength 4, one use
    ("Nanuq", "Spiderweb", 4),            # AI: two uses at 2[c]
])
def test_breakers_that_break_several_subroutines_per_use(tmp_path, breaker, ice, spent):
    result = run_past(tmp_path, ice, runner={"credits": 10, "rig": [breaker]}, decisions={f"break {ice}": breaker})
    assert at(result, "runs.0.encounters.0.fully_broken") is True
    assert at(result, "runner.credits") == 10 - spent


@pytest.mark.parametrize(("rig", "spent"), [
    (["Na'Not'K"], 3 + 1),                                  # 1 + 1 for the one ice, one +2 boost
    (["Echelon"], 2 * 3 + 1),                               # 0 + 1 (itself), two +2 boosts
    (["Echelon", "Corroder", "Gordian Blade"], 3 + 1),      # 3 icebreakers: +3, one boost
    (["Echelon", {"card": "Dhegdheer", "hosted": ["Corroder"]}], 3 + 1),  # a hosted icebreaker counts too
    ([{"card": "Puffer", "counters": {"power": 2}}], 1),    # 2 + 2 counters, no boost
])
def test_breaker_strength_that_depends_on_the_board(tmp_path, rig, spent):
    result = run_past(tmp_path, "Hunter", runner={"credits": 10, "rig": rig},
                      decisions={"break Hunter": rig[0] if isinstance(rig[0], str) else rig[0]["card"]})
    assert at(result, "runs.0.outcome") == "successful"
    assert at(result, "runner.credits") == 10 - spent


def test_kate_lowers_the_first_program_or_hardware_install_each_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}, {"runner": "install Mimic"}],
                      runner={"identity": "Kate \"Mac\" McCaffrey", "grip": ["Corroder", "Mimic"]})
    assert at(result, "runner.credits") == 5 - 1 - 3


def test_reina_roja_taxes_the_first_ice_rezzed_each_turn(tmp_path):
    result = run_past(tmp_path, [{"card": "Enigma", "rezzed": False}], corp={"credits": 5},
                      runner={"identity": "Reina Roja"}, decisions={"rez Enigma": "yes"})
    assert at(result, "corp.credits") == 5 - 4


def test_lockdown_stops_the_runner_drawing_for_the_rest_of_the_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "draw"}],
                      corp={"servers": {"Server 1": {"ice": ["Lockdown"], "root": ["Vanity Project"]}}},
                      runner={"stack": GRIP}, decisions={"jack out": "no", "steal": "yes"})
    assert at(result, "runner.grip") == []


def test_red_herrings_adds_5_to_steal_from_its_server(tmp_path):
    poor = run_past(tmp_path, [], runner={"credits": 4},
                    corp={"servers": {"Server 1": {"root": ["Red Herrings", "Vanity Project"]}}},
                    decisions={"access order": ["Vanity Project", "Red Herrings"], "trash Red Herrings": "no"})
    rich = run_past(tmp_path, [], runner={"credits": 6}, name="rich",
                    corp={"servers": {"Server 1": {"root": ["Red Herrings", "Vanity Project"]}}},
                    decisions={"access order": ["Vanity Project", "Red Herrings"], "trash Red Herrings": "no",
                               "steal Vanity Project": "yes"})
    assert at(poor, "runs.0.stolen") == []
    assert (at(rich, "runs.0.stolen"), at(rich, "runner.credits")) == (["Vanity Project"], 1)


def test_hostile_infrastructure_does_1_net_damage_when_the_runner_trashes_a_corp_card(tmp_path):
    result = run_past(tmp_path, [], runner={"credits": 10, "grip": GRIP},
                      corp={"servers": {"Server 1": {"root": ["PAD Campaign"]},
                                        "Server 2": {"root": ["Hostile Infrastructure"]}}},
                      decisions={"trash PAD Campaign": "yes"})
    itself = run_past(tmp_path, [], runner={"credits": 10, "grip": GRIP}, name="itself",
                      corp={"servers": {"Server 1": {"root": ["Hostile Infrastructure"]}}},
                      decisions={"trash Hostile Infrastructure": "yes"})
    assert at(result, "damage.net") == 1
    assert at(itself, "damage.net") == 1


def test_warroid_tracker_makes_the_runner_trash_2_installed_cards(tmp_path):
    result = run_past(tmp_path, [], runner={"credits": 10, "rig": ["Corroder", "Mimic", "Desperado"]},
                      corp={"servers": {"Server 1": {"root": ["Warroid Tracker", "PAD Campaign"]}}},
                      decisions={"access order": ["PAD Campaign", "Warroid Tracker"], "trash PAD Campaign": "yes",
                                 "trash Warroid Tracker": "no", "Corp trace boost Warroid Tracker": 0,
                                 "Runner link boost Warroid Tracker": 0, "Warroid Tracker target": "Corroder",
                                 "Warroid Tracker target #2": "Mimic"})
    assert at(result, "runner.rig") == ["Desperado"]


def test_parasite_counter_at_turn_start_can_kill_its_host(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}],
                      corp={"servers": {"HQ": {"ice": [{"card": "Ice Wall", "hosted": ["Parasite"]}]}}})
    assert at(result, "corp.archives") == ["Ice Wall"]


@pytest.mark.parametrize(("virus", "trashed"), [(1, True), (0, False)])
def test_chisel_trashes_its_host_at_0_strength_or_grows(tmp_path, virus, trashed):
    result = run_past(tmp_path, [{"card": "Ice Wall", "hosted": [{"card": "Chisel", "counters": {"virus": virus}}]}],
                      corp={"servers": {"Server 1": {"root": ["Vanity Project"]}}}, decisions={"steal": "yes"})
    assert (at(result, "corp.archives") == ["Ice Wall"]) is trashed
    assert at(result, "runs.0.outcome") == ("successful" if trashed else "unsuccessful")


def test_botulus_breaks_a_subroutine_of_its_host_with_a_counter(tmp_path):
    result = run_past(tmp_path, [{"card": "Enigma", "hosted": [{"card": "Botulus", "counters": {"virus": 1}}]}],
                      decisions={"abilities at encounter Enigma": "Botulus", "Botulus choice": "2: End the run."})
    assert at(result, "runs.0.outcome") == "successful"
    assert at(result, "runner.clicks") == 2  # the unbroken subroutine cost a click


def test_leprechaun_hosts_programs_outside_the_memory_limit(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder on Leprechaun"}],
                      runner={"memory_limit": 1, "grip": ["Corroder"], "rig": ["Leprechaun"]})
    assert at(result, "cards[Leprechaun].hosted") == ["Corroder"]
    assert at(result, "runner.memory.used") == 1
    assert traced(result, "hosted on Leprechaun")
