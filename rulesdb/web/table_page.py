"""`/table`: the Table as a page, phone-first and without a script. A short form describes the board
(each side's credits, the Runner's rig and grip, one server's ice and root, the action); the page
then shows the engine's question, each option a link that answers it, and finally the ruling.

The whole situation is in the URL (`s`, as `/api/table` reads it), so every step is a link to share.
A board the engine refuses comes back as the form with the problem named and the values as typed.
"""

from __future__ import annotations

import json

from flask import Blueprint, redirect, request

from rulesdb.engine.cards import CARDS
from rulesdb.errors import BadQuery, ScenarioError
from rulesdb.web.respond import page
from rulesdb.web.table import answer, share_url, shared_board

bp = Blueprint("table_page", __name__)
FIELDS = ("runner_credits", "runner_rig", "runner_grip", "corp_credits", "server", "ice", "root", "action")
SERVERS = ("HQ", "R&D", "Archives", "Server 1")
UNREZZED = " (unrezzed)"
MAX_FIELD = 2000


@bp.get("/table")
def table():
    typed = {k: request.args.get(k, "") for k in FIELDS}
    for name, value in typed.items():
        if len(value) > MAX_FIELD:
            raise BadQuery(f"{name}: at most {MAX_FIELD} characters")
    board = shared_board(request.args["s"]) if "s" in request.args else None
    if any(typed.values()):  # the form: the board it describes, as a link to share
        return redirect(share_url(board_from(typed)), code=303)
    if board is None:
        return page("table/table.html", form_data(typed))
    try:
        found = answer(board)
    except (BadQuery, ScenarioError) as exc:
        return page("table/table.html", form_data(form_from(board), error=str(exc))), 400
    return page("table/table.html", dict(form_data(form_from(board)), **shown(found, board)))


def names(text: str) -> list[str]:
    return [n.strip() for n in text.split(",") if n.strip()]


def board_from(typed: dict) -> dict:
    """The board the form describes (numbers left as typed when they are not numbers: the engine
    names the field)."""
    ice = [{"card": n[: -len(UNREZZED)], "rezzed": False} if n.endswith(UNREZZED) else n
           for n in names(typed["ice"])]
    server = typed["server"] or "Server 1"
    runner = {"credits": _number(typed["runner_credits"], 5), "rig": names(typed["runner_rig"]),
              "grip": names(typed["runner_grip"])}
    corp = {"credits": _number(typed["corp_credits"], 5),
            "servers": {server: {"ice": ice, "root": names(typed["root"])}}}
    return {"runner": runner, "corp": corp, "actions": [{"runner": typed["action"] or f"run {server}"}]}


def _number(text: str, default: int):
    text = text.strip()
    return int(text) if text.isdigit() else (text or default)


def form_from(board) -> dict:
    """The form's fields for a board (what the judge typed comes back on an error), read leniently:
    a shared link may hold anything."""
    runner, corp = _dict(_dict(board).get("runner")), _dict(_dict(board).get("corp"))
    servers = _dict(corp.get("servers")) or {"Server 1": {}}
    server, spec = next(iter(servers.items()))
    spec = _dict(spec)
    ice = [f"{i.get('card', '')}{UNREZZED}" if isinstance(i, dict) and i.get("rezzed") is False
           else str(_dict(i).get("card", "") if isinstance(i, dict) else i) for i in _list(spec.get("ice"))]
    first = _dict((_list(_dict(board).get("actions")) or [{}])[0])
    return {"runner_credits": str(runner.get("credits", "")), "runner_rig": _joined(runner.get("rig")),
            "runner_grip": _joined(runner.get("grip")), "corp_credits": str(corp.get("credits", "")),
            "server": str(server), "ice": ", ".join(ice), "root": _joined(spec.get("root")),
            "action": str(first.get("runner", ""))}


def _dict(value) -> dict:
    return value if isinstance(value, dict) else {}


def _list(value) -> list:
    return value if isinstance(value, list) else []


def _joined(value) -> str:
    return ", ".join(str(_dict(v).get("card", "")) if isinstance(v, dict) else str(v) for v in _list(value))


def form_data(typed: dict, error: str | None = None) -> dict:
    return {"form": typed, "servers": SERVERS, "cards": sorted(CARDS), "error": error,
            "question": None, "ruling": None}


def shown(found: dict, board: dict) -> dict:
    """The question with a link per option, or the ruling; and this step's own link."""
    here = share_url(board)
    if "question" not in found:
        return {"ruling": found, "share": here}
    asked = found["question"]
    links = []
    for option in asked["options"]:
        answered = json.loads(json.dumps(board))
        answered.setdefault("decisions", {})[asked["name"]] = option
        links.append({"option": option, "url": share_url(answered)})
    return {"question": dict(asked, links=links), "share": here}
