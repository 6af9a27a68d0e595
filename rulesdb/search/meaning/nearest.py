"""A question's nearest nodes of the current release, in pure Python within a millisecond or two: the
question's vector is brought to whole numbers -63..63, and every node's dot product with it is read from
one big-integer sum (each of the vector's numbers times a column holding that number of every node, each
node in its own 32 bits), which Python multiplies in C. Exact, so static/meaning.js, which multiplies
plainly, ranks the same nodes in the same order.
"""

from __future__ import annotations

import heapq
import math
import sys
from array import array

from rulesdb.errors import BrokenBuild
from rulesdb.search.meaning.vectors import OFFSET as _NODE_OFFSET
from rulesdb.search.meaning.vectors import Rows, piece_rows, summed
from rulesdb.search.meaning.wordpiece import tokenize

QUERY_SCALE = 63  # a question's largest number: (63 + 64) * (127 + 128) * 384 dimensions (at most) < 2**32
MAX_PIECES = 128  # a question's first pieces read (a pasted page is not a question)
_QUERY_OFFSET = 64  # a question's numbers made non-negative for the big-integer sums


def query_vector(text: str, vocabulary: dict[str, int], rows: dict[int, bytes], weight: dict[int, int],
                 dims: int) -> list[int]:
    """The question's vector as whole numbers -QUERY_SCALE..QUERY_SCALE (all 0: it has no known piece)."""
    total = summed(tokenize(text, vocabulary)[:MAX_PIECES], rows, weight, dims)
    largest = max(map(abs, total), default=0)
    return [math.floor(v * QUERY_SCALE / largest + 0.5) for v in total] if largest else [0] * dims


class Nearest:
    """The build's node table (rulesdb.search.meaning.vectors.node_table) ready to rank; ValueError or
    KeyError when it is not that table's shape."""

    def __init__(self, table: dict):
        self.table, self.dims, matrix, shifted = table, int(table["dims"]), table["matrix"], table["vectors"]
        self.vocabulary = piece_rows(table["pieces"])
        self.rows, self.weights = Rows(matrix, self.dims), Rows(list(table["weights"]), 1)
        self.nodes, self._node_sums = list(table["nodes"]), list(table["sums"])
        count, kept = len(self.nodes), len(table["pieces"])
        if not isinstance(matrix, bytes) or len(matrix) != self.dims * kept or len(table["weights"]) != kept:
            raise ValueError(f"{len(matrix)} bytes of piece vectors for {kept} pieces of {self.dims}")
        if not isinstance(shifted, bytes) or len(shifted) != self.dims * count or len(self._node_sums) != count:
            raise ValueError(f"{len(shifted)} bytes of node vectors for {count} nodes of {self.dims}")
        self._columns = [_column(shifted[i::self.dims], count) for i in range(self.dims)]

    def rank(self, text: str, limit: int) -> list[int]:
        """The `limit` nodes (ranking numbers) nearest the text, nearest first (equal: the node listed
        first); none for a text without a piece the table knows."""
        query = query_vector(text, self.vocabulary, self.rows, self.weights, self.dims)
        if not any(query):
            return []
        dots = self.dots(query)
        best = heapq.nlargest(limit, range(len(dots)), key=dots.__getitem__)  # as a stable sort: ties in order
        return [self.nodes[n] for n in best]

    def dots(self, query: list[int]) -> list[int]:
        """Each node's dot product with a question's vector (whole numbers -63..63)."""
        shifted = [q + _QUERY_OFFSET for q in query]
        total = 0
        for q, column in zip(shifted, self._columns, strict=True):
            total += q * column
        fields = array("I", total.to_bytes(4 * len(self.nodes), "little"))
        if sys.byteorder == "big":
            fields.byteswap()
        # sum (q+64)(d+128) = q.d + 128 sum(q) + 64 sum(d+128): take the last two away
        query_part = _NODE_OFFSET * sum(query)
        return [f - query_part - _QUERY_OFFSET * s for f, s in zip(fields, self._node_sums, strict=True)]


def _column(numbers: bytes, count: int) -> int:
    """One number of every node, each in its own 32 bits (node 0 lowest)."""
    spread = bytearray(4 * count)
    spread[0::4] = numbers
    return int.from_bytes(spread, "little")


def opened(table: dict | None, where) -> Nearest | None:
    """The ranking of a build's node table (None for a build without one: no current release); a table
    of another shape is a damaged build, named by `where`."""
    if table is None:
        return None
    try:
        return Nearest(table)
    except (ValueError, KeyError, TypeError, AttributeError) as exc:
        raise BrokenBuild(where, f"meaning table: {exc}") from None
