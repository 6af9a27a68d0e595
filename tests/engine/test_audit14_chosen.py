"""The five cards of the fourteenth card audit chosen for intricate text (the 20 drawn are in test_audit14_cards.py),
each test asserting what the printed text and CR 25.08 make happen, worked out before the engine ran.

Shred (a "would" with a nested cost X that can be 0), Malandragem (once per turn, a strength condition, Threat 4),
Manuel Lattes de Moura (a condition read as the breach happens, a Threat 3 additional cost that cannot be paid), Warm
Reception (an install that pays its cost, a card it cannot score this turn) and The Nihilist ("the first time each
turn" counted from the turn's start, not from when it was installed)."""

import pytest

from rulesdb.engine.state.attempts import ActionRefused
from tests.engine.card_play import at, run_past, scenario

HQ3 = ["Hedge Fund", "Hedge Fund", "Hedge Fund"]


# --- Shred -----------------------------------------------------------------------------------------------------------
def test_shred_on_a_server_with_an_empty_root_lets_the_corp_pay_x_0_and_end_the_run(tmp_path):
    """HQ's root is empty: X is 0, a cost the Corp can always pay (cr/rule_cost_zero), so Enigma's
    "End the run." ends the run when the Corp reveals and trashes no card."""
    result = scenario(tmp_path, actions=[{"runner": "play Shred on HQ"}],
                      corp={"hq": HQ3, "servers": {"HQ": {"ice": ["Enigma"]}}}, runner={"grip": ["Shred"]},
                      decisions={"jack out": "no", "Shred choice": "reveal and trash 0 cards from HQ at random"})
    assert (at(result, "runs.0.outcome"), at(result, "corp.hq"), at(result, "corp.archives")) == \
        ("unsuccessful", HQ3, [])


# --- Malandragem -----------------------------------------------------------------------------------------------------
def test_malandragem_bypasses_only_the_first_weak_ice_each_turn(tmp_path):
    """Two Enigmas (strength 2) on HQ: the outer one is bypassed for a counter; "Once per turn" leaves the inner one
    to be encountered, whose subroutines take a [click] and end the run. Below threat 4 there is nothing else."""
    result = run_past(tmp_path, ["Enigma", "Enigma"], server="HQ", corp={"hq": HQ3},
                      runner={"rig": [{"card": "Malandragem", "counters": {"power": 2}}]},
                      decisions={"use Malandragem": "yes", "remove Malandragem": "yes", "break Enigma": "no"})
    assert (at(result, "runs.0.outcome"), at(result, "cards[Malandragem].counters"), at(result, "runner.clicks")) == \
        ("unsuccessful", {"power": 1}, 4 - 1 - 1)


def test_malandragem_declined_at_the_first_weak_ice_may_bypass_the_next(tmp_path):
    """Declining "you may remove 1 hosted power counter" does not use the ability (cr/rule_once_per_turn_flag,
    cr/rule_using): Corroder breaks Ice Wall for 1[c], then Enigma is bypassed for a counter and the run succeeds."""
    result = run_past(tmp_path, ["Ice Wall", "Enigma"], server="HQ", corp={"hq": HQ3},
                      runner={"rig": ["Corroder", {"card": "Malandragem", "counters": {"power": 2}}]},
                      decisions={"use Malandragem": "no", "use Malandragem (2)": "yes", "break Ice Wall": "Corroder"})
    assert (at(result, "runs.0.outcome"), at(result, "cards[Malandragem].counters"), at(result, "runner.credits")) == \
        ("successful", {"power": 1}, 5 - 1)


# --- Manuel Lattes de Moura ------------------------------------------------------------------------------------------
def test_manuel_lattes_de_moura_counts_a_tag_taken_during_the_run(tmp_path):
    """"While you are tagged" is read as HQ is breached: the tag Funhouse gave on encounter counts, so 2 cards."""
    result = run_past(tmp_path, "Funhouse", server="HQ", corp={"hq": HQ3},
                      runner={"rig": ["Manuel Lattes de Moura"]},
                      decisions={"Funhouse choice": "take 1 tag", "pay 4[c] to Funhouse": "yes",
                                 "break Funhouse": "no"})
    assert (at(result, "runner.tags"), len(at(result, "runs.0.accessed"))) == (1, 2)


def test_manuel_lattes_de_moura_at_threat_3_cannot_be_trashed_by_a_corp_with_an_empty_hq(tmp_path):
    """Threat 3: "the Corp must trash 1 card from HQ" as an additional cost of the basic action; with HQ empty the cost
    cannot be paid, so the action cannot be taken (cr/rule_additional_cost). HQ is emptied by playing the card drawn."""
    with pytest.raises(ActionRefused, match="cannot pay the additional cost to trash Manuel"):
        scenario(tmp_path, turn="corp", actions=[{"corp": "play Hedge Fund"}, {"corp": "trash Manuel Lattes de Moura"}],
                 corp={"hq": [], "rd": ["Hedge Fund"], "score_area": ["Hostile Takeover"] * 3},
                 runner={"tags": 1, "rig": ["Manuel Lattes de Moura"]})


def test_manuel_lattes_de_moura_at_threat_3_is_trashed_by_a_subroutine_without_the_additional_cost(tmp_path):
    """The additional cost is only "to trash this resource with the basic action": Sorocaban Blade's first subroutine
    trashes it though HQ is empty, and the Corp trashes nothing from HQ."""
    result = run_past(tmp_path, "Sorocaban Blade", corp={"hq": [], "score_area": ["Hostile Takeover"] * 3},
                      runner={"rig": ["Manuel Lattes de Moura"]}, decisions={"break Sorocaban Blade": "no"})
    assert (at(result, "runner.heap"), at(result, "corp.archives")) == (["Manuel Lattes de Moura"], [])


# --- Warm Reception --------------------------------------------------------------------------------------------------
def test_warm_reception_install_pays_the_ice_install_cost(tmp_path):
    """"You may install 1 card from HQ" ignores no cost: Enigma as HQ's second piece of ice costs 1[c]
    (cr/rule_install_cost_link), installed outermost (listed first); the Corp then gains 1[c] by its action."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"hq": ["Enigma"], "rd": ["Hedge Fund"] * 3, "servers": {
                          "HQ": {"ice": ["Ice Wall"]}, "Server 1": {"root": [{"card": "Warm Reception",
                                                                              "rezzed": True}]}}},
                      decisions={"Warm Reception install": "Enigma", "Warm Reception install where": "HQ",
                                 "Warm Reception target": "no"})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "corp.credits")) == (["Enigma", "Ice Wall"], 5 - 1 + 1)


# --- The Nihilist ----------------------------------------------------------------------------------------------------
def test_the_nihilist_installed_after_the_turns_first_virus_install_gets_no_counters_this_turn(tmp_path):
    """Leech was the turn's first virus program installed; Datasucker, installed after The Nihilist, is the second,
    so "the first time each turn" is not met (an ordinal trigger condition reads the turn's history, cr/rule_trigger_condition)."""
    result = scenario(tmp_path, actions=[{"runner": "install Leech"}, {"runner": "install The Nihilist"},
                                         {"runner": "install Datasucker"}],
                      runner={"credits": 9, "grip": ["Leech", "The Nihilist", "Datasucker"]})
    assert (at(result, "runner.rig"), at(result, "cards[The Nihilist].counters")) == \
        (["Leech", "The Nihilist", "Datasucker"], {})


def test_the_nihilist_gets_counters_only_for_the_first_virus_install_of_the_turn(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Leech"}, {"runner": "install Datasucker"}],
                      runner={"grip": ["Leech", "Datasucker"], "rig": ["The Nihilist"]})
    assert at(result, "cards[The Nihilist].counters") == {"virus": 2}
