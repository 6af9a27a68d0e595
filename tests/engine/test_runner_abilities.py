"""The Runner's click and paid abilities that play or install from the heap, run, or cost damage, and
mid-access abilities (Imp) chosen instead of the basic trash ability."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario, traced

STACK = ["Diesel", "Sure Gamble", "Easy Mark"]


def runner_turn(tmp_path, actions, decisions=None, name="runner", corp=None, **runner):
    runner = {"clicks": 4, "stack": STACK, **runner}
    return scenario(tmp_path, actions=[{"runner": a} for a in actions], runner=runner, corp=corp,
                    decisions=decisions, name=name)


def test_zer0_costs_a_click_and_1_net_damage_for_1_credit_and_2_cards(tmp_path):
    result = runner_turn(tmp_path, ["use Zer0"], rig=["Zer0"], grip=["Inside Job"])
    assert at(result, "runner.credits") == 6
    assert at(result, "damage.net") == 1
    assert at(result, "runner.heap") == ["Inside Job"]  # the damage came before the draw
    assert at(result, "runner.grip") == ["Diesel", "Sure Gamble"]


def test_zer0_is_used_only_once_per_turn(tmp_path):
    with pytest.raises(ScenarioError, match="only once per turn"):
        runner_turn(tmp_path, ["use Zer0", "use Zer0"], rig=["Zer0"], grip=["Inside Job", "Forked"])


def test_clone_chip_is_trashed_to_install_a_program_from_the_heap(tmp_path):
    result = runner_turn(tmp_path, ["gain credit"], rig=["Clone Chip"], heap=["Corroder", "Sure Gamble"],
                         decisions={"abilities": "Clone Chip", "Clone Chip target": "Corroder"})
    assert at(result, "runner.rig") == ["Corroder"]
    assert at(result, "runner.heap") == ["Sure Gamble", "Clone Chip"]
    assert at(result, "runner.credits") == 5 + 1 - 2  # Corroder's install cost is paid


def test_same_old_thing_plays_an_event_from_the_heap(tmp_path):
    result = runner_turn(tmp_path, ["use Same Old Thing"], rig=["Same Old Thing"], heap=["Sure Gamble"],
                         decisions={"Same Old Thing target": "Sure Gamble"})
    assert (at(result, "runner.credits"), at(result, "runner.clicks")) == (9, 2)
    assert at(result, "runner.heap") == ["Same Old Thing", "Sure Gamble"]


def test_sneakdoor_beta_turns_a_successful_archives_run_into_a_run_on_hq(tmp_path):
    result = runner_turn(tmp_path, ["use Sneakdoor Beta"], rig=["Sneakdoor Beta"],
                         corp={"hq": ["Hostile Takeover"], "servers": {"HQ": {"ice": ["Ice Wall"]}}},
                         decisions={"jack out": "no"})
    assert at(result, "runs.0.server") == "HQ"
    assert at(result, "runner.score_area") == ["Hostile Takeover"]  # HQ's ice was never approached
    assert at(result, "runs.0.encounters") == []


def test_counterfactual_sneakdoor_beta_run_stopped_at_archives_ice_never_reaches_hq(tmp_path):
    result = runner_turn(tmp_path, ["use Sneakdoor Beta"], rig=["Sneakdoor Beta"],
                         corp={"hq": ["Hostile Takeover"], "servers": {"Archives": {"ice": ["Ice Wall"]}}},
                         decisions={"jack out": "no"})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert at(result, "runner.score_area") == []


def test_jackson_howard_is_removed_from_the_game_to_shuffle_archives_into_rd(tmp_path):
    result = runner_turn(tmp_path, ["gain credit"], corp={
        "archives": ["Hedge Fund", "Ice Wall", "Enigma", "PAD Campaign"], "rd": ["Vanilla"],
        "servers": {"Server 1": {"root": ["Jackson Howard"]}}},
        decisions={"abilities": "Jackson Howard", "Jackson Howard target": ["Hedge Fund", "Enigma", "Ice Wall"]})
    assert at(result, "corp.archives") == ["PAD Campaign"]
    assert sorted(at(result, "corp.rd")) == ["Enigma", "Hedge Fund", "Ice Wall", "Vanilla"]
    assert "Server 1" not in at(result, "corp.servers")  # its root is empty: it ceased to exist
    assert at(result, "corp.removed") == ["Jackson Howard"]


IMP = dict(rig=[{"card": "Imp", "counters": {"virus": 2}}], credits=0)


def test_imp_spends_a_virus_counter_to_trash_the_accessed_card_it_could_not_pay_for(tmp_path):
    result = runner_turn(tmp_path, ["run Server 1"], corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                         decisions={"jack out": "no", "trash PAD Campaign": "Imp"}, **IMP)
    assert at(result, "corp.archives") == ["PAD Campaign"]
    assert at(result, "cards.Imp.counters.virus") == 1
    assert at(result, "runner.credits") == 0


def test_imp_is_used_once_per_turn(tmp_path):
    result = runner_turn(tmp_path, ["run Server 1", "run Server 2"], corp={"servers": {
        "Server 1": {"root": ["PAD Campaign"]}, "Server 2": {"root": ["Melange Mining Corp."]}}},
        decisions={"jack out": "no", "trash PAD Campaign": "Imp", "trash Melange Mining Corp.": "Imp"}, **IMP)
    assert at(result, "corp.archives") == ["PAD Campaign"]
    assert at(result, "corp.servers.Server 2.root") == ["Melange Mining Corp."]
    assert "trash Melange Mining Corp." not in [d["decision"] for d in at(result, "decisions")]


def test_a_card_in_archives_cannot_be_trashed(tmp_path):
    result = runner_turn(tmp_path, ["run Archives"], corp={"archives": ["PAD Campaign"]},
                         decisions={"jack out": "no"}, rig=IMP["rig"], credits=5)
    assert traced(result, "PAD Campaign is in Archives: the Runner cannot trash it")
    assert at(result, "cards.Imp.counters.virus") == 2


def test_hostile_infrastructure_fires_for_each_card_singularity_trashes(tmp_path):
    result = runner_turn(tmp_path, ["play Singularity on Server 1"], credits=4,
                         grip=["Singularity", "Sure Gamble", "Easy Mark", "Diesel", "Inside Job"],
                         corp={"servers": {"Server 1": {"root": ["Hostile Infrastructure", "SanSan City Grid",
                                                                 "Red Herrings"]}}},
                         decisions={"jack out": "no"})
    assert at(result, "corp.archives") == ["Hostile Infrastructure", "SanSan City Grid", "Red Herrings"]
    assert at(result, "damage.net") == 3  # cr/rule_condition_met_multiple_times: 3 instances
    assert at(result, "abilities.resolved").count("Hostile Infrastructure") == 3


def test_counterfactual_the_corp_trashing_its_own_card_does_not_fire_hostile_infrastructure(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "install PAD Campaign in Server 1"}],
                      corp={"clicks": 3, "hq": ["PAD Campaign"], "servers": {"Server 1": {"root": [
                          "Hostile Infrastructure"]}}}, runner={"grip": ["Sure Gamble"]}, decisions={"rez": "no"})
    assert at(result, "corp.archives") == ["Hostile Infrastructure"]
    assert at(result, "damage.net") == 0


def test_funhouse_tag_is_a_cost_that_jesminder_sareen_cannot_pay(tmp_path):
    result = run_past(tmp_path, "Funhouse", runner={"identity": "Jesminder Sareen"},
                      decisions={"Funhouse choice": "take 1 tag"})
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert at(result, "runner.tags") == 0
    assert traced(result, "cannot pay the nested cost (take 1 tag), so the run ends")


def test_counterfactual_without_jesminder_the_tag_pays_funhouse_and_the_run_goes_on(tmp_path):
    result = run_past(tmp_path, "Funhouse", decisions={"Funhouse choice": "take 1 tag", "pay 4[c] to Funhouse": "yes"})
    assert at(result, "runner.tags") == 1
    assert (at(result, "runner.credits"), at(result, "runs.0.outcome")) == (1, "successful")


def test_stimhack_credits_pay_during_its_run_then_1_core_damage_that_cannot_be_prevented(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "play Stimhack on Server 1"}],
                      corp={"servers": {"Server 1": {"ice": ["Ice Wall"], "root": ["PAD Campaign"]}}},
                      runner={"credits": 0, "rig": ["Corroder", "Feedback Filter"], "grip": ["Stimhack", "Diesel"]},
                      decisions={"jack out": "no", "break Ice Wall": "Corroder", "trash PAD Campaign": "yes",
                                 "prevent": "Feedback Filter"})
    assert at(result, "corp.archives") == ["PAD Campaign"]  # 1[c] to break, 4[c] to trash, from Stimhack
    assert at(result, "runner.core_damage") == 1
    assert at(result, "runner.credits") == 0  # what is left on Stimhack goes with it
    assert at(result, "runner.heap") == ["Diesel", "Stimhack"]


@pytest.mark.parametrize(("ice", "drawn"), [("Envelope", 3), ("Heimdall 1.0", 0)])
def test_ive_had_worse_draws_3_when_trashed_by_net_or_meat_damage(tmp_path, ice, drawn):
    result = run_past(tmp_path, ice, runner={"grip": ["I've Had Worse"], "stack": ["Diesel", "Sure Gamble", "Easy Mark"]},
                      decisions={"break Heimdall 1.0": "no"})
    assert "I've Had Worse" in at(result, "runner.heap")
    assert len(at(result, "runner.grip")) == drawn
