"""The data behind node, document, timing-flow and references pages, built from the facade alone.

Each function returns plain JSON-ready data: the template renders it and `?format=json` returns it.
"""

from __future__ import annotations

from rulesdb import labels
from rulesdb.errors import BadQuery, RulesDBError
from rulesdb.service import RulesDB
from rulesdb.web import releases
from rulesdb.web.paging import listed, pack

HIDDEN_EDGES = {"contains"}  # parent and children are shown as such
LINKED_EDGES = ("references", "cites-step")
TOC_KINDS = {"section", "term", "timing"}
REFS_PER_PAGE = 600  # about 15 KB compressed: a page of references stays under the page budget


def url_for(rdb: RulesDB, address: str) -> str | None:
    """Where a graph node lives on the site: a node page, a scenario page, or nowhere."""
    if address in rdb.nodes or address in rdb.documents:
        return "/" + address
    if address.startswith("scenario/"):
        return "/scenarios/" + address.split("/", 1)[1]
    return None


def name_of(rdb: RulesDB, address: str) -> str:
    """How a link names a node: number and title or first words, never a source's internal id."""
    node = rdb.nodes.get(address)
    return labels.link_name(node, rdb.documents[node.document]) if node else address


def brief(rdb: RulesDB, address: str, **extra) -> dict:
    node = rdb.nodes.get(address)
    kind, title = extra.pop("kind", None), extra.pop("title", None)
    return {
        "address": address,
        "kind": node.kind if node else kind,
        "document": node.document if node else None,
        "title": title or (name_of(rdb, address) if node else address),
        "url": url_for(rdb, address),
        **extra,
    }


def breadcrumbs(rdb: RulesDB, address: str) -> list[dict]:
    """The node's ancestors, document first."""
    trail, parent = [], rdb.nodes[address].parent
    while parent and parent in rdb.nodes:
        trail.append(brief(rdb, parent))
        parent = rdb.nodes[parent].parent
    doc = rdb.documents[rdb.nodes[address].document]
    trail.append(
        {
            "address": doc.id,
            "kind": "document",
            "title": f"{doc.title} {doc.version}",
            "url": "/" + doc.id,
        }
    )
    return trail[::-1]


def group_refs(rdb: RulesDB, refs: dict, shown: int | None) -> dict:
    """Edges by direction and type, `contains` left out, at most `shown` targets per type."""
    grouped = {}
    for direction in ("out", "in"):
        groups = []
        for edge, targets in sorted(refs.get(direction, {}).items()):
            if edge in HIDDEN_EDGES:
                continue
            items = [
                brief(
                    rdb,
                    t["address"],
                    kind=t.get("kind"),
                    title=t.get("title"),
                    outside_excerpt=bool(t.get("outside_excerpt")),
                )
                for t in targets
            ]
            groups.append(
                {"type": edge, "total": len(items), "targets": items[:shown] if shown else items}
            )
        grouped[direction] = groups
    return grouped


def reference_links(rdb: RulesDB, view: dict, refs: dict) -> dict[str, str]:
    """Written reference -> URL of the node it resolves to, for linking inside the rule text."""
    targets = [
        t["address"]
        for e in LINKED_EDGES
        for t in refs.get("out", {}).get(e, [])
        if t["address"] in rdb.nodes
    ]
    links = {}
    for ref in view.get("references") or []:
        if ref.get("target") in rdb.nodes:  # the source named the node itself (a YAML release)
            links[ref["written"]] = "/" + ref["target"]
            continue
        number = ref.get("number", "")
        match = next((t for t in targets if number and t.endswith("/" + number)), None)
        if match:
            links[ref["written"]] = "/" + match
    return links


def linked_chain(rdb: RulesDB, chain: list[dict], current: str | None = None) -> list[dict]:
    """A history chain with each entry's URL and a diff link from the version before it when the
    words changed (a diff of the same words shows nothing, and the static export writes every link)."""
    out, previous = [], None
    for entry in chain:
        item = dict(
            entry,
            url=url_for(rdb, entry["address"]) if entry.get("address") else None,
            label=name_of(rdb, entry["address"]) if entry.get("address") else None,
            current=entry.get("address") == current,
            diff_url=None,
        )
        changed = entry.get("kind_of_change") in ("changed", "renumbered+changed")
        # the diff's --rule names a node by the number it carries (an example's "Example 1" is only a label)
        node = rdb.nodes.get(entry.get("address") or "")
        number = getattr(node, "number", None) or ""
        if changed and previous and previous.get("address") and number:
            item["diff_url"] = (
                f"/diff?from={previous['document']}&to={entry['document']}"
                f"&rule={number}&all=1"
            )
        out.append(item)
        previous = entry
    return out


def versions(rdb: RulesDB, address: str) -> list[dict]:
    """The same rule in every version of its family, marked with what changed; empty if only one."""
    try:
        chain = rdb.history(address)["chain"]
    except RulesDBError:
        return []
    return linked_chain(rdb, chain, address) if len(chain) > 1 else []


def scenarios_linked(rdb: RulesDB, refs: list[dict], edge: str, directions=("in", "out")) -> list[dict]:
    """Scenarios at the other end of `edge` edges in these nodes' references, once each."""
    found = {}
    for node_refs in refs:
        for direction in directions:
            for t in node_refs.get(direction, {}).get(edge, []):
                if t["address"].startswith("scenario/"):
                    found[t["address"]] = brief(rdb, t["address"], title=t.get("title"), kind="scenario")
    return list(found.values())


def term_words(rdb: RulesDB, address: str) -> list[str]:
    """The words a node's source marks as defined terms (`{term:...}`), in order."""
    return [value for kind, value in rdb.nodes[address].markup if kind == "term"]


def headings(rdb: RulesDB, address: str) -> dict:
    """A page's heading and its browser title: number and title, or the first words."""
    node = rdb.nodes[address]
    doc = rdb.documents[node.document]
    return {"heading": labels.heading(node, doc), "page_title": labels.title(node, doc)}


def transitions(rdb: RulesDB, view: dict) -> list[dict]:
    """Where a step leads, each target named by its number and title."""
    return [dict(t, title=name_of(rdb, t["target"])) for t in view.get("transitions") or ()]


def node_page(rdb: RulesDB, address: str, shown: int = 12) -> dict:
    view = rdb.view(address)
    view["transitions"] = transitions(rdb, view)
    for example in view.get("examples", []):  # its defined terms, marked on the page as the text's are
        example["terms"] = term_words(rdb, example["address"])
    refs = rdb.refs(address)
    examples = [rdb.refs(e["address"]) for e in view.get("examples", [])]
    return headings(rdb, address) | {
        "node": view,
        "terms": term_words(rdb, address),
        "breadcrumbs": breadcrumbs(rdb, address),
        "links": reference_links(rdb, view, refs),
        "refs": group_refs(rdb, refs, shown),
        "parts": parts(rdb, address),
        "versions": versions(rdb, address),
        "scenarios": scenarios_linked(rdb, [refs, *examples], "replays"),  # replaying it or its examples
        "changelog": releases.touching(rdb, address),
        "errata": rdb.errata(address),
        "citing": scenarios_linked(rdb, [refs], "cites", ("in",)),  # whose trace cites it
    }


def permalink_page(rdb: RulesDB, citation: str) -> dict:
    """`/cr/<id>`: the node page of the latest release that has the id, saying that it is."""
    address = rdb.citation(citation)
    data = node_page(rdb, address)
    doc = rdb.documents[rdb.nodes[address].document]
    data["permalink"] = {"citation": citation, "address": address, "document": doc.id, "version": doc.version,
                         "note": f"the latest release with this rule: {doc.title} {doc.version}"}
    return data


def parts(rdb: RulesDB, address: str) -> list[dict]:
    """The node's children but examples (sub-rules, a section's rules, sub-entries), with text."""
    out = []
    for child in rdb.nodes[address].children:
        node = rdb.nodes.get(child)
        if node is not None and node.kind != "example":
            out.append(brief(rdb, child, text=node.text, has_body=getattr(node, "has_body", True),
                             terms=term_words(rdb, child)))
    return out


def all_refs(rdb: RulesDB, address: str, page: int = 1) -> dict:
    """Every reference of a node, by direction and type; a term named thousands of times (Bypass in
    every release) is listed over pages of `REFS_PER_PAGE`, each group keeping its total."""
    rdb.node(address)
    grouped = group_refs(rdb, rdb.refs(address), None)
    items = [[(direction, g, t)] for direction in ("out", "in") for g in grouped[direction] for t in g["targets"]]
    pages = pack(items, len, REFS_PER_PAGE) or [[]]
    if page > len(pages):
        raise BadQuery(f"page: these references fill {len(pages)} page{'s' if len(pages) > 1 else ''}")
    shown: dict[str, dict] = {"out": {}, "in": {}}
    for direction, group, target in pages[page - 1]:
        shown[direction].setdefault(group["type"], dict(group, targets=[]))["targets"].append(target)
    urls = listed(pages, lambda n: f"/refs/{address}" + (f"?page={n}" if n > 1 else ""), "references")
    return {"node": brief(rdb, address), "refs": {d: list(groups.values()) for d, groups in shown.items()},
            "page": page, "pages": urls}


def toc(rdb: RulesDB, addresses) -> list[dict]:
    """Sections, terms and timing structures as a tree; bodiless sections marked."""
    entries = []
    for address in addresses:
        node = rdb.nodes.get(address)
        if node is None or node.kind not in TOC_KINDS:
            continue
        entries.append(
            {
                "address": address,
                "kind": node.kind,
                "title": node.label,
                "has_body": getattr(node, "has_body", True),
                "children": toc(rdb, node.children),
            }
        )
    return entries


def document_data(rdb: RulesDB, doc_id: str, part: int = 1) -> dict:
    """A document's page; a YAML release's reads as the whole document, from part `part` on."""
    doc = rdb.document(doc_id)
    summary = next(d for d in rdb.documents_summary() if d["id"] == doc_id)
    extra = releases.reading(rdb, doc, part) if releases.is_release(doc) else {}
    return extra | {
        "document": summary,
        "toc": toc(rdb, doc.top),
        "summary_of_changes": [c.text for c in doc.summary_of_changes],
        "summary_baseline": doc.summary_baseline,
        "fidelity": fidelity_summary(rdb, doc_id),
        "other_versions": other_versions(rdb, doc),
    }


def other_versions(rdb: RulesDB, doc) -> list[dict]:
    """The family's other documents, oldest first; the one just before and the one just after this
    link to their diff with it, older to newer (every diff between consecutive versions, not every pair)."""
    family = [d for d in rdb.documents_summary() if d["family"] == doc.family]
    here = next(i for i, d in enumerate(family) if d["id"] == doc.id)
    out = []
    for i, d in enumerate(family):
        if i == here:
            continue
        pair = {here - 1: (d["id"], doc.id), here + 1: (doc.id, d["id"])}.get(i)
        out.append({"id": d["id"], "version": d["version"], "url": "/" + d["id"],
                    "diff_url": f"/diff?from={pair[0]}&to={pair[1]}" if pair else None})
    return out


def fidelity_summary(rdb: RulesDB, doc_id: str) -> dict:
    """How much of the source the build accounted for, what it did not, and the source's errata."""
    f = rdb.fidelity(doc_id)
    return {
        "coverage": f.get("coverage"),
        "unaccounted": f.get("unaccounted", []),
        "word_losses": f.get("word_losses", []),
        "errata": [dict(e, url=url_for(rdb, e["node"])) for e in f.get("errata", [])],
    }


def timing_data(rdb: RulesDB, address: str) -> dict:
    """A timing structure as its steps in order, each with windows, triggers and where it leads."""
    view = rdb.view(address)
    steps = []

    def walk(children, depth):
        for child in children:
            node = rdb.nodes.get(child)
            if node is None or node.kind != "step":
                continue
            step = rdb.view(child)
            step["depth"] = depth
            step["transitions"] = transitions(rdb, step)
            step["terms"] = term_words(rdb, child)
            steps.append(step)
            walk(node.children, depth + 1)

    walk(rdb.nodes[address].children, 0)
    return headings(rdb, address) | {"node": view, "terms": term_words(rdb, address),
                                     "breadcrumbs": breadcrumbs(rdb, address), "steps": steps}
