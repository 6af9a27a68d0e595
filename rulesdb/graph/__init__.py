"""The cross-reference graph: typed links computed as plain data (references, structure, terms,
card mentions) and assembled into one networkx graph by `network`, the package's only networkx import.

The names below are imported on first use, so reading a term's defined words (`graph.terms`) does
not load networkx: a `rulesdb show` never needs it.
"""

from rulesdb.lazy import attributes

_FROM = {"node_tables": "rulesdb.graph.inputs", **{name: "rulesdb.graph.network" for name in (
    "build_graph", "connection", "export", "load", "refs", "report", "save")}}

__all__ = ["build_graph", "connection", "export", "load", "node_tables", "refs", "report", "save"]
__getattr__ = attributes(__name__, _FROM)
