"""The Table's engine for the browser: Pyodide, the engine's wheel and the saved citations, served
for "Save for offline" and the static export; `static/table-offline.js` loads them.

`/table/engine.json` says what there is and how large (the page shows it before saving); the
engine's files sit under URLs that change with their content, so a saved copy is never stale.
"""

from __future__ import annotations

import gzip
from functools import lru_cache

from flask import Blueprint, Response, abort, request

from rulesdb.engine import cites
from rulesdb.service import RulesDB
from rulesdb.table import wheel
from rulesdb.web import pyodide_dist
from rulesdb.web.assets import YEAR, digest
from rulesdb.web.limits import CSP
from rulesdb.web.respond import cached, db, to_json
from rulesdb.web.table import citation

bp = Blueprint("offline_engine", __name__)
PYODIDE = f"/table/engine/pyodide-{pyodide_dist.VERSION}/"
KINDS = {".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json",
         ".zip": "application/zip", ".whl": "application/zip"}
PACKED = (".js", ".wasm", ".json")  # python_stdlib.zip and the wheel are compressed already
#: The Table's page compiles Pyodide's WebAssembly; 'wasm-unsafe-eval' allows that and nothing else
#: (no eval of JavaScript), and only on that page.
TABLE_CSP = CSP.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'")


@lru_cache(maxsize=1)
def engine_wheel() -> tuple[str, bytes]:
    """The wheel of the running code, and the URL naming its content."""
    data = wheel.build()
    return f"/table/engine/{digest(data)}/{wheel.file_name()}", data


@lru_cache(maxsize=8)
def packed(name: str) -> bytes:
    """A Pyodide file gzipped once per process (the 8.6 MB module takes a moment)."""
    return gzip.compress((pyodide_dist.folder() / name).read_bytes(), 6, mtime=0)


def manifest_data(rdb: RulesDB | None = None) -> dict:
    """What the offline Table needs, each part with its size on the wire (bytes, compressed)."""
    wheel_url, wheel_bytes = engine_wheel()
    present = pyodide_dist.present()
    pyodide = {name: transfer_size(name) for name in pyodide_dist.FILES} if present else {}
    return {
        "pyodide": {"version": pyodide_dist.VERSION, "url": PYODIDE, "present": present,
                    "files": pyodide, "licence": pyodide_dist.LICENCE},
        "wheel": {"url": wheel_url, "bytes": len(wheel_bytes)},
        "saved": {"url": "/table/engine/saved.json"},
    }


def transfer_size(name: str) -> int:
    path = pyodide_dist.folder() / name
    return len(packed(name)) if name.endswith(PACKED) else path.stat().st_size


def saved_citations(rdb: RulesDB) -> dict:
    """Every address the engine may cite, named as the server names it (`rulesdb.web.table.citation`),
    and the card pool's titles: what the browser needs to give the server's JSON."""
    keys: set[str] = set()
    if cites.RR in rdb.documents:  # the Rules Reference's steps and terms; the CR is cited by id (below)
        keys.update(rdb.documents[cites.RR].nodes)
    for document in rdb.documents.values():
        keys.update(f"{cites.CURRENT_CR}/{n.semantic_id}" for n in document.nodes.values() if n.semantic_id)
    return {"citations": {key: citation(key) for key in sorted(keys)},
            "cards": sorted(rdb.graph.graph.get("card_facts") or {})}


@bp.after_app_request
def table_page_policy(response: Response) -> Response:
    if request.endpoint == "table_page.table":
        response.headers["Content-Security-Policy"] = TABLE_CSP
    return response


@bp.get("/table/engine.json")
def manifest():
    return cached(lambda: Response(to_json(manifest_data(db())), mimetype="application/json"))


@bp.get("/table/engine/saved.json")
def saved():
    return cached(lambda: Response(to_json(saved_citations(db())), mimetype="application/json"))


@bp.get("/table/engine/<key>/<name>")
def engine_file(key: str, name: str):
    """The engine's wheel (under its digest) or one of Pyodide's files (under its version)."""
    if f"/table/engine/{key}/" == PYODIDE:
        return pyodide_file(name)
    url, data = engine_wheel()
    if url != f"/table/engine/{key}/{name}":
        abort(404)
    return immutable(Response(data, mimetype=KINDS[".whl"]))


def pyodide_file(name: str) -> Response:
    if name not in pyodide_dist.FILES or not pyodide_dist.present():
        abort(404)
    kind = KINDS["." + name.rsplit(".", 1)[1]]
    if name.endswith(PACKED) and "gzip" in request.headers.get("Accept-Encoding", ""):
        response = Response(packed(name), mimetype=kind)
        response.headers["Content-Encoding"] = "gzip"
    else:
        response = Response((pyodide_dist.folder() / name).read_bytes(), mimetype=kind)
    return immutable(response)


def immutable(response: Response) -> Response:
    response.headers["Cache-Control"] = f"public, max-age={YEAR}, immutable"
    response.vary.add("Accept-Encoding")
    return response
