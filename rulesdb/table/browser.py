"""The Table's engine inside the browser (Pyodide): what `/api/table` answers, computed on the device.

The page hands over the saved citations (every address the engine may cite, named as the server
names it) and the card pool's titles once (`load`), then a board or a share URL's `s` per ruling,
or a sent form (read into its board by `rulesdb.table.form`, as the server reads it).
The answer is `{"status": ..., "body": ...}`: the server's JSON, or its error envelope. A ruling
citing an address that was not saved is not shown with a guessed citation: the answer says the
device cannot give it (`"status": 0`), never a different ruling. Standard library only.
"""

from __future__ import annotations

import json

from rulesdb.errors import RulesDBError
from rulesdb.table import answers, form, refusal, ruling, wanted

_SAVED: dict = {"citations": {}, "cards": []}
NOT_SAVED = 0  # the status of an answer this device cannot give


class NotSaved(Exception):
    """A cited address missing from the saved citations."""


def load(saved: str) -> int:
    """Keep the saved citations and card titles (JSON text); returns how many citations."""
    data = json.loads(saved)
    _SAVED["citations"] = data["citations"]
    _SAVED["cards"] = data.get("cards", [])
    return len(_SAVED["citations"])


def cite(address: str) -> dict:
    found = _SAVED["citations"].get(address)
    if found is None:
        raise NotSaved(address)
    return found


def answer(board) -> dict:
    """The status and body `/api/table` answers for a board."""
    try:
        return {"status": 200, "body": ruling.answer(board, cite, _SAVED["cards"])}
    except NotSaved as missing:
        return {"status": NOT_SAVED, "body": {
            "ok": False, "status": NOT_SAVED,
            "error": f"This ruling cites {missing.args[0]}, which is not saved on this device: "
                     "connect to the server for the ruling."}}
    except RulesDBError as exc:
        return envelope(str(exc))
    except Exception as exc:  # noqa: BLE001 - as the server: a board the engine cannot play is a 400
        return envelope(f"board: the engine cannot play this situation ({type(exc).__name__})")


def envelope(message: str, status: int = 400) -> dict:
    return {"status": status, "body": {"ok": False, "error": message, "status": status}}


def answer_json(board_json: str) -> str:
    """`answer` for a board as JSON text (what the page posts), as JSON text."""
    try:
        board = json.loads(board_json)
    except ValueError:
        return json.dumps(envelope("body: not valid JSON"))
    return json.dumps(answer(board), ensure_ascii=False)


def shared_json(text: str) -> str:
    """`answer` for a share URL's `s` (as `GET /api/table?s=` answers it), as JSON text."""
    try:
        board = ruling.shared_board(text)
    except RulesDBError as exc:
        return json.dumps(envelope(str(exc)))
    return json.dumps(answer(board), ensure_ascii=False)


def link_json(board_json: str) -> str:
    """The share URL of a board given as JSON text (the page's option links)."""
    return ruling.share_url(json.loads(board_json))


def sent_json(sent: str) -> str:
    """The share link a sent form redirects to (`GET /table?f=1&…`, its parameters as JSON text):
    `{"url": …}`, or the error envelope naming the field at fault, as the server answers."""
    try:
        return json.dumps({"url": form.sent_link(json.loads(sent))}, ensure_ascii=False)
    except RulesDBError as exc:
        return json.dumps(envelope(str(exc)))


def page_json(text: str) -> str:
    """What the Table's page shows for a share URL's `s`, as the server's page shows it: the answer
    (`{status, body}`), the board, the form's values and servers for it, the run's moments to list the
    options at and, for a board the engine refuses, each line of the refusal at its field."""
    try:
        board = ruling.shared_board(text)
    except RulesDBError as exc:
        return json.dumps({"answer": envelope(str(exc)), "board": None})
    found = answer(board)
    data = {"answer": found, "board": board, "form": form.form_from(board), "servers": wanted.servers_shown(board)}
    if found["status"] == 400:
        data["refused"] = refusal.refused(found["body"]["error"], board)
    elif found["status"] == 200 and "legal" not in found["body"]:
        data["moments"] = ruling.moment_links(board)
    return json.dumps(data, ensure_ascii=False)


def answered_json(sent: str) -> str:
    """An answer's form sent (`GET /table?s=…&q=…`, its parameters as JSON: each name with its list of
    values): `{"url": …}`, the board with that answer, or `{"wrong": …}`, the one line saying what is
    wrong, as the server's page answers it."""
    params = json.loads(sent)
    try:
        board = ruling.shared_board((params.get("s") or [""])[0])
        found = answer(board)
        if found["status"] != 200 or "question" not in found["body"]:
            return json.dumps({"wrong": found["body"].get("error", "this board asks no question now")})

        def play(answered):
            got = answer(answered)
            if got["status"] != 200:
                raise RulesDBError(got["body"]["error"])
            return got["body"]
        done = answers.answered_board(board, found["body"]["question"], params, play)
    except RulesDBError as exc:
        return json.dumps({"wrong": str(exc)}, ensure_ascii=False)
    return json.dumps({"url": ruling.share_url(done)}, ensure_ascii=False)
