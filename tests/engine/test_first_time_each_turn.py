""""The first time each turn ...": counted from the start of the turn, not from when the card was
installed. A deed done earlier in the turn, before the card came into play, was already the first time
(an ordinal trigger condition reads the game's history: cr/rule_trigger_condition, cr/rule_previous_object)."""

from tests.engine.card_play import at, scenario

GRIP = ["Sure Gamble", "Easy Mark", "Diesel"]


def test_lilypad_installed_after_a_program_this_turn_does_not_draw_on_the_next_program(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}, {"runner": "install LilyPAD"},
                                         {"runner": "install Gordian Blade"}],
                      runner={"credits": 10, "grip": ["Corroder", "LilyPAD", "Gordian Blade"], "stack": GRIP},
                      decisions={"use LilyPAD": "yes"})
    assert at(result, "runner.grip") == []


def test_lilypad_installed_first_still_draws_on_the_first_program(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install LilyPAD"}, {"runner": "install Corroder"}],
                      runner={"credits": 10, "grip": ["Corroder", "LilyPAD"], "stack": GRIP},
                      decisions={"use LilyPAD": "yes"})
    assert at(result, "runner.grip") == ["Sure Gamble"]


def test_swift_installed_after_a_run_event_this_turn_gains_no_click_on_the_next(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Dirty Laundry on HQ"}, {"runner": "install Swift"},
                                         {"runner": "play Dirty Laundry on HQ"}],
                      corp={"hq": ["Hedge Fund"]}, runner={"grip": ["Dirty Laundry", "Swift", "Dirty Laundry"]},
                      decisions={"jack out": "no"})
    assert at(result, "runner.clicks") == 4 - 3


def test_docklands_pass_installed_after_an_hq_breach_this_turn_adds_no_access(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "install Docklands Pass"}, {"runner": "run HQ"}],
                      corp={"hq": ["Hedge Fund", "Enigma", "Ice Wall"]}, runner={"grip": ["Docklands Pass"]},
                      decisions={"jack out": "no"})
    assert len(at(result, "runs.1.accessed")) == 1


def test_keiko_installed_after_credits_were_spent_from_a_companion_this_turn_gains_nothing(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Sure Gamble"}, {"runner": "install Keiko"}], runner={
        "credits": 3, "grip": ["Sure Gamble", "Keiko"], "rig": [{"card": "Mystic Maemi", "credits": 2}]},
        decisions={"pay playing Sure Gamble": {"Mystic Maemi": 2, "pool": 3}})
    assert at(result, "runner.credits") == 3 - 3 + 9 - 3


def test_avgustina_installed_after_a_virus_program_this_turn_does_not_sabotage_on_the_next(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Leech"}, {"runner": "install Avgustina Ivanovskaya"},
                                         {"runner": "install Leech"}],
                      corp={"hq": ["Hedge Fund", "Enigma"], "rd": ["Ice Wall", "PAD Campaign"]},
                      runner={"grip": ["Leech", "Avgustina Ivanovskaya", "Leech"]},
                      decisions={"Avgustina Ivanovskaya choice": ["Enigma"]})
    assert at(result, "corp.archives") == []


def test_cacophony_installed_after_a_steal_this_turn_places_no_counter_for_a_trash(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "install Cacophony"},
                                         {"runner": "run Server 2"}],
                      corp={"servers": {"Server 1": {"root": ["Hostile Takeover"]}, "Server 2": {"root": ["PAD Campaign"]}}},
                      runner={"credits": 10, "grip": ["Cacophony"]},
                      decisions={"jack out": "no", "steal": "yes", "trash PAD Campaign": "yes"})
    assert (at(result, "corp.archives"), at(result, "cards.Cacophony.counters")) == (["PAD Campaign"], {})


def test_thunder_art_gallery_also_answers_a_removed_tag(tmp_path):
    """"The first time you avoid or remove a tag each turn": the basic action that removes a tag counts."""
    result = scenario(tmp_path, actions=[{"runner": "remove tag"}],
                      runner={"tags": 1, "credits": 5, "grip": ["Corroder"], "rig": ["Thunder Art Gallery"]},
                      decisions={"Thunder Art Gallery target": "Corroder"})
    assert (at(result, "runner.rig"), at(result, "runner.credits")) == (["Thunder Art Gallery", "Corroder"], 5 - 2 - 1)


def test_juli_moreira_lee_installed_after_an_action_on_a_resource_this_turn_gains_no_click(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Liberated Account"}, {"runner": "install Juli Moreira Lee"},
                                         {"runner": "use Liberated Account"}],
                      runner={"grip": ["Juli Moreira Lee"], "rig": ["Liberated Account"]})
    assert (at(result, "runner.clicks"), at(result, "cards[Juli Moreira Lee].counters")) == (4 - 3, {"power": 4})


def test_the_class_act_installed_after_a_draw_this_turn_does_not_look_at_the_next(tmp_path):
    """"The first time each turn you would draw": a draw before it was installed was already the first."""
    result = scenario(tmp_path, actions=[{"runner": "draw"}, {"runner": "install The Class Act"}, {"runner": "draw"}],
                      runner={"credits": 4, "grip": ["The Class Act"], "stack": ["Sure Gamble", "Easy Mark", "Diesel"]},
                      decisions={"The Class Act choice": "Easy Mark"})
    assert at(result, "runner.grip") == ["Sure Gamble", "Easy Mark"]
