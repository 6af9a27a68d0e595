"""The data behind a scenario page, answer first: the verdict and its deciding step, every step with
readable citations and the board it leaves, and for a counterfactual its own title, its own checks
and a URL that encodes its decisions.
"""

from __future__ import annotations

import json
from urllib.parse import urlencode

from rulesdb.answers import (
    board_changes,
    changed_decisions,
    cite_label,
    invariants,
    run_with_boards,
    variant_checks,
    variant_title,
    verdict,
)
from rulesdb.engine import load_scenario
from rulesdb.engine.scenario.reliability import unreliable_line
from rulesdb.errors import RulesDBError
from rulesdb.labels import excerpt
from rulesdb.web.labels import field_words
from rulesdb.web.node_data import url_for
from rulesdb.web.respond import db

CITED_TEXT = 600  # characters of a cited rule shown on tap


def resolved(citation: str) -> str:
    """The node a citation names: an address as it is, or a version-less one (`cr/rule_bypass`) as
    lookup reads it, latest release first; unchanged when the build has no such node."""
    rdb = db()
    if citation in rdb.nodes:
        return citation
    try:
        found = rdb.candidates(citation)
    except RulesDBError:
        found = []
    return found[0] if found else citation


def cited(citations: list[str]) -> list[dict]:
    """The addresses a step cites, named as a judge says them, with their text and page."""
    rdb = db()
    out = []
    for a in map(resolved, citations):
        node = rdb.nodes.get(a)
        out.append({"address": a, "title": cite_label(a, rdb.documents, rdb.nodes),
                    "text": excerpt(node.text, CITED_TEXT) if node is not None else "",
                    "url": url_for(rdb, a)})
    return out


def plain(value) -> str:
    """A result value as a judge reads it: words as words, lists joined, nothing as "none"."""
    if value is None or value == []:
        return "none"
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return ", ".join(value)
    return shown(value)


def shown(value) -> str:
    """A decision's answer as the form shows it: words as words, anything else as JSON."""
    return value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)


def form_field(made: dict) -> dict:
    """A decision the run asked, for the re-run form: a choice of its options when the answer is one
    of them (one tap to change), else free text."""
    answer, options = shown(made["answer"]), [o for o in made.get("options") or () if isinstance(o, str)]
    return {"decision": made["decision"], "player": made.get("player"), "answer": answer,
            "options": options if answer in options else None}


def steps(result: dict, deciding: int | None) -> list[dict]:
    """Every trace step after the set-up: its citations, what it changed on the board, the board."""
    trace, boards = result["trace"], result.get("boards") or []
    before = dict(result["start_state"], runs=[])
    out = []
    for i, entry in enumerate(trace):
        after = boards[i] if i < len(boards) else before
        changes = board_changes(before, after) if boards else []
        before = after
        if i == 0 and entry["step"] == "setup":
            continue
        out.append(dict(entry, n=i + 1, cites=cited(entry["cites"]), changes=changes,
                        board=after if changes else None, deciding=i == deciding))
    return out


def share_url(scenario_id: str, changes: list[dict], seed: int | None) -> str:
    """The page's own URL for this variant: its changed decisions (and seed) as query parameters."""
    args = [("decision." + c["decision"], shown(c["answer"])) for c in changes]
    if seed is not None:
        args.append(("seed", str(seed)))
    return f"/scenarios/{scenario_id}" + ("?" + urlencode(args) if args else "")


def verdict_data(found: dict, trace: list[dict]) -> dict:
    """The verdict's sentences, and its deciding step (1-based) with the rules that step cites."""
    deciding = found["deciding"]
    if deciding is None:
        return {"sentences": found["sentences"], "step": None, "text": None, "cites": []}
    rules = [c for c in trace[deciding]["cites"] if "/timing/" not in c]
    return {"sentences": found["sentences"], "step": deciding + 1, "text": trace[deciding]["text"],
            "cites": cited(rules)}


def scenario_data(base: dict, scenario_id: str, seed: int | None, decisions: dict | None,
                  allow_incomplete: bool = False) -> dict:
    """`base` (the scenario's list entry and example) with the run, answer first; `allow_incomplete` runs a
    scenario whose cards wait for an engine mechanism, its verdict marked unreliable."""
    result = run_with_boards(scenario_id, seed=seed, decisions=decisions, directory=db().scenario_dir,
                             allow_incomplete=allow_incomplete)
    original = db().run_scenario(scenario_id, seed=seed, allow_incomplete=allow_incomplete) if decisions else result
    made = result["final_state"].get("decisions") or []
    changes = changed_decisions(original["final_state"].get("decisions") or [], made, decisions or {})
    found = verdict(result)
    trace = result["trace"]
    deciding = found["deciding"]
    first = 1 if trace and trace[0]["step"] == "setup" else 0
    data = dict(
        base, seed=seed, run=result, error=None, overridden=bool(changes),
        title=variant_title(base["scenario"]["title"], changes), changes=changes,
        verdict=verdict_data(found, trace),
        unreliable=unreliable_line(result["incomplete"]) if result["incomplete"] else None,
        start=dict(trace[0], cites=cited(trace[0]["cites"])) if first else None,
        steps=steps(result, deciding),
        decisions=[form_field(d) for d in made],
        share=share_url(scenario_id, changes, seed),
    )
    if changes:
        data.update(variant_data(scenario_id, original, result))
    return data


def variant_data(scenario_id: str, original: dict, result: dict) -> dict:
    """A counterfactual's own checks: each quantity the file checks beside the original's, in words,
    the rules invariants on this run, and the original's verdict."""
    paths = [e.path for e in load_scenario(scenario_id, db().scenario_dir).expect]
    rows = variant_checks(paths, original["final_state"], result["final_state"])
    return {
        "variant_checks": [dict(c, label=field_words(c["path"]), variant_shown=plain(c["variant"]),
                                original_shown=plain(c["original"])) for c in rows],
        "invariants": invariants(result["final_state"]),
        "original_verdict": verdict(original)["sentences"],
    }
