"""The Rules Reference timing structures as a step table: every engine step is one RR step address.

`goes_to` holds what the document itself says ("go to [7]", "continue to [2.3]"); `next` is the
implicit following step where the text gives no transition. Effects that leave a step early
(bypass, "end the run", ice uninstalled while encountered) are listed apart in EFFECT_JUMPS, each
with the rule that allows it, so the engine never moves in a way the table does not declare.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from rulesdb.engine import cites
from rulesdb.errors import RulesDBError


@dataclass(frozen=True)
class Step:
    """One numbered step of a timing structure and where the engine may go from it."""

    structure: str
    number: str
    title: str
    goes_to: tuple[str, ...] = ()
    next: str | None = None
    windows: tuple[str, ...] = ()
    each: tuple[str, ...] = ()  # "for each card accessed": loop back, or skip when there is none

    @cached_property
    def address(self) -> str:
        return cites.step(self.structure, self.number)

    @cached_property
    def current_cr(self) -> str | None:
        """The same step in the current CR's timing structures, by semantic id, where it has one."""
        return _CR_ADDRESSES.get((self.structure, self.number))


@dataclass(frozen=True)
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


RUN = _table("run", (
    ("1", "Initiation", ("2", "4"), None, ()),
    ("2", "Approach ice", (), "2.1", ()),
    ("2.1", "Paid ability window", (), "2.2", (PAID,)),
    ("2.2", "Jack out?", ("7", "2.3"), None, ()),
    ("2.3", "Rez approached ice", (), "2.4", (REZ_ICE, PAID, REZ_NON_ICE)),
    ("2.4", "Is the ice rezzed?", ("3", "4"), None, ()),
    ("3", "Encounter ice", (), "3.1", ()),
    ("3.1", "Break subroutines", (), "3.2", (PAID,)),
    ("3.2", "Resolve unbroken subroutines", ("7", "4"), None, ()),
    ("4", "Pass ice", ("2", "5"), None, ()),
    ("5", "Approach server", (), "5.1", ()),
    ("5.1", "Paid ability window", (), "5.2", (PAID,)),
    ("5.2", "Jack out?", ("7", "5.3"), None, ()),
    ("5.3", "Paid ability and rez window", (), "5.4", (PAID, REZ_NON_ICE)),
    ("5.4", "The run is successful", (), "5.5", ()),
    ("5.5", "Access cards", (), "5.5.1", ()),
    ("5.5.1", "Access a card", (), "5.5.2", ()),
    ("5.5.2", "Trash it?", (), "5.5.3", ()),
    ("5.5.3", "Steal an agenda", (), "5.5.4", ()),
    ("5.5.4", "Set it aside", (), "5.6", ()),
    ("5.6", "Return set-aside cards", ("6",), None, ()),
    ("6", "The run ends", (), None, ()),
    ("7", "The run ends unsuccessfully", (), None, ()),
), each={"5.5": ("5.6",), "5.5.4": ("5.5.1",)})

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

#: Each Rules Reference step's counterpart in the current CR (whose run has a Movement Phase).
CR_STEPS = {
    ("run", "1"): "step_initiation_announce", ("run", "2"): "step_approach_begins",
    ("run", "2.1"): "step_approach_paw", ("run", "2.2"): "step_jack_out_choice",
    ("run", "2.3"): "step_approach_paw", ("run", "2.4"): "step_approach_complete",
    ("run", "3"): "step_encounter_begins", ("run", "3.1"): "step_encounter_paw",
    ("run", "3.2"): "step_resolve_subroutine", ("run", "4"): "step_pass_ice",
    ("run", "5"): "step_approach_server", ("run", "5.1"): "step_after_jack_out_paw",
    ("run", "5.2"): "step_jack_out_choice", ("run", "5.3"): "step_after_jack_out_paw",
    ("run", "5.4"): "step_run_declared_successful", ("run", "5.5"): "step_breach",
    ("run", "5.5.1"): "step_card_accessed", ("run", "5.5.2"): "step_mid_access_ability",
    ("run", "5.5.3"): "step_access_agenda", ("run", "5.5.4"): "step_access_complete",
    ("run", "5.6"): "step_breach_complete", ("run", "6"): "step_run_complete",
    ("run", "7"): "step_run_declared_unsuccessful",
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
    "bypass": ("4", cites.BYPASS),
    "run ended": ("7", cites.step("run", "3.2")),
    "ice uninstalled": ("4", cites.step("run", "3")),
    "access ended": ("5.6", cites.cr("rule_end_run_ends_access")),
    "server gone": ("7", cites.C_SERVER_GONE_RUN),
    "not declared successful": ("6", cites.cr("rule_not_unsuccessful_when_reached_success_phase")),
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
    """Each RR turn/run step address -> the step addresses reachable by an explicit transition."""
    return {step.address: {cites.step(step.structure, target) for target in step.goes_to}
            for table in STRUCTURES.values() for step in table.values()}
