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
    typed = {k: request.args.get(k, "")[:MAX_FIELD] for k in FIELDS}
    if any(typed.values()):  # the form: the board it describes, as a link to share
        return redirect(share_url(board_from(typed)), code=303)
    if not request.args.get("s"):
        return page("table/table.html", form_data(typed))
    board = shared_board(request.args["s"])
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


def form_from(board: dict) -> dict:
    """The form's fields for a board (what the judge typed comes back on an error)."""
    runner, corp = board.get("runner") or {}, board.get("corp") or {}
    servers = corp.get("servers") or {"Server 1": {}}
    server, spec = next(iter(servers.items())) if isinstance(servers, dict) and servers else ("Server 1", {})
    spec = spec if isinstance(spec, dict) else {}
    ice = [f"{i.get('card', '')}{UNREZZED}" if isinstance(i, dict) and i.get("rezzed") is False
           else (i.get("card", "") if isinstance(i, dict) else str(i)) for i in spec.get("ice") or []]
    actions = board.get("actions") or [{}]
    first = actions[0] if isinstance(actions[0], dict) else {}
    return {"runner_credits": str(runner.get("credits", "")), "runner_rig": ", ".join(map(str, runner.get("rig") or [])),
            "runner_grip": ", ".join(map(str, runner.get("grip") or [])), "corp_credits": str(corp.get("credits", "")),
            "server": server, "ice": ", ".join(ice), "root": ", ".join(map(str, spec.get("root") or [])),
            "action": str(first.get("runner", ""))}


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
