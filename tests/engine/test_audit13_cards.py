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
