"""`/api/table`: a situation described as JSON, played by the engine; the answer is the question the
engine needs answered, or the ruling (verdict, deciding step, trace with each step's citations).

The whole situation travels in the share URL (`s`: the board as compact JSON, base64url), so a
ruling is handed over as a link and the same link asks the same question or gives the same ruling.
"""

from __future__ import annotations

import json

from flask import Blueprint, Response, current_app, request

from rulesdb import yamlsafe
from rulesdb.answers import cite_label
from rulesdb.errors import BadQuery, RulesDBError
from rulesdb.table import ruling
from rulesdb.table.ruling import MAX_SHARED, share_url, shared_board  # noqa: F401 - the pages import them from here
from rulesdb.web.node_data import url_for
from rulesdb.web.respond import db, one_value, to_json
from rulesdb.web.scenario_data import resolved

bp = Blueprint("table", __name__)
MAX_BOARD = 64 << 10  # 64 KB: a full board is a few kB


@bp.post("/api/table")
def post_table():
    if request.content_length and request.content_length > MAX_BOARD:
        return too_large(request.content_length)
    if not request.is_json:
        raise BadQuery("body: send the board as Content-Type: application/json")
    raw = request.get_data(cache=True)
    if len(raw) > MAX_BOARD:
        return too_large(len(raw))
    try:
        board = json.loads(raw)
    except ValueError:
        raise BadQuery("body: not valid JSON") from None
    return as_json(answer(board))


@bp.get("/api/table")
def get_table():
    """The same answer for a share URL's `s` (the board as base64url JSON)."""
    return as_json(answer(shared_board(one_value("s"))))


def as_json(data) -> Response:
    return Response(to_json(data), mimetype="application/json")


def too_large(size: int):
    data = {"ok": False, "error": f"body: {size:,} bytes; at most {MAX_BOARD:,} bytes", "status": 413}
    return as_json(data), 413


def scenario_board(scenario_id: str) -> dict | None:
    """A scenario file of the build as a board for the Table (the same fields), or None."""
    folder = db().scenario_dir
    path = folder / f"{scenario_id}.yaml"
    path = path if path.is_file() else next(folder.glob(f"*/{scenario_id}.yaml"), None)
    if path is None:
        return None
    data = yamlsafe.load(path.read_text(encoding="utf-8"), path.name)
    return json.loads(json.dumps(data, default=str)) if isinstance(data, dict) else None


def answer(board) -> dict:
    """The question or the ruling for a board (`rulesdb.table.ruling`, the same as the offline engine
    gives); the engine failing on a board it accepted is a 400 naming the board (and logged), never a 5xx."""
    try:
        return ruling.answer(board, citation, db().graph.graph.get("card_facts") or {})
    except RulesDBError:
        raise
    except Exception as exc:  # noqa: BLE001 - a board the engine cannot play must not be a 5xx
        current_app.logger.error("the engine failed on a table board", exc_info=exc)
        raise BadQuery(f"board: the engine cannot play this situation ({type(exc).__name__})") from None


def citation(address: str) -> dict:
    """A cited address as a judge reads it (`CR 6.9.3a …`), with its link; the current CR's
    version-less addresses are named in the latest release."""
    rdb = db()
    found = resolved(address)
    return {"address": found, "title": cite_label(found, rdb.documents, rdb.nodes),
            "url": url_for(rdb, found)}
