"""Texts as vectors of whole numbers: the weighted sum of their word pieces' vectors (rulesdb.search.
meaning.pieces). A piece counts by its rarity in the current release (SIF, a/(a + its share of the
release's pieces), in hundredths): "the", "of" and "card" little, "bypass" fully. The build stores the
current release's nodes this way (`node_table`), each scaled to the same length; a question is summed
the same way when it is asked (rulesdb.search.meaning.nearest, static/meaning.js).
"""

from __future__ import annotations

import math
from array import array
from collections import Counter
from collections.abc import Iterable, Mapping

from rulesdb.model import Document, Node
from rulesdb.search.meaning.pieces import Pieces
from rulesdb.search.meaning.wordpiece import UNKNOWN, tokenize
from rulesdb.search.records import INDEXED_KINDS, node_text, searchable_title

SIF = 1e-3
FULL = 100  # the weight of a piece the release never uses
NODE_SCALE = 127  # a node's largest number, over all nodes
OFFSET = 128  # a node's numbers are stored plus this, as bytes 1..255


def weights(texts: Iterable[str], vocabulary: dict[str, int]) -> dict[int, int]:
    """Each piece of the texts: its weight in hundredths (1..100); a piece they lack weighs FULL."""
    counts = Counter(i for text in texts for i in tokenize(text, vocabulary))
    total = sum(counts.values()) or 1
    return {i: max(1, round(FULL * SIF / (SIF + n / total))) for i, n in counts.items()}


def summed(ids: Iterable[int], vectors: Mapping[int, bytes], weight: Mapping[int, int], dims: int) -> list[int]:
    """The weighted sum of the pieces' vectors (int8 bytes; a piece without one adds nothing)."""
    total = [0] * dims
    for piece, times in Counter(ids).items():
        vector = vectors.get(piece)
        if vector is not None:
            w = weight.get(piece, FULL) * times
            total = [t + w * v for t, v in zip(total, array("b", vector), strict=True)]
    return total


def node_words(node: Node, document: Document) -> str:
    """What a node is read by: the titles of the two sections or steps it sits in, then its own title and
    text ("Memory / Game Concepts: 1.2.3 …"): a rule's words often leave its subject to its heading."""
    words = ". ".join(t for t in (searchable_title(node), node_text(node)) if t)
    around, parent = [], document.nodes.get(node.parent or "")
    while parent is not None and len(around) < 2:
        if title := searchable_title(parent):
            around.append(title)
        parent = document.nodes.get(parent.parent or "")
    return f"{' / '.join(around)}: {words}" if words and around else words


def node_table(document: Document, numbers: dict[str, int], pieces: Pieces) -> dict:
    """What a question is ranked against, self-contained (a search reads no package file): the kept
    pieces ("pieces", "matrix": rulesdb.search.meaning.pieces) and their weights in the release, and the
    current release's searchable nodes ("nodes": their ranking numbers, from `numbers`: address -> number),
    each node's numbers ("vectors", a node after another, plus OFFSET as bytes; each node scaled to the
    same length and all of them by one factor, so that the largest is NODE_SCALE) and their sums ("sums")."""
    nodes = [(n.address, words) for n in document.nodes.values()
             if n.kind in INDEXED_KINDS and n.address in numbers and (words := node_words(n, document))]
    vocabulary, rows = piece_rows(pieces.names), Rows(pieces.matrix, pieces.dims)
    weight = weights((w for _, w in nodes), vocabulary)
    scaled = []
    for _, words in nodes:
        total = summed(tokenize(words, vocabulary), rows, weight, pieces.dims)
        length = math.sqrt(sum(v * v for v in total)) or 1.0
        scaled.append([v / length for v in total])
    largest = max((abs(v) for r in scaled for v in r), default=1.0) or 1.0
    shifted = [[round(v * NODE_SCALE / largest) + OFFSET for v in r] for r in scaled]
    return {"made_from": pieces.digest, "release": document.id, "dims": pieces.dims,
            "pieces": pieces.names, "matrix": pieces.matrix,
            "weights": [weight.get(r, FULL) for r in range(len(pieces.names))],
            "nodes": [numbers[a] for a, _ in nodes], "vectors": bytes(v for r in shifted for v in r),
            "sums": [sum(r) for r in shifted]}


def piece_rows(names: list[str]) -> dict[str, int]:
    """Piece -> its row; a word that cannot be cut into them is [UNK], row -1: no vector."""
    return {p: r for r, p in enumerate(names)} | {UNKNOWN: -1}


class Rows:
    """Row r of a table stored row after row, `width` long (a single number when 1); None for row -1."""

    def __init__(self, table, width: int):
        self._table, self._width = table, width

    def get(self, row: int, default=None):
        if row < 0:
            return default
        return self._table[row] if self._width == 1 else self._table[row * self._width:(row + 1) * self._width]
