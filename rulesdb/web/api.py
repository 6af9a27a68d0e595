"""The JSON API under /api/: what the CLI prints with --json; an OpenAPI document of it all."""

from __future__ import annotations

import mimetypes
from collections import Counter

from flask import Blueprint, Response, request
from werkzeug.exceptions import NotFound

from rulesdb import arguments
from rulesdb.errors import BadQuery
from rulesdb.web import openapi
from rulesdb.web.diffs import kind_filter
from rulesdb.web.home import find
from rulesdb.web.releases import is_release
from rulesdb.web.respond import MAX_SEED, about, cached, db, flag_arg, int_arg, text_arg, to_json
from rulesdb.web.scenarios import run

bp = Blueprint("api", __name__, url_prefix="/api")


@bp.before_app_request
def only_api_routes_under_api() -> None:
    """/api/<anything else> is a missing API route (a JSON 404 saying so), never a node address."""
    ours = request.blueprint in ("api", "table")
    if request.path.startswith("/api/") and request.routing_exception is None and not ours:
        raise NotFound(f"no API route {request.path[:80]!r}: /api/openapi.json lists them")


def as_json(data) -> Response:
    return Response(to_json(data), mimetype="application/json")


def document_arg(name: str, required: bool = False) -> str | None:
    """A document id parameter, checked against the build (404 naming the parameter if unknown)."""
    value = text_arg(name, required=required) or None
    if value is not None:
        with about(name):
            return db().document_id(value)
    return value


@bp.get("/search")
def search():
    return cached(lambda: as_json(find()))


@bp.get("/node/<path:address>")
def node(address: str):
    def make():
        document = document_arg("doc")
        with about("address"):
            return as_json(db().show(address, document=document))

    return cached(make)


@bp.get("/refs/<path:address>")
def refs(address: str):
    def make():
        with about("address"):
            return as_json(db().refs(db().resolve(address).address))

    return cached(make)


@bp.get("/diff")
def diff():
    def make():
        kinds, old, new = kind_filter(), document_arg("from", required=True), document_arg("to", required=True)
        rule = text_arg("rule") or None
        with about("to"):  # a version of another family than `from`'s
            result = db().diff(old, new, rule=rule,
                               include_unchanged=flag_arg("all") or "unchanged" in kinds)
        if kinds:
            result = dict(result, changes=[c for c in result["changes"] if c["kind"] in kinds])
        return as_json(result)

    return cached(make)


@bp.get("/history/<path:address>")
def history(address: str):
    def make():
        with about("address"):
            return as_json(db().history(db().resolve(address).address))

    return cached(make)


@bp.get("/compare")
def compare():
    def make():
        topic = text_arg("topic", required=True, max_len=200)
        with about("topic"):
            return as_json(db().compare(topic))

    return cached(make)


@bp.get("/documents")
def documents():
    return cached(lambda: as_json({"documents": db().documents_summary()}))


@bp.get("/scenarios")
def scenarios():
    return cached(lambda: as_json({"scenarios": db().scenarios()}))


@bp.route("/scenarios/<scenario_id>/run", methods=["GET", "POST"])
def run_scenario(scenario_id: str):
    if request.method == "GET":
        allow = flag_arg("allow_incomplete")
        return cached(lambda: as_json(scenario_run(scenario_id, int_arg("seed", None, 0, MAX_SEED), None, allow)))
    if request.content_length and not request.is_json:
        raise BadQuery(f"body: send it as Content-Type: application/json, not {request.mimetype[:60]!r}")
    body = request.get_json(silent=True)
    if not isinstance(body, dict):
        raise BadQuery('body: expected a JSON object such as {"decisions": {...}, "seed": 1}')
    decisions, seed = body.get("decisions"), body.get("seed")
    if decisions is not None and not isinstance(decisions, dict):
        raise BadQuery("decisions: expected an object mapping decision names to answers")
    arguments.decisions(decisions)
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED):
        raise BadQuery(f"seed: expected a whole number from 0 to {MAX_SEED}")
    allow = body.get("allow_incomplete", flag_arg("allow_incomplete"))
    if not isinstance(allow, bool):
        raise BadQuery("allow_incomplete: expected true or false")
    return as_json(scenario_run(scenario_id, seed, decisions, allow))


def scenario_run(scenario_id: str, seed: int | None, decisions: dict | None, allow_incomplete: bool = False) -> dict:
    """A scenario run; one whose cards wait for an engine mechanism is refused (400) unless
    `allow_incomplete`, and then marked unreliable ("reliable": false, "incomplete": [...])."""
    with about("scenario_id"):
        return run(scenario_id, seed, decisions, allow_incomplete)


@bp.get("/openapi.json")
def openapi_document():
    return cached(lambda: as_json(openapi.document(openapi_examples())))


def openapi_examples() -> dict:
    """Examples and allowed values from the build being served, so each documented request answers
    as documented."""
    from flask import current_app

    files = current_app.extensions["rulesdb_assets"]
    documents = db().documents.values()
    versions = Counter(d.version for d in documents)  # a version only one document has names it too
    found = {
        "asset_key": files["style.css"],
        "asset_types": sorted({mimetypes.guess_type(name)[0] or "application/octet-stream" for name in files}),
        "documents": [d.id for d in documents] + sorted(v for v, n in versions.items() if n == 1),
        "families": {d.family for d in documents},
        "versions": {d.version for d in documents},
        "releases": [d.id for d in documents if is_release(d)],
    }
    if found["releases"]:
        found["release"] = found["releases"][-1]
    scenarios = db().scenarios()
    return dict(found, scenario=scenarios[0]["id"]) if scenarios else found
