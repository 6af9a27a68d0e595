"""The cross-linked rules graph, the only networkx import: built once at build time, then asked for
`refs`, `connection` and `report`. The typed links themselves come as plain data from graph_refs,
graph_terms and graph_struct, so swapping networkx would cost this one file.
"""

from __future__ import annotations

import difflib
import json
import pickle
import weakref
from collections import Counter
from itertools import pairwise
from pathlib import Path

import networkx as nx

from rulesdb.collector import collector_paused
from rulesdb.errors import BadQuery, NoBuild, UnknownAddress
from rulesdb.graph import references as graph_refs
from rulesdb.graph import structure as graph_struct
from rulesdb.graph import terms as graph_terms
from rulesdb.graph.inputs import node_tables
from rulesdb.graph.links import EDGE_TYPES, ExtraNode, Link
from rulesdb.graph.reuse import Reuse
from rulesdb.labels import title
from rulesdb.model import Document

#: Path weights: a shared container or a passing mention says less about a connection than a reference.
WEIGHTS = {"contains": 2, "mentions": 2}
_UNDIRECTED: weakref.WeakKeyDictionary[nx.MultiDiGraph, nx.Graph] = weakref.WeakKeyDictionary()


def build_graph(
    documents: dict[str, Document],
    card_titles: set[str] | None = None,
    same_rule: list[tuple[str, str, str]] | None = None,
    scenarios: list[dict] | None = None,
    card_facts: dict[str, dict] | None = None,
    tables: tuple[dict, dict] | None = None,
    reuse: Reuse | None = None,
) -> nx.MultiDiGraph:
    """Every node of every document, plus cards, scenarios and rules beyond an excerpt, with typed edges;
    `tables` are `node_tables(documents, card_titles)` when the caller has them already; `reuse` keeps
    per-document pieces from earlier builds."""
    G = nx.MultiDiGraph()
    _add_model_nodes(G, documents)
    resolved = graph_refs.reference_links(documents, reuse)
    cards, defined = tables or node_tables(documents, card_titles, reuse)
    card_links, card_nodes = graph_struct.card_links(cards)
    replays, scenario_nodes = graph_struct.scenario_links(scenarios, set(G.nodes), documents)
    _add_extra_nodes(G, [*resolved.extra, *card_nodes, *scenario_nodes])
    defines = graph_terms.defines_links(documents, defined)
    links = [
        *graph_struct.contains_links(documents),
        *resolved.links,
        *graph_struct.related_links(documents),
        *defines,
        *graph_terms.mention_links(documents, reuse),
        *graph_struct.timing_links(documents),
        *card_links,
        *graph_struct.same_rule_links(documents, same_rule),
        *graph_terms.same_topic_links(documents, defines),
        *replays,
    ]
    dangling = _add_links(G, links)
    G.graph.update(
        cards_by_node=cards,
        card_facts=_mentioned_facts(cards, card_facts),
        defined=defined,
        dangling=dangling,
        unresolved=[u.__dict__ for u in resolved.unresolved],
    )
    return G


def _mentioned_facts(cards: dict, facts: dict[str, dict] | None) -> dict[str, dict]:
    """The NetrunnerDB facts of the cards the documents name, when card data was given."""
    named = {name for names in cards.values() for name in names}
    return {name: facts[name] for name in sorted(named) if name in facts} if facts else {}


def _add_model_nodes(G: nx.MultiDiGraph, documents: dict[str, Document]) -> None:
    for doc in documents.values():
        G.add_node(
            doc.id,
            kind="document",
            document=doc.id,
            family=doc.family,
            version=doc.version,
            title=f"{doc.title} {doc.version}",
            number="",
            outside_excerpt=False,
        )
        for node in doc.nodes.values():
            G.add_node(
                node.address,
                kind=node.kind,
                document=doc.id,
                family=doc.family,
                version=doc.version,
                title=title(node, doc),
                number=getattr(node, "number", "") or "",
                outside_excerpt=not getattr(node, "has_body", True),
            )


def _add_extra_nodes(G: nx.MultiDiGraph, extra: list[ExtraNode]) -> None:
    for node in extra:
        if node.address not in G:
            G.add_node(
                node.address,
                kind=node.kind,
                document=node.document,
                family="",
                version="",
                title=node.title,
                number="",
                outside_excerpt=node.outside_excerpt,
            )


def _add_links(G: nx.MultiDiGraph, links: list[Link]) -> list[dict]:
    """One edge per (source, target, type), numbered so listings keep the order links were found in;
    a link to a node that does not exist is returned, not added."""
    dangling, present = [], set(G)
    for seq, link in enumerate(links):
        if link.source in present and link.target in present:
            G.add_edge(
                link.source, link.target, key=link.type, type=link.type, seq=seq, **dict(link.attrs)
            )
        else:
            dangling.append({"from": link.source, "edge": link.type, "to": link.target})
    return dangling


def save(G: nx.MultiDiGraph, path: Path) -> None:
    with open(path, "wb") as f:
        pickle.dump(G, f, protocol=pickle.HIGHEST_PROTOCOL)


def load(path: Path) -> nx.MultiDiGraph:
    try:
        with open(path, "rb") as f, collector_paused():  # 490 ms to read, 160 ms paused
            return pickle.load(f)
    except FileNotFoundError:
        raise NoBuild(f"{path}: no graph stored here; run `rulesdb build`") from None


def _check(G: nx.MultiDiGraph, address: str) -> None:
    if address not in G:
        raise UnknownAddress(
            address, tuple(difflib.get_close_matches(address, list(G.nodes), 5, 0.75))
        )


def _entry(G: nx.MultiDiGraph, other: str, data: dict) -> dict:
    attrs = G.nodes[other]
    entry = {"address": other, "kind": attrs["kind"], "title": attrs["title"]}
    if attrs.get("outside_excerpt") or data.get("outside_excerpt"):
        entry["outside_excerpt"] = True
    entry.update((k, v) for k, v in data.items() if k not in ("type", "seq", "outside_excerpt"))
    return entry


def refs(G: nx.MultiDiGraph, address: str) -> dict:
    """Everything one step away from a node, grouped by edge type, out and in.

    >>> refs(G, "ffg-rr-1.0/term/bypass")["out"]["related"][0]["address"]  # doctest: +SKIP
    'ffg-rr-1.0/term/ice'
    """
    _check(G, address)
    out: dict[str, list[dict]] = {}
    into: dict[str, list[dict]] = {}
    for _, target, data in sorted(G.out_edges(address, data=True), key=lambda e: e[2]["seq"]):
        out.setdefault(data["type"], []).append(_entry(G, target, data))
    for source, _, data in sorted(G.in_edges(address, data=True), key=lambda e: e[2]["seq"]):
        into.setdefault(data["type"], []).append(_entry(G, source, data))
    return {"address": address, "out": out, "in": into}


def _undirected(G: nx.MultiDiGraph) -> nx.Graph:
    """The graph without direction, each pair joined by its lightest edge; cached per graph."""
    if G not in _UNDIRECTED:
        U = nx.Graph()
        for source, target, data in G.edges(data=True):
            weight = WEIGHTS.get(data["type"], 1)
            if not U.has_edge(source, target) or U[source][target]["weight"] > weight:
                U.add_edge(
                    source, target, weight=weight, type=data["type"], source=source, target=target
                )
        _UNDIRECTED[G] = U
    return _UNDIRECTED[G]


def connection(G: nx.MultiDiGraph, a: str, b: str) -> list[dict]:
    """How two nodes are connected: the edges of a shortest path (each as stored: from, edge, to); [] if none."""
    _check(G, a)
    _check(G, b)
    U = _undirected(G)
    if a == b or a not in U or b not in U:
        return []
    try:
        path = nx.shortest_path(U, a, b, weight="weight")
    except nx.NetworkXNoPath:
        return []
    steps = [U[u][v] for u, v in pairwise(path)]
    return [{"from": s["source"], "edge": s["type"], "to": s["target"]} for s in steps]


def _plain_copy(G: nx.MultiDiGraph) -> nx.MultiDiGraph:
    """The graph without its build-time side tables, every attribute a scalar (what GraphML can hold)."""
    H = nx.MultiDiGraph()
    H.add_nodes_from(
        (n, {k: v for k, v in d.items() if v is not None}) for n, d in G.nodes(data=True)
    )
    H.add_edges_from((u, v, k, d) for u, v, k, d in G.edges(keys=True, data=True))
    return H


def export(G: nx.MultiDiGraph, fmt: str, file) -> None:
    """Write the graph as GraphML or node-link JSON to a path."""
    H = _plain_copy(G)
    if fmt == "graphml":
        nx.write_graphml(H, str(file))
    elif fmt == "json":
        data = nx.node_link_data(H, edges="edges")
        Path(file).write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    else:
        raise BadQuery(f"format: {fmt!r} is not one of graphml, json")


def report(G: nx.MultiDiGraph) -> dict:
    """Counts per node kind and edge type; references resolved, beyond the excerpt, and unresolved one by one."""
    edges: Counter = Counter()
    outside, resolved = [], 0
    for source, targets in G.adjacency():  # one pass over the edges
        for target, keyed in targets.items():
            for kind, data in keyed.items():
                edges[kind] += 1
                if kind not in ("references", "cites-step"):
                    continue
                if data.get("outside_excerpt"):
                    outside.append({"from": source, "written": data.get("written", ""), "to": target})
                else:
                    resolved += 1
    return {
        "nodes": G.number_of_nodes(),
        "nodes_by_kind": dict(sorted(Counter(k for _, k in G.nodes(data="kind")).items())),
        "edges": {t: edges[t] for t in EDGE_TYPES if edges[t]},
        "references": {
            "resolved": resolved,
            "outside_excerpt": outside,
            "unresolved": list(G.graph.get("unresolved", [])),
        },
        "dangling": list(G.graph.get("dangling", [])),
    }
