"""Core set icebreakers (Revised Core Set, System Core 2019): Darwin, Demara, Deus X, Faerie, Force of Nature
and Morning Star, each through a run and its break abilities (cr/rule_break_subroutine)."""

from tests.engine.card_play import at, board, run_past, scenario, traced


def test_darwin_is_as_strong_as_its_virus_counters_and_breaks_any_subroutine_for_2(tmp_path):
    game = board(tmp_path, runner={"rig": [{"card": "Darwin", "counters": {"virus": 3}}]})
    assert game.breaker_strength(next(o for o in game.in_play() if o.title == "Darwin")) == 3
    result = run_past(tmp_path, "Enigma", runner={"credits": 6, "rig": [{"card": "Darwin", "counters": {"virus": 2}}]},
                      decisions={"break Enigma": "Darwin", "use Darwin": "no"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 6 - 2 * 2)


def test_darwin_with_too_few_counters_cannot_break_stronger_ice(tmp_path):
    result = run_past(tmp_path, "Enigma", runner={"credits": 6, "rig": [{"card": "Darwin", "counters": {"virus": 1}}]},
                      decisions={"break Enigma": "Darwin", "use Darwin": "no"})
    assert at(result, "runs.0.outcome") == "unsuccessful"  # strength 1 < Enigma's 2, and no boost ability


def test_darwin_may_pay_1_credit_for_a_virus_counter_when_the_turn_begins(tmp_path):
    paid = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"credits": 2, "rig": ["Darwin"]},
                    decisions={"use Darwin": "yes"})
    assert (at(paid, "cards.Darwin.counters.virus"), at(paid, "runner.credits")) == (1, 2 - 1 + 1)
    declined = scenario(tmp_path, actions=[{"runner": "gain credit"}], runner={"credits": 2, "rig": ["Darwin"]},
                        decisions={"use Darwin": "no"}, name="declined")
    assert (at(declined, "cards.Darwin.counters"), at(declined, "runner.credits")) == ({}, 3)


def test_demara_breaks_two_barrier_subroutines_for_2_after_boosting(tmp_path):
    result = run_past(tmp_path, "Spiderweb", runner={"credits": 10, "rig": ["Demara"]},
                      decisions={"break Spiderweb": "Demara"})
    # Spiderweb: strength 4, three subroutines; +3 strength once, then two uses (up to 2, then 1)
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 10 - 2 - 2 * 2)


def test_demara_is_trashed_to_bypass_a_barrier_only(tmp_path):
    result = run_past(tmp_path, "Ice Wall", runner={"rig": ["Demara"]},
                      decisions={"abilities at encounter Ice Wall": "Demara"})
    assert at(result, "runs.0.encounters.0.result") == "bypassed"
    assert (at(result, "runs.0.outcome"), at(result, "runner.heap")) == ("successful", ["Demara"])
    gate = run_past(tmp_path, "Enigma", runner={"rig": ["Demara"]}, name="gate",
                    decisions={"abilities at encounter Enigma": "Demara", "break Enigma": "no"})
    assert at(gate, "runner.rig") == ["Demara"]  # Enigma is no barrier: the ability cannot be used


def test_deus_x_is_trashed_to_break_every_ap_subroutine(tmp_path):
    result = run_past(tmp_path, "Wall of Thorns", runner={"grip": ["Sure Gamble"], "rig": ["Deus X"]},
                      decisions={"break Wall of Thorns": {"with": "Deus X", "subroutines": [1]}})
    # Wall of Thorns is a barrier - AP: Deus X breaks its net damage subroutine and is trashed, the run ends
    assert at(result, "runner.heap") == ["Deus X"]
    assert (at(result, "runner.grip"), at(result, "runs.0.outcome")) == (["Sure Gamble"], "unsuccessful")


def test_deus_x_prevents_all_of_an_amount_of_net_damage(tmp_path):
    grip = ["Sure Gamble", "Easy Mark", "Dirty Laundry"]
    result = run_past(tmp_path, "Neural Katana", runner={"grip": grip, "rig": ["Deus X"]},
                      decisions={"break Neural Katana": "no", "prevent 3 net damage": "Deus X"})
    assert sorted(at(result, "runner.grip")) == sorted(grip)
    assert at(result, "runner.heap") == ["Deus X"]


def test_faerie_breaks_for_free_then_is_trashed_when_the_encounter_ends(tmp_path):
    unused = run_past(tmp_path, "Enigma", runner={"rig": ["Faerie"]}, decisions={"break Enigma": "no"}, name="gate")
    assert at(unused, "runner.rig") == ["Faerie"]  # not used during that encounter: it stays
    killed = run_past(tmp_path, ["Rototurret", "Rototurret"], runner={"credits": 3, "rig": ["Faerie"]},
                      decisions={"break Rototurret": "Faerie"})
    # strength 2 against 0: both subroutines broken for 0[c]; trashed as that encounter ends, so the inner
    # Rototurret meets no breaker, has no program to trash and ends the run
    assert at(killed, "runner.heap") == ["Faerie"]
    assert (at(killed, "runner.credits"), at(killed, "runs.0.outcome")) == (3, "unsuccessful")
    assert traced(killed, "Faerie")


def test_force_of_nature_breaks_up_to_two_code_gate_subroutines_for_2(tmp_path):
    result = run_past(tmp_path, "Tollbooth", runner={"credits": 12, "rig": ["Force of Nature"]},
                      decisions={"break Tollbooth": "Force of Nature"})
    # Tollbooth: strength 5, pays 3[c] on encounter; +4 strength for 4[c], one break for 2[c]
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 12 - 3 - 4 - 2)


def test_morning_star_breaks_every_barrier_subroutine_for_1(tmp_path):
    result = run_past(tmp_path, "Spiderweb", runner={"credits": 2, "rig": ["Morning Star"]},
                      decisions={"break Spiderweb": "Morning Star"})
    assert (at(result, "runs.0.outcome"), at(result, "runner.credits")) == ("successful", 1)
