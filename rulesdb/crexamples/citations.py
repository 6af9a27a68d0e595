"""Scenarios that rest on rules or examples that changed between two CR releases.

A scenario's citations are the current-CR rules its trace cites (`cr/<id>` or `nsg-cr-<v>/<id>`),
by semantic id, plus the rule whose worked example it replays. Any of those whose text differs
between the two releases, and a replayed example that was reworded or removed, flag it.
"""

from __future__ import annotations

import re
from pathlib import Path

from rulesdb.crexamples.release import Release, read_release
from rulesdb.crexamples.replays import CR_SCENARIO_DIR, cr_scenarios
from rulesdb.crexamples.table import TABLE_FILE
from rulesdb.engine import SCENARIO_DIR, load_scenario, run_scenario
from rulesdb.engine.scenario.reader import Scenario
from rulesdb.errors import RulesDBError

_CR = re.compile(r"^(?:cr|nsg-cr-[\d.]+)/(?P<id>[^/\s]+)(?P<example>/example/\d+)?$")


def semantic_id(address: str) -> str | None:
    """The rule id an address of the current CR names (an example names its rule), else None."""
    match = _CR.match(address)
    return match["id"] if match else None


def example_key(address: str) -> str | None:
    """`<rule id>/example/<n>` for a current-CR example address, else None."""
    match = _CR.match(address)
    return f"{match['id']}{match['example']}" if match and match["example"] else None


def cited_rules(scenario: Scenario, result: dict) -> list[str]:
    """The semantic ids a scenario relies on: its trace's current-CR citations and its example's rule."""
    found = [semantic_id(a) for step in result["trace"] for a in step.get("cites", ())]
    found.append(semantic_id(scenario.example))
    return sorted({sid for sid in found if sid})


def all_scenarios(directories: list[Path] | None = None) -> list[Scenario]:
    """The engine's scenario folder and the CR examples' folder, or the folders given."""
    if directories is None:
        directories = [SCENARIO_DIR, CR_SCENARIO_DIR]
    found = []
    for folder in map(Path, directories):
        if (folder / TABLE_FILE).is_file() or folder.name == "cr":
            found += cr_scenarios(folder)
        else:
            found += [load_scenario(p) for p in sorted(folder.glob("*.yaml"))]
    return found


def scenario_records(folder: str | Path) -> list[dict]:
    """Every scenario under `folder` (its own files and the CR examples' in `cr/`) as the graph
    needs it: id, title, example, cards, and the current-CR rules its trace cites (`cr/<id>`)."""
    folder = Path(folder)
    scenarios = all_scenarios([folder, folder / "cr"] if (folder / "cr").is_dir() else [folder])
    return [_record(scenario) for scenario in scenarios]


def _cites(scenario: Scenario) -> tuple[list[str], str]:
    """The scenario's citations, and why it stopped if it did (then only its example's rule)."""
    try:
        return cited_rules(scenario, run_scenario(scenario, allow_incomplete=True)), ""  # rules cited, not a verdict
    except RulesDBError as exc:
        return [sid for sid in [semantic_id(scenario.example)] if sid], str(exc)


def _record(scenario: Scenario) -> dict:
    cites, _ = _cites(scenario)
    return {"id": scenario.id, "title": scenario.title, "example": scenario.example,
            "cards": list(scenario.cards), "cites": [f"cr/{sid}" for sid in cites]}


def check_citations(old: str, new: str, releases: str | Path,
                    directories: list[Path] | None = None) -> dict:
    """Every scenario, and what changed from release `old` to `new` among what it cites."""
    before, after = read_release(releases, old), read_release(releases, new)
    rows = [_row(s, before, after) for s in all_scenarios(directories)]
    return {"from": old, "to": new, "scenarios": len(rows),
            "flagged": [row for row in rows if row["flagged"]],
            "unchanged": sorted(row["scenario"] for row in rows if not row["flagged"])}


def _row(scenario: Scenario, before: Release, after: Release) -> dict:
    cites, error = _cites(scenario)
    rules = [{"rule": f"cr/{sid}", "change": change} for sid in cites
             if (change := _change(before.rules.get(sid), after.rules.get(sid)))]
    example = _example_change(example_key(scenario.example), before, after)
    row = {"scenario": scenario.id, "example": scenario.example, "cites": [f"cr/{c}" for c in cites],
           "rules": rules, "example_change": example, "flagged": bool(rules or example)}
    return dict(row, error=error) if error else row


def _example_change(key: str | None, before: Release, after: Release) -> str | None:
    """How the replayed example changed; the same text under another index is a renumbering."""
    if not key:
        return None
    change = _change(before.examples.get(key), after.examples.get(key))
    if change and before.examples.get(key) in _siblings(after, key):
        return "renumbered"
    return change


def _siblings(release: Release, key: str) -> list[str]:
    rule = key.split("/example/")[0]
    return [text for k, text in release.examples.items() if k.split("/example/")[0] == rule]


def _change(old: str | None, new: str | None) -> str | None:
    if old == new:
        return None
    if new is None:
        return "removed"
    return "added" if old is None else "reworded"
