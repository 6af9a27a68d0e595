"""Every node address is a URL: document pages, rule/term/step/section/example pages, timing flows.

`/nisei-cr-1.6` is a document, `/nisei-cr-1.6/1.10.3c` a rule, `/ffg-rr-1.0/timing/run` a flow;
what a judge types instead of an address (`/1.10.3c`, `/rule_end_the_run`, `/Bypass`) redirects
to the node it names, in the latest release of its family.
"""

from __future__ import annotations

from urllib.parse import urlencode

from flask import Blueprint, redirect, request

from rulesdb.errors import AmbiguousAddress, UnknownAddress
from rulesdb.web import node_data, releases
from rulesdb.web.respond import cached, db, int_arg, page

bp = Blueprint("nodes", __name__)


@bp.get("/refs/<path:address>")
def refs(address: str):
    address = address.strip("/")
    return cached(lambda: page("nodes/refs.html", node_data.all_refs(db(), address, int_arg("page", 1, 1, 10_000))))


@bp.get("/<release>/part/<int:number>")
def release_part(release: str, number: int):
    """Part `number` of a release read as a document (the first is the release page itself)."""
    rdb = db()
    if release not in rdb.documents or not releases.is_release(rdb.documents[release]):
        raise UnknownAddress(f"{release}/part/{number}")
    if number == 1:
        return redirect(releases.part_url(release, 1), code=308)
    return cached(lambda: page("nodes/release.html", node_data.document_data(rdb, release, number)))


@bp.get("/<path:address>")
def node(address: str):
    address = address.strip("/")
    query = "?" + request.query_string.decode() if request.query_string else ""
    if request.path != "/" + address:  # one URL per node: drop a trailing slash
        return redirect("/" + address + query, code=308)
    rdb = db()
    if address in rdb.documents:
        template = "nodes/release.html" if releases.is_release(rdb.documents[address]) else "nodes/document.html"
        return cached(lambda: page(template, node_data.document_data(rdb, address)))
    if address.lower().startswith("cr/"):  # a version-less permalink: the latest release, said so
        return cached(lambda: page("nodes/node.html", node_data.permalink_page(rdb, address)))
    if address not in rdb.nodes:
        try:
            return redirect("/" + latest(address) + query, code=302)
        except AmbiguousAddress:  # several families: the search page lists each, newest first
            return redirect("/search?" + urlencode({"q": address}), code=302)
    if rdb.nodes[address].kind == "timing":
        return cached(lambda: page("nodes/timing.html", node_data.timing_data(rdb, address)))
    return cached(lambda: page("nodes/node.html", node_data.node_page(rdb, address)))


def one_family(typed: str) -> str | None:
    """The latest release's address when everything `typed` names is one rule (or term, step...) in
    several releases of one family; None when it names nothing or things in several families.
    Only an address of the loaded model comes back, so a redirect can never point elsewhere."""
    rdb = db()
    found = rdb.candidates(typed)
    families = {rdb.documents[rdb.nodes[a].document].family for a in found}
    return found[0] if len(families) == 1 else None


def latest(typed: str) -> str:
    """Where a typed number, id or name opens: one family's latest release, else `resolve`'s answer
    (which raises AmbiguousAddress when families differ, or UnknownAddress with suggestions)."""
    return one_family(typed) or db().resolve(typed).address
