"""The last Standard Corp identities and agendas, each test stating what the printed text makes happen: Earth
Station: SEA Headquarters (additional costs to run, cr/rule_additional_cost_to_run; a double-sided identity,
cr/rule_identity_double_sided), Stegodon MK IV (ice derezzed during a run, cr/rule_derez_by_ability), Issuaq
Adaptics (the points needed to win, cr/rule_win_agenda_points, checked at every checkpoint,
cr/step_checkpoint_agenda_points), BANGUN (agendas installed faceup by choice, cr/rule_agendas_faceup), MirrorMorph
(another different action, cr/rule_defferent_actions), AU Co. and Nuvem SA (trashes from HQ and R&D reported with
who carried them out, cr/rule_trigger_condition_effect_by_player) and Hyoubu Institute (the Corp's reveals reported,
cr/rule_reveal)."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, scenario, traced

EARTH = "Earth Station: SEA Headquarters"


def _earth(tmp_path, name, corp_actions, runner_actions, credits=10, **corp):
    actions = [{"corp": a} for a in corp_actions] + [{"runner": a} for a in runner_actions]
    return scenario(tmp_path, turn="corp" if corp_actions else "runner", actions=actions, name=name,
                    runner={"credits": credits}, decisions={"jack out": "no", "trash PAD Campaign": "no"},
                    corp={"identity": EARTH, "hq": ["Hedge Fund"], "rd": ["Ice Wall", "Enigma", "Hedge Fund"],
                          "servers": {"Server 1": {"root": ["PAD Campaign"]}}, **corp})


def test_earth_station_front_side_charges_1_to_run_hq_and_nothing_to_run_a_remote(tmp_path):
    result = _earth(tmp_path, "front", [], ["run HQ", "run Server 1"])
    assert at(result, "runner.credits") == 10 - 1
    assert traced(result, "As an additional cost to run HQ, the Runner pays 1[c]")
    assert not traced(result, "flipped")


def test_earth_station_flipped_by_click_charges_6_for_a_remote_then_flips_back_on_a_successful_hq_run(tmp_path):
    result = _earth(tmp_path, "flip", [f"use {EARTH}", "gain credit", "gain credit"],
                    ["run Server 1", "run HQ", "run HQ"])
    # flip side: 6 for the remote, nothing for HQ; the successful HQ run flips it back: 1 for the next HQ run
    assert at(result, "runner.credits") == 10 - 6 - 0 - 1
    assert at(result, "corp.clicks") == 3 - 3
    assert traced(result, "flipped to its flip side") and traced(result, "flipped to its front side")


def test_earth_station_flip_side_stops_a_runner_who_cannot_pay_6_from_running_a_remote(tmp_path):
    with pytest.raises(ScenarioError, match="cannot run on Server 1"):
        _earth(tmp_path, "poor", [f"use {EARTH}", "gain credit", "gain credit"], ["run Server 1"], credits=5)


def _stegodon(tmp_path, name, answer, runs=1):
    return scenario(tmp_path, actions=[{"runner": "run Server 1"}] * runs, name=name, runner={"rig": ["Corroder"]},
                    decisions={"jack out": "no", "use Stegodon MK IV": answer, "Stegodon MK IV target": "Enigma",
                               "break Ice Wall": "Corroder"},
                    corp={"score_area": ["Stegodon MK IV"], "hq": ["Hedge Fund"], "servers": {
                        "HQ": {"ice": ["Enigma"]}, "Server 1": {"ice": ["Ice Wall"]}}})


def test_stegodon_derezzes_ice_elsewhere_for_1_and_corroder_then_has_2_less_strength_that_run(tmp_path):
    result = _stegodon(tmp_path, "derez", "yes")
    assert at(result, "corp.credits") == 5 + 1
    assert at(result, "cards.Enigma.rezzed") is False
    # Corroder 2 - 2 = 0 against Ice Wall's 1: one boost and one break (2[c]) instead of a single break
    assert at(result, "runner.credits") == 5 - 2


def test_stegodon_declined_leaves_the_ice_rezzed_and_corroder_at_full_strength(tmp_path):
    result = _stegodon(tmp_path, "no", "no")
    assert (at(result, "corp.credits"), at(result, "cards.Enigma.rezzed"), at(result, "runner.credits")) == (5, True, 4)


def test_stegodon_derezzes_once_per_turn_but_its_strength_loss_lasts_only_for_that_run(tmp_path):
    result = _stegodon(tmp_path, "twice", "yes", runs=2)
    assert at(result, "corp.credits") == 5 + 1
    assert at(result, "runner.credits") == 5 - 2 - 1  # the second run: no derez during it, full strength


ISSUAQ = "Issuaq Adaptics: Sustaining Diversity"


def _issuaq(tmp_path, name, actions, advancement, score_area):
    return scenario(tmp_path, turn="corp", actions=[{"corp": a} for a in actions], name=name,
                    corp={"identity": ISSUAQ, "rd": ["Hedge Fund"] * 3, "score_area": score_area,
                          "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": advancement}]}}},
                    decisions={"score": "yes", "order Corp abilities": ISSUAQ})


def test_issuaq_scoring_an_agenda_advanced_before_this_turn_places_a_counter_and_wins_at_6_points(tmp_path):
    result = _issuaq(tmp_path, "wins", ["gain credit", "gain credit"], 2,
                     ["Priority Requisition", "Hostile Takeover", "Hostile Takeover"])
    # 5 + 1 = 6 points; the counter placed after the score lowers what the Corp needs to 6: checked at the checkpoint
    assert (at(result, "winner"), at(result, "corp.agenda_points")) == ("corp", 6)
    assert traced(result, "6 or more (the points they need to win, with their cards)")


def test_issuaq_places_no_counter_for_an_agenda_advanced_this_turn_so_6_points_do_not_win(tmp_path):
    result = _issuaq(tmp_path, "advanced", ["advance Hostile Takeover", "gain credit"], 1,
                     ["Priority Requisition", "Hostile Takeover", "Hostile Takeover"])
    assert (at(result, "winner"), at(result, "corp.agenda_points")) == (None, 6)
    assert at(result, "cards.Issuaq Adaptics: Sustaining Diversity.counters") == {}



BANGUN = "BANGUN: When Disaster Strikes"
GRIP = ["Sure Gamble", "Diesel", "Easy Mark", "Lucky Find", "Inside Job"]


def _bangun(tmp_path, name, side, agenda="Hostile Takeover"):
    actions = [{"corp": f"install {agenda} in new remote"}, {"corp": "gain credit"}, {"corp": "gain credit"},
               {"runner": "run Server 1"}]
    return scenario(tmp_path, turn="corp", actions=actions, name=name, runner={"grip": GRIP},
                    corp={"identity": BANGUN, "hq": [agenda], "rd": ["Hedge Fund"] * 3},
                    decisions={f"{BANGUN} choice": side, "jack out": "no", f"steal {agenda}": "yes",
                               "order Corp abilities": BANGUN, "pay Fetal AI": "yes"})


def test_bangun_installs_an_agenda_faceup_by_choice_and_its_access_does_2_meat_damage_and_a_tag(tmp_path):
    result = _bangun(tmp_path, "faceup", "faceup")
    assert traced(result, "The Corp chooses to install Hostile Takeover faceup")
    assert (at(result, "damage.meat"), at(result, "runner.tags")) == (2, 1)
    assert at(result, "runner.score_area") == ["Hostile Takeover"]


def test_bangun_agenda_installed_facedown_does_nothing_when_accessed(tmp_path):
    result = _bangun(tmp_path, "facedown", "facedown")
    assert (at(result, "damage.meat"), at(result, "runner.tags")) == (0, 0)


def test_bangun_and_fetal_ai_faceup_both_trigger_on_its_access(tmp_path):
    # Fetal AI's "When the Runner accesses this agenda, do 2 net damage" works on access whether faceup or not;
    # installed faceup, BANGUN's 2 meat damage and 1 tag trigger beside it (the Corp orders them: BANGUN first)
    result = _bangun(tmp_path, "fetal", "faceup", agenda="Fetal AI")
    assert (at(result, "damage.net"), at(result, "damage.meat"), at(result, "runner.tags")) == (2, 2, 1)


MIRRORMORPH = "MirrorMorph: Endless Iteration"


def _mirrormorph(tmp_path, name, choice, fourth="play Hedge Fund", third="install PAD Campaign in new remote"):
    actions = [{"corp": "gain credit"}, {"corp": "draw"}, {"corp": third}]
    if choice == "another action":
        actions.append({"corp": fourth})
    return scenario(tmp_path, turn="corp", actions=actions, name=name,
                    corp={"identity": MIRRORMORPH, "hq": ["Hedge Fund", "PAD Campaign"], "rd": ["Ice Wall", "Enigma"]},
                    decisions={"use MirrorMorph": "yes", f"{MIRRORMORPH} choice": choice, "rez": "no"})


def test_mirrormorph_after_three_different_actions_gains_1(tmp_path):
    result = _mirrormorph(tmp_path, "gain", "gain 1[c]")
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (5 + 1 + 1, 0)


def test_mirrormorph_takes_a_fourth_different_action_paying_a_click_less(tmp_path):
    result = _mirrormorph(tmp_path, "fourth", "another action")
    # Hedge Fund played with no [click] left: 5 + 1 - 5 + 9
    assert (at(result, "corp.credits"), at(result, "corp.clicks"), at(result, "corp.hq")) == (10, 0, ["Ice Wall", "Enigma"])
    assert traced(result, "the Corp takes another, different action, paying [click] less: play Hedge Fund")


def test_mirrormorph_refuses_a_fourth_action_the_same_as_one_of_the_first_three(tmp_path):
    with pytest.raises(ScenarioError, match="must differ from the first three"):
        _mirrormorph(tmp_path, "same", "another action", fourth="gain credit")


def test_mirrormorph_is_not_triggered_when_two_of_the_first_three_actions_are_the_same(tmp_path):
    result = _mirrormorph(tmp_path, "repeat", "gain 1[c]", third="gain credit")
    assert at(result, "corp.credits") == 5 + 2


AU_CO = "AU Co.: The Gold Standard in Clones"
NUVEM = "Nuvem SA: Law of the Land"
RD = ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign", "Hostile Takeover"]


def _au_counters(result) -> dict:
    return result["final_state"]["cards"][AU_CO]["counters"]  # the title's dot is no path separator


def test_au_co_places_a_counter_each_time_the_corp_trashes_from_hq(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "play Hansei Review"}, {"corp": "gain credit"}],
                      name="hansei", corp={"identity": AU_CO, "hq": ["Hansei Review", "Ice Wall"], "rd": list(RD)},
                      decisions={"Hansei Review target": "Ice Wall"})
    assert _au_counters(result) == {"power": 1}


def test_au_co_places_a_counter_when_its_ice_does_damage_but_not_for_the_runners_own_trash(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], name="katana", runner={"grip": ["Diesel"] * 5},
                      corp={"identity": AU_CO, "servers": {"Server 1": {"ice": ["Neural Katana"]}}, "rd": list(RD)},
                      decisions={"jack out": "no"})
    assert at(result, "damage.net") == 3
    assert _au_counters(result) == {"power": 1}
    trashed = scenario(tmp_path, actions=[{"runner": "run HQ"}], name="runner-trash", runner={"credits": 9},
                       corp={"identity": AU_CO, "hq": ["PAD Campaign"], "rd": list(RD)},
                       decisions={"jack out": "no", "trash PAD Campaign": "yes"})
    assert at(trashed, "corp.archives") == ["PAD Campaign"]
    assert _au_counters(trashed) == {}


def test_au_co_spends_2_counters_as_its_turn_begins_to_trash_1_of_the_top_3_and_take_the_rest(tmp_path):
    actions = [{"corp": "play Hansei Review"}, {"corp": "play Hansei Review"}, {"corp": "gain credit"},
               *[{"runner": "gain credit"}] * 4, {"corp": "gain credit"}]
    result = scenario(tmp_path, turn="corp", actions=actions, name="begins", corp={
        "identity": AU_CO, "hq": ["Hansei Review", "Hansei Review", "Hostile Takeover", "Hostile Takeover"],
        "rd": ["Ice Wall", "Enigma", "PAD Campaign", "Hedge Fund", "Vanilla"]},
        decisions={"Hansei Review target": "Hostile Takeover", "use AU Co.": "yes", f"{AU_CO} target": "Enigma"})
    assert _au_counters(result).get("power", 0) == 0
    assert at(result, "corp.archives")[-1] == "Enigma"
    # the turn-1 draw took Ice Wall; then PAD Campaign and Hedge Fund are added, and the draw phase takes Vanilla
    assert at(result, "corp.hq") == ["Ice Wall", "PAD Campaign", "Hedge Fund", "Vanilla"]


def _nuvem(tmp_path, name, actions, answer, hq=("Hedge Fund",)):
    return scenario(tmp_path, turn="corp", actions=[{"corp": a} for a in actions], name=name,
                    corp={"identity": NUVEM, "hq": list(hq), "rd": list(RD)},
                    decisions={f"{NUVEM} choice": answer, "rez": "no"})


def test_nuvem_looks_at_the_top_of_rd_after_an_operation_and_its_first_trash_from_rd_gains_2(tmp_path):
    result = _nuvem(tmp_path, "trash", ["play Hedge Fund"], "trash")
    # the turn's draw took Hedge Fund from R&D: Ice Wall is the top card looked at
    assert (at(result, "corp.credits"), at(result, "corp.archives")) == (5 - 5 + 9 + 2, ["Hedge Fund", "Ice Wall"])
    kept = _nuvem(tmp_path, "keep", ["play Hedge Fund"], "no")
    assert (at(kept, "corp.credits"), at(kept, "corp.rd")[0]) == (5 - 5 + 9, "Ice Wall")


def test_nuvem_gains_2_only_for_the_first_trash_from_rd_each_turn(tmp_path):
    result = _nuvem(tmp_path, "twice", ["play Hedge Fund", "play Hedge Fund"], "trash", hq=["Hedge Fund"] * 2)
    assert at(result, "corp.credits") == 5 + 4 + 2 + 4
    assert at(result, "corp.archives") == ["Hedge Fund", "Ice Wall", "Hedge Fund", "Enigma"]


def test_nuvem_looks_after_an_action_on_an_expendable_card_slash_and_burn(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use Slash and Burn Agriculture"}], name="expend",
                      corp={"identity": NUVEM, "hq": ["Slash and Burn Agriculture"], "rd": list(RD),
                            "servers": {"Server 1": {"root": ["Hostile Takeover"]}}},
                      decisions={"Slash and Burn Agriculture target": "Hostile Takeover", f"{NUVEM} choice": "trash",
                                 "rez": "no", "score": "no"})
    assert at(result, "corp.credits") == 5 - 1 + 2
    assert "Ice Wall" in at(result, "corp.archives")


HYOUBU = "Hyoubu Institute: Absolute Clarity"


def _hyoubu(tmp_path, name, actions, where="stack", **corp):
    return scenario(tmp_path, turn="corp", actions=[{"corp": a} for a in actions], name=name,
                    runner={"grip": ["Sure Gamble", "Diesel"], "stack": ["Easy Mark"]},
                    corp={"identity": HYOUBU, "rd": list(RD), **corp},
                    decisions={f"{HYOUBU} choice": where, "rez": "no"})


def test_hyoubu_reveals_the_top_of_the_stack_by_click_and_gains_1_the_first_time_each_turn_only(tmp_path):
    result = _hyoubu(tmp_path, "twice", [f"use {HYOUBU}", f"use {HYOUBU}", "gain credit"])
    assert (at(result, "corp.credits"), at(result, "corp.clicks")) == (5 + 1 + 1, 0)
    assert traced(result, "the Corp reveals Easy Mark from the top of the stack")
    assert at(result, "runner.stack") == ["Easy Mark"]  # revealed, not moved


def test_hyoubu_reveals_a_grip_card_at_random(tmp_path):
    result = _hyoubu(tmp_path, "grip", [f"use {HYOUBU}"], where="grip")
    assert traced(result, "at random from the grip") and at(result, "corp.credits") == 5 + 1
    assert at(result, "runner.grip") == ["Sure Gamble", "Diesel"]


def test_hyoubu_gains_for_public_health_portals_reveal_so_its_own_click_reveal_that_turn_gains_nothing(tmp_path):
    result = _hyoubu(tmp_path, "portal", [f"use {HYOUBU}", "gain credit", "gain credit"],
                     servers={"Server 1": {"root": [{"card": "Public Health Portal", "rezzed": True}]}})
    # the Portal's reveal as the turn begins is the first: 2 + 1; the click reveal afterwards gains nothing
    assert at(result, "corp.credits") == 5 + 2 + 1 + 2


def test_earth_station_flip_side_cost_adds_to_cold_site_servers_own_cost_to_run_its_server(tmp_path):
    # the counter is placed in the Corp's turn: those from before it are removed as it begins
    result = scenario(tmp_path, turn="corp", actions=[{"corp": f"use {EARTH}"}, {"corp": "use Cold Site Server"},
                                                      {"corp": "gain credit"}, {"runner": "run Server 1"}],
                      name="cold-site", runner={"credits": 10},
                      decisions={"jack out": "no", "trash Cold Site Server": "no"},
                      corp={"identity": EARTH, "rd": ["Ice Wall", "Enigma", "Hedge Fund"], "servers": {
                          "Server 1": {"root": [{"card": "Cold Site Server", "rezzed": True}]}}})
    # 6[c] (Earth Station's flip side) and [click] + 1[c] (Cold Site Server's one counter), as the server is named
    assert (at(result, "runner.credits"), at(result, "runner.clicks")) == (10 - 6 - 1, 4 - 1 - 1)
