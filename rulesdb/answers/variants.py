"""A counterfactual: a scenario re-run with some decisions changed. It gets its own title ("… if the
Runner declines to bypass with Femme Fatale") and its own checks: how each quantity the scenario
file checks came out in this variant against the original, and rules invariants that any run,
this one included, must satisfy.
"""

from __future__ import annotations

import json

from rulesdb.engine.scenario.result import MISSING, lookup_path


def _same(a, b) -> bool:
    return json.dumps(a, sort_keys=True, default=str) == json.dumps(b, sort_keys=True, default=str)


def changed_decisions(original: list[dict], variant: list[dict], asked: dict) -> list[dict]:
    """The overrides whose answer differs from what the original run answered, with who was asked:
    [{"decision", "player", "answer"}]."""
    before = {d["decision"]: d for d in original}
    players = {d["decision"]: d.get("player") for d in [*original, *variant]}
    changed = []
    for name, answer in asked.items():
        if name in before and _same(before[name]["answer"], answer):
            continue
        changed.append({"decision": name, "player": players.get(name), "answer": answer})
    return changed


def phrase(change: dict) -> str:
    """ "the Runner declines to bypass with Femme Fatale", "the Runner chooses Gordian Blade for break Tollbooth".

    >>> phrase({"decision": "bypass with Femme Fatale", "player": "Runner", "answer": "no"})
    'the Runner declines to bypass with Femme Fatale'
    """
    who = f"the {change['player']}" if change.get("player") else "the player asked"
    answer, name = change["answer"], change["decision"]
    if answer in ("no", False):
        return f"{who} declines to {name}"
    if answer in ("yes", True):
        return f"{who} chooses to {name}"
    shown = answer if isinstance(answer, str) else json.dumps(answer, ensure_ascii=False)
    return f"{who} answers {shown} to “{name}”"


def variant_title(title: str, changes: list[dict]) -> str:
    """The scenario's title with the counterfactual it shows."""
    if not changes:
        return title
    return f"{title.rstrip('.')} — if {' and '.join(phrase(c) for c in changes)}"


def variant_checks(paths: list[str], original: dict, variant: dict) -> list[dict]:
    """Each quantity the scenario file checks, as it came out in the variant and in the original."""
    rows = []
    for path in paths:
        now, then = lookup_path(variant, path), lookup_path(original, path)
        rows.append({"path": path, "variant": None if now is MISSING else now,
                     "original": None if then is MISSING else then, "differs": not _same(now, then)})
    return rows


def invariants(final: dict) -> list[dict]:
    """Rules every run must satisfy, checked on this run: [{"rule", "ok"}]."""
    abilities = final.get("abilities") or {}
    settled = {n for k in ("resolved", "not_resolved", "declined", "not_usable") for n in abilities.get(k) or []}
    encounters = [e for r in final.get("runs") or [] for e in r.get("encounters") or []]
    bypassed = [e for e in encounters if e.get("result") == "bypassed"]
    runs = final.get("runs") or []
    credits = [final.get(side, {}).get("credits", 0) for side in ("corp", "runner")]
    return [
        {"rule": "every ability that met its trigger condition resolved, was declined, could not be used "
                 "or never resolved", "ok": set(abilities.get("met") or []) <= settled},
        {"rule": "bypassed ice has no subroutine broken or resolved",
         "ok": all(not e.get("broken") and not e.get("subroutines_resolved") for e in bypassed)},
        {"rule": "a run something ended is not successful",
         "ok": all(r.get("outcome") != "successful" for r in runs if r.get("ended_by"))},
        {"rule": "no player's credits are below zero", "ok": all((c or 0) >= 0 for c in credits)},
    ]
