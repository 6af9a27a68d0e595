"""`/table`: the Table as a page, phone-first, whole without a script. The form describes the full board
(both sides, every server with its ice and root, the rig, the piles, whose turn, the actions); the
page then shows the engine's question, each option a link that answers it, and finally the ruling.

The whole situation is in the URL (`s`, as `/api/table` reads it), so every step is a link to share.
A board the engine refuses comes back as the form with each problem at its field, the values as typed,
and a link per "did you mean" that puts the suggested card in place.
"""

from __future__ import annotations

import copy
import re
from dataclasses import asdict

from flask import Blueprint, redirect, request

from rulesdb.engine.scenario.reliability import OPT_IN
from rulesdb.errors import BadQuery, ScenarioError
from rulesdb.web.openapi_table import BOARD
from rulesdb.web.respond import page
from rulesdb.web.table import MAX_SHARED, answer, share_url, shared_board
from rulesdb.web.table_cards import cards_url
from rulesdb.web.table_form import CORP, RUNNER, board_from, form_from, server_fields, server_names

bp = Blueprint("table_page", __name__)
LEGAL = "legal"  # the board field asking for the legal options (rulesdb/web/table.py, when the API has it)
MAX_FIELD = 4000
_PATH = re.compile(r"^([^:\n]+?): (.*)$")
_SUGGESTED = re.compile(r"\(did you mean ([^)]*)\?\)")
_NEVER_ASKED = re.compile(r"^decisions?\.(.+): the engine never asks this decision")


@bp.get("/table")
def table():
    typed = {k: v for k, v in request.args.items() if k not in ("f", "s")}
    too_long = next((k for k, v in typed.items() if len(v) > MAX_FIELD), None)
    if too_long:
        raise BadQuery(f"{too_long}: at most {MAX_FIELD} characters")
    if request.args.get("f", "1") != "1":
        raise BadQuery("f: expected 1 (the form is sent)")
    if "f" in request.args:  # the form sent: the board it describes, as a link to share
        link = share_url(board_from(typed))
        if len(link) > MAX_SHARED:  # the link is the board: one that long is no link to share
            longest = max(typed, key=lambda k: len(typed[k]))
            raise BadQuery(f"{longest}: the board is too long for a link ({len(link):,} characters; "
                           f"at most {MAX_SHARED:,})")
        return redirect(link, code=303)
    if "s" not in request.args:
        return page("table/table.html", form_data({}))
    board = shared_board(request.args["s"])
    try:
        found = answer(board)
    except (BadQuery, ScenarioError) as exc:
        return page("table/table.html", dict(form_data(board, error=str(exc)), unasked=unasked(str(exc), board),
                                             anyway=anyway(str(exc), board))), 400
    return page("table/table.html", dict(form_data(board), **shown(found, board)))


def unasked(error: str, board) -> dict | None:
    """When the only problem is answers the engine never asks (a board edited after answering), they are
    refused, never ignored: the page names them and offers the same board without them, one tap away."""
    names = [m[1] for line in error.splitlines() if (m := _NEVER_ASKED.match(line))]
    decisions = board.get("decisions") if isinstance(board, dict) else None
    if not names or len(names) < len(error.splitlines()) or not isinstance(decisions, dict):
        return None
    kept = {k: v for k, v in decisions.items() if k not in names}
    return {"names": names, "url": share_url(dict(board, decisions=kept))}


def anyway(error: str, board) -> str | None:
    """A board refused only for a card the engine implements in part: the link that plays it anyway,
    the ruling then marked unreliable and naming the card (the form's check box does the same)."""
    if OPT_IN not in error or not isinstance(board, dict) or board.get(OPT_IN) is True:
        return None
    return share_url(dict(board, **{OPT_IN: True}))


def form_data(board, error: str | None = None) -> dict:
    servers = server_names(board)
    problems = placed_errors(error or "", board)
    return {"form": form_from(board), "runner": [asdict(f) for f in RUNNER], "corp": [asdict(f) for f in CORP],
            "servers": [(name, *(asdict(f) for f in server_fields(name))) for name in servers],
            "errors": problems["fields"], "error": problems["rest"], "unasked": None,
            "open_corp": any(f.startswith("corp.") and not f.startswith("corp.servers.") for f in problems["fields"]),
            "cards_url": cards_url(), "question": None, "ruling": None}


def field_of(path: str) -> str:
    """The form field a board path belongs to: `runner.rig[0].card` -> `runner.rig`."""
    return re.split(r"\[|\.card$|\.hosted|\.counters|\.advancement|\.rezzed|\.chosen", path, maxsplit=1)[0]


def placed_errors(error: str, board) -> dict:
    """Each line of a refusal at the field it names (with its "did you mean" as fixing links); the
    lines naming no field of the form stay at the top."""
    fields: dict[str, list[dict]] = {}
    rest = []
    for line in error.splitlines():
        found = _PATH.match(line)
        if not found or not re.match(r"^(runner|corp)\.", found[1]):
            rest.append(line)
            continue
        path, message = found[1], found[2]
        fixes = [{"title": t, "url": share_url(fixed(board, path, t))}
                 for t in (_SUGGESTED.search(message)[1].split(", ") if _SUGGESTED.search(message) else [])]
        fields.setdefault(field_of(path), []).append({"path": path, "message": message, "fixes": fixes})
    return {"fields": fields, "rest": "\n".join(rest) or None}


def fixed(board, path: str, title: str):
    """The board with the card at `path` (`runner.rig[0]`, `corp.servers.Server 1.ice[1].card`) named
    `title`; unchanged when the path does not lead to a card."""
    changed = copy.deepcopy(board)
    keys = _keys(path)
    where = changed
    try:
        for key in keys[:-1]:
            where = where[key]
        last = keys[-1]
        if isinstance(where[last], dict):
            where[last]["card"] = title
        else:
            where[last] = title
    except (KeyError, IndexError, TypeError):
        return board
    return changed


def _keys(path: str) -> list:
    """`corp.servers.Server 1.ice[1].card` -> ["corp", "servers", "Server 1", "ice", 1]."""
    path = path.removesuffix(".card")
    keys: list = []
    for part in re.findall(r"[^.\[\]]+|\[\d+\]", path):
        keys.append(int(part[1:-1]) if part.startswith("[") else part)
    return keys


def shown(found: dict, board: dict) -> dict:
    """The question with a link per option, or the ruling; this step's own link; the legal options the
    engine lists (when asked), each a link that takes it; and, where the API can list them, a link
    asking what can happen next."""
    here = share_url(board)
    data = {"share": here, "legal": legal_links(found.get("legal"), board), "next": None}
    if "question" not in found:
        if "legal" not in found and LEGAL in BOARD["properties"]:  # the API lists legal actions
            data["next"] = share_url(dict(board, **{LEGAL: True}))
        return dict(data, ruling=found if "verdict" in found else None)
    asked = found["question"]
    links = []
    for option in asked["options"]:
        answered = copy.deepcopy(board)
        answered.setdefault("decisions", {})[asked["name"]] = option
        links.append({"option": option, "url": share_url(answered)})
    return dict(data, question=dict(asked, links=links))


def legal_links(legal, board: dict) -> list[dict]:
    """Each option the API lists (`{"options": [{action, player, cost, allowed, reason, rule, item}]}`,
    or plain actions) as a link that adds its `item` to the actions and plays on; a refused one is still
    a link (its item is attempted, so the ruling shows the refusal with its rule)."""
    options = legal.get("options") if isinstance(legal, dict) else legal
    links = []
    for option in options if isinstance(options, list) else []:
        item = option.get("item") if isinstance(option, dict) and "item" in option else option
        step = item if isinstance(item, dict) else {str(board.get("turn", "runner")): str(item)}
        side = next((s for s in ("runner", "corp") if s in step), None)
        if side is None:
            continue
        more = {k: v for k, v in copy.deepcopy(board).items() if k != LEGAL}
        more["actions"] = [*(more.get("actions") or []), step]
        about = option if isinstance(option, dict) and "item" in option else {}
        links.append({"text": f"{side}: {about.get('action') or step[side]}", "url": share_url(more),
                      "cost": about.get("cost"), "allowed": about.get("allowed", True),
                      "reason": about.get("reason"), "rule": about.get("rule")})
    return links
