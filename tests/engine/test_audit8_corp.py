"""Corp cards of the eighth card audit (seed 20261208; the draw is described in test_audit8_runner.py), each test
asserting what the printed text and CR 25.08 make happen, never what the engine printed: clauses no earlier test
asserted. The defect this audit found (a faceup agenda taken as an "unrezzed card") is pinned in test_audit8_runner.py,
and here for PT Untaian, which shares the selection."""

import pytest

from rulesdb.errors import ScenarioError
from tests.engine.card_play import at, run_past, scenario, traced

GRIP = ["Sure Gamble", "Easy Mark", "Diesel", "Lucky Find", "Inside Job"]
RD = ["Hedge Fund", "Ice Wall", "Enigma", "Hostile Takeover", "PAD Campaign"]
THUNDERBOLT = "Thunderbolt Armaments: Peace Through Power"
UNTAIAN = "PT Untaian: Life's Building Blocks"


def _encounters(result, run=0):
    return at(result, f"runs.{run}.encounters")


# --- PT Untaian (the shared "unrezzed" selection) -------------------------------------------------------------------
def test_pt_untaian_cannot_advance_a_faceup_agenda(tmp_path):
    actions = [{"corp": "gain credit"}] * 3 + [{"runner": "gain credit"}]
    result = scenario(tmp_path, turn="corp", actions=actions, corp={
        "identity": UNTAIAN, "rd": list(RD), "servers": {"Server 1": {"root": [
            {"card": "Oaktown Renovation", "faceup": True}]}}},
        decisions={"use PT Untaian": "yes", f"{UNTAIAN} target": "Oaktown Renovation"})
    assert (at(result, "cards.Oaktown Renovation.counters"), at(result, "corp.credits")) == ({}, 5 + 3)


# --- Semak-samun --------------------------------------------------------------------------------------------------
def test_semak_samun_lets_a_non_fracter_break_a_subroutine_it_gained(tmp_path):
    """"cannot break the printed subroutine ... except using a fracter": Thunderbolt's gained subroutine is not
    printed, so Mayfly (an AI) breaks it; the printed one the Runner pays for with 3 net damage."""
    result = run_past(tmp_path, [{"card": "Semak-samun", "rezzed": False}], corp={"identity": THUNDERBOLT},
                      runner={"rig": ["Mayfly"], "credits": 10, "grip": list(GRIP)},
                      decisions={"rez Semak-samun": "yes", "break Semak-samun": {"with": "Mayfly", "subroutines": [2]},
                                 "Semak-samun choice": "suffer 3 net damage"})
    assert _encounters(result)[0]["strength"] == 3 + 1
    assert (at(result, "runner.credits"), at(result, "damage.net")) == (10 - 3 - 1, 3)  # 3 boosts, 1 break
    assert (at(result, "runs.0.outcome"), at(result, "runner.heap")[-1]) == ("successful", "Mayfly")


def test_semak_samuns_net_damage_is_a_cost_prana_condenser_cannot_prevent(tmp_path):
    """The Runner suffers the damage to pay a nested cost (cr/rule_nested_cost_unless); the Corp does no damage, so
    Prāna Condenser ("whenever you would do net damage") has nothing to prevent."""
    result = run_past(tmp_path, "Semak-samun", runner={"grip": list(GRIP)},
                      corp={"servers": {"Server 2": {"root": ["Prāna Condenser"]}}},
                      decisions={"break Semak-samun": "no", "Semak-samun choice": "suffer 3 net damage",
                                 "use Prāna Condenser": "yes"})
    assert (at(result, "damage.net"), at(result, "runs.0.outcome")) == (3, "successful")
    assert (at(result, "cards.Prāna Condenser.counters"), at(result, "corp.credits")) == ({}, 5)


# --- Thunderbolt Armaments --------------------------------------------------------------------------------------------
def test_thunderbolt_armaments_strength_and_subroutine_last_only_for_that_run(tmp_path):
    """Rezzed in the first run, Cobra (AP) gets +1 strength and a third subroutine, which Mimic breaks too; in the
    second run of the turn it is back to its printed strength 1 and its 2 printed subroutines."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}, {"runner": "run Server 1"}],
                      corp={"identity": THUNDERBOLT, "credits": 10,
                            "servers": {"Server 1": {"ice": [{"card": "Cobra", "rezzed": False}],
                                                     "root": ["PAD Campaign"]}}},
                      runner={"rig": ["Corroder", "Mimic"], "credits": 20, "grip": list(GRIP)},
                      decisions={"jack out": "no", "rez Cobra": "yes", "break Cobra": "Mimic",
                                 "trash PAD Campaign": "no"})
    first, second = _encounters(result, 0)[0], _encounters(result, 1)[0]
    assert (first["strength"], second["strength"]) == (1 + 1, 1)
    assert (first["broken"], second["broken"]) == (3, 2)
    assert at(result, "runner.credits") == 20 - 3 - 2


# --- Týr ----------------------------------------------------------------------------------------------------------
def test_tyr_gains_3_even_with_no_installed_runner_card_to_trash(tmp_path):
    """"Trash 1 installed Runner card. Gain 3[c].": two instructions; the gain does not depend on the trash. The
    Runner loses [click] to break subroutines 1 and 3 (the Corp gets 2 more allotted [click] for its next turn)."""
    result = run_past(tmp_path, "Týr", runner={"grip": list(GRIP), "credits": 0},
                      decisions={"break Týr": {"with": "Týr", "subroutines": [1, 3]}})
    assert (at(result, "corp.credits"), at(result, "runs.0.outcome")) == (5 + 3, "successful")
    assert at(result, "runner.clicks") == 4 - 1 - 2


# --- Envelopment --------------------------------------------------------------------------------------------------
def test_envelopment_rezzed_in_a_run_gets_4_counters_and_4_subroutines_before_its_own(tmp_path):
    result = run_past(tmp_path, [{"card": "Envelopment", "rezzed": False}], runner={"rig": ["Corroder"], "credits": 20},
                      decisions={"rez Envelopment": "yes", "break Envelopment": "Corroder"})
    assert (at(result, "cards.Envelopment.counters"), at(result, "corp.credits")) == ({"power": 4}, 5 - 5)
    assert _encounters(result)[0]["broken"] == 4 + 1
    assert at(result, "runner.credits") == 20 - 3 - 5  # 3 boosts to strength 5, then 5 subroutines at 1[c]


# --- Letheia Nisei ------------------------------------------------------------------------------------------------
def test_letheia_nisei_with_equal_bids_stays_and_the_run_goes_on(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}], runner={"credits": 9},
                      corp={"servers": {"Server 1": {"root": ["Letheia Nisei"]}}},
                      decisions={"jack out": "no", "Corp psi bid Letheia Nisei": 1, "Runner psi bid Letheia Nisei": 1,
                                 "Letheia Nisei choice": "trash it", "trash Letheia Nisei": "no"})
    assert (at(result, "corp.archives"), at(result, "runs.0.accessed")) == ([], ["Letheia Nisei"])
    assert (at(result, "corp.credits"), at(result, "runner.credits")) == (5 - 1, 9 - 1)


# --- Kakurenbo ----------------------------------------------------------------------------------------------------
def _kakurenbo(tmp_path, install, name):
    return scenario(tmp_path, turn="corp", actions=[{"corp": "play Kakurenbo"}], name=name,
                    corp={"hq": ["Kakurenbo", "Hedge Fund"], "rd": ["Enigma"], "archives": ["Ice Wall", "PAD Campaign"]},
                    decisions={"Kakurenbo choice": ["Hedge Fund"], "Kakurenbo install": install,
                               "Kakurenbo install where": "new remote", "rez PAD Campaign": "no"})


def test_kakurenbo_installs_from_archives_with_2_counters_and_is_removed_from_the_game(tmp_path):
    result = _kakurenbo(tmp_path, "PAD Campaign", "pad")
    assert (at(result, "corp.servers.Server 1.root"), at(result, "cards.PAD Campaign.counters")) == (
        ["PAD Campaign"], {"advancement": 2})
    assert (sorted(at(result, "corp.archives")), at(result, "corp.clicks")) == (["Hedge Fund", "Ice Wall"], 3 - 3)
    assert at(result, "corp.removed") == ["Kakurenbo"]


def test_kakurenbo_offers_no_ice_for_the_root_of_a_remote_server(tmp_path):
    """Only agendas, assets and upgrades go in a root (cr/rule_agenda_asset_root_remote_server); ice protects."""
    with pytest.raises(ScenarioError, match=r"'Ice Wall' is not one of the options \(options: PAD Campaign, no\)"):
        _kakurenbo(tmp_path, "Ice Wall", "ice")


# --- Game Over and Bring Them Home (played after a steal) -----------------------------------------------------------
def _after_a_steal(tmp_path, title, name, runner=None, answers=None, more=(), **corp):
    actions = [{"runner": "run Server 9"}] + [{"runner": "gain credit"}] * 3 + [{"corp": f"play {title}"}, *more]
    return scenario(tmp_path, actions=actions, name=name, runner={"grip": list(GRIP), **(runner or {})},
                    corp={"credits": 10, "hq": [title], "rd": list(RD),
                          "servers": {"Server 9": {"root": ["Hostile Takeover"]}}, **corp},
                    decisions={"jack out": "no", "steal": "yes", "rez": "no", **(answers or {})})


def test_game_over_trashes_a_card_whose_3_credits_the_runner_cannot_pay(tmp_path):
    """The Runner has the 3[c] of their turn's 3 gain-credit clicks: they save Datasucker, nothing is left to save
    Imp, so it is trashed; Corroder is an icebreaker and stays."""
    result = _after_a_steal(tmp_path, "Game Over", "broke", runner={"credits": 0, "rig": ["Corroder", "Datasucker",
                                                                                               "Imp"]},
                            answers={"Game Over choice": "program", "Game Over saves": ["Datasucker", "Imp"]})
    assert (sorted(at(result, "runner.rig")), at(result, "runner.heap")) == (["Corroder", "Datasucker"], ["Imp"])
    assert (at(result, "runner.credits"), at(result, "corp.credits")) == (0 + 3 - 3, 10 - 4)


def test_bring_them_home_ends_the_corps_action_phase(tmp_path):
    """"After you resolve this operation, your action phase ends": a second action is refused though 2 [click]
    are left."""
    result = _after_a_steal(tmp_path, "Bring Them Home", "ends", more=[{"corp": "gain credit", "attempt": True}])
    assert (at(result, "corp.credits"), len(at(result, "runner.grip"))) == (10, len(GRIP) - 2)
    assert at(result, "refused.0.action") == "gain credit"


def test_bring_them_home_at_threat_3_may_pay_2_to_shuffle_a_third_grip_card_into_the_stack(tmp_path):
    """Vanity Project's 4 points make the threat level 4; the Corp pays 2[c]: 3 of the 5 grip cards are now in the
    stack, 2 on top (put there first) and 1 shuffled in."""
    result = _after_a_steal(tmp_path, "Bring Them Home", "threat", score_area=["Vanity Project"],
                            answers={"use Bring Them Home": "yes"})
    assert (at(result, "corp.credits"), len(at(result, "runner.grip"))) == (10 - 2, len(GRIP) - 3)
    assert sorted(at(result, "runner.stack") + at(result, "runner.grip")) == sorted(GRIP)
    low = _after_a_steal(tmp_path, "Bring Them Home", "low", answers={"use Bring Them Home": "yes"})
    assert (at(low, "corp.credits"), len(at(low, "runner.grip"))) == (10, len(GRIP) - 2)


# --- Government Subsidy -------------------------------------------------------------------------------------------
def test_government_subsidy_costs_10_and_gains_15(tmp_path):
    rich = scenario(tmp_path, turn="corp", actions=[{"corp": "play Government Subsidy"}], name="rich",
                    corp={"credits": 10, "hq": ["Government Subsidy"], "rd": ["Hedge Fund"]})
    assert at(rich, "corp.credits") == 10 - 10 + 15
    poor = scenario(tmp_path, turn="corp", actions=[{"corp": "play Government Subsidy", "attempt": True}], name="poor",
                    corp={"credits": 9, "hq": ["Government Subsidy"], "rd": ["Hedge Fund"]})
    assert (at(poor, "corp.credits"), sorted(at(poor, "corp.hq"))) == (9, ["Government Subsidy", "Hedge Fund"])


# --- Pharos -------------------------------------------------------------------------------------------------------
def test_pharos_can_be_advanced_while_unrezzed(tmp_path):
    """"You can advance this ice" is active even while it is unrezzed (cr/rule_active_exception_can_be_advanced)."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "advance Pharos"}, {"corp": "advance Pharos"}],
                      corp={"rd": ["Hedge Fund"], "servers": {"HQ": {"ice": [
                          {"card": "Pharos", "rezzed": False}]}}})
    assert (at(result, "cards.Pharos.counters"), at(result, "corp.credits")) == ({"advancement": 2}, 5 - 2)


# --- Tatu-Bola ----------------------------------------------------------------------------------------------------
def test_tatu_bola_swap_lets_a_teia_install_before_the_corp_gains_4(tmp_path):
    """cr/rule_swap_become_installed's example: the ice swapped in from HQ is installed protecting a remote server, so
    A Teia installs PAD Campaign in another remote; then Tatu-Bola's next instruction gains 4[c]."""
    result = run_past(tmp_path, ["Tatu-Bola"], corp={"identity": "A Teia", "hq": ["Enigma", "PAD Campaign"]},
                      runner={"rig": ["Corroder"]},
                      decisions={"break Tatu-Bola": "Corroder", "use Tatu-Bola": "yes", "Tatu-Bola target": "Enigma",
                                 "use A Teia": "yes", "A Teia target": "PAD Campaign", "A Teia choice": "new remote",
                                 "rez": "no"})
    assert (at(result, "corp.servers.Server 1.ice"), at(result, "corp.servers.Server 2.root")) == (
        ["Enigma"], ["PAD Campaign"])
    assert (at(result, "corp.hq"), at(result, "corp.credits")) == (["Tatu-Bola"], 5 + 4)
    texts = [t["text"] for t in result["trace"]]
    installed = next(i for i, t in enumerate(texts) if "installs a card facedown in the root of Server 2" in t)
    gained = next(i for i, t in enumerate(texts) if "Tatu-Bola's ability: the Corp gains 4[c]" in t)
    assert installed < gained


def test_tatu_bola_offers_no_swap_without_ice_in_hq(tmp_path):
    result = run_past(tmp_path, ["Tatu-Bola"], corp={"hq": ["Hedge Fund"]}, runner={"rig": ["Corroder"]},
                      decisions={"break Tatu-Bola": "Corroder", "use Tatu-Bola": "yes"})
    assert (at(result, "corp.servers.Server 1.ice"), at(result, "corp.credits")) == (["Tatu-Bola"], 5)


# --- The Holo Man and Cold Site Server (when the Corp's turn begins) ------------------------------------------------
def test_the_holo_man_moves_as_the_turn_begins_then_advances_a_card_in_its_new_server(tmp_path):
    """Moved from Server 1 to Server 2 (the same object: cr/rule_object_move_location), "this server" is Server 2;
    nothing was installed from HQ, so 3 counters."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "use The Holo Man"}], corp={
        "rd": ["Hedge Fund"], "servers": {"Server 1": {"root": ["The Holo Man"]},
                                          "Server 2": {"root": [{"card": "Hostile Takeover", "rezzed": False}]}}},
        decisions={"The Holo Man target": "Server 2", "The Holo Man target #2": "Hostile Takeover", "score": "no"})
    assert at(result, "corp.servers.Server 2.root") == ["Hostile Takeover", "The Holo Man"]
    assert (at(result, "cards.Hostile Takeover.counters"), at(result, "corp.credits")) == ({"advancement": 3}, 5 - 4)


def test_cold_site_server_loses_all_its_counters_as_the_corps_turn_begins(tmp_path):
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={"rd": ["Hedge Fund"], "servers": {
        "Server 1": {"root": [{"card": "Cold Site Server", "counters": {"power": 3}}]}}})
    assert at(result, "cards.Cold Site Server.counters") == {}


def test_tucana_installs_pharos_the_corp_cannot_afford_to_rez_and_reveals_it(tmp_path):
    """cr/rule_valid_search_target_install_play's example: with 0[c] the Corp may still find and install
    Pharos (rez cost 7, 3 less is 4); it stays unrezzed, revealed to show that it cannot be rezzed."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp={
        "credits": 0, "rd": ["Hedge Fund", "Pharos"], "servers": {"Server 1": {"root": [
            {"card": "Vanity Project", "advancement": 6}, "Tucana"]}}},
        decisions={"score": "yes", "use Tucana": "yes", "Tucana target": "Pharos", "Tucana choice": "HQ"})
    assert (at(result, "corp.servers.HQ.ice"), at(result, "cards.Pharos.rezzed")) == (["Pharos"], False)
    assert at(result, "corp.credits") == 0 + 1
    assert traced(result, "cannot pay to rez Pharos, so it reveals it")
