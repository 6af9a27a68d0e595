"""The OpenAPI 3 description of every route: the JSON API, each page and its `?format=json` twin.

Examples are taken from the build being served, so every documented request can be tried as written.
"""

from __future__ import annotations

from webapp import openapi_schemas as S


def _param(
    name: str, where: str, description: str, example=None, required=False, schema=None
) -> dict:
    p = {
        "name": name,
        "in": where,
        "required": required or where == "path",
        "description": description,
        "schema": schema or {"type": "string"},
    }
    if example is not None:
        p["example"] = example
    return p


def _json(schema: dict, description: str = "OK") -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


ERRORS = {
    "400": {"$ref": "#/components/responses/BadRequest"},
    "404": {"$ref": "#/components/responses/NotFound"},
}
FORMAT = _param(
    "format",
    "query",
    "`json` for the page's data instead of HTML",
    schema={"type": "string", "enum": ["json"]},
)


def _page(summary: str, params: list, data_schema: dict | None = None, errors=("400",)) -> dict:
    ok = {
        "description": "the HTML page, or its data with `format=json`",
        "content": {
            "text/html": {"schema": {"type": "string"}},
            "application/json": {"schema": data_schema or {"type": "object"}},
        },
    }
    return {
        "summary": summary,
        "parameters": [*params, FORMAT],
        "tags": ["pages"],
        "responses": {"200": ok, **{e: ERRORS[e] for e in errors}},
    }


def _api(summary: str, params: list, schema: dict, errors=("400",)) -> dict:
    return {
        "summary": summary,
        "parameters": params,
        "tags": ["api"],
        "responses": {"200": _json(schema), **{e: ERRORS[e] for e in errors}},
    }


def document(examples: dict | None = None) -> dict:
    """The whole description; `examples` names a real address, document ids and a scenario id."""
    ex = {
        "address": "nisei-cr-1.6/1.10.3c",
        "from": "nisei-cr-1.3",
        "to": "nisei-cr-1.4",
        "scenario": "femme-fatale-vs-tollbooth",
        "document": "nisei-cr-1.6",
        **(examples or {}),
    }
    address = _param(
        "address",
        "path",
        "a node address; it contains slashes (`ffg-rr-1.0/term/bypass`)",
        ex["address"],
    )
    q = _param(
        "q", "query", "what a judge types: a rule number, a step, a term, or words", "bypass", True
    )
    filters = [
        _param("doc", "query", "only this document id", ex["document"]),
        _param("family", "query", "only this document family"),
        _param("version", "query", "only this document version"),
        _param(
            "kind",
            "query",
            "only this kind of node",
            schema={"type": "string", "enum": list(S.KINDS)},
        ),
    ]
    limit = _param(
        "limit",
        "query",
        "at most this many hits (1 to 100)",
        5,
        schema={"type": "integer", "minimum": 1, "maximum": 100},
    )
    diff_params = [
        _param("from", "query", "the older document id", ex["from"]),
        _param("to", "query", "the newer document id, same family", ex["to"]),
        _param("rule", "query", "only this rule number"),
        _param("kind", "query", "only these change kinds, comma separated", "changed"),
        _param("all", "query", "`1` to include unchanged pairs"),
    ]
    required_diff = [
        dict(p, required=True) if p["name"] in ("from", "to") else p for p in diff_params
    ]
    topic = _param("topic", "query", "a glossary term or topic", "Bypass")
    scenario = _param("scenario_id", "path", "a scenario id", ex["scenario"])
    seed = _param(
        "seed",
        "query",
        "seed for random choices (damage)",
        1,
        schema={"type": "integer", "minimum": 0},
    )
    run_body = {
        "required": True,
        "content": {
            "application/json": {"schema": S.RUN_REQUEST, "example": {"seed": 1, "decisions": {}}}
        },
    }
    paths = {
        "/": {"get": _page("documents and scenarios", [], S.HOME, errors=())},
        "/search": {
            "get": _page(
                "search: exact lookups, then full-text hits",
                [dict(q, required=False), *filters, limit],
            )
        },
        "/diff": {
            "get": _page("two versions of a document compared", diff_params, errors=("400", "404"))
        },
        "/compare": {"get": _page("one topic across document families", [topic])},
        "/history/{address}": {
            "get": _page("one rule through every version", [address], errors=("400", "404"))
        },
        "/refs/{address}": {
            "get": _page("every reference out of and into a node", [address], errors=("404",))
        },
        "/scenarios": {"get": _page("the scenarios", [], errors=())},
        "/scenarios/{scenario_id}": {
            "get": _page("a scenario, run step by step", [scenario, seed], errors=("400", "404")),
            "post": dict(
                _page(
                    "re-run a scenario with changed decisions (form post)",
                    [scenario],
                    errors=("400", "404"),
                ),
                requestBody={
                    "content": {"application/x-www-form-urlencoded": {"schema": {"type": "object"}}}
                },
            ),
        },
        "/{address}": {
            "get": _page(
                "a document, node or timing structure; typed spellings redirect",
                [address],
                errors=("400", "404"),
            )
        },
        "/api/search": {
            "get": _api("exact lookups then search hits", [q, *filters, limit], S.SEARCH)
        },
        "/api/node/{address}": {
            "get": _api("one node, as `rulesdb show --json`", [address], S.NODE, ("400", "404"))
        },
        "/api/refs/{address}": {
            "get": _api("edges out and in, by type", [address], S.REFS, ("400", "404"))
        },
        "/api/diff": {
            "get": _api(
                "a version diff, as `rulesdb diff --json`", required_diff, S.DIFF, ("400", "404")
            )
        },
        "/api/history/{address}": {
            "get": _api("one rule's chain through versions", [address], S.HISTORY, ("400", "404"))
        },
        "/api/compare": {
            "get": _api("a topic across families", [dict(topic, required=True)], S.COMPARE)
        },
        "/api/documents": {"get": _api("the documents of the build", [], S.DOCUMENTS, ())},
        "/api/scenarios": {"get": _api("the scenarios", [], S.SCENARIOS, ())},
        "/api/scenarios/{scenario_id}/run": {
            "get": _api("run a scenario as written", [scenario, seed], S.RUN, ("400", "404")),
            "post": dict(
                _api("run a scenario with decisions overridden", [scenario], S.RUN, ("400", "404")),
                requestBody=run_body,
            ),
        },
        "/api/openapi.json": {
            "get": _api(
                "this document", [], {"type": "object", "required": ["openapi", "paths"]}, ()
            )
        },
    }
    return {
        "openapi": "3.0.3",
        "info": {
            "title": "rulesdb",
            "version": "0.1.0",
            "description": "Android: Netrunner rules reference: documents, rules, terms, "
            "timing steps, "
            "version diffs and scenarios. Errors are `{ok: false, error, status}`.",
        },
        "paths": paths,
        "components": {
            "schemas": S.COMPONENTS,
            "responses": {
                "BadRequest": _json(
                    {"$ref": "#/components/schemas/Error"},
                    "bad parameter, query or ambiguous address",
                ),
                "NotFound": _json(
                    {"$ref": "#/components/schemas/Error"}, "no such address, document or scenario"
                ),
            },
        },
    }
