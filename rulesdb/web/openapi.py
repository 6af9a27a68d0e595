"""The OpenAPI 3 description of every route: the JSON API, each page and its `?format=json` twin.

Examples and the allowed values of each filter (document ids, families, versions) are taken from the
build being served, so a request the document allows is one the server answers, and the reverse.
"""

from __future__ import annotations

from rulesdb.web import openapi_schemas as S
from rulesdb.web.diffs import CHANGE_KINDS
from rulesdb.web.openapi_table import table_paths
from rulesdb.web.respond import FORMATS, MAX_SEED, MAX_TEXT


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


def _text(max_len: int = MAX_TEXT, required: bool = False) -> dict:
    """A text parameter as `respond.text_arg` checks it; a required one holds more than spaces."""
    return {"type": "string", "maxLength": max_len, **({"pattern": r"\S"} if required else {})}


ERRORS = {
    "400": {"$ref": "#/components/responses/BadRequest"},
    "404": {"$ref": "#/components/responses/NotFound"},
}
#: A page's error is an HTML page, or the JSON envelope with `format=json`.
PAGE_ERRORS = {
    "400": {"$ref": "#/components/responses/PageBadRequest"},
    "404": {"$ref": "#/components/responses/PageNotFound"},
}
FORMAT = _param(
    "format",
    "query",
    "`json` for the page's data instead of HTML (`html`, the default, for the page)",
    schema={"type": "string", "enum": list(FORMATS)},
)
REDIRECT = {"description": "a typed number, step or id: its node's page, in one step"}


def _page(summary: str, params: list, data_schema: dict | None = None, errors=("400",),
          redirects: bool = False) -> dict:
    """A page and its JSON twin; every page checks `format`, so every page may answer 400."""
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
        "responses": {"200": ok, **({"302": REDIRECT} if redirects else {}),
                      **{e: PAGE_ERRORS[e] for e in sorted({"400", *errors})}},
    }


def _api(summary: str, params: list, schema: dict, errors=("400",)) -> dict:
    return {
        "summary": summary,
        "parameters": params,
        "tags": ["api"],
        "responses": {"200": _json(schema), **{e: ERRORS[e] for e in errors}},
    }


def one_of(values, empty: bool = True) -> dict:
    """One of `values`; an empty value (a form's "any") means no filter unless the parameter is required."""
    return {"type": "string", "enum": sorted(values) + ([""] if empty else [])}


def parameters(ex: dict) -> dict[str, dict]:
    """Every parameter once, by name, with examples and allowed values from `ex`."""
    seed = {"type": "integer", "minimum": 0, "maximum": MAX_SEED}
    documents = one_of(ex["documents"], empty=False)
    kinds = {"type": "array", "items": one_of(CHANGE_KINDS, empty=False)}
    return {
        "address": _param("address", "path", "a node address, slashes and all", ex["address"]),
        "q": _param("q", "query", "a rule number, a step, a term, or words", "bypass", True,
                    _text(required=True)),
        "doc": _param("doc", "query", "only this document: its id, or a version only one document has (`24.09`)",
                      ex["document"], schema=one_of(ex["documents"])),
        "family": _param("family", "query", "only this document family", schema=one_of(ex["families"])),
        "version": _param("version", "query", "only this document version", schema=one_of(ex["versions"])),
        "kind": _param("kind", "query", "only this kind of node", schema=one_of(S.KINDS)),
        "limit": _param(
            "limit",
            "query",
            "at most this many hits",
            5,
            schema={"type": "integer", "minimum": 1, "maximum": 100},
        ),
        "from": _param("from", "query", "the older document id (or a version only one document has: `24.09`)",
                       ex["from"], True, documents),
        "to": _param("to", "query", "the newer document id, same family (or its version, as `from`)",
                     ex["to"], True, documents),
        "rule": _param("rule", "query", "only this rule number", schema=_text()),
        "change": dict(_param("kind", "query", "only these change kinds, comma separated", ["changed"], schema=kinds),
                       style="form", explode=False),
        "all": _param("all", "query", "`1`, `true`, `yes` or `on` to include unchanged pairs"),
        "page": _param("page", "query", "which page of a long diff or list of references (from 1)", 1,
                       schema={"type": "integer", "minimum": 1, "maximum": 10_000}),
        "release": _param("release", "path", "a Comprehensive Rules release read as a document",
                          ex["release"], schema=one_of(ex["releases"], empty=False)),
        "part": _param("number", "path", "a part of the release, from 2 (the first is the release page)", 7,
                       schema={"type": "integer", "minimum": 1}),
        "topic": _param("topic", "query", "a glossary term or topic", "Bypass", True, _text(200, True)),
        "scenario": _param("scenario_id", "path", "a scenario id", ex["scenario"]),
        "card": _param("name", "path", "a card's name, any capitalisation", "Tollbooth"),
        "seed": _param("seed", "query", "seed for random choices (damage)", 1, schema=seed),
        "allow_incomplete": _param("allow_incomplete", "query", "`1` to run a scenario whose cards wait for an "
                                   "engine mechanism, its verdict marked unreliable (else 400)"),
    }


def optional(param: dict) -> dict:
    """A parameter a page may go without, or leave empty (it then shows its empty form)."""
    schema = {k: v for k, v in param["schema"].items() if k != "pattern"}
    if "enum" in schema:
        schema["enum"] = [*schema["enum"], ""]
    return dict(param, required=False, schema=schema)


def page_paths(p: dict) -> dict:
    """The HTML pages; each answers its data as JSON with `format=json`."""
    both = ("400", "404")
    search = [optional(p["q"]), p["doc"], p["family"], p["version"], p["kind"], p["limit"]]
    diff = [optional(p["from"]), optional(p["to"]), p["rule"], p["change"], p["all"], p["page"]]
    form = {"content": {"application/x-www-form-urlencoded": {"schema": {"type": "object"}}}}
    rerun = _page("re-run a scenario with changed decisions", [p["scenario"], p["seed"], p["allow_incomplete"]],
                  errors=both)
    part = _page("a part of a release read as a document", [p["release"], p["part"]], errors=both)
    part["responses"]["308"] = {"description": "the first part: the release page itself"}
    return {
        "/": {"get": _page("documents, timing structures and scenarios", [], S.HOME, ())},
        "/search": {"get": _page("exact lookups, then full-text hits", search, redirects=True)},
        "/diff": {"get": _page("two versions of a document compared", diff, errors=both)},
        "/compare": {"get": _page("one topic across families", [optional(p["topic"])], errors=both)},
        "/history/{address}": {
            "get": _page("one rule through versions", [p["address"]], errors=both)
        },
        "/refs/{address}": {
            "get": _page("all references of a node", [p["address"], p["page"]], errors=("400", "404"))
        },
        "/scenarios": {"get": _page("the scenarios", [], errors=())},
        "/cards/{name}": {"get": _page("a card: printed facts, legality, engine status, where the rules name it",
                                        [p["card"]], errors=("404",))},
        "/scenarios/{scenario_id}": {
            "get": _page("a scenario, run step by step", [p["scenario"], p["seed"], p["allow_incomplete"]],
                         errors=both),
            "post": dict(rerun, requestBody=form),
        },
        "/scenarios/{scenario_id}/rerun": {"get": dict(
            rerun, summary="the re-run (where the static export's re-run form goes: there it says it cannot)")},
        "/{release}/part/{number}": {"get": part},
        "/{address}": {
            "get": _page(
                "a document, node or timing flow; typed spellings redirect",
                [p["address"]],
                errors=both,
                redirects=True,
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
        "/api/compare": {"get": _api("a topic across families", [p["topic"]], S.COMPARE, both)},
        "/api/documents": {"get": _api("the documents of the build", [], S.DOCUMENTS, ())},
        "/api/scenarios": {"get": _api("the scenarios", [], S.SCENARIOS, ())},
        "/api/scenarios/{scenario_id}/run": {
            "get": _api("run a scenario as written", [p["scenario"], p["seed"], p["allow_incomplete"]], S.RUN, both),
            "post": dict(run_post, requestBody=body),
        },
        "/api/openapi.json": {"get": _api("this document", [], itself, ())},
    }


def _file(summary: str, types, params=(), errors=(), schema=None) -> dict:
    """A file (not a page): its content types; an error is the HTML error page."""
    ok = {"description": summary, "content": {t: {"schema": schema or {"type": "string"}} for t in types}}
    return {
        "summary": summary,
        "parameters": list(params),
        "tags": ["offline"],
        "responses": {"200": ok, **{e: S.HTML_ERRORS[e] for e in errors}},
    }


def offline_paths(ex: dict) -> dict:
    """What makes the site installable and usable offline (see rulesdb/web/offline.py)."""
    saved = {"type": "object", "required": ["version", "documents", "urls", "groups"]}
    records = {"type": "object", "required": ["format", "docs", "nodes", "impacts", "analysis"]}
    phrases = {"type": "object", "required": ["format", "texts"]}
    asset = [
        _param("key", "path", "the file's content digest", ex.get("asset_key", "0")),
        _param("name", "path", "a file under rulesdb/web/static/", "style.css"),
    ]
    return {
        "/sw.js": {"get": _file("the service worker of this site version", ["text/javascript"])},
        "/manifest.webmanifest": {
            "get": _file("the web app manifest", ["application/manifest+json"], schema=S.WEB_MANIFEST)
        },
        "/offline": {"get": _page("shown offline for a page not saved", [], errors=())},
        "/offline/pages.json": {"get": _api("what Save for offline stores", [], saved, ())},
        "/offline/search.json": {"get": _api("the search tables the browser ranks with", [], records, ())},
        "/offline/phrases.json": {"get": _api("the texts a quoted phrase is looked for in", [], phrases, ())},
        "/assets/{key}/{name}": {
            "get": _file("a static file by content digest", ex.get("asset_types", ["text/css"]), asset, ("404",))
        },
    }


def engine_paths() -> dict:
    """The offline Table's engine (see rulesdb/web/offline_engine.py): what it loads, and its files."""
    from rulesdb.web.offline_engine import engine_wheel
    from rulesdb.web.pyodide_dist import VERSION

    key, name = engine_wheel()[0].split("/")[-2:]
    manifest = {"type": "object", "required": ["pyodide", "wheel", "saved"]}
    saved = {"type": "object", "required": ["citations", "cards"]}
    files = [_param("key", "path", f"the wheel's content digest, or pyodide-{VERSION} for Pyodide's files", key),
             _param("name", "path", "the file's name", name)]
    types = ["application/zip", "text/javascript", "application/wasm"]  # and Pyodide's lock file, JSON
    return {
        "/table/engine.json": {"get": _api("what the offline Table loads, each part's size on the wire", [],
                                           manifest, ())},
        "/table/engine/saved.json": {"get": _api("the citations and card titles the offline engine needs", [],
                                                 saved, ())},
        "/table/engine/{key}/{name}": {"get": _file("the engine's wheel, or a file of Pyodide (once fetched)",
                                                    types, files, ("404",))},
    }


def hosting_paths() -> dict:
    """What a host's monitor asks (see rulesdb/web/health.py)."""
    error = {"$ref": "#/components/schemas/Error"}
    probe = _api("the build served, its documents and age: cheap enough to ask every few seconds", [],
                 {"$ref": "#/components/schemas/Health"}, ())
    probe["tags"] = ["hosting"]
    probe["responses"]["503"] = _json(error, "the build being served is no longer readable")
    return {"/healthz": {"get": probe}}


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
    ex.setdefault("documents", [ex["document"], ex["from"], ex["to"]])
    ex.setdefault("families", ["nisei-cr"])
    ex.setdefault("versions", ["1.3", "1.4", "1.6"])
    ex["releases"] = ex.get("releases") or ["nsg-cr-25.08"]  # a build without one still names the form
    ex.setdefault("release", ex["releases"][-1])
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
        "paths": {**page_paths(p), **api_paths(p), **table_paths(), **offline_paths(ex), **engine_paths(),
                  **hosting_paths()},
        "components": {
            "schemas": S.COMPONENTS,
            "responses": {
                "BadRequest": _json(error, "bad parameter, query or ambiguous address"),
                "NotFound": _json(error, "no such address, document or scenario"),
                "PageBadRequest": S.page_error("bad parameter, query or ambiguous address"),
                "PageNotFound": S.page_error("no such address, document or scenario"),
            },
        },
    }
