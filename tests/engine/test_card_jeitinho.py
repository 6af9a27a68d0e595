"""Jeitinho: added to the score area as an assassination agenda after successful runs on all three centrals (3 of
them win the game), and a Threat 3 ability that works from the heap (cr/rule_active_exception_catchall): "whenever
you bypass a piece of ice, you may spend [click] to install this hardware from your heap"."""

from tests.engine.card_play import at, run_past, traced
from tests.engine.std_runner import to_turn_end

CENTRAL_RUNS = [{"runner": "run HQ"}, {"runner": "run R&D"}, {"runner": "run Archives"}]
CORP = {"hq": ["Hedge Fund"], "rd": ["Beanstalk Royalties"]}


def _turn(tmp_path, runs, answer="yes", name="turn"):
    return to_turn_end(tmp_path, runner={"clicks": len(runs), "rig": ["Jeitinho"]},
                       corp=CORP, actions=runs, name=name, decisions={"jack out": "no", "use Jeitinho": answer})


def test_jeitinho_goes_to_the_score_area_worth_0_after_runs_on_hq_rd_and_archives(tmp_path):
    result = _turn(tmp_path, CENTRAL_RUNS)
    assert (at(result, "runner.score_area"), at(result, "runner.rig"), result["final_state"]["winner"]) == \
        (["Jeitinho"], [], None)
    assert traced(result, "assassination agenda worth 0 agenda points; it was not stolen")


def test_jeitinho_the_third_assassination_agenda_wins_the_game(tmp_path):
    """Three Runner turns, each installing a copy of Jeitinho and running the three centrals."""
    runner_turn = [{"runner": "install Jeitinho"}, *CENTRAL_RUNS]
    corp_turn = [{"corp": "gain credit"}] * 3
    result = to_turn_end(tmp_path, runner={"clicks": 4, "grip": ["Jeitinho"] * 3}, name="three",
                         corp={"hq": ["Hedge Fund"], "rd": ["Beanstalk Royalties"] * 4},
                         actions=[dict(a) for a in [*runner_turn, *corp_turn] * 2 + runner_turn],
                         decisions={"jack out": "no", "use Jeitinho": "yes"})
    assert (at(result, "runner.score_area"), result["final_state"]["winner"]) == (["Jeitinho"] * 3, "runner")
    assert at(result, "runner.agenda_points") == 0


def test_jeitinho_stays_installed_without_a_successful_archives_run_or_when_declined(tmp_path):
    # the whole turn is shown (2 runs, then 2 x gain credit): no successful run on Archives is known to be none
    two = _turn(tmp_path, CENTRAL_RUNS[:2] + [{"runner": "gain credit"} for _ in range(2)], name="two")
    declined = _turn(tmp_path, CENTRAL_RUNS, answer="no", name="declined")
    assert (at(two, "runner.rig"), at(declined, "runner.rig"), at(declined, "runner.score_area")) == \
        (["Jeitinho"], ["Jeitinho"], [])


def _bypass(tmp_path, score_area, name, rig=("Abagnale",), **answers):
    return run_past(tmp_path, "Enigma", name=name, corp={"score_area": score_area},
                    runner={"rig": list(rig), "heap": ["Jeitinho"], "clicks": 3, "credits": 5},
                    decisions={"abilities at encounter Enigma": "Abagnale", "install Jeitinho from the heap": "yes",
                               **answers})


def test_jeitinho_installs_from_the_heap_for_a_click_when_a_bypass_happens_at_threat_3(tmp_path):
    result = _bypass(tmp_path, ["Fetal AI", "Hostile Takeover"], "threat")
    # the run's click, then Jeitinho's [click] and its 1[c] install cost
    assert (at(result, "runner.rig"), at(result, "runner.heap"), at(result, "runner.clicks"),
            at(result, "runner.credits")) == (["Jeitinho"], ["Abagnale"], 3 - 1 - 1, 5 - 1)


def test_jeitinho_does_nothing_from_the_heap_below_threat_3(tmp_path):
    result = _bypass(tmp_path, ["Fetal AI"], "low")
    assert (at(result, "runner.heap"), at(result, "runner.clicks")) == (["Jeitinho", "Abagnale"], 3 - 1)


def test_jeitinho_and_capybara_both_answer_the_same_bypass(tmp_path):
    """Interaction: two abilities meet "whenever you bypass"; Capybara derezzes the ice and Jeitinho comes back
    from the heap, each resolving in the order the Runner picks."""
    result = _bypass(tmp_path, ["Fetal AI", "Hostile Takeover"], "capybara", rig=("Abagnale", "Capybara"),
                     **{"use Capybara": "yes", "order Runner abilities": ["Jeitinho", "Capybara"]})
    assert (at(result, "cards[Enigma].rezzed"), at(result, "runner.rig"), at(result, "runner.removed")) == \
        (False, ["Jeitinho"], ["Capybara"])
