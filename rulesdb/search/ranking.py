"""Search ranking as plain data: BM25 impacts per (term, node), computed once when the index opens, so
a query is a few dictionary walks; a field's boost multiplies term frequency before BM25 saturates
it, and the share of the query's words a node matches scales its score.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass

K1, B = 1.2, 0.75


def bm25(idf: float, tf: float, length: float, average: float) -> float:
    """Okapi BM25 for one term in one field of one node."""
    norm = 1 - B + B * (length / average if average else 1.0)
    return idf * tf * (K1 + 1) / (tf + K1 * norm)


def idf(doc_frequency: int, doc_count: int) -> float:
    return math.log(doc_count / (doc_frequency + 1)) + 1


@dataclass(frozen=True)
class Group:
    """What one query word (or quoted phrase) contributes: its terms, optionally only within some nodes."""

    terms: tuple[str, ...]
    only: frozenset[int] | None = None  # a phrase: the nodes where the words occur in order
    boost: float = 1.0


class Impacts:
    """term -> {node number: score}, plus a per-node boost (newer versions first on equal matches)."""

    def __init__(self, table: dict[str, dict[int, float]], boosts: list[float]):
        self.table, self.boosts = table, boosts

    @classmethod
    def from_postings(
        cls,
        postings,
        lengths: dict[str, list[float]],
        field_boosts: dict[str, float],
        boosts: list[float],
    ) -> Impacts:
        """Build from `(field, term, [(node, frequency)...])` triples and each field's lengths per node."""
        count = len(boosts)
        averages = {f: (sum(v) / count if count else 0.0) for f, v in lengths.items()}
        table: dict[str, dict[int, float]] = {}
        for field, term, items in postings:
            weight, boost, row = (
                idf(len(items), count),
                field_boosts.get(field, 1.0),
                table.setdefault(term, {}),
            )
            for node, tf in items:
                row[node] = row.get(node, 0.0) + bm25(
                    weight, tf * boost, lengths[field][node], averages[field]
                )
        return cls(table, boosts)

    def knows(self, term: str) -> bool:
        return term in self.table

    def rank(
        self, groups: list[Group], allowed: set[int] | None, limit: int
    ) -> list[tuple[int, float]]:
        """The best `limit` (node, score) pairs: summed impacts times the share of groups matched."""
        total: dict[int, float] = {}
        matched: dict[int, int] = {}
        for group in groups:
            part: dict[int, float] = {}
            for term in group.terms:
                for node, score in self.table.get(term, {}).items():
                    if group.only is None or node in group.only:
                        part[node] = part.get(node, 0.0) + score
            for node, score in part.items():
                total[node] = total.get(node, 0.0) + score * group.boost
                matched[node] = matched.get(node, 0) + 1
        n = len(groups) or 1
        scored = (
            (s * self.boosts[d] * (0.5 + 0.5 * matched[d] / n), d)
            for d, s in total.items()
            if allowed is None or d in allowed
        )
        return [(d, s) for s, d in heapq.nlargest(limit, scored, key=lambda p: (p[0], -p[1]))]
