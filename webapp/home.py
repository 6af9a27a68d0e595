"""The home page (documents and scenarios) and the search page: what a judge types, answered."""

from __future__ import annotations

from urllib.parse import urlencode

from flask import Blueprint, request

from rulesdb.model import KINDS
from webapp.respond import cached, choice_arg, db, int_arg, page, text_arg

bp = Blueprint("home", __name__)

SEARCH_KINDS = tuple(k for k in KINDS if k != "document")
FILTERS = (("doc", "document"), ("family", "family"), ("version", "version"), ("kind", "kind"))


@bp.get("/")
def index():
    return cached(lambda: page("home/index.html", home_data()))


def home_data() -> dict:
    """Documents newest first (the current CR on top); the timing structures of each family's latest."""
    latest = {}
    for d in sorted(db().documents.values(), key=lambda d: (d.effective, d.version_key)):
        latest[d.family] = d
    timing = [
        {"address": n.address, "title": n.label, "document": d.id}
        for d in db().documents.values()
        if latest[d.family] is d
        for n in d.of_kind("timing")
    ]
    documents = sorted(db().documents_summary(), key=lambda d: d["effective"], reverse=True)
    return {"documents": documents, "timing": timing, "scenarios": db().scenarios()}


@bp.get("/search")
def search():
    return cached(lambda: page("home/search.html", search_data(), q=text_arg("q")))


def search_filters() -> dict:
    """The filters a search request names, checked, keyed as the facade names them."""
    docs = db().documents
    filters = {
        "document": choice_arg("doc", docs),
        "family": choice_arg("family", {d.family for d in docs.values()}),
        "version": choice_arg("version", {d.version for d in docs.values()}),
        "kind": choice_arg("kind", SEARCH_KINDS),
    }
    return {k: v for k, v in filters.items() if v}


def find() -> dict:
    """Exact lookups then full-text hits for `q`: the search page and /api/search alike."""
    query = text_arg("q", required=True)
    return db().find(query, limit=int_arg("limit", 10, 1, 100), **search_filters())


def search_data() -> dict:
    filters = search_filters()
    options = form_options()
    if not text_arg("q"):
        return {
            "query": "",
            "filters": filters,
            "exact": [],
            "hits": [],
            "options": options,
            "more": None,
        }
    result = find()
    nodes = db().nodes
    exact = [
        dict(e, text=nodes[e["address"]].text[:240])
        for e in result["exact"]
        if e["address"] in nodes
    ]
    limit = int_arg("limit", 10, 1, 100)
    more = None
    if len(result["hits"]) == limit and limit < 100:
        args = [(k, v) for k, v in request.args.items(multi=True) if k not in ("limit", "format")]
        more = "/search?" + urlencode(args + [("limit", min(limit + 20, 100))])
    return {
        "query": result["query"],
        "filters": filters,
        "exact": exact,
        "hits": result["hits"],
        "options": options,
        "more": more,
    }


def form_options() -> dict:
    docs = db().documents.values()
    return {
        "doc": sorted(d.id for d in docs),
        "family": sorted({d.family for d in docs}),
        "version": sorted({d.version for d in docs}),
        "kind": list(SEARCH_KINDS),
    }
