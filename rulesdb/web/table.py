"""`/api/table`: a situation described as JSON, played by the engine; the answer is the question the
engine needs answered, or the ruling (verdict, deciding step, trace with each step's citations).

The whole situation travels in the share URL (`s`: the board as compact JSON, base64url), so a
ruling is handed over as a link and the same link asks the same question or gives the same ruling.
"""

from __future__ import annotations

import base64
import binascii
import json
import re

from flask import Blueprint, Response, current_app, request

from rulesdb import yamlsafe
from rulesdb.answers import cite_label, verdict
from rulesdb.engine.scenario.reliability import OPT_IN, unreliable_line
from rulesdb.errors import BadQuery, RulesDBError, ScenarioError
from rulesdb.spelling import fold_title
from rulesdb.table.board import play
from rulesdb.table.effects import not_as_printed
from rulesdb.web.node_data import url_for
from rulesdb.web.respond import db, to_json
from rulesdb.web.scenario_data import resolved

bp = Blueprint("table", __name__)
MAX_BOARD = 64 << 10  # 64 KB: a full board is a few kB
MAX_SHARED = 16 << 10  # characters of `s` in a share URL


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
    return as_json(answer(shared_board(request.args.get("s", ""))))


def as_json(data) -> Response:
    return Response(to_json(data), mimetype="application/json")


def too_large(size: int):
    data = {"ok": False, "error": f"body: {size:,} bytes; at most {MAX_BOARD:,} bytes", "status": 413}
    return as_json(data), 413


def shared_board(text: str):
    """The board a share URL carries; BadQuery naming `s` when it is not one."""
    if not text.strip():
        raise BadQuery("s: a value is required (the board, as a share URL carries it)")
    if len(text) > MAX_SHARED:
        raise BadQuery(f"s: at most {MAX_SHARED} characters")
    try:
        return json.loads(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))
    except (ValueError, binascii.Error):
        raise BadQuery("s: not a board as a share URL carries it (base64url JSON)") from None


def scenario_board(scenario_id: str) -> dict | None:
    """A scenario file of the build as a board for the Table (the same fields), or None."""
    folder = db().scenario_dir
    path = folder / f"{scenario_id}.yaml"
    path = path if path.is_file() else next(folder.glob(f"*/{scenario_id}.yaml"), None)
    if path is None:
        return None
    data = yamlsafe.load(path.read_text(encoding="utf-8"), path.name)
    return json.loads(json.dumps(data, default=str)) if isinstance(data, dict) else None


def share_url(board) -> str:
    """The page that replays this situation (the Table, `/table`; `/api/table` takes the same `s`):
    the board as compact JSON, base64url, no padding."""
    packed = json.dumps(board, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return "/table?s=" + base64.urlsafe_b64encode(packed.encode()).decode().rstrip("=")


def answer(board) -> dict:
    """The question or the ruling for a board; the engine failing on a board it accepted is a 400
    naming the board (and logged), never a 5xx."""
    allow = isinstance(board, dict) and board.get(OPT_IN) is True  # kept in the board, so its link keeps it
    played = {k: v for k, v in board.items() if k != OPT_IN} if isinstance(board, dict) else board
    try:
        result = play(played, allow_incomplete=allow)
    except ScenarioError as exc:
        raise ScenarioError(not_played(str(exc))) from None
    except RulesDBError:
        raise
    except Exception as exc:  # noqa: BLE001 - a board the engine cannot play must not be a 5xx
        current_app.logger.error("the engine failed on a table board", exc_info=exc)
        raise BadQuery(f"board: the engine cannot play this situation ({type(exc).__name__})") from None
    if "question" in result:
        asked = result["question"]
        return {"question": dict(asked, rule=citation(asked["rule"]) if asked["rule"] else None),
                "share_url": share_url(board)}
    return ruling(result, board)


_UNKNOWN = re.compile(r"unknown (?:card|identity) '([^']+)'(?: \(did you mean [^)]*\?\))?")


def not_played(message: str) -> str:
    """An unknown card that is a real one (in the build's card data) is named as a card the engine
    cannot play yet, not offered near names."""
    pool = {fold_title(t): t for t in db().graph.graph.get("card_facts") or {}}

    def explain(match: re.Match) -> str:
        title = pool.get(fold_title(match[1]))
        return f"{title} is a card the engine cannot play yet (not in its card library)" if title else match[0]
    return _UNKNOWN.sub(explain, message)


def ruling(result: dict, board) -> dict:
    """The verdict, the deciding step with its citations, and every step with its citations."""
    found = verdict(result)
    trace = [dict(step, cites=[citation(c) for c in step["cites"]]) for step in result["trace"]]
    deciding = found["deciding"]
    data = {
        "verdict": found["sentences"],
        "deciding": None if deciding is None else dict(trace[deciding], n=deciding + 1),
        "trace": trace,
        "share_url": share_url(board),
        "reliable": result["reliable"],
        "incomplete": result["incomplete"],
    }
    if not result["reliable"]:
        data["verdict"] = [unreliable_line(result["incomplete"]), *data["verdict"]]
    if result["checks"]:
        data.update(ok=result["ok"], checks=result["checks"])
    data["effects"] = not_as_printed(result["final_state"])
    return data


def citation(address: str) -> dict:
    """A cited address as a judge reads it (`CR 6.9.3a …`), with its link; the current CR's
    version-less addresses are named in the latest release."""
    rdb = db()
    found = resolved(address)
    return {"address": found, "title": cite_label(found, rdb.documents, rdb.nodes),
            "url": url_for(rdb, found)}
