"""The engine's step table: the run's explicit transitions, and no move the table does not declare."""

import pytest

from rulesdb.engine import engine_transitions
from rulesdb.engine.timing.steps import RUN, Jump, follow
from rulesdb.errors import RulesDBError


def cr(*ids: str) -> set[str]:
    return {f"cr/{i}" for i in ids}


def test_run_transitions_are_the_ones_the_current_crs_steps_of_a_run_write():
    moves = {step: targets for step, targets in engine_transitions().items()
             if targets and step.startswith("cr/")}
    assert moves == {
        "cr/step_initiation_complete": cr("step_approach_begins", "step_pass_ice"),
        "cr/step_approach_complete": cr("step_encounter_begins", "step_pass_ice"),
        "cr/step_encounter_complete": cr("step_pass_ice"),
        "cr/step_jack_out_choice": cr("step_open_priority_windows_closed", "step_move_position"),
        "cr/step_approach_new_ice": cr("step_approach_begins", "step_approach_server"),
        "cr/step_movement_complete": cr("step_run_declared_successful"),
        "cr/step_breach": cr("step_breach_complete"),
        "cr/step_breach_complete": cr("step_success_complete"),
        "cr/step_success_complete": cr("step_open_priority_windows_closed"),
    }


def test_every_turn_and_run_step_has_an_address():
    steps = engine_transitions()
    assert len(steps) == 14 + 12 + 33
    assert "ffg-rr-1.0/timing/corp-turn/1.5" in steps
    assert "ffg-rr-1.0/timing/runner-turn/1.6" in steps
    assert "cr/step_before_jack_out_paw" in steps


def test_the_run_opens_a_window_before_the_first_ice_and_two_between_passing_ice_and_moving_on():
    windows = [step.cr_id for step in RUN.values() if step.windows]
    assert windows == ["step_initiation_paw", "step_approach_paw", "step_encounter_paw",
                       "step_before_jack_out_paw", "step_after_jack_out_paw"]
    assert follow(RUN, "step_pass_ice", None) == "step_before_jack_out_paw"
    assert follow(RUN, "step_before_jack_out_paw", None) == "step_jack_out_choice"
    assert follow(RUN, "step_move_position", None) == "step_after_jack_out_paw"


def test_a_step_cannot_go_where_the_table_does_not_say():
    with pytest.raises(RulesDBError, match=r"cr/step_resolve_subroutine: the timing structure has no transition "
                                           r"to \[step_approach_server\]"):
        follow(RUN, "step_resolve_subroutine", "step_approach_server")


def test_bypass_may_only_jump_to_pass_ice():
    assert follow(RUN, "step_encounter_begins", Jump("step_pass_ice", "bypass")) == "step_pass_ice"
    with pytest.raises(RulesDBError, match="effect 'bypass' cannot go to"):
        follow(RUN, "step_encounter_begins", Jump("step_approach_server", "bypass"))


def test_implicit_steps_follow_in_order_and_access_loops_per_card():
    assert follow(RUN, "step_encounter_begins", None) == "step_encounter_paw"
    assert follow(RUN, "step_access_agenda", None) == "step_access_complete"
    assert follow(RUN, "step_access_complete", "step_card_accessed") == "step_card_accessed"
    assert follow(RUN, "step_run_complete", None) is None
