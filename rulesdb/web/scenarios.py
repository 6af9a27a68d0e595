"""Scenario pages: the list, and one scenario run step by step, re-runnable with changed decisions.

A GET runs the scenario as its file is written (cached per build and seed); with `decision.<name>`
parameters (the form's GET, so the URL can be shared) or a form POST it runs the decisions the judge
changed, and a decision the engine still needs is shown on the page.
"""

from __future__ import annotations

import difflib
import json

from flask import Blueprint, Response, render_template, request

from rulesdb import arguments
from rulesdb.errors import BadQuery, ScenarioError, UnknownAddress
from rulesdb.web.limits import MAX_JSON_DEPTH, json_depth
from rulesdb.web.node_data import brief
from rulesdb.web.respond import cached, db, int_arg, page, wants_json
from rulesdb.web.scenario_data import scenario_data as answer_first
from rulesdb.web.scenario_data import resolved, shown
from rulesdb.web.table import scenario_board, share_url

bp = Blueprint("scenarios", __name__)
MAX_NAME = 200  # a decision's name in the form: the longest real one is a sentence


@bp.get("/scenarios")
def index():
    return cached(lambda: page("scenarios/list.html", {"scenarios": [
        dict(s, example_linked=s.get("example") in db().nodes) for s in db().scenarios()]}))


@bp.get("/scenarios/<scenario_id>")
def show(scenario_id: str):
    """The scenario as its file is written, or, with `decision.<name>` parameters, a counterfactual
    whose URL is the link to share."""
    seed, decisions = int_arg("seed", None, 0, 2**31), form_decisions()
    if decisions:
        return variant(scenario_id, seed, decisions)
    return cached(lambda: page("scenarios/scenario.html", scenario_data(scenario_id, seed, None)))


@bp.post("/scenarios/<scenario_id>")
def rerun(scenario_id: str):
    return variant(scenario_id, int_arg("seed", None, 0, 2**31), form_decisions())


def variant(scenario_id: str, seed: int | None, decisions: dict):
    """A re-run with changed decisions; a decision the engine cannot use (or never asks) is shown on
    the form (400)."""
    try:
        decisions = changed_only(scenario_id, seed, decisions)
        return page("scenarios/scenario.html", scenario_data(scenario_id, seed, decisions))
    except ScenarioError as exc:
        if wants_json():
            raise
        data = dict(
            summary(scenario_id),
            seed=seed,
            run=None,
            error=str(exc),
            overridden=True,
            title=summary(scenario_id)["scenario"]["title"],
            decisions=[{"decision": k, "answer": shown(v)} for k, v in decisions.items()],
        )
        return Response(
            render_template("scenarios/scenario.html", data=data), status=400, mimetype="text/html"
        )


def changed_only(scenario_id: str, seed: int | None, decisions: dict) -> dict:
    """The form sends every decision the run asked; those answered as the original run answered
    them are no change, so only the others are overrides (each of which the run must ask)."""
    summary(scenario_id)
    made = db().run_scenario(scenario_id, seed=seed)["final_state"].get("decisions") or []
    before = {d["decision"]: shown(d["answer"]) for d in made}
    return {k: v for k, v in decisions.items() if before.get(k) != shown(v)}


def summary(scenario_id: str) -> dict:
    """The scenario's list entry and its example; UnknownAddress (404) for an unknown id."""
    listed = {s["id"]: s for s in db().scenarios()}
    if scenario_id not in listed:
        close = difflib.get_close_matches(scenario_id, listed, 3, 0.5)
        raise UnknownAddress(f"scenario/{scenario_id}", tuple(f"scenarios/{c}" for c in close))
    info = listed[scenario_id]
    example = resolved(info["example"]) if info.get("example") else None  # cr/... in the latest release
    node = db().nodes.get(example) if example else None
    return {
        "scenario": info,
        "example": dict(brief(db(), example), text=node.text) if node else None,
    }


def run(scenario_id: str, seed: int | None, decisions: dict | None) -> dict:
    summary(scenario_id)
    return db().run_scenario(scenario_id, seed=seed, decisions=decisions)


def scenario_data(scenario_id: str, seed: int | None, decisions: dict | None) -> dict:
    data = answer_first(summary(scenario_id), scenario_id, seed, decisions)
    board = scenario_board(scenario_id)
    return dict(data, table=share_url(board) if board and not decisions else None)


def parsed(name: str, text: str):
    """A form answer as a value: JSON if it reads as JSON (numbers, lists, objects), else words."""
    text = text.strip()
    if (depth := json_depth(text.encode())) > MAX_JSON_DEPTH:
        raise BadQuery(f"decision.{name[:40]}: JSON nested {depth} levels deep; at most {MAX_JSON_DEPTH}")
    try:
        return json.loads(text)
    except ValueError:
        return text


def form_decisions() -> dict:
    """`decision.<name>=<answer>` fields, plus one new `new_decision`/`new_answer` pair."""
    decisions = {
        k[len("decision.") :]: parsed(k[len("decision.") :], v)
        for k, v in request.values.items()
        if k.startswith("decision.") and v.strip()
    }
    name, answer = (
        request.values.get("new_decision", "").strip(),
        request.values.get("new_answer", "").strip(),
    )
    if name and answer:
        decisions[name] = parsed(name, answer)
    if any(len(k) > MAX_NAME for k in decisions):
        raise BadQuery(f"decisions: names up to {MAX_NAME} characters")
    return arguments.decisions(decisions)
