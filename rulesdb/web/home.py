"""The home page (documents and scenarios) and the search page: what a judge types, answered."""

from __future__ import annotations

from urllib.parse import urlencode

from flask import Blueprint, redirect, request

from rulesdb.errors import BadQuery, UnknownDocument
from rulesdb.model import KINDS
from rulesdb.search.spellings import normalise_rule_number, parse_step
from rulesdb.web.nodes import one_family
from rulesdb.web.respond import about, cached, choice_arg, db, flag_arg, int_arg, page, text_arg, wants_json

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
    """A typed number, step or id opens its node at once (one step); anything else is searched."""
    target = direct(text_arg("q"))
    if target and not wants_json() and not flag_arg("all"):
        return redirect("/" + target, code=302)
    return cached(lambda: page("home/search.html", search_data(), q=text_arg("q")))


def direct(typed: str) -> str | None:
    """The node a query names by number, step or id (`1.10.3c`, `run 3.1`, `rule_end_the_run`) in one
    family, latest release; None for words, which the search page answers with every match."""
    if not typed or (" " in typed.strip() and not is_number(typed)):
        return None
    if typed.strip("/") in db().nodes:
        return typed.strip("/")
    if not is_number(typed) and not any(ch in typed for ch in "/_."):
        return None  # a bare word ("Bypass") may be a term, a FAQ and a card: list them
    try:
        return one_family(typed)
    except BadQuery:
        return None


def search_filters() -> dict:
    """The filters a search request names, checked, keyed as the facade names them."""
    docs = db().documents
    filters = {
        "document": document_choice("doc"),
        "family": choice_arg("family", {d.family for d in docs.values()}),
        "version": choice_arg("version", {d.version for d in docs.values()}),
        "kind": choice_arg("kind", SEARCH_KINDS),
    }
    return {k: v for k, v in filters.items() if v}


def document_choice(name: str) -> str:
    """A document filter: its id, or a version only one document has (a judge types "24.09"); else a
    400 naming the parameter and every id the build knows."""
    value = text_arg(name)
    try:
        return db().document_id(value) if value else value
    except UnknownDocument:
        raise BadQuery(f"{name}: {value[:40]!r} is not one of {', '.join(sorted(db().documents))}") from None


def find() -> dict:
    """Exact lookups then full-text hits for `q`: the search page and /api/search alike."""
    query, limit, filters = text_arg("q", required=True), int_arg("limit", 10, 1, 100), search_filters()
    with about("q"):
        return db().find(query, limit=limit, **filters)


def search_data() -> dict:
    filters = search_filters()
    options = form_options()
    limit = int_arg("limit", 10, 1, 100)  # checked even when the form is empty
    if not text_arg("q"):
        return {
            "query": "",
            "filters": filters,
            "exact": [],
            "hits": [],
            "did_you_mean": None,
            "cards": [],
            "scenarios": [],
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
    more = None
    if len(result["hits"]) == limit and limit < 100:
        args = [(k, v) for k, v in request.args.items(multi=True) if k not in ("limit", "format")]
        more = "/search?" + urlencode(args + [("limit", min(limit + 20, 100))])
    return {
        "query": result["query"],
        "filters": filters,
        "exact": exact,
        "hits": result["hits"],
        "did_you_mean": result.get("did_you_mean"),
        "cards": result.get("cards", []),
        "scenarios": result.get("scenarios", []),
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


def is_number(typed: str) -> bool:
    return normalise_rule_number(typed) is not None or parse_step(typed) is not None
