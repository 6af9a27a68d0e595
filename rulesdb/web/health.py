"""`GET /healthz`: what a host's monitor, a container's HEALTHCHECK or a load balancer asks.

It answers from what the server already holds (the build's name and its documents) plus one `stat`,
so a probe every few seconds costs nothing: it never opens the graph or the search index. A build
whose files are gone from the disk answers 503, as JSON, so a monitor can tell a sick server at once.
"""

from __future__ import annotations

import time

from flask import Blueprint, Response

from rulesdb import __version__
from rulesdb.build import store
from rulesdb.errors import NoBuild
from rulesdb.web.errors import envelope
from rulesdb.web.respond import db, to_json

bp = Blueprint("health", __name__)


@bp.get("/healthz")
def healthz() -> Response:
    try:
        data = status()
    except NoBuild as exc:
        data = envelope(exc)
    response = Response(to_json(data), status=200 if data["ok"] else 503, mimetype="application/json")
    response.headers["Cache-Control"] = "no-store"  # a probe must see the server as it is now
    return response


def status() -> dict:
    """The build being served, its size and age, and the rulesdb serving it; NoBuild when its files are gone."""
    served = db()
    try:
        sealed = (served.folder / store.FILES).stat().st_mtime  # written when the build was sealed
    except OSError:
        raise NoBuild(f"build {served.folder.name} is no longer on disk: run `rulesdb build`") from None
    if not (served.folder / store.MODEL).is_file():
        raise NoBuild(f"build {served.folder.name} has lost its model: run `rulesdb build`")
    return {
        "ok": True,
        "build": served.folder.name,
        "documents": len(served.documents),
        "build_age_seconds": max(0, round(time.time() - sealed)),
        "rulesdb": __version__,
    }
