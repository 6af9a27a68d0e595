"""Abilities that move the Runner to another position mid-run (cr/rule_move_runner_to_position): the
run goes to the Approach Ice Phase at the ice there, so the Corp may rez it and the Runner encounters
it if it is rezzed, without passing the ice they left (cr/rule_move_new_run_phase). Cell Portal,
Mirāju and Slipstream are every card in the library that moves the Runner."""

from rulesdb.engine.run.moves import move_runner
from tests.engine.card_play import at, board, run_past, traced

CORRODER = {"credits": 5, "rig": ["Corroder"]}


def _steps_after(result: dict, words: str) -> list[str]:
    """The run steps the trace went through after the entry saying `words`, in order, once each."""
    trace = result["trace"]
    start = next(i for i, entry in enumerate(trace) if words in entry["text"])
    steps: list[str] = []
    for entry in trace[start + 1:]:
        step = next((c for c in entry["cites"] if c.startswith("cr/step_")), None)
        if step and (not steps or steps[-1] != step):
            steps.append(step)
    return steps


def test_cell_portal_sends_the_runner_back_to_approach_and_encounter_the_outermost_ice(tmp_path):
    result = run_past(tmp_path, ["Ice Wall", "Cell Portal"], runner=CORRODER,
                      decisions={"break Ice Wall": "Corroder", "rez Cell Portal": "no"})
    assert [e["ice"] for e in at(result, "runs.0.encounters")] == ["Ice Wall", "Cell Portal", "Ice Wall"]
    assert at(result, "runs.0.encounters.1.result") == "moved"  # Cell Portal is left, not passed
    # the run's own steps after the move: approach (with its rez window), encounter, then on inward
    assert _steps_after(result, "the Runner moves to Ice Wall")[:5] == [
        "cr/step_resolve_subroutine", "cr/step_approach_begins", "cr/step_approach_paw",
        "cr/step_encounter_begins", "cr/step_encounter_paw"]
    assert traced(result, "The Corp does not rez Cell Portal.")  # derezzed, then approached again
    assert at(result, "runs.0.outcome") == "successful"


def test_cell_portal_alone_is_approached_again_and_the_corp_may_rez_it_again(tmp_path):
    result = run_past(tmp_path, ["Cell Portal"], corp={"credits": 10},
                      decisions={"rez Cell Portal": "yes", "jack out at Cell Portal #2": "yes"})
    assert [e["ice"] for e in at(result, "runs.0.encounters")] == ["Cell Portal", "Cell Portal"]
    assert at(result, "corp.credits") == 10 - 5  # rezzed a second time at the second approach
    assert (at(result, "runs.0.outcome"), at(result, "runs.0.ended_by")) == ("unsuccessful",
                                                                            "the Runner jacking out")


def test_the_runner_may_jack_out_after_cell_portal_moves_them(tmp_path):
    result = run_past(tmp_path, ["Ice Wall", "Cell Portal"], runner=CORRODER,
                      decisions={"break Ice Wall": "Corroder",  # #1 is asked after passing Ice Wall
                                 "jack out at Cell Portal #2": "yes"})
    assert [e["ice"] for e in at(result, "runs.0.encounters")] == ["Ice Wall", "Cell Portal"]
    assert at(result, "runs.0.outcome") == "unsuccessful"
    assert at(result, "corp.servers.Server 1.ice") == ["Ice Wall", "Cell Portal"]


def test_miraju_broken_sends_the_runner_to_approach_archives_ice_which_the_corp_may_rez(tmp_path):
    result = run_past(tmp_path, ["Mirāju"], runner={"credits": 5, "rig": ["Gordian Blade"]},
                      corp={"credits": 5, "hq": ["Hedge Fund"],
                            "servers": {"Archives": {"ice": [{"card": "Enigma", "rezzed": False}]}}},
                      decisions={"break Mirāju": "Gordian Blade", "rez Enigma": "yes",
                                 "break Enigma": "Gordian Blade"})
    assert at(result, "runs.0.server") == "Archives"
    assert [e["ice"] for e in at(result, "runs.0.encounters")] == ["Mirāju", "Enigma"]
    assert at(result, "corp.credits") == 5 - 3  # Enigma rezzed at its approach
    assert _steps_after(result, "the Runner moves to Enigma")[:3] == [
        "cr/step_encounter_complete", "cr/step_approach_begins", "cr/step_approach_paw"]
    assert not traced(result, "The Runner passes Mirāju")  # moved instead of passing it
    assert at(result, "runs.0.encounters.0.result") == "moved"
    assert at(result, "cards.Mirāju.rezzed") is False


def test_miraju_unbroken_resolves_its_subroutine_and_is_passed(tmp_path):
    result = run_past(tmp_path, ["Mirāju"], corp={"hq": ["Hedge Fund"], "rd": ["Ice Wall"]},
                      decisions={"Mirāju choice": "draw", "Mirāju target": "Hedge Fund"})
    assert at(result, "runs.0.server") == "Server 1"
    assert (at(result, "corp.hq"), sorted(at(result, "corp.rd"))) == (["Ice Wall"], ["Hedge Fund"])
    assert traced(result, "The Runner passes Mirāju")


def test_inversificator_does_not_see_miraju_passed_after_the_encounter_it_broke(tmp_path):
    """The CR's own example (cr/rule_run_phase_after): broken with Inversificator, Mirāju moves the
    Runner to Archives' outermost position instead of being passed; encountered again and not broken,
    it is passed, but not "after an encounter during which" Inversificator fully broke it."""
    result = run_past(tmp_path, ["Mirāju"], server="Archives", corp={"credits": 5, "hq": ["Hedge Fund"]},
                      runner={"credits": 5, "rig": ["Inversificator"]},
                      decisions={"break Mirāju": "Inversificator", "break Mirāju #2": "no",
                                 "rez Mirāju": "yes", "Mirāju choice": "no", "Mirāju target": "Hedge Fund",
                                 "use Inversificator": "yes"})
    assert [e["ice"] for e in at(result, "runs.0.encounters")] == ["Mirāju", "Mirāju"]
    assert not traced(result, "Inversificator's ability")
    assert at(result, "corp.servers.Archives.ice") == ["Mirāju"]


def test_slipstream_approaches_the_central_ice_and_offers_its_own_jack_out(tmp_path):
    result = run_past(tmp_path, ["Ice Wall"], runner={"credits": 5, "rig": ["Corroder", "Slipstream"]},
                      corp={"servers": {"R&D": {"ice": [{"card": "Enigma", "rezzed": False}]}}},
                      decisions={"break Ice Wall": "Corroder", "use Slipstream": "yes",
                                 "Slipstream target": "R&D: Enigma", "rez Enigma": "no",
                                 "jack out at Slipstream": "yes"})
    assert (at(result, "runs.0.server"), at(result, "runs.0.outcome")) == ("R&D", "unsuccessful")
    assert not traced(result, "The Runner approaches an unrezzed piece of ice (Enigma)")


def test_slipstream_the_corp_may_rez_the_ice_the_runner_moved_to(tmp_path):
    result = run_past(tmp_path, ["Ice Wall"], runner={"credits": 5, "rig": ["Corroder", "Slipstream"]},
                      corp={"credits": 3, "servers": {"R&D": {"ice": [{"card": "Enigma", "rezzed": False}]}}},
                      decisions={"break Ice Wall": "Corroder", "use Slipstream": "yes",
                                 "Slipstream target": "R&D: Enigma", "rez Enigma": "yes", "break Enigma": "no"})
    assert [e["ice"] for e in at(result, "runs.0.encounters")] == ["Ice Wall", "Enigma"]
    assert (at(result, "runs.0.server"), at(result, "runs.0.outcome")) == ("R&D", "unsuccessful")
    assert not traced(result, "The Runner moves to the next position inward")  # no Movement Phase in between


def test_a_move_with_no_run_does_nothing(tmp_path):
    game = board(tmp_path, corp={"servers": {"Archives": {"ice": ["Ice Wall"]}}})
    assert move_runner(game, "Archives", 0, "A test") is False
    assert any("cr/rule_ineffective_move" in e["cites"] for e in game.trace.entries)
