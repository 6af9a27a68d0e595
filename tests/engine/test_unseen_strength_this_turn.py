"""A board that starts after an unshown action of the turn cannot show "+N strength for the remainder of the turn" a
card in play may have given an icebreaker in that action (Cybertrooper Talut, Gauss): where the icebreaker meets ice
its own strength does not match, the engine refuses with one line naming the card and the unknown
(state.unseen_lasting); where the strength does not decide anything, or at the start of the turn, or when the board
states the effect (`strength_this_turn`), it rules."""

import pytest

from rulesdb.engine.state.midturn import EarlierTurnUnknown
from tests.engine.card_play import at, refusal, run_past, scenario, traced

TALUT = "Cybertrooper Talut may already have given Corroder +2 strength this turn (a board starting after an " \
        "unshown action cannot say): whether Corroder (strength 2 without it) matches Wall of Static's strength 3 " \
        "depends on it; state it on the board (Corroder (+2 strength this turn), or +0 for none: " \
        "`strength_this_turn`), or start the scenario at the beginning of the turn"


def _talut_run(tmp_path, ice, clicks=3, corroder="Corroder", name="talut", breaks="Corroder"):
    runner = {"credits": 5, "rig": ["Cybertrooper Talut", corroder], **({"clicks": clicks} if clicks else {})}
    return run_past(tmp_path, ice, server="HQ", corp={"hq": ["Hedge Fund"]}, runner=runner, name=name,
                    decisions={f"break {ice}": breaks})


def test_cybertrooper_talut_on_a_board_after_an_unshown_action_refuses_corroder_breaking_stronger_ice(tmp_path):
    # Corroder (2) meets Wall of Static (3): with Talut's +2 from an install earlier this turn it needs no boost (1[c]
    # in all), without it one (2[c]); the engine paid the boost as if the +2 could not exist
    refused = refusal(_talut_run, tmp_path, "Wall of Static")
    assert refused.endswith(TALUT)
    assert "\n" not in refused


def test_cybertrooper_talut_does_not_matter_when_corroder_already_matches_the_ice(tmp_path):
    # Ice Wall (1): Corroder's own 2 is enough, and +2 more would change nothing
    result = _talut_run(tmp_path, "Ice Wall", breaks="Corroder")
    assert at(result, "runner.credits") == 4 and at(result, "runs.0.outcome") == "successful"


def test_cybertrooper_talut_does_not_matter_when_the_runner_does_not_break(tmp_path):
    result = _talut_run(tmp_path, "Wall of Static", breaks="no")
    assert at(result, "runner.credits") == 5 and traced(result, "Wall of Static")
    assert at(result, "runs.0.outcome") != "successful"


def test_cybertrooper_talut_on_a_board_at_the_start_of_the_turn_gave_nothing_yet(tmp_path):
    result = _talut_run(tmp_path, "Wall of Static", clicks=None, name="start")
    assert at(result, "runner.credits") == 3  # 1[c] for +1 strength, 1[c] to break


@pytest.mark.parametrize(("stated", "credits"), [(2, 4), (0, 3)])
def test_corroders_strength_this_turn_stated_on_the_board_is_ruled_with(tmp_path, stated, credits):
    result = _talut_run(tmp_path, "Wall of Static", corroder={"card": "Corroder", "strength_this_turn": stated},
                        name=f"stated{stated}")
    assert at(result, "runner.credits") == credits
    assert traced(result, f"Corroder ({stated:+d} strength this turn)")


def test_gauss_on_a_board_after_an_unshown_action_may_have_its_own_plus_3(tmp_path):
    runner = {"clicks": 2, "credits": 5, "rig": ["Gauss"]}
    with pytest.raises(EarlierTurnUnknown, match=r"^.*: Gauss may already have given Gauss \+3 strength this turn "
                       r"\(a board starting after an unshown action cannot say\): whether Gauss \(strength 1 without "
                       r"it\) matches Wall of Static's strength 3 depends on it"):
        run_past(tmp_path, "Wall of Static", server="HQ", corp={"hq": ["Hedge Fund"]}, runner=runner,
                 decisions={"break Wall of Static": "Gauss"})


def test_a_breaker_the_scenario_installs_beside_talut_has_the_plus_2_the_engine_saw(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "install Corroder"}, {"runner": "run HQ"}],
                      corp={"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Wall of Static"]}}},
                      runner={"clicks": 3, "credits": 7, "grip": ["Corroder"], "rig": ["Cybertrooper Talut"]},
                      decisions={"jack out": "no", "break Wall of Static": "Corroder"})
    assert at(result, "runner.credits") == 4  # 2[c] to install, 1[c] to break: no boost with Talut's +2


def _corroder_vs_ice_wall_beside_it_department(tmp_path, ice_wall="Ice Wall", name="it"):
    corp = {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": [ice_wall]}, "Server 1": {"root": ["IT Department"]}}}
    return scenario(tmp_path, actions=[{"runner": "run HQ"}], corp=corp, name=name,
                    runner={"clicks": 3, "credits": 5, "rig": ["Corroder"]},
                    decisions={"jack out": "no", "break Ice Wall": "Corroder"})


def test_it_department_may_have_made_the_ice_stronger_than_the_breaker_that_matches_it(tmp_path):
    # "That ice has +1 strength until the end of the turn for each power counter": used earlier, Ice Wall (1) may be
    # 2 or more, and Corroder (2) may need a boost
    refused = refusal(_corroder_vs_ice_wall_beside_it_department, tmp_path)
    assert refused.endswith(
        "IT Department may already have given Ice Wall +1 or more strength this turn (a board starting after an "
        "unshown action cannot say): whether Corroder (strength 2) still matches Ice Wall's strength (1 without it) "
        "depends on it; state it on the board (Ice Wall (+N strength this turn), or +0 for none: "
        "`strength_this_turn`), or start the scenario at the beginning of the turn")


@pytest.mark.parametrize(("stated", "credits"), [(1, 4), (2, 3)])
def test_ice_walls_strength_this_turn_stated_on_the_board_is_ruled_with(tmp_path, stated, credits):
    result = _corroder_vs_ice_wall_beside_it_department(
        tmp_path, {"card": "Ice Wall", "strength_this_turn": stated}, name=f"stated{stated}")
    assert at(result, "runner.credits") == credits  # Ice Wall 2: no boost; 3: one boost
    assert traced(result, f"Ice Wall ({stated:+d} strength this turn)")


def test_gebrselassie_may_have_kept_an_earlier_boost_of_its_host(tmp_path):
    runner = {"clicks": 3, "credits": 5, "rig": [{"card": "Corroder", "hosted": ["Gebrselassie"]}]}
    with pytest.raises(EarlierTurnUnknown, match=r": Gebrselassie may already have given Corroder a strength "
                       r"increase used earlier this turn \(a board starting after an unshown action cannot say\): "
                       r"whether Corroder \(strength 2 without it\) matches Wall of Static's strength 3 depends on it"):
        run_past(tmp_path, "Wall of Static", server="HQ", corp={"hq": ["Hedge Fund"]}, runner=runner,
                 decisions={"break Wall of Static": "Corroder"})


def _banner_vs_hadrians_wall(tmp_path, clicks, name):
    corp = {"servers": {"Server 1": {"ice": ["Hadrian's Wall"], "root": ["PAD Campaign"]}}}
    runner = {"credits": 5, "rig": ["Cybertrooper Talut", "Banner"], **({"clicks": clicks} if clicks else {})}
    return scenario(tmp_path, actions=[{"runner": "run Server 1"},
                                       {"at": "encounter Hadrian's Wall", "runner": "use Banner"}],
                    corp=corp, runner=runner, name=name, decisions={"break Hadrian's Wall": "no", "jack out": "no"})


def test_banner_interfacing_with_a_barrier_talut_may_have_brought_within_reach_is_refused(tmp_path):
    # Banner (5) interfaces with Hadrian's Wall (7) only with Talut's +2 from an install earlier this turn
    with pytest.raises(EarlierTurnUnknown, match=r": Cybertrooper Talut may already have given Banner \+2 strength "
                       r"this turn .*: whether Banner \(strength 5 without it\) matches Hadrian's Wall's strength 7 "
                       r"depends on it"):
        _banner_vs_hadrians_wall(tmp_path, 3, "later")
