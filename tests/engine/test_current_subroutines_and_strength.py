"""Current subroutines (own, printed, gained) and strength increases with durations, on small boards."""

from card_play import at, run_past, scenario

from rulesdb.engine import run_scenario


def test_ashigaru_has_one_end_the_run_per_card_in_hq_and_they_resolve_in_order(tmp_path):
    result = run_past(tmp_path, "Ashigaru", server="HQ", corp={"hq": ["Hedge Fund", "Hedge Fund"]})
    assert at(result, "runs.0.encounters.0.subroutines_resolved") == ["End the run."]  # the first ends the run
    assert at(result, "runs.0.ended_by") == "Ashigaru's subroutine"


def test_ashigaru_with_an_empty_hq_has_no_subroutine_to_stop_the_runner(tmp_path):
    result = run_past(tmp_path, "Ashigaru", server="HQ", runner={"credits": 0})
    assert at(result, "runs.0.encounters.0.subroutines_resolved") == []
    assert at(result, "runs.0.outcome") == "successful"


def test_a_second_moment_written_with_parentheses_is_checked(tmp_path):
    path = tmp_path / "moments.yaml"
    path.write_text("""title: two runs
example: ffg-rr-1.0/term/encounter
runner:
  rig: [Corroder]
actions:
  - runner: run Archives
  - runner: gain credit
  - runner: run Archives
decisions:
  jack out: "no"
expect:
  - at[run begins (2)].runner.credits: 6
  - 'at[run begins #2].runner.clicks': 1
""", encoding="utf-8")
    result = run_scenario(path)
    assert [c["ok"] for c in result["checks"]] == [True, True]


def test_an_icebreakers_strength_used_outside_an_encounter_ends_at_the_next_checkpoint(tmp_path):
    result = scenario(tmp_path, actions=[{"runner": "gain credit"}, {"runner": "gain credit"}],
                      runner={"clicks": 4, "credits": 5, "rig": ["Corroder"]},
                      decisions={"abilities at Runner action phase (1)": "Corroder"})
    assert at(result, "cards.Corroder.strength") == 2
    assert at(result, "runner.credits") == 6  # 5 + 2 gained - 1 spent on a strength that did not last


def test_an_encounter_shows_what_makes_the_ice_strength_differ_from_its_printed_value(tmp_path):
    """A judge checking whether a breaker matches the ice sees the sum: Ice Wall's own +1 per advancement token;
    with Hush hosted the ability is gone and the printed strength stands alone."""
    advanced = {"card": "Ice Wall", "advancement": 2}
    result = run_past(tmp_path, [advanced], runner={"credits": 0}, name="advanced")
    assert traced_text(result, "The Runner encounters Ice Wall") == (
        "The Runner encounters Ice Wall (strength 3: 1 printed, +2 Ice Wall's own ability; 1 subroutine).")
    hushed = run_past(tmp_path, [{**advanced, "hosted": ["Hush"]}], runner={"credits": 0}, name="hushed")
    assert traced_text(hushed, "The Runner encounters Ice Wall") == (
        "The Runner encounters Ice Wall (strength 1, 1 subroutine).")


def traced_text(result: dict, start: str) -> str:
    return next(e["text"] for e in result["trace"] if e["text"].startswith(start))
