"""A situation from the Table kept as a scenario file: the board with its answers, `example` the rule
that decided it, and checks that hold the verdict, so `rulesdb scenario run` gives the same ruling
and fails loudly if a later engine changes it.
"""

from __future__ import annotations

from typing import Any

import yaml

from rulesdb.engine.scenario.reader import _ADDRESS as FILE_ADDRESS

#: What a scenario file may carry that the Table sends (`allow_incomplete` is the CLI's option).
FILE_FIELDS = ("title", "example", "see_also", "seed", "turn", "until", "corp", "runner", "actions",
               "decisions", "expect", "notes")


def scenario_file(board: dict, result: dict, deciding: int | None) -> str:
    """The YAML of a scenario file replaying `board` (answers included) to `result`'s verdict."""
    data = {k: board[k] for k in FILE_FIELDS if k in board and k not in ("example", "expect")}
    data = {"title": board.get("title") or "A situation set up on the Table",
            "example": board.get("example") or deciding_rule(result["trace"], deciding), **data}
    data["expect"] = verdict_checks(result["final_state"])
    flag = " --allow-incomplete" if board.get("allow_incomplete") is True else ""
    head = f"# Set up on the Table; replay with: rulesdb scenario run FILE{flag}\n"
    return head + yaml.safe_dump(data, allow_unicode=True, sort_keys=False, default_flow_style=False, width=100)


def deciding_rule(trace: list[dict], deciding: int | None) -> str:
    """The current CR's rule the deciding step applied (the first a file may name), else the first
    step's: where a situation with no worked example comes from."""
    steps = ([trace[deciding]] if deciding is not None else []) + trace
    found = (c for step in steps for c in step["cites"] if FILE_ADDRESS.match(c))
    return next(found, "cr/sec_steps_of_a_run")


def verdict_checks(final: dict) -> list[dict[str, Any]]:
    """Checks on every fact the verdict is read from (how the game or the last run ended, what became
    of the triggered abilities, damage taken, actions refused) and both credit pools."""
    checks: list[dict[str, Any]] = []
    if final.get("winner"):
        checks += [{"winner": final["winner"]}, {"reason": final.get("reason")}]
    runs = final.get("runs") or []
    if runs:
        last, n = runs[-1], len(runs) - 1
        checks += [{f"runs.{n}.server": last["server"]}, {f"runs.{n}.outcome": last["outcome"]}]
        checks += [{f"runs.{n}.{k}": last[k]} for k in ("ended_by", "accessed", "stolen", "trashed") if last.get(k)]
    else:
        checks.append({"runs": {"count": 0}})
    abilities = final.get("abilities") or {}
    checks += [{f"abilities.{k}": v} for k, v in abilities.items() if v]
    damage = final.get("damage") or {}
    checks += [{f"damage.{k}": damage[k]} for k in ("net", "meat", "core") if damage.get(k)]
    if final.get("refused"):
        checks.append({"refused": {"count": len(final["refused"])}})
    return checks + [{"runner.credits": final["runner"]["credits"]}, {"corp.credits": final["corp"]["credits"]}]
