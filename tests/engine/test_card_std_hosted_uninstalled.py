"""Cards that host cards without installing them (cr/rule_host_without_install): The Supplier, Paule's Café,
Asmund Pudlat, Bling. A hosted card is not installed, so none of its abilities is active, until an ability
installs (or plays) it from its host."""

from tests.engine.card_play import at, board, scenario, use


def test_the_supplier_hosts_a_card_from_the_grip_that_is_not_installed_nor_active(tmp_path):
    game = board(tmp_path, runner={"rig": ["The Supplier"], "grip": ["Dyson Mem Chip", "Sure Gamble"]},
                 decisions={"The Supplier choice": "Dyson Mem Chip"})
    assert use(game, "The Supplier", 0)
    supplier = game.runner.play[0]
    chip = supplier.hosted[0]
    assert (chip.title, chip.faceup, [c.title for c in game.runner.hand]) == ("Dyson Mem Chip", True, ["Sure Gamble"])
    assert (game.is_installed(chip), game.is_active(chip)) == (False, False)
    assert ([o.title for o in game.installed()], game.runner.clicks) == (["The Supplier"], 3)


def test_the_supplier_installs_its_hosted_card_2_cheaper_when_the_turn_begins_and_it_is_then_active(tmp_path):
    """Daily Casts costs 3, installed for 1[c]: it is loaded with 8[c] as it is installed, and its own "when your
    turn begins" does not apply this turn (it was not installed when the turn began)."""
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="daily-casts",
                      runner={"credits": 1, "rig": [{"card": "The Supplier", "hosted": ["Daily Casts"]}]},
                      decisions={"The Supplier target": "Daily Casts"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["The Supplier", "Daily Casts"], 1 - 1 + 1)
    assert (at(result, "cards[Daily Casts].counters"), at(result, "cards[The Supplier].hosted")) == ({"credits": 8}, [])


def test_the_supplier_cannot_install_what_the_runner_cannot_pay_for_even_2_cheaper(tmp_path):
    game = board(tmp_path, runner={"credits": 0, "rig": [{"card": "The Supplier", "hosted": ["Daily Casts"]}]},
                 decisions={"The Supplier target": "Daily Casts"}, name="poor")
    supplier = game.runner.play[0]
    assert (game.is_active(supplier.hosted[0]), [o.title for o in game.installed()]) == (False, ["The Supplier"])
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="poor-run",
                      runner={"credits": 0, "rig": [{"card": "The Supplier", "hosted": ["Daily Casts"]}]},
                      decisions={"The Supplier target": "Daily Casts"})
    assert (at(result, "runner.rig"), at(result, "cards[The Supplier].hosted")) == (["The Supplier"], ["Daily Casts"])


PAULES = "Pauleʼs Café"
CONNECTIONS = ["Avgustina Ivanovskaya", "“Pretty” Mary da Silva", "Professional Contacts"]  # the last not unique


def test_paules_cafe_hosts_a_program_from_the_grip_for_a_click_not_installed(tmp_path):
    game = board(tmp_path, runner={"rig": [PAULES], "grip": ["Corroder", "Sure Gamble"]},
                 decisions={f"{PAULES} choice": "Corroder"}, name="cafe-host")
    assert use(game, PAULES, 0)
    cafe = game.runner.play[0]
    assert ([c.title for c in cafe.hosted], [c.title for c in game.runner.hand]) == (["Corroder"], ["Sure Gamble"])
    assert (game.is_active(cafe.hosted[0]), game.memory_used(), game.runner.clicks) == (False, 0, 3)


def test_paules_cafe_first_install_each_turn_is_1_cheaper_per_unique_connection(tmp_path):
    """Two unique connections (Professional Contacts is not unique): Gordian Blade (4) for 1 + 2[c]; the second
    install this turn, Corroder (2), pays 1 + 2[c] in full."""
    rig = [{"card": PAULES, "hosted": ["Corroder", "Gordian Blade"]}, *CONNECTIONS]
    game = board(tmp_path, runner={"credits": 6, "rig": rig}, name="cafe-install",
                 decisions={f"{PAULES} target": "Gordian Blade", f"{PAULES} target #2": "Corroder"})
    assert use(game, PAULES, 1)
    assert (game.runner.credits, [o.title for o in game.installed()][-1], game.memory_used()) == (
        6 - 1 - 2, "Gordian Blade", 1)
    assert use(game, PAULES, 1)
    assert (game.runner.credits, [o.title for o in game.installed()][-1], game.runner.play[0].hosted) == (
        6 - 3 - 1 - 2, "Corroder", [])


def test_paules_cafe_gives_no_reduction_during_the_corps_turn(tmp_path):
    rig = [{"card": PAULES, "hosted": ["Corroder"]}, *CONNECTIONS]
    game = board(tmp_path, turn="corp", runner={"credits": 6, "rig": rig}, name="cafe-corp-turn",
                 decisions={f"{PAULES} target": "Corroder"})
    assert use(game, PAULES, 1)
    assert (game.runner.credits, [o.title for o in game.installed()][-1]) == (6 - 1 - 2, "Corroder")


ASMUND = "Asmund Pudlat"


def test_asmund_pudlat_hosts_up_to_2_virus_or_weapon_cards_with_different_names_from_the_stack(tmp_path):
    """Hosted, not installed: Avgustina Ivanovskaya's "the first time each turn you install a virus program" is not
    met by Datasucker being hosted, so the Corp sabotages nothing."""
    result = scenario(tmp_path, actions=[{"runner": f"install {ASMUND}"}], name="asmund-install",
                      corp={"hq": ["Hedge Fund"]},
                      runner={"credits": 2, "grip": [ASMUND], "rig": ["Avgustina Ivanovskaya"],
                              "stack": ["Datasucker", "Datasucker", "Sure Gamble", "Maglectric Rapid (748 Mod)"]},
                      decisions={f"{ASMUND} choice": ["Datasucker", "Maglectric Rapid (748 Mod)"]})
    assert at(result, f"cards[{ASMUND}].hosted") == ["Datasucker", "Maglectric Rapid (748 Mod)"]
    assert (sorted(at(result, "runner.stack")), at(result, "runner.rig")) == (
        ["Datasucker", "Sure Gamble"], ["Avgustina Ivanovskaya", ASMUND])
    assert (at(result, "corp.hq"), at(result, "runner.credits")) == (["Hedge Fund"], 0)


def test_asmund_pudlat_refuses_two_cards_with_the_same_name(tmp_path):
    import pytest

    from rulesdb.errors import ScenarioError
    with pytest.raises(ScenarioError, match="Datasucker"):
        scenario(tmp_path, actions=[{"runner": f"install {ASMUND}"}], name="asmund-same",
                 runner={"grip": [ASMUND], "stack": ["Datasucker", "Datasucker"]},
                 decisions={f"{ASMUND} choice": ["Datasucker", "Datasucker"]})


def test_asmund_pudlat_adds_a_hosted_card_to_the_grip_when_the_turn_begins_and_stays_while_one_is_left(tmp_path):
    rig = [{"card": ASMUND, "hosted": ["Datasucker", "Imp"]}]
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="asmund-one-left", runner={"rig": rig},
                      decisions={f"{ASMUND} target": "Imp"})
    assert (at(result, "runner.grip"), at(result, f"cards[{ASMUND}].hosted")) == (["Imp"], ["Datasucker"])


def test_asmund_pudlat_is_trashed_once_it_hosts_no_more_cards(tmp_path):
    rig = [{"card": ASMUND, "hosted": ["Datasucker"]}]
    taken = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="asmund-empty", runner={"rig": rig},
                     decisions={f"{ASMUND} target": "Datasucker"})
    kept = scenario(tmp_path, actions=[{"runner": "gain credit"}], name="asmund-kept", runner={"rig": rig},
                    decisions={f"{ASMUND} target": "no"})
    assert (at(taken, "runner.grip"), at(taken, "runner.rig"), at(taken, "runner.heap")) == (
        ["Datasucker"], [], [ASMUND])
    assert (at(kept, "runner.grip"), at(kept, "runner.rig")) == ([], [ASMUND])


def test_bling_hosts_the_top_of_the_stack_when_a_card_is_installed_without_spending_credits(tmp_path):
    free = scenario(tmp_path, actions=[{"runner": "install Sacrificial Construct"}], name="bling-free",
                    runner={"rig": ["Bling"], "grip": ["Sacrificial Construct"], "stack": ["Sure Gamble", "Diesel"]},
                    decisions={"use Bling": "yes"})
    paid = scenario(tmp_path, actions=[{"runner": "install Corroder"}], name="bling-paid",
                    runner={"rig": ["Bling"], "grip": ["Corroder"], "stack": ["Sure Gamble", "Diesel"]},
                    decisions={"use Bling": "yes"})
    assert (at(free, "cards[Bling].hosted"), at(free, "runner.stack")) == (["Sure Gamble"], ["Diesel"])
    assert (at(paid, "cards[Bling].hosted"), at(paid, "runner.stack")) == ([], ["Sure Gamble", "Diesel"])


def test_bling_hosted_cards_are_played_or_installed_as_if_they_were_in_the_grip(tmp_path):
    rig = [{"card": "Bling", "hosted": ["Sure Gamble", "Corroder"]}]
    result = scenario(tmp_path, actions=[{"runner": "play Sure Gamble"}, {"runner": "install Corroder"}],
                      name="bling-grip", runner={"rig": rig, "grip": []})
    assert (at(result, "runner.credits"), at(result, "runner.heap")) == (5 - 5 + 9 - 2, ["Sure Gamble"])
    assert (at(result, "runner.rig"), at(result, "cards[Bling].hosted")) == (["Bling", "Corroder"], [])


def test_bling_hosted_cards_are_not_in_the_grip_and_are_trashed_when_the_discard_phase_ends(tmp_path):
    game = board(tmp_path, runner={"rig": [{"card": "Bling", "hosted": ["Sure Gamble"]}], "grip": ["Diesel"]},
                 name="bling-not-grip")
    hosted = game.runner.play[0].hosted[0]
    assert ([c.title for c in game.runner.hand], game.is_installed(hosted), game.is_active(hosted)) == (
        ["Diesel"], False, False)
    result = scenario(tmp_path, actions=[*[{"runner": "gain credit"}] * 4, {"corp": "gain credit"}],
                      name="bling-discard", corp={"rd": ["Hedge Fund"]},
                      runner={"rig": [{"card": "Bling", "hosted": ["Sure Gamble", "Corroder"]}]})
    assert (sorted(at(result, "runner.heap")), at(result, "cards[Bling].hosted")) == (["Corroder", "Sure Gamble"], [])


def test_bling_lets_rigging_up_install_a_hosted_program_for_free_which_hosts_the_next_card(tmp_path):
    """Rigging Up installs "from your grip": Bling's Corroder qualifies, costs 2 - 3 = 0, so no credits are spent
    and Bling hosts the top card of the stack."""
    result = scenario(tmp_path, actions=[{"runner": "play Rigging Up"}], name="bling-rigging",
                      runner={"rig": [{"card": "Bling", "hosted": ["Corroder"]}], "grip": ["Rigging Up"],
                              "stack": ["Diesel"]},
                      decisions={"Rigging Up target": "Corroder", "use Bling": "yes"})
    assert (at(result, "runner.rig"), at(result, "cards[Bling].hosted")) == (["Bling", "Corroder"], ["Diesel"])
    assert at(result, "runner.credits") == 5


def test_bling_hosted_cards_are_among_the_actions_the_runner_could_name(tmp_path):
    from rulesdb.engine.turns.options import candidates
    game = board(tmp_path, runner={"rig": [{"card": "Bling", "hosted": ["Sure Gamble", "Corroder"]}]},
                 name="bling-options")
    named = {a.text for a in candidates(game, "runner")}
    assert {"play Sure Gamble", "install Corroder"} <= named
    supplier = board(tmp_path, runner={"rig": [{"card": "The Supplier", "hosted": ["Corroder"]}]}, name="options")
    assert "install Corroder" not in {a.text for a in candidates(supplier, "runner")}
