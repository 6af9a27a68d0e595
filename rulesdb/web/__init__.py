"""The rulesdb web app: HTML pages and their JSON twins over one loaded build, served read-only.

`create_app(config)` opens the build named by `RULESDB_DATA`; every request reads the newest
published build (see `rulesdb.live`), so a rebuild never needs a restart.
"""

from __future__ import annotations

from typing import Any

from flask import Flask, g

from rulesdb.live import LiveRulesDB
from rulesdb.service import RulesDB
from rulesdb.web import assets, compress, errors, limits, render
from rulesdb.web.cache import PageCache


def create_app(config: dict[str, Any] | None = None) -> Flask:
    """A Flask app over one build; `config` may pass `RULESDB` (an opened RulesDB) to share one.

    Given `RULESDB_DATA` instead, the app follows that data folder: a build published there is
    picked up between requests (checked every `BUILD_CHECK_SECONDS`), with no restart.
    """
    app = Flask(__name__)
    app.config.from_mapping(RULESDB_DATA=None, PAGE_CACHE_SIZE=4096, PAGE_CACHE_BYTES=64 << 20, WARM=True,
                            STATIC_EDITION=False, BUILD_CHECK_SECONDS=1.0)
    app.config.from_mapping(config or {})
    app.extensions["rulesdb_pages"] = PageCache(app.config["PAGE_CACHE_SIZE"], app.config["PAGE_CACHE_BYTES"])
    if app.config.get("RULESDB"):
        first = app.config["RULESDB"]
    else:
        live = LiveRulesDB(app.config["RULESDB_DATA"], interval=app.config["BUILD_CHECK_SECONDS"],
                           warm=app.config["WARM"], on_switch=lambda db: _use(app, db))
        app.extensions["rulesdb_live"] = live
        first = live.db
        app.before_request(lambda: _follow(live))
    # Pages, saved copies and the service worker are keyed to this build served by this code.
    assets.init_app(app, first.folder.name)
    _use(app, first)
    app.json.sort_keys = False
    app.json.ensure_ascii = False
    app.json.compact = True
    render.init_app(app)
    errors.init_app(app)
    limits.init_app(app)
    _register_blueprints(app)
    app.after_request(_conditional)
    compress.init_app(app)  # registered last, so it runs first: the ETag is of the plain page
    return app


def _use(app: Flask, db: RulesDB) -> None:
    """Answer from `db` from now on: its own ETag, and no page rendered from another build."""
    if app.config["WARM"]:
        _ = db.graph, db.index, db.lookup_table
    app.extensions["rulesdb"] = db
    # Pages, saved copies and conditional GETs follow the site version: this build, this code.
    app.extensions["rulesdb_version"] = assets.site_version(db.folder.name)
    app.extensions["rulesdb_etag"] = app.extensions["rulesdb_version"]
    app.extensions["rulesdb_pages"].clear()


def _follow(live: LiveRulesDB) -> None:
    """Before each request: the newest build, kept for the whole request even if another is published."""
    g.rulesdb = live.current()


def _register_blueprints(app: Flask) -> None:
    from rulesdb.web import (
        api,
        cards,
        diffs,
        health,
        home,
        nodes,
        offline,
        offline_engine,
        scenarios,
        table,
        table_cards,
        table_page,
        table_share,
    )

    # nodes last: its catch-all route
    for module in (health, home, api, table, table_page, table_cards, table_share, diffs, scenarios, cards, offline,
                   offline_engine, nodes):
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
