"""Version diffs, one rule's history, and one topic compared across document families."""

from __future__ import annotations

from itertools import pairwise
from urllib.parse import urlencode

from flask import Blueprint, request

from rulesdb.errors import BadQuery
from rulesdb.web.node_data import linked_chain
from rulesdb.web.paging import listed, pack
from rulesdb.web.respond import about, cached, db, flag_arg, int_arg, page, text_arg

bp = Blueprint("diffs", __name__)

CHANGE_KINDS = ("added", "removed", "changed", "renumbered", "renumbered+changed", "unchanged")
#: Characters of changed words (and markup) a page of a diff holds: about 20 KB compressed with the rest of the page.
DIFF_PAGE_CHARS = 40_000
TOPICS = ("Bypass", "Recurring Credits", "Hosting", "Trace", "Paid Abilities")


@bp.get("/diff")
def diff():
    return cached(lambda: page("diffs/diff.html", diff_data()))


@bp.get("/history/<path:address>")
def history(address: str):
    return cached(lambda: page("diffs/history.html", history_data(address.strip("/"))))


@bp.get("/compare")
def compare():
    return cached(lambda: page("diffs/compare.html", compare_data()))


def kind_filter() -> list[str]:
    """`kind=changed&kind=added` or `kind=changed,added`; each must be a change kind."""
    kinds = [k.strip() for v in request.args.getlist("kind") for k in v.split(",") if k.strip()]
    bad = [k for k in kinds if k not in CHANGE_KINDS]
    if bad:
        raise BadQuery(f"kind: {bad[0][:40]!r} is not one of {', '.join(CHANGE_KINDS)}")
    return kinds


def family_pairs() -> list[dict]:
    """The diffs worth offering: each version against the next, and the first against the last."""
    by_family: dict[str, list[dict]] = {}
    for d in db().documents_summary():
        by_family.setdefault(d["family"], []).append(d)
    pairs = []
    for docs in by_family.values():
        steps = list(pairwise(docs))
        if len(docs) > 2:
            steps.append((docs[0], docs[-1]))
        pairs += [
            {"from": a["id"], "to": b["id"], "url": f"/diff?from={a['id']}&to={b['id']}"}
            for a, b in steps
        ]
    return pairs


def diff_data() -> dict:
    old, new, rule, kinds = text_arg("from"), text_arg("to"), text_arg("rule"), kind_filter()
    number = int_arg("page", 1, 1, 10_000)
    data = {
        "from": old or None,
        "to": new or None,
        "rule": rule or None,
        "kinds": kinds,
        "kind_options": list(CHANGE_KINDS),
        "documents": [d["id"] for d in db().documents_summary()],
        "pairs": family_pairs(),
    }
    for name, given in (("from", old), ("to", new)):  # one version named, the other still to choose
        if given:
            with about(name):
                db().document(given)
    if not (old and new):
        return data
    with about("to"):  # a version of another family than `from`'s
        result = db().diff(old, new, rule=rule or None, include_unchanged="unchanged" in kinds or flag_arg("all"))
    counts: dict[str, int] = {}
    for change in result["changes"]:
        counts[change["kind"]] = counts.get(change["kind"], 0) + 1
    shown = [c for c in result["changes"] if not kinds or c["kind"] in kinds]
    data.update(result, counts=counts, **paged(shown, number))
    return data


def change_weight(changes: list[dict]) -> int:
    """What changes cost a page, in characters: their words and their markup."""
    return sum(sum(len(w[1]) for w in c.get("words") or ()) + 150 for c in changes)


def paged(changes: list[dict], number: int) -> dict:
    """Page `number` of the changes, in the diff's order, and every page's URL and range; a diff
    that fits one page is one page."""
    pages = pack([[c] for c in changes], change_weight, DIFF_PAGE_CHARS) or [[]]
    if number > len(pages):
        raise BadQuery(f"page: this diff has {len(pages)} page{'s' if len(pages) > 1 else ''}")
    args = [(k, v) for k, v in request.args.items(multi=True) if k not in ("page", "format")]
    urls = listed(pages, lambda n: "/diff?" + urlencode(args + ([("page", n)] if n > 1 else [])), "changes")
    return {"changes": pages[number - 1], "page": number, "pages": urls}


def history_data(address: str) -> dict:
    """A node's history; the address may be typed as any lookup takes it (`cr/rule_bypass`, `6.5.8a`)."""
    result = db().history(db().resolve(address).address)
    return {"address": result["address"], "chain": linked_chain(db(), result["chain"], address)}


def compare_data() -> dict:
    topic = text_arg("topic", max_len=200)
    if not topic:
        return {"topic": "", "entries": [], "suggestions": list(TOPICS)}
    return dict(db().compare(topic), suggestions=list(TOPICS))
