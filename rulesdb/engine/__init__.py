"""The executable scenario engine: replay a worked example step by step, each step citing its rules.

Public API (used by the CLI, the graph and the web app):
`SCENARIO_DIR`, `list_scenarios`, `load_scenario`, `run_scenario`, `play_game`, `play_result`,
`format_trace`, `engine_transitions`; `rulesdb.table.board` plays a board sent as JSON (the Table).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rulesdb.build.sources import DEFAULT_SOURCES
from rulesdb.engine.effects.setting_aside import left_aside_caveats
from rulesdb.engine.scenario.reader import Scenario, load_file
from rulesdb.engine.scenario.reliability import check_complete, incomplete_cards
from rulesdb.engine.scenario.result import check
from rulesdb.engine.scenario.setup import build, unloaded_caveats
from rulesdb.engine.scenario.trace import format_trace
from rulesdb.engine.state.snapshot import final_state, start_state
from rulesdb.engine.state.unseen_blank import unsure_caveats
from rulesdb.engine.timing.steps import engine_transitions
from rulesdb.engine.turns import turn
from rulesdb.errors import ScenarioError, SourceError

SCENARIO_DIR = DEFAULT_SOURCES / "scenarios"  # the checkout's, or the copy installed with the package

__all__ = [
    "SCENARIO_DIR",
    "Scenario",
    "engine_transitions",
    "format_trace",
    "list_scenarios",
    "load_scenario",
    "play_game",
    "play_result",
    "run_scenario",
]


def list_scenarios(directory: str | Path | None = None) -> list[dict]:
    """Every scenario in the folder, by id: [{"id", "title", "example", "cards", "incomplete"}]
    ("incomplete": the cards that wait for an engine mechanism, so its verdict is unreliable)."""
    folder = Path(directory) if directory else SCENARIO_DIR
    found = []
    for path in sorted(folder.glob("*.yaml"), key=lambda p: p.stem):
        scenario = load_file(path)
        found.append({"id": scenario.id, "title": scenario.title, "example": scenario.example,
                      "cards": list(scenario.cards), "incomplete": incomplete_cards(scenario)})
    return found


def load_scenario(path_or_id: str | Path, directory: str | Path | None = None, parses=None) -> Scenario:
    """A scenario from a file path, or by id (file stem) from the scenario folder (`parses`: a
    build's stored parses, engine.scenario.parsed, read instead of parsing a text they hold)."""
    text = str(path_or_id)
    if isinstance(path_or_id, Path) or text.endswith((".yaml", ".yml")) or "/" in text:
        path = Path(path_or_id)
    else:
        folder = Path(directory) if directory else SCENARIO_DIR
        path = folder / f"{text}.yaml"
        fits = len(path.name.encode()) <= 255  # a longer name is no file's: never asked of the disk
        if fits and not path.is_file():  # the CR examples' scenarios live in cr/
            path = next(folder.glob(f"*/{text}.yaml"), path)
        if not (fits and path.is_file()):
            known = [p.stem for p in sorted(path.parent.glob("*.yaml"))]
            raise ScenarioError(f"unknown scenario {text!r} (known: {', '.join(known)})")
    if not path.is_file():
        raise ScenarioError(f"{path}: scenario file not found")
    return load_file(path, parses)


def run_scenario(scenario: str | Path | Scenario, seed: int | None = None,
                 decisions: dict | list | None = None,
                 directory: str | Path | None = None, allow_incomplete: bool = False,
                 allow_unasked: bool = False) -> dict:
    """Run a scenario; `decisions` ({name: answer}) overrides the file's, for counterfactuals.

    A scenario using a card that waits for an engine mechanism is refused (ScenarioError) unless
    `allow_incomplete`; then "reliable" is False and "incomplete" names each such card. An answer
    naming a decision the run never asks is refused (ScenarioError), unless `allow_unasked` (a test
    harness sharing one set of answers among many boards) lists it in "unused_decisions" instead.

    Returns {"scenario", "title", "example", "seed", "ok", "reliable", "incomplete", "checks", "trace",
    "key_steps", "effect_steps", "start_state", "final_state", "unused_decisions", "caveats"}; "ok" is whether
    every `expect` of
    the file holds; "caveats" are sentences the verdict adds about what the board assumed (a card laid out
    without the counters it gets when installed).
    """
    if not isinstance(scenario, Scenario):
        scenario = load_scenario(scenario, directory)
    incomplete = check_complete(scenario, allow_incomplete)
    seed = scenario.seed if seed is None else seed
    game = build(scenario, _overrides(decisions), seed)
    return play_result(game, scenario, seed, counterfactual=bool(decisions), allow_unasked=allow_unasked,
                       incomplete=incomplete)


def play_result(game, scenario: Scenario, seed: int, *, counterfactual: bool = False,
                allow_unasked: bool = False, incomplete: list | None = None) -> dict:
    """Play a built game through the scenario and check it: `run_scenario`'s result. "key_steps" are
    the trace entries central to the worked example (the last one decides the verdict), "effect_steps" the last
    step of each triggered ability's effect (deciding when there is no key step); `incomplete`
    is what `check_complete` found (the verdict is unreliable when it names a card)."""
    incomplete = incomplete or []
    start, caveats = start_state(game), unloaded_caveats(game)
    play_game(game, scenario)
    if not allow_unasked:
        game.decider.refuse_unasked(counterfactual=counterfactual)
    final = final_state(game)
    caveats += unsure_caveats(game)  # values the final state shows as printed, though unknown (Dr. Lovegood)
    caveats += left_aside_caveats(game)  # a found card not installed, in no zone the CR names
    checks = [check(expectation, final, game.snapshots, game.after)
              for expectation in scenario.expect]
    return {"scenario": scenario.id, "title": scenario.title, "example": scenario.example,
            "seed": seed, "ok": all(c["ok"] for c in checks), "reliable": not incomplete,
            "incomplete": incomplete, "checks": checks,
            "trace": game.trace.entries, "key_steps": list(game.trace.keys),
            "effect_steps": list(game.trace.effects), "start_state": start,
            "final_state": final, "unused_decisions": game.decider.unused(), "caveats": caveats}


def play_game(game, scenario: Scenario) -> None:
    """Play a built game through the scenario's actions, as `run_scenario` does (for callers that
    watch the game step by step, such as the per-step boards)."""
    game.actions = list(scenario.actions)
    game.moments = set(scenario.moments)
    game.until_turn_end = scenario.until == "end of turn"
    game.after = [] if any(e.path.startswith("after[") for e in scenario.expect) else None
    turn.play(game, scenario.turn, scenario.corp.clicks if scenario.turn == "corp"
               else scenario.runner.clicks)


def _overrides(decisions: Any) -> dict:
    """Accept {name: answer}, [{name: answer}, ...] or ["name=answer", ...] (as a form or CLI sends)."""
    if decisions is None:
        return {}
    if isinstance(decisions, dict):
        return dict(decisions)
    merged: dict = {}
    for item in decisions:
        if isinstance(item, dict):
            merged.update(item)
        elif isinstance(item, str) and "=" in item:
            name, _, value = item.partition("=")
            merged[name.strip()] = _answer(name.strip(), value)
        else:
            raise ScenarioError(f"decision override {item!r} must be 'name=answer' or a mapping")
    return merged


def _answer(name: str, value: str):
    """A typed answer ("2", "[a, b]", "yes") read as YAML, within the bounded loader's limits."""
    from rulesdb import yamlsafe  # here, not at the top: the offline engine has no PyYAML

    if not value.strip():
        return ""
    try:
        return yamlsafe.load(value, f"decision {name}")
    except SourceError as exc:
        raise ScenarioError(str(exc)) from None
