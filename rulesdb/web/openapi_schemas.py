"""JSON schemas of the API's answers (OpenAPI 3.0 dialect): the field names of the CLI's --json."""

from __future__ import annotations

from rulesdb import arguments
from rulesdb.model import KINDS


def obj(required: dict, **optional) -> dict:
    """An object schema whose `required` fields are listed with their schemas."""
    return {"type": "object", "required": list(required), "properties": {**required, **optional}}


def arr(items: dict) -> dict:
    return {"type": "array", "items": items}


STR = {"type": "string"}
NSTR = {"type": "string", "nullable": True}
NUM = {"type": "number"}
BOOL = {"type": "boolean"}
INT = {"type": "integer"}
ANY = {}

BRIEF = obj({"address": STR, "kind": STR, "document": STR, "title": STR})
EXAMPLE = obj({"address": STR, "text": STR, "original_text": STR, "cards": arr(STR)})
NODE = obj(
    {
        "address": STR,
        "kind": STR,
        "document": STR,
        "family": STR,
        "version": STR,
        "title": STR,
        "text": STR,
        "original_text": STR,
        "parent": NSTR,
        "children": arr(BRIEF),
        "examples": arr(EXAMPLE),
    },
    number=NSTR,
    id=NSTR,
    name=NSTR,
    references=arr({"type": "object"}),
    changed=BOOL,
    related=arr(obj({"address": STR, "name": STR})),
    windows=arr(STR),
    transitions=arr(obj({"target": STR, "condition": STR})),
    triggers=arr(STR),
)
VERSION = obj({"version": STR, "document": STR, "address": STR})
HIT = obj(
    {"address": STR, "kind": STR, "document": STR, "title": STR, "snippet": STR, "score": NUM},
    versions=arr(VERSION),
)
SEARCH = obj(
    {"query": STR, "hits": arr(HIT)},
    exact=arr(dict(BRIEF, properties={**BRIEF["properties"], "versions": arr(VERSION)})),
    did_you_mean=NSTR,
    cards=arr(obj({"name": STR, "mentions": INT})),
    scenarios=arr(obj({"id": STR, "title": STR, "cards": arr(STR)})),
)
EDGE_TARGET = obj({"address": STR}, kind=NSTR, title=NSTR, outside_excerpt=BOOL)
EDGES = {"type": "object", "additionalProperties": arr(EDGE_TARGET)}
REFS = obj({"address": STR, "out": EDGES, "in": EDGES})
CHANGE = obj(
    {
        "kind": STR,
        "from": NSTR,
        "to": NSTR,
        "similarity": {"type": "number", "nullable": True},
        "words": arr(arr(STR)),
    }
)
CLAIM = obj({"text": STR, "rules": arr(STR), "status": STR})
DIFF = obj({"from": STR, "to": STR, "changes": arr(CHANGE), "summary_claims": arr(CLAIM)})
HISTORY = obj(
    {"address": STR, "chain": arr(obj({"document": STR, "version": STR, "address": NSTR}))}
)
COMPARE = obj(
    {
        "topic": STR,
        "entries": arr(
            obj(
                {
                    "document": STR,
                    "family": STR,
                    "version": STR,
                    "address": STR,
                    "text": STR,
                    "reason": STR,
                }
            )
        ),
    }
)
DOCUMENT = obj(
    {
        "id": STR,
        "family": STR,
        "title": STR,
        "version": STR,
        "effective": STR,
        "format": STR,
        "counts": {"type": "object", "additionalProperties": INT},
    }
)
DOCUMENTS = obj({"documents": arr(DOCUMENT)})
INCOMPLETE = arr(obj({"card": STR, "waits_for": STR}))  # cards that wait for an engine mechanism
SCENARIO = obj({"id": STR, "title": STR, "example": NSTR, "cards": arr(STR), "incomplete": INCOMPLETE})
SCENARIOS = obj({"scenarios": arr(SCENARIO)})
RUN = obj(
    {
        "scenario": STR,
        "ok": BOOL,
        "reliable": BOOL,
        "incomplete": INCOMPLETE,
        "checks": arr(obj({"expect": STR, "actual": ANY, "ok": BOOL})),
        "trace": arr(obj({"step": STR, "text": STR, "cites": arr(STR)})),
        "start_state": obj({"corp": {"type": "object"}, "runner": {"type": "object"}}),
        "final_state": {"type": "object"},
    }
)
RUN_REQUEST = {
    "type": "object",
    "properties": {
        "decisions": {"type": "object", "nullable": True, "maxProperties": arguments.MAX_DECISIONS},
        "seed": {"type": "integer", "minimum": 0, "maximum": 2**31, "nullable": True},
        "allow_incomplete": {"type": "boolean"},
    },
}
HOME = obj(
    {
        "documents": arr(DOCUMENT),
        "timing": arr(obj({"address": STR, "title": STR, "document": STR})),
        "scenarios": arr(SCENARIO),
    }
)
ERROR = obj(
    {"ok": {"type": "boolean", "enum": [False]}, "error": STR, "status": INT},
    suggestions=arr(STR),
    candidates=arr(STR),
)
KINDS = tuple(k for k in KINDS if k != "document")
HEALTH = obj({"ok": {"type": "boolean", "enum": [True]}, "build": STR, "documents": INT,
              "build_age_seconds": INT, "rulesdb": STR})
WEB_MANIFEST = obj({"name": STR, "short_name": STR, "start_url": STR, "display": STR,
                    "icons": arr(obj({"src": STR, "sizes": STR, "type": STR}))})


def page_error(description: str) -> dict:
    """A page's error: the HTML error page, or the JSON envelope when `format=json` was asked."""
    return {"description": description, "content": {
        "text/html": {"schema": STR}, "application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}


#: A file's error (an asset, the worker): the HTML error page.
HTML_ERRORS = {"404": {"description": "no such file", "content": {"text/html": {"schema": STR}}}}

COMPONENTS = {
    "Error": ERROR,
    "Node": NODE,
    "SearchResult": SEARCH,
    "Refs": REFS,
    "Diff": DIFF,
    "History": HISTORY,
    "Compare": COMPARE,
    "Documents": DOCUMENTS,
    "Scenarios": SCENARIOS,
    "ScenarioRun": RUN,
    "Health": HEALTH,
}
