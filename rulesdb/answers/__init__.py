"""Answer-first scenario results: the verdict in plain words, the step that decides it, the board at
every step, citations a judge can read ("CR 1.10.3c Credits"), and what a counterfactual changes.

Everything here reads what the engine returns (`rulesdb.engine.run_scenario`); nothing changes it.
The names below are imported on first use, so a citation label does not load the engine (no
module bears one of these names: a loaded submodule would shadow the function of its name).
"""

from importlib import import_module

_FROM = {
    "board_changes": "boards", "run_with_boards": "boards", "cite_label": "citations",
    "changed_decisions": "variants", "invariants": "variants", "variant_checks": "variants",
    "variant_title": "variants", "verdict": "verdicts", "verdict_text": "verdicts",
}

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


def __getattr__(name: str):
    if name not in _FROM:
        raise AttributeError(f"module 'rulesdb.answers' has no attribute {name!r}")
    value = getattr(import_module(f"rulesdb.answers.{_FROM[name]}"), name)
    globals()[name] = value
    return value
