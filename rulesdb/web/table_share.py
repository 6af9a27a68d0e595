"""Keeping and sharing a situation of the Table: its link as a QR code (`/table/qr.svg`) and as a
scenario file (`/table/scenario.yaml`) that `rulesdb scenario run` replays to the same verdict.
Both read the board from the share URL's `s`, as `/table` and `/api/table` do."""

from __future__ import annotations

from flask import Blueprint, Response, request

from rulesdb.answers import verdict
from rulesdb.engine.scenario.reliability import OPT_IN
from rulesdb.errors import BadQuery
from rulesdb.table.board import play
from rulesdb.table.keep import scenario_file
from rulesdb.web.qr import qr_svg
from rulesdb.web.respond import one_value
from rulesdb.web.table import answer, share_url, shared_board

bp = Blueprint("table_share", __name__)


@bp.get("/table/qr.svg")
def qr():
    board = shared_board(one_value("s"))
    return Response(qr_svg(request.host_url.rstrip("/") + share_url(board)), mimetype="image/svg+xml")


@bp.get("/table/scenario.yaml")
def scenario_yaml():
    """The scenario file; a board still waiting for an answer has no verdict to keep (400 naming it)."""
    board = shared_board(one_value("s"))
    found = answer(board)  # the same refusals, with the same messages, as the page and the API
    if "question" in found:
        raise BadQuery(f"decisions.{found['question']['name']}: the engine still asks this; answer it first")
    played = {k: v for k, v in board.items() if k != OPT_IN}
    result = play(played, allow_incomplete=board.get(OPT_IN) is True)
    text = scenario_file(board, result, verdict(result)["deciding"])
    response = Response(text, mimetype="application/yaml")
    response.headers["Content-Disposition"] = 'attachment; filename="table-situation.yaml"'
    return response
