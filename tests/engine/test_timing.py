"""The engine's step table: the run's explicit transitions, and no move the table does not declare."""

import pytest

from rulesdb.engine import engine_transitions
from rulesdb.engine.timing import RUN, Jump, follow
from rulesdb.errors import RulesDBError


def run(*numbers: str) -> set[str]:
    return {f"ffg-rr-1.0/timing/run/{n}" for n in numbers}


def test_run_transitions_are_the_ones_the_rules_reference_writes():
    moves = {step: targets for step, targets in engine_transitions().items() if targets}
    assert moves == {
        "ffg-rr-1.0/timing/run/1": run("2", "4"),
        "ffg-rr-1.0/timing/run/2.2": run("7", "2.3"),
        "ffg-rr-1.0/timing/run/2.4": run("3", "4"),
        "ffg-rr-1.0/timing/run/3.2": run("7", "4"),
        "ffg-rr-1.0/timing/run/4": run("2", "5"),
        "ffg-rr-1.0/timing/run/5.2": run("7", "5.3"),
        "ffg-rr-1.0/timing/run/5.6": run("6"),
    }


def test_every_turn_and_run_step_has_an_address():
    steps = engine_transitions()
    assert len(steps) == 23 + 14 + 12
    assert "ffg-rr-1.0/timing/corp-turn/1.5" in steps
    assert "ffg-rr-1.0/timing/runner-turn/1.6" in steps
    assert "ffg-rr-1.0/timing/run/5.5.4" in steps


def test_a_step_cannot_go_where_the_table_does_not_say():
    with pytest.raises(RulesDBError, match=r"run/3\.2: the timing structure has no transition to \[5\]"):
        follow(RUN, "3.2", "5")


def test_bypass_may_only_jump_to_pass_ice():
    assert follow(RUN, "3", Jump("4", "bypass")) == "4"
    with pytest.raises(RulesDBError, match="effect 'bypass' cannot go to"):
        follow(RUN, "3", Jump("5", "bypass"))


def test_implicit_steps_follow_in_order_and_access_loops_per_card():
    assert follow(RUN, "3", None) == "3.1"
    assert follow(RUN, "5.5.4", None) == "5.6"
    assert follow(RUN, "5.5.4", "5.5.1") == "5.5.1"
    assert follow(RUN, "6", None) is None
