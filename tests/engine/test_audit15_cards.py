"""Cards of the fifteenth card audit (seed 20261215), each test asserting what the printed text and CR 25.08 make
happen, worked out before the engine ran, never what the engine printed.

The sample: the complete, Standard-legal titles of `rulesdb cards --format standard --json` (status "complete"), sorted,
`random.Random(20261215).sample(titles, 20)`; a title (or an identity's name before its colon) that a commit of
`git log --oneline -800 | grep -i audit` names as a whole word, or that an earlier audit file's docstring lists, was
skipped and replaced by `choice(titles)` of the same Random, in order (Red Level Clearance, Boto, Devadatta Drone,
Humanoid Resources, Manegarm Skunkworks, Mercia B4LL4RD, Phật Gioan Baotixita, Euler, Bravado, Remastered Edition,
Creative Commission, Sudden Commandment, Sprint, Verbal Plasticity (twice), LilyPAD, Heliamphora, Time Bomb, Physarum
Entangler, The Basalt Spire, Whistleblower (twice), DZMZ Optimizer and Mycoweb were skipped). The 20: Blueberry!™
Diesel, Trickster Taka, Vladisibirsk City Grid, See How They Run, The Wizard’s Chest, Echelon, Laser Pointer,
Chastushka, Marjanah, Chrysopoeian Skimming, Mutually Assured Destruction, Banner, Magdalene Keino-Chemutai:
Cryptarchitect, Light the Fire!, Khusyuk, Otto Campaign, False Lead, Captain Padma Isbister: Intrepid Explorer, Byte!
and Fermenter (the last eight in test_audit15_more.py, with edge cases across the sample). Five more chosen for
intricate text are in test_audit15_chosen.py.

Marjanah's discount after a successful run is tested in test_card_std_runner_icebreakers.py (its strength raise is
here), and Banner's one clause (a barrier's subroutines cannot end the run, only on a barrier it is as strong as,
lasting past Banner's trash) in test_card_banner.py; nothing was left for this audit to add there."""

import pytest

from rulesdb.engine.state.attempts import ActionRefused
from tests.engine.card_play import GRIP, at, board, run_past, scenario, traced, use


# --- Blueberry!™ Diesel ----------------------------------------------------------------------------------------------
def test_blueberry_diesel_draws_the_card_it_just_put_on_the_bottom_of_a_2_card_stack(tmp_path):
    """Look at the top 2, add Sure Gamble to the bottom: the stack reads Easy Mark, Sure Gamble; "Draw 2 cards" then
    draws both, in that order."""
    result = scenario(tmp_path, actions=[{"runner": "play Blueberry!™ Diesel"}],
                      runner={"grip": ["Blueberry!™ Diesel"], "stack": ["Sure Gamble", "Easy Mark"]},
                      decisions={"Blueberry!™ Diesel choice": "Sure Gamble"})
    assert (at(result, "runner.grip"), at(result, "runner.stack")) == (["Easy Mark", "Sure Gamble"], [])


# --- Trickster Taka --------------------------------------------------------------------------------------------------
def test_trickster_taka_gains_a_credit_when_the_runner_steals_an_agenda(tmp_path):
    """"Whenever you steal an agenda, place 1[c] on this resource": 1[c] as the Runner's turn begins (the scenario
    begins it) and 1[c] for Hostile Takeover."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
                      runner={"rig": ["Trickster Taka"]}, decisions={"jack out": "no", "steal": "yes"})
    assert (at(result, "runner.score_area"), at(result, "cards[Trickster Taka].counters")) == \
        (["Hostile Takeover"], {"credits": 1 + 1})


def test_trickster_taka_credits_cannot_pay_a_trash_cost(tmp_path):
    """"Spend hosted credits to use programs during runs": PAD Campaign's 4[c] trash cost is no program's ability, so
    1[c] in the pool and 3[c] on Taka (4[c] once the turn begins) cannot pay it; PAD Campaign stays and Taka keeps
    its credits."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      runner={"credits": 1, "rig": [{"card": "Trickster Taka", "credits": 3}]},
                      decisions={"jack out": "no", "trash PAD Campaign": "yes"})
    assert (at(result, "corp.archives"), at(result, "runner.credits")) == ([], 1)
    assert at(result, "cards[Trickster Taka].counters") == {"credits": 3 + 1}


def test_trickster_taka_credits_cannot_pay_to_install_a_program(tmp_path):
    """"To use programs during runs": installing Corroder is neither using a program nor during a run, so 1[c] in
    the pool cannot pay its 2[c] even with 4[c] on Taka (cr/rule_cost)."""
    with pytest.raises(ActionRefused, match="cannot pay 2\\[c\\] for installing Corroder"):
        scenario(tmp_path, actions=[{"runner": "install Corroder"}],
                 runner={"credits": 1, "grip": ["Corroder"], "rig": [{"card": "Trickster Taka", "credits": 3}]})


# --- Vladisibirsk City Grid ------------------------------------------------------------------------------------------
def test_vladisibirsk_city_grid_can_be_advanced(tmp_path):
    """"You can advance this upgrade" (cr/rule_you_can_advance): 1[click] and 1[c] place 1
    advancement counter on it."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "advance Vladisibirsk City Grid"}],
                      corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Vladisibirsk City Grid"]}}})
    assert (at(result, "cards[Vladisibirsk City Grid].counters"), at(result, "corp.credits"),
            at(result, "corp.clicks")) == ({"advancement": 1}, 5 - 1, 3 - 1)


def test_vladisibirsk_city_grid_with_1_counter_cannot_pay_its_cost(tmp_path):
    """"2 hosted advancement counters" is a cost: with 1 hosted it cannot be paid, so the ability cannot be used."""
    game = board(tmp_path, turn="corp", decisions={"Vladisibirsk City Grid target": "Hostile Takeover"}, corp={
        "servers": {"Server 1": {"root": [{"card": "Vladisibirsk City Grid", "advancement": 1},
                                          {"card": "Hostile Takeover", "rezzed": False}]}}})
    assert not use(game, "Vladisibirsk City Grid")
    assert game.servers["Server 1"].root[1].counters.get("advancement", 0) == 0


def test_vladisibirsk_city_grid_cannot_place_counters_on_a_card_in_another_root(tmp_path):
    """"Another card you can advance in the root of this server": Hostile Takeover in Server 2 is not one, so it gets
    no counter (the CR lets an ability whose target is missing resolve as much as it can, cr/rule_targets_must_be_valid,
    so the cost may still be paid)."""
    game = board(tmp_path, turn="corp", decisions={"Vladisibirsk City Grid target": "Hostile Takeover"}, corp={
        "servers": {"Server 1": {"root": [{"card": "Vladisibirsk City Grid", "advancement": 4}]},
                    "Server 2": {"root": [{"card": "Hostile Takeover", "rezzed": False}]}}})
    use(game, "Vladisibirsk City Grid")
    assert game.servers["Server 2"].root[0].counters.get("advancement", 0) == 0


def test_vladisibirsk_city_grid_places_nothing_on_a_card_that_cannot_be_advanced_or_on_itself(tmp_path):
    """An unrezzed PAD Campaign says nothing of advancing, so it cannot be advanced (cr/rule_you_can_advance), and
    "another card" is not Vladisibirsk itself: neither gets the 2 counters."""
    for target, root in (("PAD Campaign", [{"card": "PAD Campaign", "rezzed": False}]), ("Vladisibirsk City Grid", [])):
        game = board(tmp_path, turn="corp", name=target, decisions={"Vladisibirsk City Grid target": target}, corp={
            "servers": {"Server 1": {"root": [{"card": "Vladisibirsk City Grid", "advancement": 4}, *root]}}})
        use(game, "Vladisibirsk City Grid")
        counters = [c.counters.get("advancement", 0) for c in game.servers["Server 1"].root]
        assert counters[1:] == [0] * len(root), target
        assert counters[0] != 4 - 2 + 2, target  # its cost may be paid, but the 2 never land on itself


# --- See How They Run ------------------------------------------------------------------------------------------------
def test_see_how_they_run_bids_are_spent(tmp_path):
    """"Each player reveals and spends their bid" (cr/rule_psi_bid_reveal): Corp 2[c], Runner 1[c]; the bids differ, so 1
    core damage, after the tag."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"rd": ["Hedge Fund"] * 3, "servers": {"Server 1": {"root": [
                          {"card": "See How They Run", "advancement": 4}]}}},
                      runner={"grip": list(GRIP)},
                      decisions={"score": "yes", "Corp psi bid See How They Run": 2,
                                 "Runner psi bid See How They Run": 1})
    assert (at(result, "corp.score_area"), at(result, "corp.credits"), at(result, "runner.credits")) == \
        (["See How They Run"], 5 - 2 + 1, 5 - 1)
    assert (at(result, "runner.tags"), at(result, "damage.core"), at(result, "damage.net")) == (1, 1, 0)


# --- The Wizard’s Chest ----------------------------------------------------------------------------------------------
def test_the_wizards_chest_needs_all_three_central_runs_not_two(tmp_path):
    """"Only if you made a successful run on HQ, R&D, and Archives this turn": after HQ and R&D only, it cannot be
    used, so it stays installed and nothing is installed from the stack."""
    actions = [{"runner": "run HQ"}, {"runner": "run R&D"}, {"runner": "gain credit"}]
    stack = ["Diesel", "Femme Fatale", "Sure Gamble", "Corroder", "Easy Mark"]
    result = scenario(tmp_path, actions=actions, corp={"hq": ["Hedge Fund"], "rd": ["Hedge Fund"]},
                      runner={"credits": 0, "rig": ["The Wizard’s Chest"], "stack": stack},
                      decisions={"jack out": "no", "abilities at Runner action phase": "The Wizard’s Chest",
                                 "The Wizard’s Chest choice": "program", "The Wizard’s Chest target": "Femme Fatale"})
    assert (at(result, "runner.rig"), at(result, "runner.heap"), at(result, "runner.stack")) == \
        (["The Wizard’s Chest"], [], stack)


# --- Echelon ---------------------------------------------------------------------------------------------------------
def test_echelon_cannot_break_a_barrier(tmp_path):
    """"Break 1 sentry subroutine": Ice Wall's subroutine is a barrier's, so Echelon breaks nothing, spends nothing
    raising its strength, and the run ends."""
    result = run_past(tmp_path, "Ice Wall", runner={"credits": 10, "rig": ["Echelon"]},
                      decisions={"break Ice Wall": "Echelon"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("unsuccessful", 10)
    assert traced(result, "no icebreaker able to break Ice Wall")


# --- Laser Pointer ---------------------------------------------------------------------------------------------------
def test_laser_pointer_bypasses_destroyer_ice(tmp_path):
    """Ballista is a sentry - destroyer: trashing Laser Pointer bypasses it, so its subroutine never resolves and the
    run is successful."""
    result = run_past(tmp_path, "Ballista", runner={"rig": ["Laser Pointer", "Corroder"]},
                      decisions={"use Laser Pointer": "yes", "break Ballista": "no"})
    assert (at(result, "runner.heap"), at(result, "runner.rig"), at(result, "runs.0.outcome")) == \
        (["Laser Pointer"], ["Corroder"], "successful")


# --- Chastushka ------------------------------------------------------------------------------------------------------
def test_chastushka_with_3_cards_in_hq_and_rd_trashes_all_of_them(tmp_path):
    """cr/rule_sabotage_all_remaining_cards, the CR's own example: sabotage 4 with 2 cards in HQ and 1 in R&D trashes
    all 3, and the Runner breaches nothing."""
    result = scenario(tmp_path, actions=[{"runner": "play Chastushka"}], corp={"hq": ["Hedge Fund", "Enigma"],
                                                                             "rd": ["Ice Wall"]},
                      runner={"grip": ["Chastushka"]},
                      decisions={"jack out": "no", "Chastushka choice": ["Hedge Fund", "Enigma"]})
    assert (at(result, "corp.hq"), at(result, "corp.rd")) == ([], [])
    assert sorted(at(result, "corp.archives")) == ["Enigma", "Hedge Fund", "Ice Wall"]
    assert at(result, "runs.0.accessed") == []


# --- Chrysopoeian Skimming -------------------------------------------------------------------------------------------
def test_chrysopoeian_skimming_the_corp_cannot_reveal_a_non_agenda(tmp_path):
    """"The Corp may reveal an agenda from HQ": with only Hedge Fund in HQ there is nothing to reveal (the answer
    naming Hedge Fund is never asked), so no [click] and no card."""
    result = scenario(tmp_path, actions=[{"runner": "play Chrysopoeian Skimming"}],
                      corp={"hq": ["Hedge Fund"], "rd": ["Ice Wall"] * 3},
                      runner={"grip": ["Chrysopoeian Skimming"], "stack": list(GRIP)},
                      decisions={"Chrysopoeian Skimming choice": "Hedge Fund"})
    assert (at(result, "runner.clicks"), at(result, "runner.grip"), at(result, "corp.hq")) == (3, [], ["Hedge Fund"])


def test_chrysopoeian_skimming_otherwise_looks_at_the_top_3_of_rd(tmp_path):
    """Not revealed: no [click] and no card; the Runner looks at the top 3 of R&D, which stay in order."""
    rd = ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign"]
    result = scenario(tmp_path, actions=[{"runner": "play Chrysopoeian Skimming"}],
                      corp={"hq": ["Hedge Fund"], "rd": rd}, runner={"grip": ["Chrysopoeian Skimming"],
                                                                    "stack": list(GRIP)},
                      decisions={"Chrysopoeian Skimming choice": "no"})
    assert (at(result, "runner.clicks"), at(result, "runner.grip"), at(result, "corp.rd")) == (3, [], rd)


# --- Mutually Assured Destruction ------------------------------------------------------------------------------------
def test_mutually_assured_destruction_needs_3_clicks(tmp_path):
    """Its play [click] and "spend [click][click]" as an additional cost (cr/rule_cost): 2 clicks cannot pay it."""
    with pytest.raises(ActionRefused):
        scenario(tmp_path, turn="corp", actions=[{"corp": "play Mutually Assured Destruction"}],
                 corp={"clicks": 2, "credits": 10, "hq": ["Mutually Assured Destruction"], "rd": ["Hedge Fund"],
                       "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": True}]}}})


def test_mutually_assured_destruction_trashes_only_rezzed_cards(tmp_path):
    """"Trash any number of your rezzed cards": unrezzed Enigma is not one of them, so nothing is trashed and no tag
    given (and nothing asked)."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Mutually Assured Destruction"}],
                 corp={"credits": 10, "hq": ["Mutually Assured Destruction"], "rd": ["Hedge Fund"],
                       "servers": {"HQ": {"ice": [{"card": "Enigma", "rezzed": False}]}}},
                 decisions={"Mutually Assured Destruction choice": ["Enigma"]})
    assert (at(result, "runner.tags"), at(result, "corp.archives"), at(result, "corp.servers.HQ.unrezzed")) == \
        (0, ["Mutually Assured Destruction"], ["Enigma"])


# --- Marjanah --------------------------------------------------------------------------------------------------------
def test_marjanah_pays_1_credit_a_strength_to_meet_an_advanced_ice_wall(tmp_path):
    """Ice Wall with 2 advancement counters is strength 1 + 2 = 3: Marjanah (1) raises 2 for 1[c] each, then breaks
    for 2[c] (no successful run yet this turn): 4[c] in all, the run successful."""
    result = run_past(tmp_path, {"card": "Ice Wall", "advancement": 2}, runner={"rig": ["Marjanah"]},
                      decisions={"break Ice Wall": "Marjanah"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 5 - 2 - 2)
