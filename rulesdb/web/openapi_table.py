"""The OpenAPI description of `/api/table` (rulesdb/web/table.py): the board it takes (the scenario
format's fields as JSON, `expect` optional) and its two answers, a question or a ruling."""

from __future__ import annotations

from rulesdb.table.board import MAX_ACTIONS, MAX_DECISIONS
from rulesdb.web.openapi_schemas import ANY, BOOL, INT, NSTR, STR, arr, obj
from rulesdb.web.table import MAX_SHARED, share_url

SIDE = {"type": "object", "description": "credits, clicks, identity, zones, servers or rig, counts"}
BOARD = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "title": {"type": "string", "minLength": 1, "maxLength": 300},
        "example": STR,
        "see_also": arr(STR),
        "notes": STR,
        "seed": {"type": "integer", "minimum": 0, "maximum": 2**31},
        "turn": {"type": "string", "enum": ["corp", "runner"]},
        "until": {"type": "string", "enum": ["last action", "end of turn"]},
        "corp": SIDE,
        "runner": SIDE,
        "actions": {"type": "array", "minItems": 0, "maxItems": MAX_ACTIONS,
                    "description": "at least one unless `legal` is asked; each `{runner: ...}` or `{corp: ...}`, "
                                   "`attempt: true` to have a refusal answered rather than an error; "
                                   "`at: <moment>` (`encounter Ice Wall`) takes "
                                   "it in that paid ability window of the run the action before it makes; "
                                   "`rez <card>` and a card's paid ability are no actions: taken in the "
                                   "paid ability window before the next action",
                    "items": {"type": "object", "minProperties": 1, "maxProperties": 3}},
        "decisions": {"type": "object", "maxProperties": MAX_DECISIONS},
        "expect": {"type": "array", "minItems": 1, "items": {"type": "object"}},
        "allow_incomplete": {"type": "boolean", "description": "play a board whose cards the engine does not "
                             "fully implement; the ruling is then marked unreliable, naming them"},
        "legal": {"description": "list what is legal instead of playing on: `true` at the next action window "
                                 "after the board's actions (which may then be empty or absent), or a moment "
                                 "of the run the last action makes (`encounter Ice Wall`)",
                  "oneOf": [BOOL, {"type": "string", "minLength": 1, "maxLength": 200}]},
    },
}
EXAMPLE = {
    "runner": {"credits": 3, "rig": ["Corroder"]},
    "corp": {"servers": {"Server 1": {"ice": ["Ice Wall", {"card": "Enigma", "rezzed": False}]}}},
    "actions": [{"runner": "run Server 1"}],
}
CITATION = obj({"address": STR, "title": STR, "url": NSTR})
OPTION = obj({"player": STR, "action": STR, "cost": STR, "allowed": {**BOOL, "nullable": True},
              "reason": NSTR, "rule": {**CITATION, "nullable": True},
              "item": {"type": "object", "description": "add it to `actions` to take this option"}})
LEGAL = obj({"at": {**STR, "description": "`action window`, or the moment of the run"},
             "player": {**STR, "description": "who has priority: `runner`, `corp` or `both`"},
             "options": {**arr(OPTION), "description": "each judged by the engine's own checks: `rule` allows "
                         "it, or forbids it with `reason`; `allowed` is null when the engine cannot tell"}})
STEP = obj({"step": STR, "text": STR, "cites": arr(CITATION)})
ANSWER_SHAPE = {
    "type": "object", "required": ["kind"],
    "description": "what the answer under `decisions[name]` is, read from the engine's own check "
                   "(rulesdb/table/answers.py): `one` an option (or its `values` entry: a payment's division, a "
                   "set named in one option as its list); `several` a list of `min` to `max` options; `order` "
                   "every option, as a list in the new order; `number` an integer from `min` (to `max`); `card` "
                   "a card's title; `payment` {source: credits} adding up to `amount`, each at most its "
                   "`sources` entry; `fields` {field: text}, each of `lists` a list of cards. An option in "
                   "`none` is tapped on its own (it takes nothing). An option in `keys` answers that decision "
                   "instead of the question's own name (the Corp's chance to rez or score comes at every window: "
                   "\"not in this window\" answers `rez X #1` only).",
    "properties": {"kind": {"type": "string", "enum": ["one", "several", "order", "number", "card", "payment",
                                                       "fields"]},
                   "min": INT, "max": INT, "amount": INT,
                   "sources": {"type": "object", "additionalProperties": INT},
                   "values": {"type": "object", "additionalProperties": {}},
                   "keys": {"type": "object", "additionalProperties": STR},
                   "fields": arr(STR), "lists": arr(STR), "none": arr(STR)}}
QUESTION = obj({"name": STR, "who": STR, "options": arr(STR), "step": STR,
                "rule": {**CITATION, "nullable": True}},
               costs={"type": "object", "additionalProperties": arr(STR),
                      "description": "an option naming a card: its printed abilities that have a cost"},
               notes={**arr(STR), "description": "why a choice the player might expect is not offered, as the "
                                                 "engine's own check refuses it (\"Corroder: the Runner cannot pay "
                                                 "...\")"},
               answer=ANSWER_SHAPE,
               prompt={**STR, "description": "the question as a judge asks it, where its name does not say it "
                                             "(\"Which card does the Runner access first?\")"})
ANSWER = {
    "type": "object",
    "required": ["share_url"],
    "description": "`question` while the engine needs a decision the board does not answer (answer it "
                   "under `decisions` by its `name`), else `legal` when asked, else the ruling",
    "properties": {
        "question": QUESTION,
        "legal": LEGAL,
        "verdict": arr(STR),
        "deciding": {**obj({"step": STR, "text": STR, "cites": arr(CITATION), "n": INT}), "nullable": True},
        "trace": arr(STEP),
        "ok": BOOL,
        "checks": arr(obj({"expect": STR, "actual": ANY, "ok": BOOL})),
        "share_url": STR,
        "reliable": BOOL,
        "incomplete": arr(obj({"card": STR, "waits_for": STR})),
        "attempts": {**arr(obj({"action": STR, "at": NSTR, "allowed": BOOL, "reason": NSTR,
                                "rule": {**CITATION, "nullable": True}})),
                     "description": "each action the board only attempts (`attempt: true`), allowed or refused, "
                                    "with the rule that allows or forbids it"},
        "effects": {**arr(STR), "description": "what did not happen as printed: abilities that never resolved, "
                    "were declined or could not be used, actions refused, each with why"},
        "not_asked": {**arr(obj({"window": STR, "cards": arr(STR), "text": STR, "url": NSTR})),
                      "description": "each paid ability window passed without asking (the board answers no "
                                     "`abilities` decision): what could have been used there, and the link that asks "
                                     "it; the ruling has both players pass there"},
    },
}
ERRORS = {
    "400": {"$ref": "#/components/responses/BadRequest"},
    "413": {"description": "a body over 64 KB",
            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
}


def table_page(shared: dict) -> dict:
    """`/table`: the form's fields (answered 303 to the board's own link), or `s` (the board)."""
    from rulesdb.table.form import MAX_FIELD
    from rulesdb.table.form import fields as board_fields

    names = [f.name for f in board_fields(["HQ", "R&D", "Archives", "Server 1"])]
    names += ["turn", "actions", "keep", "allow_incomplete"]
    fields = [{"name": name, "in": "query", "required": False, "schema": {"type": "string", "maxLength": MAX_FIELD},
               "description": "a field of the board's form, named by the board's path (one card a line)"}
              for name in names]
    fields.append({"name": "f", "in": "query", "required": False, "schema": {"type": "string", "enum": ["1"]},
                   "description": "the form is sent: answered 303 to its board's link"})
    fmt = {"name": "format", "in": "query", "required": False, "description": "`json` for the page's data",
           "schema": {"type": "string", "enum": ["html", "json"]}}
    html = {"text/html": {"schema": STR}, "application/json": {"schema": {"type": "object"}}}
    error = {"description": "a board the engine refuses: the form, the problem named",
             "content": {"text/html": {"schema": STR}, "application/json": {"schema": {"type": "object"}}}}
    return {"get": {"summary": "the Table: set up a board, answer the engine's questions, read the ruling",
                    "tags": ["pages"], "parameters": [dict(shared, required=False), *fields, fmt],
                    "responses": {"200": {"description": "the form, the question or the ruling", "content": html},
                                  "303": {"description": "the form's board, at its own link"}, "400": error}}}


def table_paths() -> dict:
    ok = {"200": {"description": "the question or the ruling",
                  "content": {"application/json": {"schema": ANSWER}}}}
    shared = {"name": "s", "in": "query", "required": True,
              "description": "the board as a share URL carries it (compact JSON, base64url)",
              "schema": {"type": "string", "minLength": 1, "maxLength": MAX_SHARED, "pattern": "^[A-Za-z0-9_-]+$"},
              "example": share_url(EXAMPLE).split("s=", 1)[1]}
    return {"/table": table_page(shared), **keep_paths(shared), "/api/table": {
        "post": {"summary": "play a board: the engine's question, or the ruling", "tags": ["api"],
                 "parameters": [],
                 "requestBody": {"required": True, "content": {"application/json": {
                     "schema": BOARD, "example": EXAMPLE}}},
                 "responses": {**ok, **ERRORS}},
        "get": {"summary": "the same for a share URL", "tags": ["api"], "parameters": [shared],
                "responses": {**ok, "400": ERRORS["400"]}},
    }}


def keep_paths(shared: dict) -> dict:
    """The card names the form completes, and a situation kept as a QR code or a scenario file."""
    version = {"name": "v", "in": "query", "required": False, "schema": STR,
               "description": "the site version (the page names it): the answer is then cached a year"}
    card_rows = {"type": "array", "items": arr(STR), "description": "[title, side c/r, type, engine: '' plays "
                 "it, '-' cannot play it yet, else what the card waits for]"}
    refused = {"400": {"description": "`s` is not a board the engine plays (or too long for a QR code): "
                       "an error page naming it", "content": {"text/html": {"schema": STR},
                                                             "application/json": {"schema": {"type": "object"}}}}}
    answered = dict(EXAMPLE, decisions={"break Ice Wall": "Corroder", "jack out at Enigma": "no", "rez Enigma": "yes"})
    ruled = dict(shared, example=share_url(answered).split("s=", 1)[1],
                 description=shared["description"] + "; every question answered")
    return {
        "/table/cards.json": {"get": {"summary": "every card name the Table completes, with what the engine can "
                                      "do with it", "tags": ["pages"], "parameters": [version], "responses": {
            "200": {"description": "the card list", "content": {"application/json": {"schema": obj(
                {"version": STR, "fields": arr(STR), "cards": card_rows})}}}}}},
        "/table/qr.svg": {"get": {"summary": "a QR code of the situation's link", "tags": ["pages"],
                                  "parameters": [shared], "responses": {**refused, "200": {
                                      "description": "SVG", "content": {"image/svg+xml": {"schema": STR}}}}}},
        "/table/scenario.yaml": {"get": {
            "summary": "the situation as a scenario file that `rulesdb scenario run` replays to the same verdict",
            "tags": ["pages"], "parameters": [ruled], "responses": {**refused, "200": {
                "description": "YAML", "content": {"application/yaml": {"schema": {"type": "object"}}}}}}},
    }
