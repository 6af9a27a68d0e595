"""The scenarios that replay the current CR's worked examples: every scenario file beside the
classification table, read with the engine's own loader."""

from __future__ import annotations

from pathlib import Path

from rulesdb.crexamples.table import TABLE_FILE
from rulesdb.engine import SCENARIO_DIR
from rulesdb.engine.scenario.reader import Scenario, load_file
from rulesdb.engine.scenario.reliability import incomplete_cards

CR_SCENARIO_DIR = SCENARIO_DIR / "cr"


def scenario_files(directory: str | Path | None = None) -> list[Path]:
    """The scenario files of the folder (the classification table is not one)."""
    folder = Path(directory) if directory else CR_SCENARIO_DIR
    return [p for p in sorted(folder.glob("*.yaml")) if p.name != TABLE_FILE]


def cr_scenarios(directory: str | Path | None = None) -> list[Scenario]:
    """Every scenario in the folder, loaded and validated."""
    return [load_file(path) for path in scenario_files(directory)]


def by_example(scenarios: list[Scenario]) -> dict[str, list[Scenario]]:
    """The scenarios naming each example address (its replay and counterfactuals), by file name."""
    found: dict[str, list[Scenario]] = {}
    for scenario in scenarios:
        found.setdefault(scenario.example, []).append(scenario)
    return found


def listing(directory: str | Path | None = None) -> list[dict]:
    """The engine's scenarios and these (in `cr/` of the folder, the package's by default), as
    `rulesdb.engine.list_scenarios` lists them, by id."""
    from rulesdb.engine import list_scenarios

    folder = Path(directory) if directory else SCENARIO_DIR
    cr = folder / CR_SCENARIO_DIR.name
    return sorted(list_scenarios(folder) + (list_scenarios_in(cr) if cr.is_dir() else []), key=lambda s: s["id"])


def list_scenarios_in(folder: Path) -> list[dict]:
    return [{"id": s.id, "title": s.title, "example": s.example, "cards": list(s.cards),
             "incomplete": incomplete_cards(s)} for s in cr_scenarios(folder)]


def locate(scenario: str | Path) -> str | Path:
    """A scenario id of this folder as its file; anything else as given, for the engine to find."""
    text = str(scenario)
    path = CR_SCENARIO_DIR / f"{text}.yaml"
    if "/" not in text and text != Path(TABLE_FILE).stem and path.is_file():
        return path
    return scenario
