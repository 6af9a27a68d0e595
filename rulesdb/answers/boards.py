"""The board at every step of a scenario run, and what each step changed on it.

The engine reports the board at the start and the end; a judge stepping through wants it at each
step. `run_with_boards` plays the scenario with the engine's own building blocks and records both
sides and the runs after every trace entry; the result is used only if its trace is the engine's.
"""

from __future__ import annotations

import copy
from pathlib import Path

from rulesdb.engine import load_scenario, play_game, run_scenario
from rulesdb.engine.scenario.setup import build
from rulesdb.engine.state.snapshot import start_state

#: Board fields in a judge's words; a field not named here is shown by its own name.
LABELS = {
    "credits": "credits", "clicks": "clicks", "hq": "HQ", "rd": "R&D", "archives": "Archives",
    "score_area": "score area", "agenda_points": "agenda points", "bad_publicity": "bad publicity",
    "grip": "grip", "stack": "stack", "heap": "heap", "rig": "rig", "tags": "tags",
    "core_damage": "core damage", "link": "link", "hosted": "hosted counters", "removed": "removed from the game",
}
RUN_FIELDS = ("outcome", "ended_by", "accessed", "stolen", "trashed")


def snapshot(game) -> dict:
    """Both sides and the runs so far, as plain data."""
    board = start_state(game)
    board["runs"] = copy.deepcopy(game.runs)
    return board


def run_with_boards(scenario_id: str, seed: int | None = None, decisions: dict | None = None,
                    directory: Path | None = None, allow_incomplete: bool = False) -> dict:
    """`run_scenario`'s result plus "boards": the board after each trace entry ([] when a replay
    with recording does not reproduce the engine's trace exactly); `directory` holds the scenarios;
    `allow_incomplete` runs a scenario whose cards wait for an engine mechanism (see `run_scenario`)."""
    scenario = load_scenario(scenario_id, directory)  # finds the CR examples' scenarios (cr/) by id too
    result = run_scenario(scenario, seed=seed, decisions=decisions, allow_incomplete=allow_incomplete)
    game = build(scenario, dict(decisions or {}), result["seed"])
    boards = [snapshot(game)] * len(game.trace.entries)
    add = game.trace.add

    def recording_add(text, *cites, key=False):
        add(text, *cites, key=key)
        # an attempt the rules refuse takes its entries back out of the trace: its boards go with them
        del boards[len(game.trace.entries) - 1:]
        boards.append(snapshot(game))

    game.trace.add = recording_add
    play_game(game, scenario)
    same = [e["text"] for e in game.trace.entries] == [e["text"] for e in result["trace"]]
    return dict(result, boards=boards if same and len(boards) == len(result["trace"]) else [])


def _flat(value, prefix: str = "") -> dict[str, object]:
    if isinstance(value, dict):
        out: dict[str, object] = {}
        for key, inner in value.items():
            out.update(_flat(inner, f"{prefix}.{key}" if prefix else str(key)))
        return out
    return {prefix: value}


def _label(path: str) -> str:
    parts = path.split(".")
    side = {"corp": "Corp", "runner": "Runner"}.get(parts[0], parts[0])
    if parts[0] == "corp" and len(parts) >= 4 and parts[1] == "servers":
        return f"{parts[2]} {parts[3]}"
    if parts[0] == "runner" and parts[1] == "memory":
        return "memory used" if parts[-1] == "used" else "memory limit"
    return f"{side} {' '.join(LABELS.get(p, p) for p in parts[1:])}".strip()


def _shown(value) -> str:
    if isinstance(value, list):
        return ", ".join(map(str, value)) if value else "none"
    return "none" if value is None else str(value)


def board_changes(before: dict, after: dict) -> list[str]:
    """What a step changed, in words: "Runner credits: 5 → 4", "run on HQ: successful".

    >>> board_changes({"runner": {"credits": 5}, "runs": []}, {"runner": {"credits": 4}, "runs": []})
    ['Runner credits: 5 → 4']
    """
    old = _flat({k: v for k, v in before.items() if k != "runs"})
    new = _flat({k: v for k, v in after.items() if k != "runs"})
    lines = [f"{_label(p)}: {_shown(old.get(p))} → {_shown(v)}" for p, v in new.items() if old.get(p) != v]
    lines += _run_changes(before.get("runs") or [], after.get("runs") or [])
    return lines


def _run_changes(before: list, after: list) -> list[str]:
    lines = []
    for n, run in enumerate(after):
        old = before[n] if n < len(before) else {}
        name = f"run on {run.get('server', '?')}"
        if not old:
            lines.append(f"{name}: begins")
        for field in RUN_FIELDS:
            if run.get(field) != old.get(field) and run.get(field) not in (None, []):
                lines.append(f"{name} {field.replace('_', ' ')}: {_shown(run.get(field))}")
        for e, enc in enumerate(run.get("encounters") or []):
            was = (old.get("encounters") or [])[e:e + 1]
            if enc.get("result") and (not was or was[0].get("result") != enc.get("result")):
                lines.append(f"{enc.get('ice')}: {enc.get('result')}")
    return lines
