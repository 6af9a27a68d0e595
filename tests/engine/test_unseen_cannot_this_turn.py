"""A "cannot ... this turn" a card active on a board that starts after an unshown action may have made in that action
(Excalibur's "The Runner cannot make another run this turn", Lockdown's "cannot draw", Efficiency Committee's "cannot
advance", Hákarl 1.0's "cannot use paid abilities printed on bioroid ice") is refused where the action it forbids is
taken (state.unseen_lasting.may_have_forbidden), in one line naming the card; a board at the turn's start, or one
where the card was not active as it started, is ruled."""

import pytest

from tests.engine.card_play import at, refusal, scenario

UNSHOWN = "earlier this turn (a board starting after an unshown action cannot say)"
WAY_OUT = "start the scenario at the beginning of the turn"


def _run_beside(tmp_path, ice, clicks=3, name="excalibur"):
    corp = {"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": [ice]}}}
    return scenario(tmp_path, actions=[{"runner": "run HQ"}], corp=corp, name=name,
                    runner={**({"clicks": clicks} if clicks else {})}, decisions={"jack out": "no"})


@pytest.mark.parametrize("ice", ["Excalibur", "Uroboros"])
def test_a_run_beside_rezzed_excalibur_after_an_unshown_action_is_refused(tmp_path, ice):
    assert refusal(_run_beside, tmp_path, ice).endswith(
        f'{ice} may already have made "The Runner cannot make another run this turn." {UNSHOWN}, and the run on HQ '
        f"depends on it; {WAY_OUT}")


def test_a_run_beside_excalibur_is_ruled_at_the_start_of_the_turn_or_while_it_is_unrezzed(tmp_path):
    assert at(_run_beside(tmp_path, "Excalibur", clicks=None, name="start"), "runs.0.outcome") == "successful"
    unrezzed = _run_beside(tmp_path, {"card": "Excalibur", "rezzed": False}, name="unrezzed")
    assert at(unrezzed, "runs.0.outcome") == "successful"


def test_a_draw_beside_lockdown_after_an_unshown_action_is_refused(tmp_path):
    corp = {"servers": {"Server 1": {"ice": ["Lockdown"]}}}
    runner = {"clicks": 2, "stack": ["Sure Gamble"]}
    refused = refusal(scenario, tmp_path, actions=[{"runner": "draw"}], corp=corp, runner=runner)
    assert refused.endswith(f'Lockdown may already have made "The Runner cannot draw cards for the remainder of this '
                            f'turn." {UNSHOWN}, and drawing depends on it; {WAY_OUT}')
    ruled = scenario(tmp_path, actions=[{"runner": "draw"}], corp=corp, runner={"stack": ["Sure Gamble"]},
                     name="start")
    assert at(ruled, "runner.grip") == ["Sure Gamble"]


def _advance(tmp_path, clicks, name, counters=2):
    corp = {"score_area": [{"card": "Efficiency Committee", "counters": {"agenda": counters}}], "rd": ["Hedge Fund"],
            "servers": {"Server 1": {"root": [{"card": "Project Vitruvius", "advancement": 1}]}},
            **({"clicks": clicks} if clicks else {})}
    return scenario(tmp_path, turn="corp", actions=[{"corp": "advance Project Vitruvius"}], corp=corp, name=name)


def test_advancing_beside_efficiency_committee_after_an_unshown_action_is_refused(tmp_path):
    assert refusal(_advance, tmp_path, 2, "later").endswith(
        f'Efficiency Committee may already have made "You cannot advance cards for the remainder of this turn." '
        f"{UNSHOWN}, and advancing Project Vitruvius depends on it; {WAY_OUT}")
    assert at(_advance(tmp_path, None, "start"), "cards[Project Vitruvius].counters.advancement") == 2
    # all 3 agenda counters it places when scored: none was spent, so it was not used
    assert at(_advance(tmp_path, 2, "unused", 3), "cards[Project Vitruvius].counters.advancement") == 2


def _eli_beside_hakarl(tmp_path, clicks, name):
    corp = {"hq": ["Hedge Fund"], "servers": {"HQ": {"ice": ["Eli 1.0"]}, "Server 1": {"ice": ["Hákarl 1.0"]}}}
    return scenario(tmp_path, actions=[{"runner": "run HQ"}], corp=corp, runner={"clicks": clicks}, name=name,
                    decisions={"jack out": "no", "break Eli 1.0": "Eli 1.0"})


def test_breaking_eli_by_its_own_ability_beside_hakarl_after_an_unshown_action_is_refused(tmp_path):
    assert refusal(_eli_beside_hakarl, tmp_path, 3, "later").endswith(
        'Hákarl 1.0 may already have made "The Runner cannot use paid abilities printed on bioroid ice for the '
        f'remainder of this turn." {UNSHOWN}, and breaking with a paid ability printed on bioroid ice depends on '
        f"it; {WAY_OUT}")
    assert at(_eli_beside_hakarl(tmp_path, 4, "start"), "runs.0.outcome") == "successful"


A_TEIA = "A Teia: IP Recovery"


def _score_beside_a_teia(tmp_path, clicks, name):
    corp = {"identity": A_TEIA, "rd": ["Hedge Fund"], **({"clicks": clicks} if clicks else {}),
            "servers": {"Server 1": {"root": [{"card": "Hostile Takeover", "advancement": 2}]}}}
    return scenario(tmp_path, turn="corp", actions=[{"corp": "gain credit"}], corp=corp, name=name,
                    decisions={"score Hostile Takeover": "yes"})


def test_scoring_an_agenda_a_teia_may_have_installed_after_an_unshown_action_is_refused(tmp_path):
    # the agenda in Server 1 may be the second card A Teia installed earlier this turn, which cannot be scored
    assert refusal(_score_beside_a_teia, tmp_path, 2, "later").endswith(
        f'{A_TEIA} may already have made "You cannot score the second card this turn." {UNSHOWN}, and scoring '
        f"Hostile Takeover depends on it; {WAY_OUT}")
    assert at(_score_beside_a_teia(tmp_path, None, "start"), "corp.score_area") == ["Hostile Takeover"]


def test_jinteki_replicating_perfection_a_remote_run_after_an_unshown_action_is_refused(tmp_path):
    # "Ignore this ability until the end of the turn whenever the Runner runs on a central server": a central run
    # before the board is not known, and the engine said the Runner cannot run on Server 1
    corp = {"identity": "Jinteki: Replicating Perfection", "hq": ["Hedge Fund"],
            "servers": {"Server 1": {"root": [{"card": "PAD Campaign", "rezzed": False}]}}}
    answers = {"jack out": "no", "trash PAD Campaign": "no", "rez PAD Campaign": "no"}
    refused = refusal(scenario, tmp_path, actions=[{"runner": "run Server 1"}], corp=corp, runner={"clicks": 3},
                      decisions=answers)
    assert refused.endswith(
        'Jinteki: Replicating Perfection: "Ignore this ability until the end of the turn whenever the Runner runs on '
        "a central server\": the scenario starts in the Runner's action phase with fewer [click] than allotted, so "
        "whether this happened earlier in the turn is not known; start the scenario at the beginning of the turn")
    settled = scenario(tmp_path, actions=[{"runner": "run HQ"}, {"runner": "run Server 1"}], corp=corp,
                       runner={"clicks": 3}, decisions=answers, name="settled")
    assert at(settled, "runs.1.server") == "Server 1"
