"""A node's neighbours in a build's graph: everything one step away from it, and how two nodes connect."""

from __future__ import annotations

from rulesdb.service.addresses import Addresses


class Links(Addresses):
    """A build's nodes, with what links them."""

    def refs(self, address: str) -> dict:
        """Everything one step away from a node, out and in: from the build's refs table when it has
        one for the node's document, else from the graph."""
        from rulesdb.build.lookups import stored_refs
        from rulesdb.build.tables import REFS

        node = self.node(address)
        stored = stored_refs(self.stored_table(REFS, node.document), address)
        if stored is not None:
            return stored
        from rulesdb import graph

        return graph.refs(self.graph, address)

    def connection(self, a: str, b: str) -> list[dict]:
        from rulesdb import graph

        self.node(a), self.node(b)
        return graph.connection(self.graph, a, b)
