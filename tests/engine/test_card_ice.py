"""Ice from the library, each met in a run: what its subroutines and encounter abilities do."""

import pytest

from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Inside Job", "Forked"]


@pytest.mark.parametrize(("ice", "runner", "decisions", "checks"), [
    ("Vanilla", {}, {}, {"runs.0.outcome": "unsuccessful", "runs.0.ended_by": "Vanilla's subroutine"}),
    ("Spiderweb", {}, {}, {"runs.0.encounters.0.subroutines_resolved": ["End the run."]}),
    ("Wall of Thorns", {"grip": GRIP}, {}, {"damage.net": 2, "runs.0.outcome": "unsuccessful"}),
    ("Neural Katana", {"grip": GRIP}, {}, {"damage.net": 3, "runner.grip": {"count": 2}}),
    ("Data Mine", {"grip": GRIP}, {}, {"damage.net": 1, "trashed": ["Data Mine"],
                                       "corp.archives": ["Data Mine"]}),
    ("Little Engine", {"credits": 7, "rig": ["Gordian Blade"]},
     {"break Little Engine": {"with": "Gordian Blade", "subroutines": [1, 2]}},
     {"runner.credits": 5, "runs.0.outcome": "successful"}),
    ("Cortex Lock", {"grip": GRIP, "rig": ["Corroder"]}, {}, {"damage.net": 3}),
    ("Caduceus", {}, {"Corp trace boost Caduceus": 0, "Runner link boost Caduceus": 0},
     {"corp.credits": 8, "runs.0.outcome": "unsuccessful"}),
    ("Gutenberg", {}, {"Corp trace boost Gutenberg": 0, "Runner link boost Gutenberg": 0},
     {"runner.tags": 1, "runs.0.encounters.0.strength": 3}),
    ("Heimdall 1.0", {"grip": GRIP}, {"break Heimdall 1.0": "no"}, {"damage.core": 1, "runner.core_damage": 1}),
    ("Viktor 1.0", {"grip": GRIP}, {"break Viktor 1.0": "no"}, {"damage.core": 1, "runs.0.outcome": "unsuccessful"}),
    ("Fenris", {"grip": GRIP}, {}, {"damage.core": 1, "runs.0.outcome": "unsuccessful"}),
    ("Eli 1.0", {}, {"break Eli 1.0": "no"}, {"runs.0.ended_by": "Eli 1.0's subroutine"}),
    ("Grim", {"rig": ["Corroder"]}, {"Grim target": "Corroder"}, {"runner.heap": ["Corroder"]}),
    ("Archer", {"rig": ["Corroder", "Mimic"]}, {"Archer target": "Mimic", "Archer target #2": "Corroder"},
     {"corp.credits": 7, "runner.rig": [], "runs.0.outcome": "unsuccessful"}),
    ("Bloop", {"grip": GRIP, "rig": ["Corroder"]}, {"Bloop target": "Corroder"},
     {"damage.core": 1, "runner.rig": []}),
    ("Pharos", {}, {}, {"runner.tags": 1, "runs.0.outcome": "unsuccessful"}),
    ("Logjam", {}, {}, {"corp.credits": 7, "runs.0.outcome": "unsuccessful"}),
    ("Self-Adapting Code Wall", {}, {}, {"runs.0.outcome": "unsuccessful"}),
    ("Mother Goddess", {}, {}, {"runs.0.outcome": "unsuccessful"}),
    ("Lockdown", {}, {}, {"runs.0.outcome": "successful"}),
])
def test_ice_resolves_its_printed_subroutines(tmp_path, ice, runner, decisions, checks):
    result = run_past(tmp_path, ice, runner=runner, decisions=decisions)
    for path, expected in checks.items():
        actual = at(result, path)
        if isinstance(expected, dict):
            assert len(actual) == expected["count"], path
        else:
            assert actual == expected, path


def test_paper_wall_is_trashed_when_fully_broken(tmp_path):
    result = run_past(tmp_path, "Paper Wall", server="HQ", corp={"hq": ["Hedge Fund"]},
                      runner={"rig": ["Corroder"]}, decisions={"break Paper Wall": "Corroder"})
    assert at(result, "corp.archives") == ["Paper Wall"]
    assert at(result, "runs.0.outcome") == "successful"


def test_paper_wall_left_unbroken_ends_the_run_and_stays(tmp_path):
    result = run_past(tmp_path, "Paper Wall", runner={"rig": ["Corroder"]},
                      decisions={"break Paper Wall": "no"})
    assert at(result, "corp.archives") == []
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_palisade_is_stronger_protecting_a_remote_server(tmp_path):
    remote = run_past(tmp_path, "Palisade", runner={"rig": ["Corroder"]},
                      decisions={"break Palisade": "Corroder"})
    central = run_past(tmp_path, "Palisade", server="HQ", runner={"rig": ["Corroder"]},
                       corp={"hq": ["Hedge Fund"]}, decisions={"break Palisade": "Corroder"})
    assert at(remote, "runs.0.encounters.0.strength") == 4
    assert at(remote, "runner.credits") == 5 - 2 - 1  # two boosts, one break
    assert at(central, "runs.0.encounters.0.strength") == 2
    assert at(central, "runner.credits") == 5 - 1


def test_wraparound_drops_to_0_strength_while_a_fracter_is_installed(tmp_path):
    with_fracter = run_past(tmp_path, "Wraparound", runner={"rig": ["Corroder"]},
                            decisions={"break Wraparound": "Corroder"})
    without = run_past(tmp_path, "Wraparound", runner={"rig": ["Mimic"]})
    assert at(with_fracter, "runs.0.encounters.0.strength") == 0
    assert at(without, "runs.0.encounters.0.strength") == 7


@pytest.mark.parametrize(("ice", "base"), [("Hadrian's Wall", 7), ("Fire Wall", 5), ("Colossus", 4)])
def test_advanced_ice_gets_1_strength_per_advancement_counter(tmp_path, ice, base):
    result = run_past(tmp_path, [{"card": ice, "advancement": 2}], runner={"rig": ["Gordian Blade"]},
                      decisions={f"{ice} target": "Gordian Blade"})
    assert at(result, "runs.0.encounters.0.strength") == base + 2


def test_colossus_with_3_advancements_gives_2_tags_and_trashes_a_resource_too(tmp_path):
    result = run_past(tmp_path, [{"card": "Colossus", "advancement": 3}],
                      runner={"rig": ["Corroder", "Ghost Runner"]},
                      decisions={"Colossus target": "Corroder", "Colossus target #2": "Ghost Runner"})
    assert at(result, "runner.tags") == 2
    assert at(result, "runner.heap") == ["Corroder", "Ghost Runner"]


def test_pharos_gets_5_strength_with_3_advancement_counters(tmp_path):
    result = run_past(tmp_path, [{"card": "Pharos", "advancement": 3}])
    assert at(result, "runs.0.encounters.0.strength") == 10


def test_border_control_gains_1_credit_per_ice_protecting_its_server(tmp_path):
    result = run_past(tmp_path, ["Border Control", "Vanilla"], runner={"rig": ["Corroder"]},
                      decisions={"break Vanilla": "no", "break Border Control": {"with": "Corroder",
                                                                             "subroutines": [2]}})
    assert at(result, "corp.credits") == 7
    assert at(result, "runs.0.ended_by") == "Vanilla's subroutine"


def test_pop_up_window_pays_the_corp_on_encounter_and_charges_the_runner_to_go_on(tmp_path):
    paid = run_past(tmp_path, "Pop-up Window", decisions={"pay 1[c] to Pop-up Window": "yes"})
    refused = run_past(tmp_path, "Pop-up Window", decisions={"pay 1[c] to Pop-up Window": "no"})
    assert (at(paid, "corp.credits"), at(paid, "runner.credits")) == (6, 4)
    assert at(paid, "runs.0.outcome") == "successful"
    assert at(refused, "runs.0.outcome") == "unsuccessful"


def test_pop_up_window_ends_the_run_when_the_runner_cannot_pay(tmp_path):
    result = run_past(tmp_path, "Pop-up Window", runner={"credits": 0})
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_funhouse_ends_the_run_unless_the_runner_takes_a_tag(tmp_path):
    took = run_past(tmp_path, "Funhouse", decisions={"Funhouse choice": "take 1 tag",
                                                     "pay 4[c] to Funhouse": "yes"})
    refused = run_past(tmp_path, "Funhouse", decisions={"Funhouse choice": "end the run"})
    assert (at(took, "runner.tags"), at(took, "runner.credits")) == (1, 1)
    assert at(took, "runs.0.outcome") == "successful"
    assert at(refused, "runs.0.outcome") == "unsuccessful"
    assert at(refused, "runs.0.encounters.0.subroutines_resolved") == []


def test_data_raven_trace_places_a_power_counter(tmp_path):
    result = run_past(tmp_path, "Data Raven", decisions={
        "Data Raven choice": "take 1 tag", "Corp trace boost Data Raven": 0,
        "Runner link boost Data Raven": 0})
    assert at(result, "runner.tags") == 1
    assert at(result, "cards[Data Raven].counters") == {"power": 1}


def test_cortex_lock_does_no_damage_with_all_memory_used(tmp_path):
    result = run_past(tmp_path, "Cortex Lock", runner={"grip": GRIP, "memory_limit": 1,
                                                        "rig": ["Corroder"]})
    assert at(result, "damage.net") == 0


def test_tsurugi_ends_the_run_unless_the_corp_pays(tmp_path):
    # "End the run unless the Corp pays 1[c]": paying the nested cost keeps the instruction from resolving
    # (cr/rule_nested_cost_unless); a Corp unable to pay cannot stop it
    paid = run_past(tmp_path, "Tsurugi", runner={"grip": GRIP}, decisions={"pay 1[c] to Tsurugi": "yes"})
    ended = run_past(tmp_path, "Tsurugi", runner={"grip": GRIP}, decisions={"pay 1[c] to Tsurugi": "no"})
    broke = run_past(tmp_path, "Tsurugi", runner={"grip": GRIP}, corp={"credits": 0})
    assert (at(paid, "corp.credits"), at(paid, "damage.net"), at(paid, "runs.0.outcome")) == (4, 3, "successful")
    assert (at(ended, "corp.credits"), at(ended, "damage.net"), at(ended, "runs.0.outcome")) == (5, 0, "unsuccessful")
    assert (at(broke, "damage.net"), at(broke, "runs.0.outcome")) == (0, "unsuccessful")


def test_ichi_trace_does_core_damage_and_tags(tmp_path):
    result = run_past(tmp_path, "Ichi 1.0", runner={"grip": GRIP}, decisions={
        "break Ichi 1.0": "no", "Corp trace boost Ichi 1.0": 0, "Runner link boost Ichi 1.0": 0})
    assert (at(result, "damage.core"), at(result, "runner.tags")) == (1, 1)


def test_swordsman_trashes_only_an_ai_program(tmp_path):
    result = run_past(tmp_path, "Swordsman", runner={"grip": GRIP, "rig": ["Corroder"]})
    assert at(result, "runner.rig") == ["Corroder"]
    assert at(result, "damage.net") == 1


def test_surveyor_strength_and_trace_are_twice_the_ice_protecting_the_server(tmp_path):
    result = run_past(tmp_path, ["Surveyor", "Vanilla"], decisions={
        "Corp trace boost Surveyor": 0, "Runner link boost Surveyor": 0})
    assert at(result, "runs.0.encounters.0.strength") == 4
    assert at(result, "runner.tags") == 2
    assert at(result, "runs.0.ended_by") == "Surveyor's subroutine"


def test_wormhole_resolves_a_subroutine_of_another_rezzed_ice(tmp_path):
    result = run_past(tmp_path, ["Wormhole", "Neural Katana"], runner={"grip": GRIP},
                      decisions={"Wormhole target": "Neural Katana",
                                 "Wormhole choice": "Do 3 net damage."})
    assert at(result, "damage.net") == 6


@pytest.mark.parametrize(("ice", "checks"), [
    ("Bastion", {"runs.0.outcome": "unsuccessful"}),
    ("Envelope", {"damage.net": 1, "runs.0.outcome": "unsuccessful"}),
    ("Cobra", {"damage.net": 2, "runner.rig": []}),
])
def test_more_common_ice(tmp_path, ice, checks):
    result = run_past(tmp_path, ice, runner={"grip": GRIP, "rig": ["Gordian Blade"]},
                      decisions={"Cobra target": "Gordian Blade"})
    for path, expected in checks.items():
        assert at(result, path) == expected, path


def test_kakugo_does_1_net_damage_when_passed_only(tmp_path):
    passed = run_past(tmp_path, "Kakugo", runner={"grip": GRIP, "rig": ["Corroder"]},
                      decisions={"break Kakugo": "Corroder"})
    stopped = run_past(tmp_path, "Kakugo", runner={"grip": GRIP}, name="stopped")
    assert (at(passed, "damage.net"), at(passed, "runs.0.outcome")) == (1, "successful")
    assert (at(stopped, "damage.net"), at(stopped, "runs.0.outcome")) == (0, "unsuccessful")


@pytest.mark.parametrize(("credits", "outcome"), [(9, "unsuccessful"), (10, "successful")])
def test_whitespace_ends_the_run_only_at_6_credits_or_less(tmp_path, credits, outcome):
    result = run_past(tmp_path, "Whitespace", runner={"credits": credits})
    assert at(result, "runner.credits") == credits - 3
    assert at(result, "runs.0.outcome") == outcome


def test_turing_is_stronger_on_a_remote_and_costs_3_clicks_to_pass(tmp_path):
    paid = run_past(tmp_path, "Turing", decisions={"Turing choice": "spend 3 clicks"})
    refused = run_past(tmp_path, "Turing", decisions={"Turing choice": "end the run"}, name="refused")
    assert at(paid, "runs.0.encounters.0.strength") == 5
    assert (at(paid, "runner.clicks"), at(paid, "runs.0.outcome")) == (0, "successful")
    assert at(refused, "runs.0.outcome") == "unsuccessful"


@pytest.mark.parametrize(("grip", "outcome"), [(["Sure Gamble"], "unsuccessful"), (["Diesel"], "successful")])
def test_diviner_ends_the_run_when_the_card_it_trashes_has_an_odd_cost(tmp_path, grip, outcome):
    result = run_past(tmp_path, "Diviner", runner={"grip": grip})
    assert at(result, "damage.trashed") == grip
    assert at(result, "runs.0.outcome") == outcome


def test_searchlight_traces_at_its_advancement_count(tmp_path):
    result = run_past(tmp_path, [{"card": "Searchlight", "advancement": 2}], decisions={
        "Corp trace boost Searchlight": 0, "Runner link boost Searchlight": 0})
    assert at(result, "runner.tags") == 2
    unadvanced = run_past(tmp_path, "Searchlight", runner={"link": 0}, decisions={
        "Corp trace boost Searchlight": 0, "Runner link boost Searchlight": 0}, name="zero")
    assert at(unadvanced, "runner.tags") == 0


def test_architect_cannot_be_trashed_even_by_forked(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Forked on HQ"}],
                      runner={"grip": ["Forked"], "rig": ["Mimic"]},
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Architect"]}}},
                      decisions={"jack out": "no", "break Architect": "Mimic"})
    assert at(result, "corp.servers.HQ.ice") == ["Architect"]
    assert at(result, "trashed") == []


@pytest.mark.parametrize(("ice", "outcome", "said"), [
    ("Hudson 1.0", "successful", "cannot access more than 1 card"),
    ("Magnet", "unsuccessful", "Magnet's subroutine ends the run"),
    ("Brân 1.0", "unsuccessful", "the Corp installs no ice"),
    ("Ashigaru", "successful", "Ashigaru has no subroutines"),
])
def test_cr_example_ice_resolves_what_the_engine_can_today(tmp_path, ice, outcome, said):
    result = run_past(tmp_path, ice, decisions={f"break {ice}": "no"} if "1.0" in ice else None)
    assert at(result, "runs.0.outcome") == outcome
    assert traced(result, said)


def test_archangel_trace_returns_an_installed_runner_card_to_the_grip(tmp_path):
    result = run_past(tmp_path, "Archangel", runner={"rig": ["Corroder", "Desperado"]}, decisions={
        "Corp trace boost Archangel": 0, "Runner link boost Archangel": 0, "Archangel target": "Desperado"})
    assert (at(result, "runner.rig"), at(result, "runner.grip")) == (["Corroder"], ["Desperado"])


def test_drafter_may_return_a_card_from_archives_to_hq(tmp_path):
    took = run_past(tmp_path, "Drafter", corp={"archives": ["Hedge Fund"]}, decisions={"Drafter target": "Hedge Fund"})
    left = run_past(tmp_path, "Drafter", corp={"archives": ["Hedge Fund"]}, decisions={"Drafter target": "no"},
                    name="left")
    assert (at(took, "corp.hq"), at(took, "corp.archives")) == (["Hedge Fund"], [])
    assert (at(left, "corp.hq"), at(left, "corp.archives")) == ([], ["Hedge Fund"])


@pytest.mark.parametrize("credits", [0, 2])
def test_fairchild_2_offers_trashing_a_trojan_hosted_on_ice(tmp_path, credits):
    # "The Runner must pay 2[c] or trash 1 of their installed cards": a trojan hosted on a piece of ice is one of
    # them; with 0[c] it must be trashed, with 2[c] the Runner may choose it (cr/rule_mandatory_choice)
    result = run_past(tmp_path, [{"card": "Fairchild 2.0", "hosted": ["Botulus"]}],
                      runner={"grip": GRIP, "credits": credits},
                      decisions={"break Fairchild 2.0": "no", "Fairchild 2.0 choice": "trash an installed card",
                                 "Fairchild 2.0 target": "Botulus"})
    assert "Botulus" in at(result, "runner.heap")
    assert at(result, "runner.credits") == 0  # with 2[c], the second subroutine leaves only paying them


@pytest.mark.parametrize(("ice", "answers"), [
    ("Trebuchet", {"Trebuchet target": "facedown card in the rig (1)", "Corp trace boost Trebuchet": 0}),
    ("Markus 1.0", {"Markus 1.0 target": "Corroder"})])
def test_trashing_an_installed_runner_card_can_take_a_facedown_one(tmp_path, ice, answers):
    # "Trash 1 installed Runner card" / "The Runner trashes 1 of their installed cards": a card installed facedown
    # has no card type but is an installed Runner card (cr/rule_facedown_runner_cards_are_blank)
    result = run_past(tmp_path, ice, runner={"grip": GRIP, "rig": [{"card": "Corroder", "facedown": True}]},
                      decisions={f"break {ice}": "no", "Runner link boost Trebuchet": 0, **answers})
    assert at(result, "runner.heap")[:1] == ["Corroder"]


def test_a_corp_choice_of_an_installed_runner_card_never_names_a_facedown_one(tmp_path):
    # a facedown Runner card is secret information the Corp cannot see (cr/rule_look_at_controlled_facedown): the
    # Corp tells it by where it is and its order of install, which are open (cr/rule_hosted_facedown_distinct)
    rig = [{"card": "Corroder", "facedown": True}, "Daily Casts", {"card": "Mimic", "facedown": True},
           {"card": "Dhegdheer", "hosted": [{"card": "Gordian Blade", "facedown": True}]}]
    result = run_past(tmp_path, "Trebuchet", runner={"grip": GRIP, "rig": rig},
                      decisions={"break Trebuchet": "no", "Runner link boost Trebuchet": 0,
                                 "Corp trace boost Trebuchet": 0, "Trebuchet target": "facedown card in the rig (2)"})
    asked = next(d for d in result["final_state"]["decisions"] if d["decision"] == "Trebuchet target")
    assert asked["options"] == ["facedown card in the rig (1)", "Daily Casts", "facedown card in the rig (2)",
                                "Dhegdheer", "facedown card hosted on Dhegdheer (1)"]
    assert at(result, "runner.heap")[:1] == ["Mimic"]


@pytest.mark.parametrize(("ice", "answers", "where"), [
    ("F2P", {"F2P target": "Botulus"}, "runner.grip"),
    ("Anvil", {"Anvil choice": "Botulus", "use Anvil": "no"}, "runner.heap")])
def test_an_installed_runner_card_includes_a_trojan_hosted_on_ice(tmp_path, ice, answers, where):
    # "Add 1 installed Runner card to the grip" / "The Runner trashes 1 of their installed cards": a trojan hosted
    # on a piece of ice is installed (cr/rule_host_on_ability), though not in the rig
    result = run_past(tmp_path, [{"card": ice, "hosted": ["Botulus"]}], runner={"grip": GRIP, "credits": 0},
                      decisions={f"break {ice}": "no", **answers})
    assert "Botulus" in at(result, where)


def test_rototurret_can_trash_a_program_hosted_on_ice(tmp_path):
    # "[sub] Trash 1 installed program.": a trojan hosted on a piece of ice is an installed program
    result = run_past(tmp_path, [{"card": "Rototurret", "hosted": ["Botulus"]}], runner={"grip": GRIP},
                      decisions={"break Rototurret": "no", "Rototurret target": "Botulus"})
    assert "Botulus" in at(result, "runner.heap")


@pytest.mark.parametrize(("ice", "rig", "asked"), [
    ("Wendigo", [{"card": "Datasucker", "facedown": True}], "Wendigo target"),
    ("Biawak", [{"card": "Datasucker", "facedown": True}, {"card": "Daily Casts", "facedown": True}],
     "Biawak choice")])
def test_a_facedown_card_is_no_program_or_resource_a_subroutine_can_choose(tmp_path, ice, rig, asked):
    # a facedown installed Runner card has no card type (cr/rule_facedown_runner_cards_are_blank): Wendigo's
    # "Choose a program" finds none, and Biawak's "Trash 1 installed program or end the run" can only end the run
    result = run_past(tmp_path, ice, runner={"grip": GRIP, "rig": rig},
                      decisions={f"break {ice}": "no", "Wendigo target": "Datasucker",
                                 "Biawak choice": "trash 1 installed program",
                                 "Biawak choice (2)": "trash 1 installed resource"})
    assert asked not in [d["decision"] for d in result["final_state"]["decisions"]]
    assert at(result, "runner.heap") == []
