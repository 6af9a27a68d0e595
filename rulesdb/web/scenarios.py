"""Scenario pages: the list, and one scenario run step by step, re-runnable with changed decisions.

A GET runs the scenario as its file is written (cached per build and seed); with `decision.<name>`
parameters (the form's GET, so the URL can be shared) or a form POST it runs the decisions the judge
changed, and a decision the engine still needs is shown on the page. A scenario whose cards wait for
an engine mechanism is shown as written with its verdict marked unreliable; a re-run of it is refused
unless the request says `allow_incomplete=1`.
"""

from __future__ import annotations

import difflib
import json

from flask import Blueprint, Response, current_app, render_template, request

from rulesdb import arguments, labels
from rulesdb.engine.scenario.reliability import OPT_IN
from rulesdb.errors import BadQuery, ScenarioError, UnknownAddress
from rulesdb.web.limits import MAX_JSON_DEPTH, json_depth
from rulesdb.web.node_data import brief
from rulesdb.web.respond import cached, db, flag_arg, int_arg, one_value, page, wants_json
from rulesdb.web.scenario_data import resolved, shown
from rulesdb.web.scenario_data import scenario_data as answer_first
from rulesdb.web.table import scenario_board, share_url

bp = Blueprint("scenarios", __name__)
MAX_NAME = 200  # a decision's name in the form: the longest real one is a sentence


FOLDED_OVER = 3  # a group of scenarios longer than this opens folded: a phone sees the chapters first


@bp.get("/scenarios")
def index():
    return cached(lambda: page("scenarios/list.html", list_data()))


def list_data() -> dict:
    """Every scenario, and the same scenarios grouped by where their example is: the chapter of the
    current CR, else the document."""
    rdb = db()
    scenarios = [dict(s, example_linked=s.get("example") in rdb.nodes, **example_link(s.get("example") or ""))
                 for s in rdb.scenarios()]
    groups: dict[tuple, list[str]] = {}
    for s in scenarios:
        groups.setdefault(group_of(s.get("example") or ""), []).append(s["id"])
    return {"scenarios": scenarios, "groups": [{"title": title, "scenarios": ids, "folded": len(ids) > FOLDED_OVER}
                                               for (_, _, title), ids in sorted(groups.items())]}


def example_node(example: str):
    """The node a scenario's example names (`cr/<id>/example/<n>` in the latest release), or None."""
    rdb = db()
    try:
        return rdb.nodes.get(rdb.citation(example) if example.lower().startswith("cr/") else example)
    except UnknownAddress:
        return None


def example_link(example: str) -> dict:
    """The scenario's example named as a reader names it ("Example 1 of 6.9.4b"); the list links only
    an example named by its address (a CR example is a link on the scenario's page: 408 links more
    would cost the list 1.6 KB of its 30 KB budget)."""
    node = example_node(example)
    return {"example_title": labels.title(node, db().documents[node.document]) if node else example}


def group_of(example: str) -> tuple[int, int, str]:
    """Where a scenario's example lives, as a reader finds it, with its place in the list: the
    current CR's chapters in order ("CR 6 Runs"), then the other documents, then the rest."""
    rdb, node = db(), example_node(example)
    if node is None:
        doc = rdb.documents.get(example.split("/", 1)[0])
        return (1, 0, f"{doc.title} {doc.version}") if doc else (2, 0, "Other")
    while node.parent and node.parent in rdb.nodes:
        node = rdb.nodes[node.parent]
    doc = rdb.documents[node.document]
    chapter = getattr(node, "number", None) or ""
    if example.lower().startswith("cr/") and chapter.isdigit():
        return (0, int(chapter), f"CR {node.label}")
    return (1, 0, f"{doc.title} {doc.version}")


@bp.get("/scenarios/<scenario_id>")
def show(scenario_id: str):
    """The scenario as its file is written, or, with `decision.<name>` parameters, a counterfactual
    whose URL is the link to share."""
    seed, decisions = int_arg("seed", None, 0, 2**31), form_decisions()
    if decisions or flag_arg(OPT_IN):
        return variant(scenario_id, seed, decisions)
    # the embedded scenario as written: shown, its verdict marked unreliable if a card is incomplete
    return cached(lambda: page("scenarios/scenario.html", scenario_data(scenario_id, seed, None, True)))


@bp.post("/scenarios/<scenario_id>")
def rerun(scenario_id: str):
    return variant(scenario_id, int_arg("seed", None, 0, 2**31), form_decisions())


@bp.get("/scenarios/<scenario_id>/rerun")
def rerun_elsewhere(scenario_id: str):
    """Where the static export's re-run form goes: a copy without a server cannot re-run, so its page
    says so and shows no verdict (its script hands the decisions to the Table); on a server, the re-run."""
    if not current_app.config.get("STATIC_EDITION"):
        return show(scenario_id)
    board = scenario_board(scenario_id)
    return page("scenarios/rerun.html", dict(summary(scenario_id), table=share_url(board) if board else None))


def variant(scenario_id: str, seed: int | None, decisions: dict):
    """A re-run with changed decisions; a decision the engine cannot use (or never asks), or a card
    that waits for an engine mechanism without `allow_incomplete=1`, is shown on the form (400)."""
    try:
        allow_incomplete = flag_arg(OPT_IN)
        decisions = changed_only(scenario_id, seed, decisions, allow_incomplete)
        return page("scenarios/scenario.html", scenario_data(scenario_id, seed, decisions, allow_incomplete))
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


def changed_only(scenario_id: str, seed: int | None, decisions: dict, allow_incomplete: bool) -> dict:
    """The form sends every decision the run asked; those answered as the original run answered
    them are no change, so only the others are overrides (each of which the run must ask)."""
    summary(scenario_id)
    original = db().run_scenario(scenario_id, seed=seed, allow_incomplete=allow_incomplete)
    made = original["final_state"].get("decisions") or []
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


def run(scenario_id: str, seed: int | None, decisions: dict | None, allow_incomplete: bool = False) -> dict:
    summary(scenario_id)
    return db().run_scenario(scenario_id, seed=seed, decisions=decisions, allow_incomplete=allow_incomplete)


def scenario_data(scenario_id: str, seed: int | None, decisions: dict | None, allow_incomplete: bool) -> dict:
    data = answer_first(summary(scenario_id), scenario_id, seed, decisions, allow_incomplete)
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
        k[len("decision.") :]: parsed(k[len("decision.") :], one_value(k))
        for k, v in request.values.items()
        if k.startswith("decision.") and v.strip()
    }
    name, answer = one_value("new_decision").strip(), one_value("new_answer").strip()
    if name and answer:
        decisions[name] = parsed(name, answer)
    if any(len(k) > MAX_NAME for k in decisions):
        raise BadQuery(f"decisions: names up to {MAX_NAME} characters")
    return arguments.decisions(decisions)
