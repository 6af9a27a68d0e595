"""Standard programs that bypass, swap or charge, each test stating what its printed text makes happen,
with the ice or card it acts on: Abaasy, Afterimage, Conduit, Cordyceps, Curupira, Flux Capacitor,
Malandragem and Physarum Entangler."""

from tests.engine.card_play import at, run_past, scenario

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]


def test_abaasy_may_trash_a_grip_card_to_draw_after_fully_breaking_ice(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"rig": ["Abaasy"], "grip": ["Easy Mark"], "stack": ["Diesel"]},
                      decisions={"break Enigma": "Abaasy", "use Abaasy": "yes", "Abaasy target": "Easy Mark"})
    assert (at(result, "runner.grip"), at(result, "runner.heap")) == (["Diesel"], ["Easy Mark"])
    assert at(result, "runner.credits") == 5 - 2 - 2


def test_afterimage_bypasses_a_sentry_once_per_turn_paying_2_from_stealth_cards(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Bathynomus"]}}},
                      runner={"rig": ["Afterimage", "Ghost Runner"], "grip": GRIP},
                      decisions={"jack out": "no", "use Afterimage": "yes", "break Bathynomus": "no"})
    assert (at(result, "runs.0.outcome"), at(result, "cards[Ghost Runner].counters")) == ("successful", {"credits": 1})
    assert (at(result, "runs.1.outcome"), at(result, "damage.net")) == ("successful", 3)  # second time: not usable
    broke = run_past(tmp_path, "Bathynomus", runner={"rig": ["Afterimage"], "grip": GRIP}, name="nostealth",
                     decisions={"use Afterimage": "yes", "break Bathynomus": "no"})
    assert at(broke, "damage.net") == 3  # no stealth credits: it cannot be used


def test_conduit_runs_r_and_d_accessing_one_more_card_per_virus_counter_and_grows(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Conduit"}], corp={"rd": ["Hedge Fund"] * 4},
                      runner={"rig": [{"card": "Conduit", "counters": {"virus": 2}}]},
                      decisions={"jack out": "no", "use Conduit": "yes"})
    assert (len(at(result, "runs.0.accessed")), at(result, "cards[Conduit].counters")) == (3, {"virus": 3})


def test_cordyceps_swaps_ice_after_a_successful_central_run(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Hedge Fund"], "servers": {
        "HQ": {"ice": [{"card": "Ice Wall", "rezzed": False}]}, "Server 1": {"ice": ["Enigma"]}}},
        runner={"rig": [{"card": "Cordyceps", "counters": {"virus": 2}}]},
        decisions={"jack out": "no", "rez Ice Wall": "no", "use Cordyceps": "yes", "Cordyceps target": "unrezzed ice protecting HQ (1st from the server)",
                   "Cordyceps choice": "Enigma"})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.servers.Server 1.ice")) == (["Enigma"], ["Ice Wall"])
    assert at(result, "cards[Cordyceps].counters") == {"virus": 1}


def test_curupira_spends_3_power_counters_to_bypass_a_barrier_and_earns_them_by_breaking(tmp_path):
    bypassed = run_past(tmp_path, "Hadrian's Wall", runner={"rig": [{"card": "Curupira", "counters": {"power": 3}}]},
                        decisions={"use Curupira": "yes"})
    assert (at(bypassed, "runs.0.outcome"), at(bypassed, "cards[Curupira].counters")) == ("successful", {})
    earned = run_past(tmp_path, "Ice Wall", runner={"rig": ["Curupira"]}, decisions={"break Ice Wall": "Curupira"},
                      name="earned")
    assert at(earned, "cards[Curupira].counters") == {"power": 1}


def test_flux_capacitor_charges_once_per_encounter_with_its_host(tmp_path):
    result = run_past(tmp_path, [{"card": "Spiderweb", "hosted": ["Flux Capacitor"]}],
                      runner={"rig": ["Corroder", {"card": "Propeller", "counters": {"power": 1}}]},
                      decisions={"break Spiderweb": [{"with": "Corroder", "subroutines": [1]},
                                                     {"with": "Corroder", "subroutines": [2, 3]}],
                                 "use Flux Capacitor": "yes", "Flux Capacitor target": "Propeller"})
    assert (at(result, "runs.0.outcome"), at(result, "cards[Propeller].counters")) == ("successful", {"power": 2})


def test_malandragem_bypasses_weak_ice_for_a_counter_and_leaves_the_game_when_empty(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"rig": [{"card": "Malandragem", "counters": {"power": 1}}]},
                      decisions={"use Malandragem": "yes"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.removed")) == ("successful", ["Malandragem"])
    strong = run_past(tmp_path, "Hadrian's Wall", runner={"rig": [{"card": "Malandragem", "counters": {"power": 2}}]},
                      decisions={"use Malandragem": "yes"}, name="strong")
    assert at(strong, "runs.0.outcome") == "unsuccessful"  # strength 7: not 3 or less


def test_malandragem_at_threat_4_may_be_removed_to_bypass_any_ice(tmp_path):
    result = run_past(tmp_path, "Hadrian's Wall", corp={"score_area": ["Hostile Takeover"] * 4},
                      runner={"rig": [{"card": "Malandragem", "counters": {"power": 2}}]},
                      decisions={"remove Malandragem": "yes"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.removed")) == ("successful", ["Malandragem"])


def test_physarum_entangler_pays_per_subroutine_to_bypass_its_non_barrier_host_and_dies_to_a_purge(tmp_path):
    result = run_past(tmp_path, [{"card": "Enigma", "hosted": ["Physarum Entangler"]}],
                      decisions={"use Physarum Entangler": "yes"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 2)
    wall = run_past(tmp_path, [{"card": "Ice Wall", "hosted": ["Physarum Entangler"]}], name="wall",
                    decisions={"use Physarum Entangler": "yes"})
    assert at(wall, "runs.0.outcome") == "unsuccessful"
    purged = scenario(tmp_path, turn="corp", actions=[{"corp": "purge"}], name="purge", corp={"rd": ["Hedge Fund"], "servers": {
        "Server 1": {"ice": [{"card": "Enigma", "hosted": ["Physarum Entangler"]}]}}})
    assert at(purged, "runner.heap") == ["Physarum Entangler"]


def test_physarum_entangler_on_ice_that_cannot_be_bypassed_may_still_pay_and_the_bypass_fails(tmp_path):
    """No rule of the current CR keeps the Runner from paying (NISEI's 1.2.2a went in CR 25.04); "Guard
    cannot be bypassed" then wins over the bypass (cr/rule_cannot_precedence)."""
    result = run_past(tmp_path, [{"card": "Guard", "hosted": ["Physarum Entangler"]}],
                      decisions={"use Physarum Entangler": "yes"})
    assert at(result, "payments.0.for") == "Physarum Entangler's bypass"
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("unsuccessful", 5 - 1)
    assert at(result, "runs.0.encounters.0.bypassed_by") is None
