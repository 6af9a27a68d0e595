"""The JSON API under /api/: what the CLI prints with --json; an OpenAPI document of it all."""

from __future__ import annotations

from flask import Blueprint, Response, request

from rulesdb.errors import BadQuery
from webapp import openapi
from webapp.diffs import kind_filter
from webapp.home import find
from webapp.respond import cached, db, flag_arg, int_arg, text_arg, to_json
from webapp.scenarios import run

bp = Blueprint("api", __name__, url_prefix="/api")


def as_json(data) -> Response:
    return Response(to_json(data), mimetype="application/json")


@bp.get("/search")
def search():
    return cached(lambda: as_json(find()))


@bp.get("/node/<path:address>")
def node(address: str):
    return cached(
        lambda: as_json(db().show(address, document=text_arg("doc") or None))
    )


@bp.get("/refs/<path:address>")
def refs(address: str):
    return cached(lambda: as_json(db().refs(db().resolve(address).address)))


@bp.get("/diff")
def diff():
    def make():
        kinds = kind_filter()
        result = db().diff(
            text_arg("from", required=True),
            text_arg("to", required=True),
            rule=text_arg("rule") or None,
            include_unchanged=flag_arg("all") or "unchanged" in kinds,
        )
        if kinds:
            result = dict(result, changes=[c for c in result["changes"] if c["kind"] in kinds])
        return as_json(result)

    return cached(make)


@bp.get("/history/<path:address>")
def history(address: str):
    return cached(lambda: as_json(db().history(db().resolve(address).address)))


@bp.get("/compare")
def compare():
    return cached(lambda: as_json(db().compare(text_arg("topic", required=True, max_len=200))))


@bp.get("/documents")
def documents():
    return cached(lambda: as_json({"documents": db().documents_summary()}))


@bp.get("/scenarios")
def scenarios():
    return cached(lambda: as_json({"scenarios": db().scenarios()}))


@bp.route("/scenarios/<scenario_id>/run", methods=["GET", "POST"])
def run_scenario(scenario_id: str):
    if request.method == "GET":
        return cached(lambda: as_json(run(scenario_id, int_arg("seed", None, 0, 2**31), None)))
    body = request.get_json(silent=True)
    if not isinstance(body, dict):
        raise BadQuery('body: expected a JSON object such as {"decisions": {...}, "seed": 1}')
    decisions, seed = body.get("decisions"), body.get("seed")
    if decisions is not None and not isinstance(decisions, dict):
        raise BadQuery("decisions: expected an object mapping decision names to answers")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or seed < 0):
        raise BadQuery("seed: expected a non-negative whole number")
    return as_json(run(scenario_id, seed, decisions))


@bp.get("/openapi.json")
def openapi_document():
    return cached(lambda: as_json(openapi.document(openapi_examples())))


def openapi_examples() -> dict:
    """Examples from the build being served, so each documented request answers as documented."""
    from flask import current_app

    scenarios = db().scenarios()
    asset = {"asset_key": current_app.extensions["rulesdb_assets"]["style.css"]}
    return {"scenario": scenarios[0]["id"], **asset} if scenarios else asset
