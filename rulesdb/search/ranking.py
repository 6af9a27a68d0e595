"""Search ranking as plain data: BM25 impacts per (term, content), computed once at build time, so a
query is a few dictionary walks; a field's boost multiplies term frequency before BM25 saturates it,
and the share of the query's words a node matches scales its score. A content is the words that
several nodes share (a rule unchanged across releases): it is scored once, then each of its nodes by
its own boost (newer versions first on equal matches).
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence
from dataclasses import dataclass

K1, B = 1.2, 0.75
NUMBER_KEY = "#"  # impacts of the rule-number field, apart from words (rulesdb.search.contents)
#: Impacts are kept to 1/UNITS (a hundredth: the players' set ranks as with full precision), so the browser's
#: copy receives them as whole numbers (short to send) and, dividing and adding in the same order, ranks
#: with exactly the server's scores.
UNITS = 100


def bm25(idf: float, tf: float, length: float, average: float) -> float:
    """Okapi BM25 for one term in one field of one node."""
    return saturated(idf, tf, length_norm(length, average))


def length_norm(length: float, average: float) -> float:
    """BM25's saturation constant times how long a field is against the average."""
    return K1 * (1 - B + B * (length / average if average else 1.0))


def saturated(idf: float, tf: float, norm: float) -> float:
    """BM25 of a term frequency in a field of `length_norm` `norm`."""
    return idf * tf * (K1 + 1) / (tf + norm)


def idf(doc_frequency: int, doc_count: int) -> float:
    return math.log(doc_count / (doc_frequency + 1)) + 1


@dataclass(frozen=True)
class Group:
    """What one query word (or quoted phrase) contributes: its terms, optionally only within some contents."""

    terms: tuple[str, ...]
    only: frozenset[int] | None = None  # a phrase: the contents where the words occur in order
    boost: float = 1.0


#: How much the words of the rules that answer a form of question count (rulesdb.search.vocabulary.answer_words)
#: against a word the question typed: a light lift, one more thing the question asks for.
FORM = 0.4


def form_group(terms: list[str]) -> list[Group]:
    """The group of the words the rules answering the question's form use ("cannot", "only" for "can I…"),
    if it has one: a rule holding any of them matches one more part of the question."""
    return [Group(tuple(terms), boost=FORM)] if terms else []


#: How much a hint (a rule the query did not name: one a card it names points to) counts against a word
#: the query typed.
HINT = 1.0


def hint_groups(hints: list[tuple[list[str], frozenset[int]]]) -> list[Group]:
    """A group for each hinted rule: the terms its source id names it by, within its own contents (every
    release of it), one more thing the question asks about: a hint lifts the rule it names, not every
    rule that shares its words."""
    return [Group(tuple(terms), only, boost=HINT) for terms, only in hints if terms and only]


def contents_by_id(nodes: list[dict], members: list[tuple[int, ...]]) -> dict[str, frozenset[int]]:
    """Source id -> the contents of the nodes at that id in the releases addressed by source id."""
    content_of = {n: c for c, held in enumerate(members) for n in held}
    found: dict[str, set[int]] = {}
    for number, node in enumerate(nodes):
        if node["by_id"]:
            found.setdefault(node["address"].partition("/")[2], set()).add(content_of[number])
    return {k: frozenset(v) for k, v in found.items()}


class Impacts:
    """term -> {content number: score}; each content's nodes, best boost first, and every node's boost."""

    def __init__(self, table: dict[str, dict[int, float]], boosts: list[float], members: list[tuple[int, ...]]):
        self.table, self.boosts, self.members = table, boosts, members
        self.first = [nodes[0] for nodes in members]  # each content's best node

    @classmethod
    def from_counts(
        cls,
        counts: Sequence[Sequence[dict[str, int]]],
        lengths: dict[str, list[float]],
        field_boosts: dict[str, float],
        boosts: list[float],
        content_of: list[int],
    ) -> Impacts:
        """Build from each content's term frequencies per field (fields in `lengths` order), each field's
        length per node, and which content each node has. Frequencies and lengths count nodes, as if
        every node were indexed apart: sharing a content changes no score."""
        count = len(boosts)
        members = _members(content_of, boosts, len(counts))
        frequencies = _frequencies(counts, members, len(lengths))
        fields = [(field_boosts.get(f, 1.0), v, sum(v) / count if count else 0.0,
                   {t: idf(n, count) for t, n in seen.items()})  # each term's idf, worked out once
                  for (f, v), seen in zip(lengths.items(), frequencies, strict=True)]
        table: dict[str, dict[int, float]] = {}
        for content, per_field in enumerate(counts):
            first = members[content][0]
            for terms, (boost, field_lengths, average, idfs) in zip(per_field, fields, strict=True):
                norm = length_norm(field_lengths[first], average) if terms else 0.0
                for term, tf in terms.items():
                    row = table.setdefault(term, {})
                    row[content] = row.get(content, 0.0) + saturated(idfs[term], tf * boost, norm)
        return cls({t: {c: round(s * UNITS) / UNITS for c, s in row.items()} for t, row in table.items()},
                   boosts, members)

    def knows(self, term: str) -> bool:
        return term in self.table

    def rank(
        self, groups: list[Group], allowed: set[int] | None, limit: int
    ) -> list[tuple[int, float]]:
        """The best `limit` (node, score) pairs: summed impacts times the share of groups matched, times
        the node's boost; equal scores list the lower node number first."""
        total: dict[int, float] = {}
        matched: dict[int, int] = {}
        for group in groups:
            part = self._part(group)
            if not total:  # the first group (adding to nothing changes no score)
                total = dict(part) if group.boost == 1.0 else {c: s * group.boost for c, s in part.items()}
                matched = dict.fromkeys(part, 1)
                continue
            for content, score in part.items():
                total[content] = total.get(content, 0.0) + score * group.boost
                matched[content] = matched.get(content, 0) + 1
        n = len(groups) or 1
        shares = {m: 0.5 + 0.5 * m / n for m in set(matched.values())}
        if allowed is None:
            first, boosts = self.first, self.boosts
            offers = [(-(s * boosts[first[c]] * shares[matched[c]]), first[c], c) for c, s in total.items()]
            best = [(*o, 0, total[o[2]], shares[matched[o[2]]]) for o in heapq.nsmallest(limit, offers)]
        else:
            offers = (self._next(c, 0, s, shares[matched[c]], allowed) for c, s in total.items())
            best = heapq.nsmallest(limit, filter(None, offers))
        # a content's best node beats its others, so the best nodes come from the best `limit` contents
        return self._best(best, allowed, limit)

    def _part(self, group: Group) -> dict[int, float]:
        """Each content's summed impacts of one group's terms (within its phrase's contents, if any)."""
        rows = [self.table.get(term, {}) for term in group.terms]
        if len(rows) == 1 and group.only is None:
            return rows[0]
        part: dict[int, float] = {}
        for row in rows:
            if group.only is not None and len(group.only) < len(row):  # a few contents: look each up
                found = ((c, row[c]) for c in group.only if c in row)
            else:
                found = ((c, s) for c, s in row.items() if group.only is None or c in group.only)
            for content, score in found:
                part[content] = part.get(content, 0.0) + score
        return part

    def _next(self, content: int, start: int, score: float, share: float, allowed: set[int] | None):
        """The heap entry of a content's next allowed node from `start` (nodes come best boost first)."""
        nodes = self.members[content]
        for at in range(start, len(nodes)):
            node = nodes[at]
            if allowed is None or node in allowed:
                return (-(score * self.boosts[node] * share), node, content, at, score, share)
        return None

    def _best(self, queue: list[tuple], allowed: set[int] | None, limit: int) -> list[tuple[int, float]]:
        """The first `limit` nodes of all contents, best score first: a content offers its next node
        only once its previous one is taken."""
        heapq.heapify(queue)
        best = []
        while queue and len(best) < limit:
            negative, node, content, at, score, share = heapq.heappop(queue)
            best.append((node, -negative))
            entry = self._next(content, at + 1, score, share, allowed)
            if entry is not None:
                heapq.heappush(queue, entry)
        return best


def _frequencies(counts: Sequence[Sequence[dict[str, int]]], members: list[tuple[int, ...]],
                 fields: int) -> list[dict[str, int]]:
    """How many nodes have each term, per field."""
    frequency: list[dict[str, int]] = [{} for _ in range(fields)]
    for content, per_field in enumerate(counts):
        share = len(members[content])
        for seen, terms in zip(frequency, per_field, strict=True):
            for term in terms:
                seen[term] = seen.get(term, 0) + share
    return frequency


def _members(content_of: list[int], boosts: list[float], contents: int) -> list[tuple[int, ...]]:
    """Each content's nodes, highest boost first (then lowest node number): the order they score in."""
    members: list[list[int]] = [[] for _ in range(contents)]
    for node, content in enumerate(content_of):
        members[content].append(node)
    return [tuple(sorted(nodes, key=lambda n: (-boosts[n], n))) for nodes in members]
