"""The cross-reference graph: typed links computed as plain data (references, structure, terms,
card mentions) and assembled into one networkx graph by `network`, the package's only networkx import."""

from rulesdb.graph.inputs import node_tables
from rulesdb.graph.network import build_graph, connection, export, load, refs, report, save

__all__ = ["build_graph", "connection", "export", "load", "node_tables", "refs", "report", "save"]
