"""Corp cards of the eleventh card audit (seed 20261211; the draw is described in test_audit11_runner.py), each test
asserting what the printed text and CR 25.08 make happen, never what the engine printed: clauses no earlier test
asserted."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import GRIP, RD, at, run_past, scenario, step, traced


# --- Red Level Clearance (operations.common.modes) -----------------------------------------------------------------
def test_red_level_clearance_resolves_its_modes_as_a_modal_ability(tmp_path):
    """"Resolve 2 of the following": a modal ability (cr/rule_mode_definition); the Corp chooses the next mode
    (cr/rule_choose_next_mode), and the second once the first is complete, never the same one again
    (cr/rule_after_resolving_mode, cr/rule_cannot_repeat_modes), not an either/or choice."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Red Level Clearance"}], corp={
        "hq": ["Red Level Clearance", "Enigma"], "rd": list(RD), "servers": {"HQ": {"ice": ["Ice Wall"]}}},
        decisions={"Red Level Clearance choice": ["gain [click]", "install 1 non-agenda card from HQ"],
                   "Red Level Clearance install": "Enigma", "Red Level Clearance install where": "HQ", "rez": "no"})
    first, second = step(result, 'resolves "gain [click]"'), step(result, 'resolves "install 1 non-agenda')
    assert "cr/rule_choose_next_mode" in first["cites"] and "cr/rule_after_resolving_mode" not in first["cites"]
    assert {"cr/rule_choose_next_mode", "cr/rule_after_resolving_mode", "cr/rule_cannot_repeat_modes"} <= \
        set(second["cites"])
    assert "cr/rule_choice_instruction" not in first["cites"] + second["cites"]


def test_red_level_clearance_installs_ice_paying_its_install_cost(tmp_path):
    """"Install 1 non-agenda card from HQ" ignores no cost: Enigma goes outermost on HQ for 1[c] (1 ice there)."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Red Level Clearance"}], corp={
        "hq": ["Red Level Clearance", "Enigma"], "rd": list(RD), "servers": {"HQ": {"ice": ["Ice Wall"]}}},
        decisions={"Red Level Clearance choice": ["gain [click]", "install 1 non-agenda card from HQ"],
                   "Red Level Clearance install": "Enigma", "Red Level Clearance install where": "HQ", "rez": "no"})
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (5 - 1 - 1, 3 - 1 + 1)
    assert at(result, "corp.servers.HQ.ice") == ["Enigma", "Ice Wall"]


# --- Ob Superheavy Logistics ---------------------------------------------------------------------------------------
def test_ob_superheavy_searches_only_for_the_first_rezzed_card_trashed_each_turn(tmp_path):
    """"Once per turn": two Reaper Functions trash themselves as the turn begins; only the first trash finds a card
    (Nico Campaign, rez cost 2 = 3 - 1), the second Reaper Function's trash meets no instance of the ability."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], runner={"grip": GRIP}, name="ob2",
                      corp={"identity": "Ob Superheavy Logistics", "rd": ["Nico Campaign", "PAD Campaign"],
                            "servers": {"Server 1": {"root": ["Reaper Function"]},
                                        "Server 2": {"root": ["Reaper Function"]}}},
                      decisions={"use Reaper Function": "yes", "use Ob Superheavy Logistics": "yes",
                                 "Ob Superheavy Logistics install where": "new remote",
                                 "Ob Superheavy Logistics target": "Nico Campaign",
                                 "order Corp abilities": "Reaper Function in Server 1"})
    assert at(result, "damage.net") == 2 + 2
    assert at(result, "corp.archives") == ["Reaper Function", "Reaper Function"]
    assert at(result, "corp.servers[Server 1].root") == ["Nico Campaign"]
    assert at(result, "corp.hq") == ["PAD Campaign"]  # the mandatory draw: it was never searched for
    assert sum("ability triggers and resolves" in e["text"] and e["text"].startswith("Ob Superheavy")
               for e in result["trace"]) == 1


# --- Vera Ivanovna Shuyskaya ---------------------------------------------------------------------------------------
def test_vera_reveals_the_grip_and_trashes_a_card_when_the_corp_scores_an_agenda(tmp_path):
    """"Whenever an agenda is scored or stolen": the Corp's own score meets it too."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="vera",
                      runner={"grip": ["Sure Gamble", "Diesel"]},
                      corp={"rd": list(RD), "servers": {
                          "Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]},
                          "Server 2": {"root": ["Vera Ivanovna Shuyskaya"]}}},
                      decisions={"score": "yes", "use Vera Ivanovna Shuyskaya": "yes",
                                 "Vera Ivanovna Shuyskaya target": "Diesel",
                                 "order Corp abilities": "Vera Ivanovna Shuyskaya"})
    assert (at(result, "runner.heap"), at(result, "runner.grip")) == (["Diesel"], ["Sure Gamble"])


# --- Isaac Liberdade -----------------------------------------------------------------------------------------------
def test_isaac_liberdade_may_stay_and_still_strengthens_its_advanced_ice(tmp_path):
    """"you may move this upgrade": the Corp declines; Ice Wall (1 advancement counter) keeps +2 strength."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}], corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Isaac Liberdade"],
                                                       "ice": [{"card": "Ice Wall", "advancement": 1}]},
                                          "HQ": {"ice": ["Enigma"]}}},
        decisions={"Isaac Liberdade target": "no"})
    assert at(result, "corp.servers.Server 1.root") == ["Isaac Liberdade"]
    assert (at(result, "cards.Ice Wall.strength"), at(result, "cards.Enigma.counters")) == (1 + 1 + 2, {})


# --- Echo ----------------------------------------------------------------------------------------------------------
def test_echo_counts_its_own_rez_and_so_ends_the_run(tmp_path):
    """Echo is harmonic and active once rezzed, as the checkpoint processes its rez (cr/rule_condition_only_met_while_active):
    1 power counter, so 1 "End the run." subroutine."""
    result = run_past(tmp_path, [{"card": "Echo", "rezzed": False}], decisions={"rez": "yes"},
                      corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}})
    assert at(result, "cards.Echo.counters") == {"power": 1}
    assert at(result, "runs.0.outcome") == "unsuccessful"


# --- Virtual Service Agent -----------------------------------------------------------------------------------------
def test_virtual_service_agent_passed_unrezzed_gives_no_tag(tmp_path):
    """"passes this ice after encountering it": an unrezzed ice is passed without an encounter."""
    result = run_past(tmp_path, [{"card": "Virtual Service Agent", "rezzed": False}],
                      decisions={"rez": "no", "trash PAD Campaign": "no"},
                      corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}})
    assert (at(result, "runner.tags"), at(result, "runs.0.outcome")) == (0, "successful")


# --- M.I.C. --------------------------------------------------------------------------------------------------------
def _mic(tmp_path, actions, name):
    return scenario(tmp_path, actions=[*actions, {"runner": "run Server 1"},
                                       {"at": "approach Ice Wall", "corp": "use M.I.C."}], name=name,
                    corp={"servers": {"Server 1": {"ice": ["Ice Wall", "M.I.C."], "root": ["PAD Campaign"]}}},
                    runner={"rig": ["Corroder"]},
                    decisions={"jack out": "no", "M.I.C. choice": "spend [click]", "break Ice Wall": "Corroder",
                               "trash PAD Campaign": "no"})


def test_mic_trashed_on_approach_of_other_ice_lets_a_runner_spend_a_click_to_go_on(tmp_path):
    result = _mic(tmp_path, [], "spend")
    assert (at(result, "runner.clicks"), at(result, "corp.archives")) == (4 - 1 - 1, ["M.I.C."])
    assert at(result, "runs.0.outcome") == "successful"


def test_mic_ends_the_run_of_a_runner_with_no_click_to_spend(tmp_path):
    result = _mic(tmp_path, [{"runner": "gain credit"}] * 3, "last")
    assert (at(result, "runner.clicks"), at(result, "runs.0.outcome")) == (0, "unsuccessful")


# --- Reduced Service -----------------------------------------------------------------------------------------------
def test_reduced_service_loses_a_counter_for_a_successful_run_on_another_central(tmp_path):
    """In a remote's root, it loses a counter when the Runner runs HQ ("a central server"), and charges 2[c] per
    counter only to run its own server."""
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run Server 1"}], corp={
        "hq": ["Hedge Fund"], "servers": {"Server 1": {"root": [{"card": "Reduced Service", "counters": {"power": 2}}]}}},
                      decisions={"jack out": "no", "trash Reduced Service": "no"})
    assert at(result, "cards[Reduced Service].counters") == {"power": 1}
    assert at(result, "runner.credits") == 5 - 2 * 1


# --- Idiosyncresis -------------------------------------------------------------------------------------------------
def test_idiosyncresis_with_no_counters_is_trashed_for_nothing(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name="idio", corp={
        "rd": list(RD), "servers": {"Server 1": {"root": ["Idiosyncresis"]}}}, decisions={"use Idiosyncresis": "yes"})
    assert (at(result, "corp.archives"), at(result, "corp.credits"), at(result, "runner.credits")) == \
        (["Idiosyncresis"], 5 + 1, 5)


# --- Cerebral Overwriter -------------------------------------------------------------------------------------------
def test_cerebral_overwriter_accessed_in_rd_does_nothing(tmp_path):
    """"When the Runner accesses this asset while it is installed": in R&D it is not installed."""
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}], corp={"rd": ["Cerebral Overwriter"]}, name="co",
                      runner={"grip": GRIP}, decisions={"jack out": "no", "use Cerebral Overwriter": "yes",
                                                        "trash Cerebral Overwriter": "no"})
    assert (at(result, "damage.core"), at(result, "corp.credits")) == (0, 5)
    assert traced(result, "accesses Cerebral Overwriter")


# --- Front Company (run/announcing.py) -----------------------------------------------------------------------------
def _pinhole_on(tmp_path, actions, name):
    return scenario(tmp_path, actions=actions, name=name, runner={"credits": 9, "grip": ["Pinhole Threading"]},
                    corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": ["PAD Campaign"]},
                                                            "Server 2": {"root": ["Front Company"]}}},
                    decisions={"jack out": "no", "Pinhole Threading target": "PAD Campaign in Server 1",
                               "trash PAD Campaign": "yes"})


def test_front_company_forbids_a_run_event_s_first_run_on_a_remote(tmp_path):
    """"The first run each turn cannot be made against a remote server": "cannot run on" forbids announcing the
    server, whatever initiates the run (cr/rule_cannot_run_abilities), so Pinhole Threading cannot run Server 2."""
    with pytest.raises(ScenarioError, match="cannot run on Server 2 .*The first run each turn"):
        _pinhole_on(tmp_path, [{"runner": "play Pinhole Threading on Server 2"}], "first")


def test_front_company_lets_a_run_event_run_a_remote_after_the_first_run(tmp_path):
    result = _pinhole_on(tmp_path, [{"runner": "run HQ"}, {"runner": "play Pinhole Threading on Server 2"}], "second")
    assert [r["server"] for r in at(result, "runs")] == ["HQ", "Server 2"]
    assert at(result, "corp.archives") == ["PAD Campaign"]


def test_excalibur_s_cannot_make_another_run_stops_a_run_event_too(tmp_path):
    """Excalibur's "The Runner cannot make another run this turn" forbids Inside Job's run as it forbids the
    basic action's."""
    with pytest.raises(ScenarioError, match="cannot run on HQ .*cannot make another run this turn"):
        scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "play Inside Job on HQ"}], name="excal",
                 corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Excalibur"]}}},
                 runner={"grip": ["Inside Job"]}, decisions={"jack out": "no", "break Excalibur": "no"})


def test_cerebral_overwriter_accessed_installed_outside_a_breach_still_lets_the_corp_pay(tmp_path):
    """Pinhole Threading accesses it in Server 1's root instead of breaching HQ: it is installed while accessed, so
    the Corp may pay 3[c] for 2 core damage (2 advancement counters)."""
    result = scenario(tmp_path, actions=[{"runner": "play Pinhole Threading on HQ"}], name="pinhole",
                      corp={"hq": ["Hedge Fund"], "servers": {"Server 1": {"root": [
                          {"card": "Cerebral Overwriter", "rezzed": False, "advancement": 2}]}}},
                      runner={"credits": 9, "grip": ["Pinhole Threading", "Sure Gamble", "Diesel", "Easy Mark"]},
                      decisions={"jack out": "no", "Pinhole Threading target": "unrezzed card in the root of Server 1",
                                 "use Cerebral Overwriter": "yes", "rez": "no", "trash Cerebral Overwriter": "no"})
    assert (at(result, "damage.core"), at(result, "corp.credits")) == (2, 5 - 3)
