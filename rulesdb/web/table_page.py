"""`/table`: the Table as a page, phone-first, whole without a script. The form describes the full board
(both sides, every server with its ice and root, the rig, the piles, whose turn, the actions); the
page then shows the engine's question, each option a link that answers it, and finally the ruling.

The whole situation is in the URL (`s`, as `/api/table` reads it), so every step is a link to share.
A question whose answer is not one option (several cards, an order, a number, a card's name, a payment, a
plan) is a small form (`rulesdb.table.answers`); sent (`q`: the question), it redirects to the board with that
answer, or shows the question again with the one line saying what is wrong.
A board the engine refuses comes back as the form with each problem at its field, the values as typed,
and a link per "did you mean" that puts the suggested card in place.
"""

from __future__ import annotations

import copy
from dataclasses import asdict

from flask import Blueprint, redirect, request

from rulesdb.errors import BadQuery, ScenarioError
from rulesdb.table.answers import answered_board
from rulesdb.table.form import CORP, RUNNER, checked, form_from, sent_link, server_fields
from rulesdb.table.refusal import refused
from rulesdb.table.ruling import moment_links
from rulesdb.table.wanted import empty_servers, missing_corp_cards, servers_shown
from rulesdb.table.windows import decision_key
from rulesdb.web.openapi_table import BOARD
from rulesdb.web.respond import page
from rulesdb.web.table import answer, share_url, shared_board
from rulesdb.web.table_cards import cards_url, corp_titles

bp = Blueprint("table_page", __name__)
LEGAL = "legal"  # the board field asking for the legal options (rulesdb/web/table.py, when the API has it)


@bp.get("/table")
def table():
    checked(request.args)
    if "f" in request.args:  # the form sent: the board it describes, as a link to share
        return redirect(sent_link(request.args), code=303)
    if "s" not in request.args:
        return page("table/table.html", form_data({}))
    board = shared_board(request.args["s"])
    try:
        found = answer(board)
    except (BadQuery, ScenarioError) as exc:
        return page("table/table.html", form_data(board, error=str(exc))), 400
    wrong = None
    if "q" in request.args and "question" in found:  # an answer's form sent
        try:
            return redirect(share_url(answered_board(board, found["question"], request.args, answer)), code=303)
        except (BadQuery, ScenarioError) as exc:
            wrong = str(exc)
    data = dict(form_data(board), **shown(found, board))
    return page("table/table.html", dict(data, wrong=wrong)), 400 if wrong else 200


def form_data(board, error: str | None = None) -> dict:
    problems = refused(error or "", board)
    form = form_from(board)
    named = empty_servers(board)  # "run Server 2" with nothing laid out there: its fields open, added if need be
    servers = servers_shown(board)
    return {"form": form, "runner": [asdict(f) for f in RUNNER], "corp": [asdict(f) for f in CORP],
            "servers": [(name, *(asdict(f) for f in server_fields(name))) for name in servers],
            "errors": problems["errors"], "error": problems["error"], "unasked": problems["unasked"],
            "anyway": problems["anyway"], "open_servers": named,
            "first_error": first_error(servers, problems["errors"]),
            "open_corp": corp_needed(form, board, problems["errors"]) or bool(named)
            or bool(missing_corp_cards(board, corp_titles())),
            "cards_url": cards_url(), "question": None, "ruling": None}


def first_error(servers: list[str], errors: dict) -> str | None:
    """The field of the first problem in the form's order (the Runner's, the Corp's, the servers', the actions'):
    the page focuses it as it loads (`autofocus`), so a judge on a phone lands on what to put right."""
    order = [f.name for f in (*RUNNER, *CORP, *(f for s in servers for f in server_fields(s)))] + ["actions"]
    return next((name for name in order if name in errors), next(iter(errors), None))


def corp_needed(form: dict, board, errors: dict) -> bool:
    """Whether the Corp section starts open: a Corp field filled or refused, the Corp's turn, or an action the Corp
    takes. Most disputes put Corp cards on the board; a board of the Runner's alone keeps the phone's page short."""
    corp = [f for f in (*form, *errors) if f.startswith("corp.") and not f.startswith("corp.servers.")]
    if any(form.get(f) or f in errors for f in corp) or form.get("turn") == "corp":
        return True
    actions = board.get("actions") if isinstance(board, dict) else None
    return any(isinstance(a, dict) and "corp" in a for a in actions or ())


def shown(found: dict, board: dict) -> dict:
    """The question with a link per option, or the ruling; this step's own link; the legal options the
    engine lists (when asked), each a link that takes it; and, where the API can list them, a link
    asking what can happen next."""
    here = share_url(board)
    data = {"share": here, "legal": legal_links(found.get("legal"), board), "next": None,
            "moments": [] if "legal" in found else moment_links(board)}
    if "question" not in found:
        if "legal" not in found and LEGAL in BOARD["properties"]:  # the API lists legal actions
            data["next"] = share_url(dict(board, **{LEGAL: True}))
        return dict(data, ruling=found if "verdict" in found else None)
    asked = found["question"]
    shape = asked.get("answer") or {"kind": "one"}
    values = shape.get("values") or {}
    links = []
    for option in asked["options"]:
        if shape["kind"] not in ("one", "payment") and option not in shape.get("none", ()):
            continue  # answered by the form
        answered = copy.deepcopy(board)
        answered.setdefault("decisions", {})[decision_key(asked, option)] = values.get(option, option)
        links.append({"option": option, "url": share_url(answered)})
    listed = [o for o in asked["options"] if o not in shape.get("none", ())]
    return dict(data, question=dict(asked, links=links, listed=listed, shape=shape))


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
