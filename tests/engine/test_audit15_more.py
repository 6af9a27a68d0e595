"""The last eight cards of the fifteenth card audit's sample (seed 20261215; how it was drawn is in
test_audit15_cards.py): Magdalene Keino-Chemutai: Cryptarchitect, Light the Fire!, Khusyuk, Otto Campaign, False
Lead, Captain Padma Isbister: Intrepid Explorer, Byte! and Fermenter, each test asserting what the printed text and
CR 25.08 make happen, worked out before the engine ran; then edge cases across the whole sample."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import GRIP, RD, at, board, run_past, scenario, traced, use

PADMA = "Captain Padma Isbister: Intrepid Explorer"
MAGDALENE = "Magdalene Keino-Chemutai: Cryptarchitect"


# --- Magdalene Keino-Chemutai: Cryptarchitect ------------------------------------------------------------------------
def _discard_to_hand_size(tmp_path, card, name):
    """4 gains with 6 cards in the grip: 1 discarded (`card`) as the turn ends, then the Corp's turn begins."""
    return scenario(tmp_path, actions=[{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}], name=name,
                    corp={"rd": list(RD)}, runner={"identity": MAGDALENE, "grip": [card, *GRIP]},
                    decisions={"discard": [card], "use Magdalene": "yes", f"{MAGDALENE} target": card})


def test_magdalene_may_install_a_piece_of_hardware_discarded_to_reach_hand_size(tmp_path):
    """"1 program or piece of hardware": Akamatsu Mem Chip is installed, its 1[c] paid (no "ignoring all costs")."""
    result = _discard_to_hand_size(tmp_path, "Akamatsu Mem Chip", "hardware")
    assert (at(result, "runner.rig"), at(result, "runner.heap"), at(result, "runner.credits")) == \
        (["Akamatsu Mem Chip"], [], 5 + 4 - 1)


def test_magdalene_cannot_install_a_discarded_resource(tmp_path):
    """Daily Casts is a resource: neither a program nor hardware, so it stays in the heap."""
    result = _discard_to_hand_size(tmp_path, "Daily Casts", "resource")
    assert (at(result, "runner.rig"), at(result, "runner.heap"), at(result, "runner.credits")) == \
        ([], ["Daily Casts"], 5 + 4)


# --- Light the Fire! -------------------------------------------------------------------------------------------------
def test_light_the_fire_cannot_be_used_with_no_remote_server(tmp_path):
    """"Run a remote server": with none to run, its instruction cannot be carried out, so it is not used and its
    costs ([click], the trash, 1 core damage) are not paid."""
    game = board(tmp_path, corp={"hq": ["Hedge Fund"]}, runner={"rig": ["Light the Fire!"], "grip": list(GRIP)})
    assert not use(game, "Light the Fire!")
    assert ([c.title for c in game.runner.play], game.runner.clicks, len(game.runner.hand)) == \
        (["Light the Fire!"], 4, 5)


# --- Khusyuk ---------------------------------------------------------------------------------------------------------
def test_khusyuk_sets_aside_at_most_6_cards(tmp_path):
    """7 installed Akamatsu Mem Chips print an install cost of 1: X is 7 "up to 6", so 6 cards are set aside and the
    7th (Hostile Takeover) stays in R&D, never accessed."""
    rd = ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign", "NAPD Contract", "Wraparound", "Hostile Takeover"]
    result = scenario(tmp_path, actions=[{"runner": "play Khusyuk"}], corp={"rd": rd},
                      runner={"grip": ["Khusyuk"], "rig": ["Akamatsu Mem Chip"] * 7, "credits": 8},
                      decisions={"jack out": "no", "Khusyuk choice": 1, "Khusyuk target": "Hedge Fund"})
    assert traced(result, "sets aside 6 cards from the top of R&D faceup: " + ", ".join(rd[:6]))
    assert (at(result, "runs.0.accessed"), at(result, "runner.score_area")) == (["Hedge Fund"], [])


# --- Otto Campaign ---------------------------------------------------------------------------------------------------
def test_otto_campaign_loads_6_when_rezzed_then_pays_2_as_the_turn_begins(tmp_path):
    """Rezzed (2[c]) in the draw phase's paid ability window: 6[c] loaded; the turn then begins, so 2[c] are taken."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"rd": list(RD), "servers": {"Server 1": {"root": [
                          {"card": "Otto Campaign", "rezzed": False}]}}},
                      decisions={"rez Otto Campaign": "yes", "rez": "yes"})
    assert (at(result, "cards[Otto Campaign].counters"), at(result, "corp.credits")) == \
        ({"credits": 6 - 2}, 5 - 2 + 2 + 1)


# --- False Lead ------------------------------------------------------------------------------------------------------
def test_false_lead_takes_both_clicks_from_a_runner_with_exactly_2(tmp_path):
    """"2 or more [click] remaining": 2 is enough, and both are lost."""
    game = board(tmp_path, corp={"score_area": ["False Lead"]})
    game.runner.clicks = 2
    assert use(game, "False Lead")
    assert (game.runner.clicks, [c.title for c in game.corp.removed]) == (0, ["False Lead"])


# --- Captain Padma Isbister: Intrepid Explorer -----------------------------------------------------------------------
def test_padma_charges_only_on_the_first_run_on_rd_each_turn(tmp_path):
    """"The first time each turn a run on R&D begins": the second run on R&D charges nothing, so Corroder's 1 power
    counter becomes 2, not 3."""
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}, {"runner": "run R&D"}],
                      corp={"rd": ["Hedge Fund"] * 3},
                      runner={"identity": PADMA, "rig": [{"card": "Corroder", "counters": {"power": 1}}]},
                      decisions={"jack out": "no", "use Captain Padma": "yes", f"{PADMA} target": "Corroder"})
    assert at(result, "runner.hosted.Corroder") == {"power": 2}


# --- Byte! -----------------------------------------------------------------------------------------------------------
def test_byte_accessed_in_archives_does_nothing(tmp_path):
    """"Anywhere except in Archives": accessed there, the Corp cannot pay for the tag and the damage."""
    result = scenario(tmp_path, actions=[{"runner": "run Archives"}], corp={"archives": ["Byte!"]},
                      runner={"grip": list(GRIP)}, decisions={"jack out": "no", "use Byte!": "yes"})
    assert (at(result, "runs.0.accessed"), at(result, "runner.tags"), at(result, "damage.net"),
            at(result, "corp.credits")) == (["Byte!"], 0, 0, 5)


def test_byte_with_3_credits_cannot_pay_4(tmp_path):
    """"You may pay 4[c]. If you do": 3[c] cannot pay, so no tag and no damage."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"credits": 3, "servers": {"Server 1": {"root": [{"card": "Byte!", "rezzed": False}]}}},
                      runner={"grip": list(GRIP)}, decisions={"jack out": "no", "rez": "no", "use Byte!": "yes",
                                                                   "trash Byte!": "no"})
    assert (at(result, "runner.tags"), at(result, "damage.net"), at(result, "corp.credits")) == (0, 0, 3)


def test_byte_is_revealed_when_accessed_in_rd(tmp_path):
    """"While the Runner is accessing this asset in R&D, they must reveal it"."""
    result = scenario(tmp_path, actions=[{"runner": "run R&D"}], corp={"rd": ["Byte!", "Hedge Fund"]},
                      runner={"grip": list(GRIP)}, decisions={"jack out": "no", "use Byte!": "no", "trash Byte!": "no"})
    assert traced(result, "The Runner must reveal Byte! while accessing it in R&D")


# --- Fermenter -------------------------------------------------------------------------------------------------------
def test_fermenter_gets_a_counter_as_it_is_installed_and_pays_2_for_it(tmp_path):
    """Installed (1[c]): 1 virus counter; [click], trash: 2[c] for that counter."""
    result = scenario(tmp_path, actions=[{"runner": "install Fermenter"}, {"runner": "use Fermenter"}],
                      runner={"grip": ["Fermenter"]})
    assert (at(result, "runner.credits"), at(result, "runner.heap"), at(result, "runner.clicks")) == \
        (5 - 1 + 2, ["Fermenter"], 4 - 2)


def test_fermenter_gets_a_counter_as_the_runners_turn_begins(tmp_path):
    """1 hosted, 1 more as the turn begins: 2 counters, 4[c]."""
    result = scenario(tmp_path, actions=[{"runner": "use Fermenter"}],
                      runner={"rig": [{"card": "Fermenter", "counters": {"virus": 1}}]})
    assert (at(result, "runner.credits"), at(result, "runner.heap")) == (5 + 4, ["Fermenter"])


# --- edge cases across the sample ------------------------------------------------------------------------------------
def test_laser_pointer_bypassing_seraph_leaves_its_encounter_ability_untriggered(tmp_path):
    """Both trigger as Seraph (AP - observer) is encountered; the Runner, active, triggers first
    (cr/rule_reaction_window_priority); the bypass ends the encounter, so Seraph's pending "lose 3[c] unless" never
    triggers (cr/rule_reaction_window_closing_timing_structure, as the CR's Femme Fatale and Tollbooth example)."""
    result = run_past(tmp_path, "Seraph", runner={"rig": ["Laser Pointer"], "grip": list(GRIP)},
                      decisions={"use Laser Pointer": "yes", "break Seraph": "no", "Seraph choice": "lose 3[c]"})
    assert (at(result, "runner.credits"), at(result, "damage.net"), at(result, "runner.tags"),
            at(result, "runs.0.outcome")) == (5, 0, 0, "successful")


def test_light_the_fire_trashes_an_agenda_in_the_root_before_it_can_be_stolen(tmp_path):
    """"When that run is successful" is met as the Success Phase begins, before the breach: Hostile Takeover is
    trashed with the root, so nothing is accessed or stolen."""
    result = scenario(tmp_path, actions=[{"runner": "use Light the Fire!"}],
                      corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
                      runner={"rig": ["Light the Fire!"], "grip": ["Sure Gamble", "Diesel"]},
                      decisions={"Light the Fire! target": "Server 1", "jack out": "no", "steal": "yes"})
    assert (at(result, "corp.archives"), at(result, "runner.score_area"), at(result, "runs.0.accessed")) == \
        (["Hostile Takeover"], [], [])


def test_khusyuk_cannot_name_an_install_cost_of_0(tmp_path):
    """"An install cost greater than 0[c]": 0 is refused in one line naming the answer, with no empty list of
    options after it (a number is checked, not picked from a list)."""
    with pytest.raises(ScenarioError, match=r"Khusyuk choice: expected an install cost greater than 0\[c\], got 0$"):
        scenario(tmp_path, actions=[{"runner": "play Khusyuk"}], corp={"rd": list(RD)},
                 runner={"grip": ["Khusyuk"], "rig": ["The Wizard’s Chest"], "credits": 8},
                 decisions={"jack out": "no", "Khusyuk choice": 0, "Khusyuk target": "Hedge Fund"})


def test_magdalene_is_not_met_by_cards_trashed_by_damage(tmp_path):
    """Byte!'s 3 net damage trashes Corroder from a 3-card grip: damage trashes, it is no discard "to reach your
    maximum hand size", so nothing is installed."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"root": [{"card": "Byte!", "rezzed": False}]}}},
                      runner={"identity": MAGDALENE, "grip": ["Corroder", "Sure Gamble", "Diesel"]},
                      decisions={"jack out": "no", "rez": "no", "use Byte!": "yes", "trash Byte!": "no",
                                 "use Magdalene": "yes", f"{MAGDALENE} target": "Corroder"})
    assert (at(result, "runner.rig"), sorted(at(result, "runner.heap")), at(result, "runner.tags")) == \
        ([], ["Corroder", "Diesel", "Sure Gamble"], 1)


def test_see_how_they_run_stolen_gives_no_tag_and_plays_no_psi_game(tmp_path):
    """"When you score this agenda": stolen, it is not scored, so no tag, no bid, no damage."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"root": [{"card": "See How They Run", "rezzed": False}]}}},
                      runner={"grip": list(GRIP)},
                      decisions={"jack out": "no", "steal": "yes", "Corp psi bid See How They Run": 1,
                                 "Runner psi bid See How They Run": 0})
    assert (at(result, "runner.score_area"), at(result, "runner.tags"), at(result, "damage.core"),
            at(result, "corp.credits"), at(result, "runner.credits")) == (["See How They Run"], 0, 0, 5, 5)


def test_the_wizards_chest_with_1_program_in_the_stack_sets_aside_all_and_may_install_it(tmp_path):
    """Only Fermenter is a program: all 4 cards are set aside looking for 2; Fermenter is installed ignoring its
    1[c] (0[c] before the gain, 1[c] after) and the 3 others are shuffled back into the stack."""
    stack = ["Diesel", "Sure Gamble", "Fermenter", "Easy Mark"]
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run R&D"}, {"runner": "run Archives"},
                                         {"runner": "gain credit"}],
                      corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund"]},
                      runner={"credits": 0, "rig": ["The Wizard’s Chest"], "stack": stack},
                      decisions={"jack out": "no", "abilities at Runner action phase": "The Wizard’s Chest",
                                 "The Wizard’s Chest choice": "program", "The Wizard’s Chest target": "Fermenter"})
    assert (at(result, "runner.rig"), at(result, "runner.heap"), at(result, "runner.credits")) == \
        (["Fermenter"], ["The Wizard’s Chest"], 1)
    assert sorted(at(result, "runner.stack")) == ["Diesel", "Easy Mark", "Sure Gamble"]


def test_fermenter_gets_no_counter_as_the_corps_turn_begins(tmp_path):
    """"When your turn begins": the Corp's turn is not the Runner's, so its 1 counter stays 1."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={"rd": list(RD)},
                      runner={"rig": [{"card": "Fermenter", "counters": {"virus": 1}}]})
    assert at(result, "cards[Fermenter].counters") == {"virus": 1}


def test_byte_accessed_in_hq_may_be_paid_for(tmp_path):
    """"Anywhere except in Archives": HQ is such a place; 4[c] paid, 1 tag and 3 net damage."""
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}], corp={"hq": ["Byte!"]}, runner={"grip": list(GRIP)},
                      decisions={"jack out": "no", "use Byte!": "yes", "trash Byte!": "no"})
    assert (at(result, "runner.tags"), at(result, "damage.net"), at(result, "corp.credits")) == (1, 3, 5 - 4)


def test_magdalene_installs_only_1_of_2_cards_discarded_together(tmp_path):
    """"Install 1 program or piece of hardware from among those cards": Corroder and Akamatsu Mem Chip discarded at
    once; Corroder (2[c]) is installed, Akamatsu Mem Chip stays in the heap."""
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}] * 4 + [{"corp": "gain credit"}],
                      corp={"rd": list(RD)},
                      runner={"identity": MAGDALENE, "grip": ["Corroder", "Akamatsu Mem Chip", *GRIP]},
                      decisions={"discard": ["Corroder", "Akamatsu Mem Chip"], "use Magdalene": "yes",
                                 f"{MAGDALENE} target": "Corroder"})
    assert (at(result, "runner.rig"), at(result, "runner.heap"), at(result, "runner.credits")) == \
        (["Corroder"], ["Akamatsu Mem Chip"], 5 + 4 - 2)


def test_light_the_fire_strips_adrian_seis_of_its_psi_game(tmp_path):
    """Adrian Seis in the attacked root has lost all abilities, so the successful run plays no psi game (no credit
    spent); then the root, Adrian Seis and Hostile Takeover, is trashed and nothing is stolen."""
    result = scenario(tmp_path, actions=[{"runner": "use Light the Fire!"}],
                      corp={"servers": {"Server 1": {"root": ["Adrian Seis", "Hostile Takeover"]}}},
                      runner={"rig": ["Light the Fire!"], "grip": ["Sure Gamble", "Diesel"]},
                      decisions={"Light the Fire! target": "Server 1", "jack out": "no", "steal": "yes",
                                 "Corp psi bid Adrian Seis": 1, "Runner psi bid Adrian Seis": 0})
    assert (sorted(at(result, "corp.archives")), at(result, "corp.credits"), at(result, "runner.credits"),
            at(result, "runner.score_area")) == (["Adrian Seis", "Hostile Takeover"], 5, 5, [])


def test_khusyuk_counts_a_hosted_program_among_installed_cards(tmp_path):
    """Corroder installed onto Dhegdheer (cr/rule_host_via_install) is an installed card, and both print 2[c]:
    X = 2, so Hedge Fund and Ice Wall are set aside, not Enigma."""
    result = scenario(tmp_path, actions=[{"runner": "play Khusyuk"}], corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma"]},
                      runner={"grip": ["Khusyuk"], "rig": [{"card": "Dhegdheer", "hosted": ["Corroder"]}],
                              "credits": 8},
                      decisions={"jack out": "no", "Khusyuk choice": 2, "Khusyuk target": "Ice Wall"})
    assert traced(result, "X = 2, so the Corp sets aside 2 cards from the top of R&D faceup: Hedge Fund, Ice Wall")
    assert at(result, "runs.0.accessed") == ["Ice Wall"]


def test_padma_charges_as_khusyuks_run_on_rd_begins(tmp_path):
    """An event's "Run R&D" is a run on R&D beginning like any other: Corroder is charged from 1 to 2."""
    result = scenario(tmp_path, actions=[{"runner": "play Khusyuk"}], corp={"rd": ["Hedge Fund", "Ice Wall", "Enigma"]},
                      runner={"identity": PADMA, "grip": ["Khusyuk"], "credits": 8,
                              "rig": [{"card": "Corroder", "counters": {"power": 1}}]},
                      decisions={"jack out": "no", "Khusyuk choice": 2, "Khusyuk target": "Hedge Fund",
                                 "use Captain Padma": "yes", f"{PADMA} target": "Corroder"})
    assert at(result, "runner.hosted.Corroder") == {"power": 2}
