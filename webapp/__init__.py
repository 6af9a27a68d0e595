"""The rulesdb web app: HTML pages and their JSON twins over one loaded build, served read-only.

`create_app(config)` opens the build named by `RULESDB_DATA` once; every request reads it.
"""

from __future__ import annotations

from typing import Any

from flask import Flask

from rulesdb.service import RulesDB
from webapp import assets, compress, errors, render
from webapp.cache import PageCache


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """A Flask app over one build; `config` may pass `RULESDB` (an opened RulesDB) to share one."""
    app = Flask(__name__)
    app.config.from_mapping(RULESDB_DATA=None, PAGE_CACHE_SIZE=4096, WARM=True, STATIC_EDITION=False)
    app.config.from_mapping(config or {})
    db = app.config.get("RULESDB") or RulesDB.load(app.config["RULESDB_DATA"])
    app.extensions["rulesdb"] = db
    if app.config["WARM"]:  # open the graph and the search index now, not on the first request
        _ = db.graph, db.lookup_table
    app.extensions["rulesdb_pages"] = PageCache(app.config["PAGE_CACHE_SIZE"])
    # Pages, saved copies and the service worker are keyed to this build served by this code.
    assets.init_app(app, db.folder.name)
    app.extensions["rulesdb_etag"] = app.extensions["rulesdb_version"]
    app.json.sort_keys = False
    app.json.ensure_ascii = False
    app.json.compact = True
    render.init_app(app)
    errors.init_app(app)
    _register_blueprints(app)
    app.after_request(_conditional)
    compress.init_app(app)  # registered last, so it runs first: the ETag is of the plain page
    return app


def _register_blueprints(app: Flask) -> None:
    from webapp import api, cards, diffs, home, nodes, offline, scenarios

    for module in (home, api, diffs, scenarios, cards, offline, nodes):  # nodes last: its catch-all route
        app.register_blueprint(module.bp)


def _conditional(response):
    """Successful GETs carry a weak ETag for the site version and are revalidated on every use
    (a cheap 304): copies for offline use are the service worker's, keyed to the same version."""
    from flask import current_app, request

    if request.method == "GET" and response.status_code == 200 and request.endpoint != "static" \
            and "Cache-Control" not in response.headers:
        response.set_etag(current_app.extensions["rulesdb_etag"], weak=True)
        response.headers["Cache-Control"] = "public, no-cache"
        response.make_conditional(request)
    return response
