"""Paid and click abilities of library cards: on a board the scenario loader sets up, and through scenarios.

On a bare board `use()` plays the player's part (restrictions, typed costs, a checkpoint, then the
effect); the scenarios at the end use the engine's own `use` action and paid ability windows.
"""

from rulesdb.engine.state.objects import Encounter
from tests.engine.card_play import at, board, run_past, scenario, use

STACK = ["Diesel", "Sure Gamble", "Easy Mark"]


def rig(tmp_path, *cards, **runner):
    return board(tmp_path, runner={"rig": list(cards), "stack": STACK, **runner})


def titles(cards):
    return [c.title for c in cards]


def test_magnum_opus_turns_a_click_into_2_credits(tmp_path):
    game = rig(tmp_path, "Magnum Opus")
    assert use(game, "Magnum Opus")
    assert (game.runner.credits, game.runner.clicks) == (7, 3)


def test_a_click_ability_cannot_be_used_without_a_click(tmp_path):
    game = rig(tmp_path, "Magnum Opus")
    game.runner.clicks = 0
    assert not use(game, "Magnum Opus")
    assert game.runner.credits == 5


def test_armitage_codebusting_takes_2_and_is_trashed_when_empty(tmp_path):
    game = rig(tmp_path, {"card": "Armitage Codebusting", "credits": 4})
    assert use(game, "Armitage Codebusting") and use(game, "Armitage Codebusting")
    assert game.runner.credits == 9
    assert titles(game.runner.discard) == ["Armitage Codebusting"]


def test_liberated_account_takes_4(tmp_path):
    game = rig(tmp_path, "Liberated Account")
    assert use(game, "Liberated Account")
    assert (game.runner.credits, game.runner.play[0].counters["credits"]) == (9, 12)


def test_telework_contract_takes_3_once_per_turn(tmp_path):
    game = rig(tmp_path, "Telework Contract")
    assert use(game, "Telework Contract")
    assert not use(game, "Telework Contract")
    assert game.runner.credits == 8


def test_kati_jones_is_used_once_per_turn_whichever_ability(tmp_path):
    game = rig(tmp_path, {"card": "Kati Jones", "credits": 6})
    assert use(game, "Kati Jones", 0)
    assert not use(game, "Kati Jones", 1)
    fresh = rig(tmp_path, {"card": "Kati Jones", "credits": 6})
    assert use(fresh, "Kati Jones", 1)
    assert (fresh.runner.credits, fresh.runner.play[0].counters["credits"]) == (11, 0)


def test_professional_contacts_gains_1_and_draws_1(tmp_path):
    game = rig(tmp_path, "Professional Contacts")
    assert use(game, "Professional Contacts")
    assert (game.runner.credits, titles(game.runner.hand)) == (6, ["Diesel"])


def test_fall_guy_is_trashed_for_2_credits(tmp_path):
    game = rig(tmp_path, "Fall Guy")
    assert use(game, "Fall Guy")
    assert (game.runner.credits, titles(game.runner.discard)) == (7, ["Fall Guy"])


def test_crypsis_places_a_virus_counter_for_a_click(tmp_path):
    game = rig(tmp_path, "Crypsis")
    assert use(game, "Crypsis")
    assert game.runner.play[0].counters == {"virus": 1}


def corp_board(tmp_path, *root, ice=(), **corp):
    return board(tmp_path, turn="corp", corp={"rd": ["Hedge Fund", "Enigma", "Ice Wall"],
                                              "servers": {"Server 1": {"root": list(root), "ice": list(ice)}},
                                              **corp})


def test_melange_mining_corp_turns_3_clicks_into_7_credits(tmp_path):
    game = corp_board(tmp_path, "Melange Mining Corp.")
    assert use(game, "Melange Mining Corp.")
    assert (game.corp.credits, game.corp.clicks) == (12, 0)


def test_jackson_howard_draws_2(tmp_path):
    game = corp_board(tmp_path, "Jackson Howard")
    assert use(game, "Jackson Howard")
    assert titles(game.corp.hand) == ["Hedge Fund", "Enigma"]


def test_data_raven_spends_a_power_counter_to_give_a_tag(tmp_path):
    game = corp_board(tmp_path, ice=[{"card": "Data Raven", "counters": {"power": 1}}])
    assert use(game, "Data Raven")
    assert not use(game, "Data Raven")
    assert game.runner.tags == 1


def test_border_control_can_end_the_run_only_during_a_run_on_its_server(tmp_path):
    game = corp_board(tmp_path, ice=["Border Control"])
    assert not use(game, "Border Control")
    assert titles(game.corp.discard) == []


def _encountering(game, title):
    ice = next(o for o in game.installed() if o.title == title)
    game.encounters.append(Encounter(ice, 1))
    return ice


def test_datasucker_counter_lowers_the_encountered_ice_strength_for_the_encounter(tmp_path):
    game = board(tmp_path, runner={"rig": [{"card": "Datasucker", "counters": {"virus": 2}}]},
                 corp={"servers": {"Server 1": {"ice": ["Enigma"]}}})
    assert not use(game, "Datasucker")  # no encounter, nothing to weaken
    enigma = _encountering(game, "Enigma")
    assert use(game, "Datasucker") and use(game, "Datasucker")
    assert game.ice_strength(enigma) == 0
    assert game.runner.play[0].counters["virus"] == 0


def test_abagnale_is_trashed_to_bypass_a_code_gate_only(tmp_path):
    game = board(tmp_path, runner={"rig": ["Abagnale"]},
                 corp={"servers": {"Server 1": {"ice": ["Enigma", "Ice Wall"]}}})
    _encountering(game, "Ice Wall")
    assert not use(game, "Abagnale")
    game.encounters.clear()
    _encountering(game, "Enigma")
    assert use(game, "Abagnale")
    assert (game.encounter.ended, game.encounter.how) == (True, "bypassed")
    assert titles(game.runner.discard) == ["Abagnale"]


def test_grappling_hook_breaks_all_but_the_subroutine_the_runner_keeps(tmp_path):
    game = board(tmp_path, runner={"rig": ["Grappling Hook"]}, corp={"servers": {"Server 1": {"ice": ["Spiderweb"]}}},
                 decisions={"Grappling Hook choice": "2: End the run."})
    encounter = game.encounters.append(Encounter(game.servers["Server 1"].ice[0], 1)) or game.encounter
    assert use(game, "Grappling Hook")
    assert encounter.broken == {0, 2}
    assert titles(game.runner.discard) == ["Grappling Hook"]


# --- the same abilities used through the engine's `use` action and paid ability windows -------
def test_use_magnum_opus_and_a_job_as_click_actions(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "use Magnum Opus"}, {"runner": "use Armitage Codebusting"}],
                      runner={"rig": ["Magnum Opus", "Armitage Codebusting"]})
    assert at(result, "runner.credits") == 5 + 2 + 2
    assert at(result, "runner.hosted") == {"Armitage Codebusting": {"credits": 10}}


def test_corp_uses_melange_mining_corp(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Melange Mining Corp."}],
                      corp={"rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["Melange Mining Corp."]}}})
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (12, 0)


def test_abagnale_bypasses_a_code_gate_in_the_encounter_window(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"rig": ["Abagnale"]},
                      decisions={"abilities at encounter Enigma": "Abagnale"})
    assert at(result, "runs.0.encounters.0.result") == "bypassed"
    assert (at(result, "runs.0.outcome"), at(result, "runner.heap")) == ("successful", ["Abagnale"])


def test_border_control_is_trashed_to_end_a_run_on_its_server(tmp_path):
    result = run_past(tmp_path, "Border Control", corp={"servers": {"Server 1": {"root": ["Vanity Project"]}}},
                      decisions={"abilities at approach Border Control": "Border Control"})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert at(result, "corp.archives") == ["Border Control"]


def test_datasucker_weakens_the_encountered_ice_in_the_window(tmp_path):
    result = run_past(tmp_path, "Ice Wall", runner={"rig": [{"card": "Datasucker", "counters": {"virus": 1}},
                                                            "Corroder"]},
                      decisions={"abilities at encounter Ice Wall": "Datasucker", "break Ice Wall": "Corroder"})
    assert at(result, "runner.credits") == 4  # Corroder breaks Ice Wall, now strength 0, with no boost
    assert at(result, "runs.0.outcome") == "successful"
