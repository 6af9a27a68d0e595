"""The installable, offline-capable app: web manifest, service worker, saved-page list, search data.

The worker (`/sw.js`) is rendered per site version, so a new build or new code installs a new
worker, which drops the caches of the old one. "Save for offline" fetches `/offline/pages.json`;
search without a connection answers in the browser from `/offline/search.json`, the server's own
search tables for the saved documents (rulesdb.web.search_data).
"""

from __future__ import annotations

from flask import Blueprint, Response, current_app, render_template

from rulesdb.service import RulesDB
from rulesdb.web.cards import card_names
from rulesdb.web.releases import part_urls
from rulesdb.web.respond import cached, db, page, to_json
from rulesdb.web.search_data import browser_tables, card_url, phrase_texts

bp = Blueprint("offline", __name__)

#: What the worker stores when it installs: enough to open the app and search it offline.
SHELL_PAGES = ("/", "/offline", "/search", "/scenarios")


@bp.get("/sw.js")
def worker():
    response = Response(worker_script(relative), mimetype="text/javascript")
    response.headers["Cache-Control"] = "no-cache"
    return response


def relative(url: str) -> str:
    """A site URL relative to the worker's scope (the site's root)."""
    return url.lstrip("/") or "./"


def worker_script(locate) -> str:
    """The worker's source; `locate` turns a site URL into one relative to the site's root."""
    from rulesdb.web.assets import asset_url

    shell = [*SHELL_PAGES, *(asset_url(name) for name in current_app.extensions["rulesdb_assets"])]
    return render_template(
        "offline/sw.js",
        version=current_app.extensions["rulesdb_version"],
        shell=[locate(u) for u in shell],
        search_page=locate("/search"),
        pages_list=locate("/offline/pages.json"),
        table_page=locate("/table"),
        fallback=locate("/offline"),
    )


@bp.get("/manifest.webmanifest")
def manifest():
    return Response(to_json(manifest_data(lambda u: u)), mimetype="application/manifest+json")


def manifest_data(locate) -> dict:
    """The web manifest that makes the site installable; `locate` places its URLs."""
    from rulesdb.web.assets import asset_url

    def icon(name: str, sizes: str, kind: str) -> dict:
        return {"src": locate(asset_url(name)), "sizes": sizes, "type": kind}

    return {
        "name": "rulesdb: Android: Netrunner rules reference",
        "short_name": "rulesdb",
        "start_url": locate("/"),
        "scope": locate("/"),
        "display": "standalone",
        "background_color": "#fdfdfc",
        "theme_color": "#7a2fb5",
        "icons": [
            icon("icons/app.svg", "any", "image/svg+xml"),
            icon("icons/app-192.png", "192x192", "image/png"),
            icon("icons/app-512.png", "512x512", "image/png"),
        ],
    }


@bp.get("/offline")
def fallback():
    return cached(lambda: page("offline/fallback.html", {"saved": saved_documents(db())}))


@bp.get("/offline/pages.json")
def pages():
    return cached(lambda: Response(to_json(saved_pages(db())), mimetype="application/json"))


@bp.get("/offline/search.json")
def search_data():
    docs = [d["id"] for d in saved_documents(db())]
    return cached(lambda: Response(to_json(browser_tables(db(), docs)), mimetype="application/json"))


@bp.get("/offline/phrases.json")
def phrases():
    docs = [d["id"] for d in saved_documents(db())]
    return cached(lambda: Response(to_json(phrase_texts(db(), docs)), mimetype="application/json"))


def saved_documents(rdb: RulesDB) -> list[dict]:
    """What "Save for offline" keeps: the newest Comprehensive Rules, and the newest version of
    every other family that is not an older edition of the Comprehensive Rules."""
    newest: dict[str, dict] = {}
    for d in rdb.documents_summary():  # ordered by family, then version
        newest[d["family"]] = d
    rules = [d for d in newest.values() if "Comprehensive Rules" in d["title"]]
    current = max(rules, key=lambda d: d["effective"], default=None)
    return [d for d in newest.values() if d not in rules or d is current]


def saved_pages(rdb: RulesDB) -> dict:
    """The URLs "Save for offline" stores, in the parts the judge picks from (`groups`, each with its
    size): every page of the saved documents, every scenario, every card, and the Table's engine."""
    from rulesdb.web.offline_groups import groups

    docs = saved_documents(rdb)
    rules = ["/offline/search.json", "/offline/phrases.json"]
    for d in docs:
        rules.append("/" + d["id"])
        parts = part_urls(rdb, [d["id"]])
        rules += parts
        if parts:  # a release read in parts: its pages' data say which part holds an anchor
            rules += [u + "?format=json" for u in ["/" + d["id"], *parts]]
        rules += ["/" + a for a in rdb.documents[d["id"]].nodes]
    scenarios = ["/scenarios/" + s["id"] for s in rdb.scenarios()]
    parts = groups(list(SHELL_PAGES), rules, card_urls(rdb), scenarios)
    return {
        "version": current_app.extensions["rulesdb_version"],
        "documents": [d["id"] for d in docs],
        "urls": list(dict.fromkeys(u for p in parts for u in p["urls"])),
        "groups": parts,
    }


def card_urls(rdb: RulesDB) -> list[str]:
    """The page of every card: those the documents name or the scenarios use, and every card of the
    card data the build was given."""
    return [card_url(name) for name in card_names(rdb)]
