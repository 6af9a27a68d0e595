"""Answer-first scenario results: the verdict in plain words, the step that decides it, the board at
every step, citations a judge can read ("CR 1.10.3c Credits"), and what a counterfactual changes.

Everything here reads what the engine returns (`rulesdb.engine.run_scenario`); nothing changes it.
"""

from rulesdb.answers.boards import board_changes, run_with_boards
from rulesdb.answers.citations import cite_label
from rulesdb.answers.variants import changed_decisions, invariants, variant_checks, variant_title
from rulesdb.answers.verdict import verdict, verdict_text

__all__ = [
    "board_changes",
    "changed_decisions",
    "invariants",
    "cite_label",
    "run_with_boards",
    "variant_checks",
    "variant_title",
    "verdict",
    "verdict_text",
]
