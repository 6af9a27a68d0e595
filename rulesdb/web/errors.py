"""One exception handler for the whole app: an error becomes one JSON envelope or one HTML page.

`{"ok": false, "error": ..., "status": ...}` (plus `suggestions` or `candidates` when known)
for /api/* and `?format=json`; an HTML page otherwise. A 500 never shows a traceback.
"""

from __future__ import annotations

from flask import Flask, current_app, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from rulesdb.errors import (
    AmbiguousAddress,
    BadQuery,
    NoBuild,
    RulesDBError,
    ScenarioError,
    UnknownAddress,
)

STATUS = (
    (UnknownAddress, 404),
    (AmbiguousAddress, 400),
    (BadQuery, 400),
    (ScenarioError, 400),
    (NoBuild, 503),
)


def init_app(app: Flask) -> None:
    from rulesdb.web.respond import check_format

    app.register_error_handler(Exception, handle)
    app.before_request(check_format)


def wants_json() -> bool:
    return request.path.startswith("/api/") or request.args.get("format") == "json"


def envelope(exc: Exception) -> dict:
    """The error as data: status, message, and the addresses that might have been meant."""
    status, message = _status_and_message(exc)
    data = {"ok": False, "error": message, "status": status}
    if isinstance(exc, UnknownAddress):
        data["suggestions"] = list(exc.suggestions)
    if isinstance(exc, AmbiguousAddress):
        data["candidates"] = list(exc.candidates)
    return data


def _status_and_message(exc: Exception) -> tuple[int, str]:
    if isinstance(exc, HTTPException):
        return exc.code or 500, exc.description or exc.name
    for cls, status in STATUS:
        if isinstance(exc, cls):
            return status, str(exc)
    if isinstance(exc, RulesDBError):
        return 400, str(exc)
    return 500, "internal error: the server could not answer this request"


def handle(exc: Exception):
    data = envelope(exc)
    if data["status"] >= 500:
        current_app.logger.error("error answering %s", request.full_path, exc_info=exc)
    headers = {"Allow": ", ".join(exc.valid_methods)} if getattr(exc, "valid_methods", None) else {}
    if wants_json():
        return jsonify(data), data["status"], headers
    return render_template("error.html", error=data), data["status"], headers
