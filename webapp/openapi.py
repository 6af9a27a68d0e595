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


def parameters(ex: dict) -> dict[str, dict]:
    """Every parameter once, by name, with examples from `ex`."""
    integer = {"type": "integer", "minimum": 0}
    return {
        "address": _param("address", "path", "a node address, slashes and all", ex["address"]),
        "q": _param("q", "query", "a rule number, a step, a term, or words", "bypass", True),
        "doc": _param("doc", "query", "only this document id", ex["document"]),
        "family": _param("family", "query", "only this document family"),
        "version": _param("version", "query", "only this document version"),
        "kind": _param("kind", "query", "only this kind of node", schema={"enum": list(S.KINDS)}),
        "limit": _param(
            "limit",
            "query",
            "at most this many hits",
            5,
            schema={"type": "integer", "minimum": 1, "maximum": 100},
        ),
        "from": _param("from", "query", "the older document id", ex["from"], True),
        "to": _param("to", "query", "the newer document id, same family", ex["to"], True),
        "rule": _param("rule", "query", "only this rule number"),
        "change": _param("kind", "query", "only these change kinds, comma separated", "changed"),
        "all": _param("all", "query", "`1` to include unchanged pairs"),
        "topic": _param("topic", "query", "a glossary term or topic", "Bypass", True),
        "scenario": _param("scenario_id", "path", "a scenario id", ex["scenario"]),
        "card": _param("name", "path", "a card's name, any capitalisation", "Tollbooth"),
        "seed": _param("seed", "query", "seed for random choices (damage)", 1, schema=integer),
    }


def optional(param: dict) -> dict:
    return dict(param, required=False)


def page_paths(p: dict) -> dict:
    """The HTML pages; each answers its data as JSON with `format=json`."""
    both = ("400", "404")
    search = [optional(p["q"]), p["doc"], p["family"], p["version"], p["kind"], p["limit"]]
    diff = [optional(p["from"]), optional(p["to"]), p["rule"], p["change"], p["all"]]
    form = {"content": {"application/x-www-form-urlencoded": {"schema": {"type": "object"}}}}
    rerun = _page("re-run a scenario with changed decisions", [p["scenario"]], errors=both)
    return {
        "/": {"get": _page("documents, timing structures and scenarios", [], S.HOME, ())},
        "/search": {"get": _page("exact lookups, then full-text hits", search)},
        "/diff": {"get": _page("two versions of a document compared", diff, errors=both)},
        "/compare": {"get": _page("one topic across families", [optional(p["topic"])])},
        "/history/{address}": {
            "get": _page("one rule through versions", [p["address"]], errors=both)
        },
        "/refs/{address}": {
            "get": _page("all references of a node", [p["address"]], errors=("404",))
        },
        "/scenarios": {"get": _page("the scenarios", [], errors=())},
        "/cards/{name}": {"get": _page("where the rules name a card", [p["card"]], errors=("404",))},
        "/scenarios/{scenario_id}": {
            "get": _page("a scenario, run step by step", [p["scenario"], p["seed"]], errors=both),
            "post": dict(rerun, requestBody=form),
        },
        "/{address}": {
            "get": _page(
                "a document, node or timing flow; typed spellings redirect",
                [p["address"]],
                errors=both,
            )
        },
    }


def api_paths(p: dict) -> dict:
    """The JSON API: the CLI's --json shapes."""
    both = ("400", "404")
    search = [p["q"], p["doc"], p["family"], p["version"], p["kind"], p["limit"]]
    diff = [p["from"], p["to"], p["rule"], p["change"], p["all"]]
    example = {"seed": 1, "decisions": {}}
    body = {
        "required": True,
        "content": {"application/json": {"schema": S.RUN_REQUEST, "example": example}},
    }
    run_post = _api("run a scenario with decisions overridden", [p["scenario"]], S.RUN, both)
    itself = {"type": "object", "required": ["openapi", "paths"]}
    return {
        "/api/search": {"get": _api("exact lookups then search hits", search, S.SEARCH)},
        "/api/node/{address}": {
            "get": _api("one node, as `show --json`", [p["address"]], S.NODE, both)
        },
        "/api/refs/{address}": {
            "get": _api("edges out and in, by type", [p["address"]], S.REFS, both)
        },
        "/api/diff": {"get": _api("a version diff, as `diff --json`", diff, S.DIFF, both)},
        "/api/history/{address}": {
            "get": _api("a rule through versions", [p["address"]], S.HISTORY, both)
        },
        "/api/compare": {"get": _api("a topic across families", [p["topic"]], S.COMPARE)},
        "/api/documents": {"get": _api("the documents of the build", [], S.DOCUMENTS, ())},
        "/api/scenarios": {"get": _api("the scenarios", [], S.SCENARIOS, ())},
        "/api/scenarios/{scenario_id}/run": {
            "get": _api("run a scenario as written", [p["scenario"], p["seed"]], S.RUN, both),
            "post": dict(run_post, requestBody=body),
        },
        "/api/openapi.json": {"get": _api("this document", [], itself, ())},
    }


def _file(summary: str, mimetype: str, params=(), errors=()) -> dict:
    ok = {"description": summary, "content": {mimetype: {"schema": {"type": "string"}}}}
    return {
        "summary": summary,
        "parameters": list(params),
        "tags": ["offline"],
        "responses": {"200": ok, **{e: ERRORS[e] for e in errors}},
    }


def offline_paths(ex: dict) -> dict:
    """What makes the site installable and usable offline (see webapp/offline.py)."""
    saved = {"type": "object", "required": ["version", "documents", "urls"]}
    records = {"type": "object", "required": ["documents", "records"]}
    asset = [
        _param("key", "path", "the file's content digest", ex.get("asset_key", "0")),
        _param("name", "path", "a file under webapp/static/", "style.css"),
    ]
    return {
        "/sw.js": {"get": _file("the service worker of this site version", "text/javascript")},
        "/manifest.webmanifest": {"get": _file("the web app manifest", "application/manifest+json")},
        "/offline": {"get": _page("shown offline for a page not saved", [], errors=())},
        "/offline/pages.json": {"get": _api("what Save for offline stores", [], saved, ())},
        "/offline/search.json": {"get": _api("records for search in the browser", [], records, ())},
        "/assets/{key}/{name}": {"get": _file("a static file by content digest", "text/css", asset, ("404",))},
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
    p = parameters(ex)
    error = {"$ref": "#/components/schemas/Error"}
    return {
        "openapi": "3.0.3",
        "info": {
            "title": "rulesdb",
            "version": "0.1.0",
            "description": "Android: Netrunner rules reference: documents, rules, terms, timing "
            "steps, version diffs and scenarios. Errors are `{ok, error, status}`.",
        },
        "paths": {**page_paths(p), **api_paths(p), **offline_paths(ex)},
        "components": {
            "schemas": S.COMPONENTS,
            "responses": {
                "BadRequest": _json(error, "bad parameter, query or ambiguous address"),
                "NotFound": _json(error, "no such address, document or scenario"),
            },
        },
    }
