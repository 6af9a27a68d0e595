"""Corp cards of the tenth card audit (seed 20261210; the draw is described in test_audit10_runner.py), each test
asserting what the printed text and CR 25.08 make happen, never what the engine printed: clauses no earlier test
asserted."""

import pytest

from rulesdb.engine.state.midturn import EarlierTurnUnknown
from rulesdb.errors import ScenarioError
from tests.engine.card_play import GRIP, RD, at, board, run_past, scenario, traced, use


def _score(tmp_path, agenda, counters, *, name="score", answers=None, runner=None, **corp):
    servers = {"Server 1": {"root": [{"card": agenda, "advancement": counters}]}, **corp.pop("servers", {})}
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], name=name,
                    corp={"rd": list(RD), "servers": servers, **corp}, runner={"grip": list(GRIP), **(runner or {})},
                    decisions={"score": "yes", "rez": "no", **(answers or {})})


# --- Project Yagi-Uda ----------------------------------------------------------------------------------------------
def test_project_yagi_uda_scored_with_5_counters_places_2_agenda_counters(tmp_path):
    """"1 agenda counter on it for each hosted advancement counter past 3": 5 counters, 2 past 3."""
    result = _score(tmp_path, "Project Yagi-Uda", 5)
    assert at(result, "cards[Project Yagi-Uda].counters") == {"agenda": 2}


def test_project_yagi_uda_swaps_the_attacked_servers_root_card_with_one_from_hq(tmp_path):
    """During a run on Server 1 the Corp spends the agenda counter: PAD Campaign goes to HQ, Nico Campaign takes its
    place in the root (unrezzed), the Runner declines to jack out and accesses Nico Campaign instead."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"},
                                         {"at": "initiation on Server 1", "corp": "use Project Yagi-Uda"}],
                      corp={"hq": ["Nico Campaign"], "rd": list(RD),
                            "score_area": [{"card": "Project Yagi-Uda", "counters": {"agenda": 1}}],
                            "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      runner={"credits": 0},
                      decisions={"jack out": "no", "rez": "no", "Project Yagi-Uda target": "PAD Campaign",
                                 "Project Yagi-Uda choice": "Nico Campaign", "jack out at Project Yagi-Uda": "no"})
    assert (at(result, "corp.hq"), at(result, "corp.servers.Server 1.root")) == (["PAD Campaign"], ["Nico Campaign"])
    assert at(result, "runs.0.accessed") == ["Nico Campaign"]
    assert at(result, "cards[Project Yagi-Uda].counters") == {}


def test_project_yagi_uda_cannot_be_used_outside_a_run(tmp_path):
    """"Use this ability only during a run": in the Corp's own action phase it cannot be used."""
    game = board(tmp_path, turn="corp", corp={"hq": ["Nico Campaign"],
                                              "score_area": [{"card": "Project Yagi-Uda", "counters": {"agenda": 1}}],
                                              "servers": {"Server 1": {"root": ["PAD Campaign"]}}})
    assert not use(game, "Project Yagi-Uda")
    assert game.corp.score[0].counters == {"agenda": 1}


# --- Lycian Multi-Munition -----------------------------------------------------------------------------------------
def test_lycian_multi_munition_as_a_code_gate_takes_a_click_and_a_credit(tmp_path):
    """Rezzed as a code gate only: the first subroutine takes [click] and 1[c]; the sentry and barrier ones do
    nothing (Corroder stays, no credit gained, the run goes on)."""
    result = run_past(tmp_path, [{"card": "Lycian Multi-Munition", "rezzed": False}], runner={"rig": ["Corroder"]},
                      decisions={"rez": "yes", "Lycian Multi-Munition choice": ["code gate"],
                                 "break Lycian Multi-Munition": "no", "trash PAD Campaign": "no"},
                      corp={"servers": {"Server 1": {"root": ["PAD Campaign"]}}})
    assert (at(result, "runner.clicks"), at(result, "runner.credits")) == (4 - 1 - 1, 5 - 1)
    assert (at(result, "runner.rig"), at(result, "corp.credits")) == (["Corroder"], 5 - 3)
    assert at(result, "runs.0.outcome") == "successful"


# --- The Basalt Spire ----------------------------------------------------------------------------------------------
def test_the_basalt_spire_is_used_only_once_per_turn(tmp_path):
    game = board(tmp_path, turn="corp", corp={"score_area": [{"card": "The Basalt Spire", "counters": {"agenda": 2}}],
                                              "rd": list(RD), "archives": ["Enigma", "Ice Wall"]},
                 decisions={"The Basalt Spire target": "Enigma"})
    assert use(game, "The Basalt Spire")
    assert not use(game, "The Basalt Spire")
    assert game.corp.score[0].counters == {"agenda": 1}


# --- Sisyphus Protocol ---------------------------------------------------------------------------------------------
def test_sisyphus_protocol_trashes_from_hq_and_answers_only_the_first_pass_each_turn(tmp_path):
    """The Corp trashes Hedge Fund instead of paying; Enigma is encountered again and passed again, and that second
    pass is not the first of the turn: no third encounter."""
    result = run_past(tmp_path, ["Enigma"], corp={"score_area": ["Sisyphus Protocol"], "hq": ["Hedge Fund"],
                                                  "servers": {"Server 1": {"root": ["PAD Campaign"]}}},
                      runner={"rig": ["Gordian Blade"], "credits": 6},
                      decisions={"break Enigma": "Gordian Blade", "use Sisyphus Protocol": "yes",
                                 "Sisyphus Protocol choice": "trash 1 card from HQ",
                                 "Sisyphus Protocol target": "Hedge Fund", "trash PAD Campaign": "no"})
    assert (len(at(result, "runs.0.encounters")), at(result, "corp.archives")) == (2, ["Hedge Fund"])
    assert at(result, "corp.credits") == 5


# --- Stoke the Embers ----------------------------------------------------------------------------------------------
def test_stoke_the_embers_scored_may_place_its_counter_on_a_runner_card(tmp_path):
    """"place 1 advancement counter on an installed card": any installed card, the Runner's Corroder too."""
    result = _score(tmp_path, "Stoke the Embers", 4, runner={"rig": ["Corroder"]},
                    answers={"Stoke the Embers target": "Corroder"})
    assert (at(result, "cards[Corroder].counters"), at(result, "corp.credits")) == ({"advancement": 1}, 5 + 1 + 3)


# --- Kimberlite Field ----------------------------------------------------------------------------------------------
def test_kimberlite_field_trashes_nothing_of_the_runners_costing_more_than_the_trashed_card(tmp_path):
    """Ice Wall's printed rez cost is 1; Corroder's install cost 2 is more: Ice Wall is trashed, Corroder stays."""
    result = _score(tmp_path, "Kimberlite Field", 4, runner={"rig": ["Corroder"]},
                    servers={"HQ": {"ice": ["Ice Wall"]}},
                    answers={"use Kimberlite Field": "yes", "Kimberlite Field target": "Ice Wall",
                             "Kimberlite Field choice": "Corroder"})
    assert (at(result, "corp.archives"), at(result, "runner.rig")) == (["Ice Wall"], ["Corroder"])
    assert traced(result, "no installed Runner card has a printed install cost of 1 or less")


# --- Scapenet ------------------------------------------------------------------------------------------------------
def test_scapenet_removes_a_virtual_resource(tmp_path):
    """"1 installed chip or virtual card": Cookbook is a virtual resource."""
    actions = [{"runner": "run Archives"}] + [{"runner": "gain credit"}] * 3 + [{"corp": "play Scapenet"}]
    result = scenario(tmp_path, actions=actions, corp={"hq": ["Scapenet"], "rd": list(RD)},
                      runner={"grip": list(GRIP), "rig": ["Cookbook"], "credits": 0},
                      decisions={"jack out": "no", "Scapenet target": "Cookbook", "Corp trace boost Scapenet": 0,
                                 "Runner link boost Scapenet": 0})
    assert (at(result, "runner.removed"), at(result, "runner.rig")) == (["Cookbook"], [])


# --- Public Access Plaza -------------------------------------------------------------------------------------------
def test_public_access_plaza_trashed_unrezzed_at_threat_2_gives_no_tag(tmp_path):
    """"When the Runner trashes this asset (while it is rezzed)": unrezzed, it gives nothing, threat or not."""
    result = scenario(tmp_path, actions=[{"runner": "run Server 1"}],
                      corp={"score_area": ["Fetal AI"],
                            "servers": {"Server 1": {"root": [{"card": "Public Access Plaza", "rezzed": False}]}}},
                      runner={"grip": list(GRIP)},
                      decisions={"jack out": "no", "rez": "no", "trash Public Access Plaza": "yes"})
    assert (at(result, "corp.archives"), at(result, "runner.tags")) == (["Public Access Plaza"], 0)


# --- Descent -------------------------------------------------------------------------------------------------------
def test_descent_unrezzed_does_not_go_back_to_hq_as_the_corp_turn_begins(tmp_path):
    """Its "When your turn begins" ability is an installed ice's: active only while it is rezzed
    (cr/rule_corp_become_active)."""
    result = scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}],
                      corp={"rd": ["Hedge Fund"], "servers": {"HQ": {"ice": [{"card": "Descent", "rezzed": False}]}}},
                      decisions={"use Descent": "yes"})
    assert (at(result, "corp.hq"), at(result, "corp.servers.HQ.unrezzed")) == (["Hedge Fund"], ["Descent"])


def _yagi_uda_run(tmp_path, moment, name, **answers):
    """The Runner runs Server 1 (Ice Wall, then PAD Campaign in the root); at `moment` the Corp swaps Ice Wall with
    Enigma from HQ."""
    return scenario(tmp_path, name=name, actions=[{"runner": "run Server 1"},
                                                  {"at": moment, "corp": "use Project Yagi-Uda"}],
                    corp={"hq": ["Enigma"], "rd": list(RD),
                          "score_area": [{"card": "Project Yagi-Uda", "counters": {"agenda": 1}}],
                          "servers": {"Server 1": {"ice": ["Ice Wall"], "root": ["PAD Campaign"]}}},
                    runner={"rig": ["Corroder"]},
                    decisions={"jack out": "no", "Project Yagi-Uda target": "Ice Wall",
                               "Project Yagi-Uda choice": "Enigma", "jack out at Project Yagi-Uda": "no",
                               "break Ice Wall": "Corroder", "trash PAD Campaign": "no", **answers})


def test_project_yagi_uda_before_the_first_approach_makes_the_runner_approach_the_new_ice(tmp_path):
    """The CR's example (cr/rule_ice_change_during_movement): swapped at the initiation, the Runner approaches
    Enigma; rezzed, its subroutines end the run."""
    result = _yagi_uda_run(tmp_path, "initiation on Server 1", "initiation",
                           **{"rez": "no", "rez Enigma": "yes", "break Enigma": "no"})
    assert (at(result, "corp.hq"), at(result, "corp.servers.Server 1.ice")) == (["Ice Wall"], ["Enigma"])
    assert at(result, "runs.0.outcome") == "unsuccessful"


def test_project_yagi_uda_after_the_ice_is_passed_leaves_the_new_ice_unapproached(tmp_path):
    """The CR's second example: swapped in the movement phase after Ice Wall was passed, the Runner goes on to the
    server without approaching Enigma (asked to rez it, the Corp would say yes)."""
    result = _yagi_uda_run(tmp_path, "movement after Ice Wall", "movement",
                           **{"rez": "no", "rez Enigma": "yes", "break Enigma": "no"})
    assert at(result, "corp.servers.Server 1.ice") == ["Enigma"]
    assert (at(result, "runs.0.outcome"), at(result, "runs.0.accessed")) == ("successful", ["PAD Campaign"])


def test_project_yagi_uda_during_the_approach_leaves_the_runner_approaching_the_new_ice(tmp_path):
    """cr/rule_ice_change_approach_swap: the Runner stays in the approach, now approaching Enigma, which the Corp
    rezzes and the Runner then encounters."""
    result = _yagi_uda_run(tmp_path, "approach Ice Wall", "approach",
                           **{"rez": "no", "rez Enigma": "yes", "break Enigma": "no"})
    assert at(result, "corp.servers.Server 1.ice") == ["Enigma"]
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert [enc["ice"] for enc in at(result, "runs.0.encounters")] == ["Enigma"]


def test_the_basalt_spire_once_per_turn_is_refused_on_a_board_after_an_unshown_action(tmp_path):
    """With 2 of 3 [click] left, the Corp may have used it earlier in the turn (state.midturn)."""
    with pytest.raises(EarlierTurnUnknown, match='The Basalt Spire: "once per turn"'):
        scenario(tmp_path, turn="corp", actions=[{"corp": "use The Basalt Spire"}],
                 corp={"clicks": 2, "score_area": [{"card": "The Basalt Spire", "counters": {"agenda": 2}}],
                       "rd": list(RD), "archives": ["Enigma"]},
                 decisions={"The Basalt Spire target": "Enigma"})


def test_project_yagi_uda_swaps_an_agenda_only_for_the_asset_of_a_root_that_holds_one(tmp_path):
    """Swapping Mercia B4LL4RD out of Server 1's root for Hostile Takeover would leave an asset and an agenda in one
    remote root (cr/rule_swap_only_to_valid_location, whose example this is): only PAD Campaign may be replaced, the
    one card offered; naming Mercia is refused. It swapped Mercia, leaving PAD Campaign and the agenda together."""
    def run(target, name):
        return scenario(tmp_path, name=name, actions=[{"runner": "run Server 1"},
                                                      {"at": "initiation on Server 1", "corp": "use Project Yagi-Uda"}],
                        corp={"hq": ["Hostile Takeover"], "rd": list(RD),
                              "score_area": [{"card": "Project Yagi-Uda", "counters": {"agenda": 1}}],
                              "servers": {"Server 1": {"root": ["PAD Campaign", "Mercia B4LL4RD"]}}},
                        decisions={"jack out": "no", "rez": "no", "Project Yagi-Uda target": target,
                                   "Project Yagi-Uda choice": "Hostile Takeover", "jack out at Project Yagi-Uda": "yes"})
    result = run("PAD Campaign", "pad")
    assert (at(result, "corp.hq"), at(result, "corp.servers.Server 1.root")) == \
        (["PAD Campaign"], ["Hostile Takeover", "Mercia B4LL4RD"])
    with pytest.raises(ScenarioError, match=r"'Mercia B4LL4RD' is not one of the options \(options: PAD Campaign\)"):
        run("Mercia B4LL4RD", "mercia")


def test_metamorph_cannot_swap_a_second_region_into_a_root(tmp_path):
    """The shared check of a root after a swap (effects.swaps) now counts regions too: Crisium Grid cannot take
    Mercia B4LL4RD's place beside Hokusai Grid ("Limit 1 region per server"; a swap installs nothing, so nothing makes
    room: cr/rule_swap_only_to_valid_location)."""
    servers = {"Server 1": {"root": ["Hokusai Grid", "Mercia B4LL4RD"]}, "Server 2": {"root": ["Crisium Grid"]}}
    with pytest.raises(ScenarioError, match="Mercia B4LL4RD / Crisium Grid"):
        run_past(tmp_path, ["Metamorph"], server="Server 3", corp={"servers": servers},
                 decisions={"Metamorph choice": "Mercia B4LL4RD / Crisium Grid"})


def test_sisyphus_protocol_answers_a_pass_by_bypass(tmp_path):
    """S-Dobrado bypasses Enigma, and a bypassed ice is passed (cr/rule_bypass): Sisyphus Protocol's Corp pays 1[c],
    the Runner encounters Enigma again, this time not bypassed (threat 2, and it is not the first encounter)."""
    result = scenario(tmp_path, actions=[{"runner": "play S-Dobrado on R&D"}],
                      corp={"score_area": ["Sisyphus Protocol"], "rd": ["Hedge Fund"],
                            "servers": {"R&D": {"ice": ["Enigma"]}}},
                      runner={"grip": ["S-Dobrado"]},
                      decisions={"jack out": "no", "use Sisyphus Protocol": "yes", "Sisyphus Protocol choice": "pay 1[c]",
                                 "break Enigma": "no", "use S-Dobrado": "no"})
    assert [enc["result"] for enc in at(result, "runs.0.encounters")] == ["bypassed", "run ended"]
    assert (at(result, "runs.0.outcome"), at(result, "corp.credits")) == ("unsuccessful", 5 - 1)
