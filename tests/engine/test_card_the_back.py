"""The Back: a power counter the first time each turn the Runner uses a piece of hardware during a run ("using":
cr/rule_using — a paid ability once its cost is paid, an optional ability chosen, hosted credits spent; a mandatory
ability is not used), and its [click] ability shuffling up to 2 heap cards with [trash] abilities per counter into
the stack."""

from tests.engine.card_play import at, board, run_past, traced, use

CYBERFEEDER = {"card": "Cyberfeeder", "counters": {"credits": 1}}


def test_the_back_gains_a_counter_when_hardware_credits_pay_during_a_run(tmp_path):
    result = run_past(tmp_path, "Ice Wall", runner={"rig": ["The Back", "Corroder", CYBERFEEDER], "credits": 0},
                      decisions={"break Ice Wall": "Corroder"})
    assert at(result, "cards[The Back].counters") == {"power": 1}
    assert traced(result, "The Runner uses Cyberfeeder: what it hosts pays a cost.")


def test_the_back_counts_only_the_first_use_each_turn(tmp_path):
    result = run_past(tmp_path, ["Ice Wall", "Enigma"], runner={
        "rig": ["The Back", "Corroder", "Abagnale", CYBERFEEDER, "Capybara"], "credits": 0},
        decisions={"break Ice Wall": "Corroder", "abilities at encounter Enigma": "Abagnale", "use Capybara": "yes"})
    assert (at(result, "cards[The Back].counters"), at(result, "runner.removed")) == ({"power": 1}, ["Capybara"])


def test_the_back_a_mandatory_hardware_ability_is_not_a_use(tmp_path):
    result = run_past(tmp_path, [], server="HQ", corp={"hq": ["Hedge Fund"]}, runner={"rig": ["The Back", "Desperado"]})
    assert (at(result, "runner.credits"), at(result, "cards[The Back].counters")) == (5 + 1, {})


def test_the_back_an_optional_hardware_ability_chosen_during_a_run_is_a_use(tmp_path):
    """Interaction: Capybara's "you may remove this hardware from the game" chosen after Abagnale's bypass."""
    chosen = run_past(tmp_path, "Enigma", runner={"rig": ["The Back", "Abagnale", "Capybara"]}, name="yes",
                      decisions={"abilities at encounter Enigma": "Abagnale", "use Capybara": "yes"})
    declined = run_past(tmp_path, "Enigma", runner={"rig": ["The Back", "Abagnale", "Capybara"]}, name="no",
                        decisions={"abilities at encounter Enigma": "Abagnale", "use Capybara": "no"})
    assert (at(chosen, "cards[The Back].counters"), at(declined, "cards[The Back].counters")) == ({"power": 1}, {})


def test_the_back_hardware_used_outside_a_run_places_nothing(tmp_path):
    game = board(tmp_path, runner={"rig": ["The Back", "Clone Chip"], "heap": ["Corroder"]},
                 decisions={"Clone Chip target": "Corroder"})
    assert use(game, "Clone Chip")
    back = next(o for o in game.installed() if o.title == "The Back")
    assert ([o.title for o in game.runner.play], back.counters) == (["The Back", "Corroder"], {})


def test_the_back_shuffles_two_trash_ability_cards_per_counter_into_the_stack(tmp_path):
    heap = ["Clone Chip", "Abagnale", "Capybara", "Sure Gamble", "Flip Switch"]
    game = board(tmp_path, runner={"rig": [{"card": "The Back", "counters": {"power": 1}}], "heap": heap},
                 decisions={"The Back choice": ["Clone Chip", "Abagnale"]})
    assert use(game, "The Back")
    assert (sorted(o.title for o in game.runner.deck), [o.title for o in game.runner.discard],
            [o.title for o in game.runner.removed]) == (["Abagnale", "Clone Chip"], ["Capybara", "Sure Gamble",
                                                                                    "Flip Switch"], ["The Back"])


def test_the_back_refuses_more_than_two_cards_per_counter_and_cards_without_trash_abilities(tmp_path):
    import pytest

    from rulesdb.errors import ScenarioError
    for name, chosen, why in (("three", ["Clone Chip", "Abagnale", "Flip Switch"], "at most 2 cards"),
                              ("gamble", ["Sure Gamble"], "not a card left in the heap's cards with")):
        game = board(tmp_path, name=name, runner={"rig": [{"card": "The Back", "counters": {"power": 1}}],
                                                  "heap": ["Clone Chip", "Abagnale", "Flip Switch", "Sure Gamble"]},
                     decisions={"The Back choice": chosen})
        with pytest.raises(ScenarioError, match=why):
            use(game, "The Back")


def test_the_back_installed_after_the_turns_first_hardware_use_in_a_run_gets_nothing_that_turn(tmp_path):
    """"The first time each turn" counts uses made before The Back was installed (the game's history): Cyberfeeder
    in the first run, then Capybara in a second run after The Back is installed."""
    from tests.engine.card_play import scenario
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "install The Back"},
                                         {"runner": "run Server 2"}], name="late",
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"], "root": ["PAD Campaign"]},
                                        "Server 2": {"ice": ["Enigma"], "root": ["PAD Campaign"]}}},
                      runner={"grip": ["The Back"], "rig": ["Corroder", CYBERFEEDER, "Abagnale", "Capybara"]},
                      decisions={"jack out": "no", "break Ice Wall": "Corroder", "trash PAD Campaign": "no",
                                 "pay Corroder's break": {"Cyberfeeder": 1}, "abilities at encounter Enigma": "Abagnale",
                                 "use Capybara": "yes"})
    assert traced(result, "The Runner uses Cyberfeeder") and traced(result, "The Runner uses Capybara")
    assert at(result, "cards[The Back].counters") == {}
