"""What the graph needs besides the documents: card titles, exact same-rule alignments, scenarios.

Gathered here so that build.py stays a sequence of steps and each input comes from the module
that owns it (nrdb card data, the version diff, the scenario engine).
"""

from __future__ import annotations

from pathlib import Path

from rulesdb.model import Document


def graph_inputs(documents: dict[str, Document], sources: Path, cards: Path | None) -> dict:
    from rulesdb import nrdb
    from rulesdb.crexamples.citations import scenario_records
    from rulesdb.diff import same_rule_pairs

    scenario_dir = Path(sources) / "scenarios"
    return {
        "card_titles": nrdb.card_titles(cards) if cards else None,
        "card_facts": nrdb.card_facts(cards) if cards else None,
        "same_rule": same_rule_pairs(documents),
        "scenarios": scenario_records(scenario_dir) if scenario_dir.is_dir() else [],
    }
