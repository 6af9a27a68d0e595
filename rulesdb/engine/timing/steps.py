"""The timing structures as step tables: the turns as the Rules Reference numbers them (each with its
current-CR counterpart), the run as the current CR's "Steps of a Run" give it (cr/sec_steps_of_a_run).

`goes_to` holds what the document itself says ("go to [7]", "proceed to the Movement Phase"); `next` is the
implicit following step where the text gives no transition. Effects that leave a step early
(bypass, "end the run", ice uninstalled while encountered) are listed apart in EFFECT_JUMPS, each
with the rule that allows it, so the engine never moves in a way the table does not declare.
"""

from __future__ import annotations

from functools import cached_property

from rulesdb.engine import cites
from rulesdb.engine.records import record
from rulesdb.errors import RulesDBError


@record(frozen=True)
class Step:
    """One numbered step of a timing structure and where the engine may go from it."""

    structure: str
    number: str
    title: str
    goes_to: tuple[str, ...] = ()
    next: str | None = None
    windows: tuple[str, ...] = ()
    each: tuple[str, ...] = ()  # "for each card accessed": loop back, or skip when there is none
    cr_id: str | None = None  # a step of the current CR's own structures (the run), by semantic id

    @cached_property
    def address(self) -> str:
        return cites.cr(self.cr_id) if self.cr_id else cites.step(self.structure, self.number)

    @cached_property
    def current_cr(self) -> str | None:
        """The same step in the current CR's timing structures, by semantic id, where it has one
        (None for a step that is itself the CR's)."""
        return None if self.cr_id else _CR_ADDRESSES.get((self.structure, self.number))


@record(frozen=True)
class Jump:
    """A move forced by an effect rather than by the step's own text."""

    target: str
    reason: str


PAID = "paid-abilities"
REZ_ICE = "rez-ice"
REZ_NON_ICE = "rez-non-ice"
SCORE = "score-agendas"


def _table(structure: str, rows: tuple, each: dict | None = None) -> dict[str, Step]:
    steps = {}
    for number, title, goes_to, nxt, windows in rows:
        loop = (each or {}).get(number, ())
        steps[number] = Step(structure, number, title, tuple(goes_to), nxt, tuple(windows), loop)
    return steps


RUN_ROWS = (
    # Initiation Phase (cr/rule_sec_run_initiation_phase)
    ("step_initiation_announce", "6.9.1a", "Announce the attacked server", (), ()),
    ("step_initiation_bad_publicity", "6.9.1b", "Bad publicity credits", (), ()),
    ("step_initiation_formal_begin", "6.9.1c", "The run formally begins", (), ()),
    ("step_runner_position", "6.9.1d", "The Runner's position is set", (), ()),
    ("step_initiation_paw", "6.9.1e", "Paid ability window", (), (PAID, REZ_NON_ICE)),
    ("step_initiation_complete", "6.9.1f", "Initiation Phase complete",
     ("step_approach_begins", "step_pass_ice"), ()),
    # Approach Ice Phase (cr/rule_sec_run_approach_ice_phase)
    ("step_approach_begins", "6.9.2a", "The approach begins", (), ()),
    ("step_approach_paw", "6.9.2b", "Paid ability window; the Corp may rez the approached ice", (),
     (REZ_ICE, PAID, REZ_NON_ICE)),
    ("step_approach_complete", "6.9.2c", "Approach Ice Phase complete",
     ("step_encounter_begins", "step_pass_ice"), ()),
    # Encounter Ice Phase (cr/rule_sec_run_encounter_ice_phase)
    ("step_encounter_begins", "6.9.3a", "The encounter begins", (), ()),
    ("step_encounter_paw", "6.9.3b", "Paid ability window; subroutines can be broken", (), (PAID,)),
    ("step_resolve_subroutine", "6.9.3c", "Resolve unbroken subroutines", (), ()),
    ("step_encounter_complete", "6.9.3e", "Encounter Ice Phase complete", ("step_pass_ice",), ()),
    # Movement Phase (cr/rule_sec_run_movement_phase)
    ("step_pass_ice", "6.9.4a", "Pass the ice in the Runner's position", (), ()),
    ("step_before_jack_out_paw", "6.9.4b", "Paid ability window", (), (PAID,)),
    ("step_jack_out_choice", "6.9.4c", "Jack out?",
     ("step_open_priority_windows_closed", "step_move_position"), ()),
    ("step_move_position", "6.9.4d", "Move to the next position inward", (), ()),
    ("step_after_jack_out_paw", "6.9.4e", "Paid ability and rez window", (), (PAID, REZ_NON_ICE)),
    ("step_approach_new_ice", "6.9.4f", "Moved to a new position?",
     ("step_approach_begins", "step_approach_server"), ()),
    ("step_approach_server", "6.9.4g", "Approach the attacked server", (), ()),
    ("step_movement_complete", "6.9.4h", "Movement Phase complete", ("step_run_declared_successful",), ()),
    # Success Phase (cr/rule_sec_run_success_phase), with the breach (cr/sec_steps_of_breaching_a_server)
    # and each access (cr/sec_steps_of_accessing_a_card) inside it
    ("step_run_declared_successful", "6.9.5a", "The run is declared successful", (), ()),
    ("step_breach", "6.9.5b", "The Runner breaches the attacked server", ("step_breach_complete",), ()),
    ("step_card_accessed", "7.2.1", "The card is accessed", (), ()),
    ("step_mid_access_ability", "7.2.2", "Mid-access ability (trash it?)", (), ()),
    ("step_access_agenda", "7.2.3", "Steal an agenda", (), ()),
    ("step_access_complete", "7.2.4", "The access is complete", (), ()),
    ("step_breach_complete", "7.5.7", "The breach is complete", ("step_success_complete",), ()),
    ("step_success_complete", "6.9.5c", "Success Phase complete", ("step_open_priority_windows_closed",), ()),
    # Run Ends Phase (cr/rule_sec_run_run_ends_phase)
    ("step_open_priority_windows_closed", "6.9.6a", "Open priority windows close", (), ()),
    ("step_run_ends_bad_publicity", "6.9.6b", "Unspent bad publicity credits are lost", (), ()),
    ("step_run_declared_unsuccessful", "6.9.6c", "Unsuccessful if the Success Phase was not reached", (), ()),
    ("step_run_complete", "6.9.6d", "The run is complete", (), ()),
)


def _cr_table(structure: str, rows: tuple, each: dict, ends: tuple) -> dict[str, Step]:
    """A current-CR timing structure keyed by step id: a row without a transition of its own goes on
    to the next row, except the rows in `ends` (whose successor is decided by `each` or nothing)."""
    steps = {}
    for i, (cr_id, number, title, goes_to, windows) in enumerate(rows):
        nxt = rows[i + 1][0] if not goes_to and cr_id not in ends and i + 1 < len(rows) else None
        steps[cr_id] = Step(structure, number, title, tuple(goes_to), nxt, tuple(windows),
                            tuple(each.get(cr_id, ())), cr_id)
    return steps


#: The run as the current CR's "Steps of a Run" give it (cr/sec_steps_of_a_run): every paid ability
#: and rez window of the Initiation, Approach Ice, Encounter Ice and Movement phases, in order.
RUN = _cr_table("run", RUN_ROWS, each={
    "step_breach": ("step_card_accessed",),  # cr/step_choose_candidate: a candidate chosen, or none
    "step_access_complete": ("step_card_accessed", "step_breach_complete"),  # cr/step_repeat_candidate_selection
}, ends=("step_access_complete", "step_run_complete"))

CORP_TURN = _table("corp-turn", (
    ("1", "Draw phase", (), "1.1", ()),
    ("1.1", "Gain allotted clicks", (), "1.2", ()),
    ("1.2", "Paid ability window", (), "1.3", (PAID, REZ_NON_ICE, SCORE)),
    ("1.3", "Recurring credits refill", (), "1.4", ()),
    ("1.4", "The Corp's turn begins", (), "1.5", ()),
    ("1.5", "Mandatory draw", (), "2", ()),
    ("2", "Action phase", (), "2.1", ()),
    ("2.1", "Paid ability window", (), "2.2", (PAID, REZ_NON_ICE, SCORE)),
    ("2.2", "Take actions", (), "3", (PAID, REZ_NON_ICE, SCORE)),
    ("3", "Discard phase", (), "3.1", ()),
    ("3.1", "Discard to maximum hand size", (), "3.2", ()),
    ("3.2", "Paid ability window", (), "3.3", (PAID, REZ_NON_ICE)),
    ("3.3", "Lose unspent clicks", (), "3.4", ()),
    ("3.4", "The Corp's turn ends", (), None, ()),
))

RUNNER_TURN = _table("runner-turn", (
    ("1", "Action phase", (), "1.1", ()),
    ("1.1", "Gain allotted clicks", (), "1.2", ()),
    ("1.2", "Paid ability window", (), "1.3", (PAID, REZ_NON_ICE)),
    ("1.3", "Recurring credits refill", (), "1.4", ()),
    ("1.4", "The Runner's turn begins", (), "1.5", ()),
    ("1.5", "Paid ability window", (), "1.6", (PAID, REZ_NON_ICE)),
    ("1.6", "Take actions", (), "2", (PAID, REZ_NON_ICE)),
    ("2", "Discard phase", (), "2.1", ()),
    ("2.1", "Discard to maximum hand size", (), "2.2", ()),
    ("2.2", "Paid ability window", (), "2.3", (PAID, REZ_NON_ICE)),
    ("2.3", "Lose unspent clicks", (), "2.4", ()),
    ("2.4", "The Runner's turn ends", (), None, ()),
))

#: Each Rules Reference turn step's counterpart in the current CR.
CR_STEPS = {
    ("corp-turn", "1.1"): "step_corp_turn_allotted_clicks",
    ("corp-turn", "1.2"): "step_corp_turn_draw_phase_paw",
    ("corp-turn", "1.3"): "step_corp_turn_recurring_credits_refill",
    ("corp-turn", "1.4"): "step_corp_turn_turn_formal_begin",
    ("corp-turn", "1.5"): "step_corp_turn_mandatory_draw",
    ("corp-turn", "2.1"): "step_corp_turn_action_phase_paw",
    ("corp-turn", "2.2"): "step_corp_turn_action", ("corp-turn", "3.1"): "step_corp_turn_discard",
    ("corp-turn", "3.2"): "step_corp_turn_discard_phase_paw",
    ("corp-turn", "3.3"): "step_corp_turn_lose_unspent_clicks",
    ("corp-turn", "3.4"): "step_corp_turn_formal_end",
    ("runner-turn", "1.1"): "step_runner_turn_allotted_clicks",
    ("runner-turn", "1.2"): "step_runner_turn_action_phase_paw",
    ("runner-turn", "1.3"): "step_runner_turn_recurring_credits_refill",
    ("runner-turn", "1.4"): "step_runner_turn_recurring_formal_begin",
    ("runner-turn", "1.5"): "step_runner_turn_loop_paw",
    ("runner-turn", "1.6"): "step_runner_turn_action",
    ("runner-turn", "2.1"): "step_runner_turn_discard",
    ("runner-turn", "2.2"): "step_runner_turn_discard_phase_paw",
    ("runner-turn", "2.3"): "step_runner_turn_lose_unspent_clicks",
    ("runner-turn", "2.4"): "step_runner_turn_formal_end",
}

_CR_ADDRESSES = {key: cites.cr(found) for key, found in CR_STEPS.items()}

STRUCTURES = {"run": RUN, "corp-turn": CORP_TURN, "runner-turn": RUNNER_TURN}

#: Moves effects can force during a run, keyed by kind, with the address that allows each.
EFFECT_JUMPS = {
    "bypass": ("step_pass_ice", cites.cr("rule_bypass")),
    "run ended": ("step_open_priority_windows_closed", cites.cr("rule_end_the_run")),
    "ice uninstalled": ("step_pass_ice", cites.cr("rule_ice_change_encounter_uninstall_derez")),
    "access ended": ("step_breach_complete", cites.cr("rule_end_run_ends_access")),
    "server gone": ("step_open_priority_windows_closed", cites.C_SERVER_GONE_RUN),
    "moved to approach": ("step_approach_begins", cites.cr("rule_move_to_piece_of_ice")),
    "moved to encounter": ("step_encounter_begins", cites.cr("rule_move_to_piece_of_ice")),
    "moved to no ice": ("step_pass_ice", cites.cr("rule_move_to_specific_position")),
}


def follow(table: dict[str, Step], current: str, move: str | Jump | None) -> str | None:
    """The step after `current`: None means the implicit next step; a Jump must be a declared effect."""
    step = table[current]
    if move is None:
        return step.next
    if isinstance(move, Jump):
        target, _ = EFFECT_JUMPS[move.reason]
        if target != move.target:
            raise RulesDBError(f"{step.address}: effect {move.reason!r} cannot go to [{move.target}]")
        return move.target
    if move not in step.goes_to + step.each:
        raise RulesDBError(f"{step.address}: the timing structure has no transition to [{move}]")
    return move


def engine_transitions() -> dict[str, set[str]]:
    """Each turn step (Rules Reference) and run step (current CR) address -> the step addresses
    reachable by an explicit transition."""
    return {step.address: {table[target].address for target in step.goes_to}
            for table in STRUCTURES.values() for step in table.values()}
