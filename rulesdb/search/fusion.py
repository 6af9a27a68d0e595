"""The lexical ranking and the meaning-based one (rulesdb.search.meaning) as one list, by reciprocal rank
fusion: each hit scores 1/(K + its rank) in the lexical ranking plus SHARE/(K + its rank) among the nodes
nearest in meaning. The lexical ranking leads (a word the question typed is strong evidence); meaning
lifts the rule that decides when the question words it differently, and can bring one the words missed.
K, SHARE and POOL were chosen on the development questions only (scripts/eval_static_meaning.py).

A hit of a release a newer one of its family replaced takes no lexical rank: it follows the hit it
followed in the lexical ranking. So a copy that holds only the newest releases (the offline app) ranks
the rest exactly as the server does.
"""

from __future__ import annotations

from collections.abc import Callable

K = 5
SHARE = 0.25
POOL = 10  # hits of each ranking fused (10, 20 and 50 rank the development set alike; 10 reads no more
#           lexical hits than a page shows, so a search takes a millisecond more, not three)

Hit = tuple[int, float, list[int]]  # representative node, score, members (every release of it)


def fused(lexical: list[Hit], near: list[int], limit: int, replaced: Callable[[int], bool]) -> list[Hit]:
    """The best `limit` hits: `lexical` grouped hits, best first; `near` node numbers, nearest first;
    `replaced(node)`: whether a node's release is one a newer release of its family replaced.

    The lexical hits down to the POOL-th of current releases and the first POOL near nodes are fused: a
    near node counts for the lexical hit that holds it, or is a hit of its own; equal scores keep the
    lexical hits' order, then the near ones'. A replaced release's hit among them follows the hit it
    followed (first when none did), scored as that one; the lexical hits after them come last in their
    order, scored 0 (outside the fusion), so a longer list never reorders a shorter one."""
    cut = _pool_end(lexical, replaced)
    hits = [[rep, 0.0, members] for rep, _, members in lexical[:cut] if not replaced(rep)]
    for rank, hit in enumerate(hits, 1):
        hit[1] = 1 / (K + rank)
    holder = {m: hit for hit in hits for m in hit[2]}
    for rank, node in enumerate(near[:POOL], 1):
        hit = holder.get(node)
        if hit is None:
            hit = holder[node] = [node, 0.0, [node]]
            hits.append(hit)
        hit[1] += SHARE / (K + rank)
    order = [hits[i] for i in sorted(range(len(hits)), key=lambda i: (-hits[i][1], i))]
    shown = _with_replaced(order, lexical[:cut], replaced)
    shown += [(rep, 0.0, members) for rep, _, members in lexical[cut:] if rep not in holder]
    return shown[:limit]


def _pool_end(lexical: list[Hit], replaced: Callable[[int], bool]) -> int:
    """Where the lexical hits fused end: after the POOL-th hit of a current release."""
    current = 0
    for at, (rep, _, _) in enumerate(lexical):
        current += not replaced(rep)
        if current == POOL:
            return at + 1
    return len(lexical)


def _with_replaced(order: list[list], fused_part: list[Hit], replaced: Callable[[int], bool]) -> list[Hit]:
    """The fused hits in `order`, each replaced release's hit of `fused_part` right after the hit it
    followed there (scored as that one; first, scored as the first hit, when none did)."""
    after: dict[int | None, list[tuple[int, list[int]]]] = {}
    previous = None
    for rep, _, members in fused_part:
        if replaced(rep):
            after.setdefault(previous, []).append((rep, members))
        else:
            previous = rep
    first = order[0][1] if order else 0.0
    shown: list[Hit] = [(rep, first, members) for rep, members in after.get(None, [])]
    for rep, score, members in order:
        shown.append((rep, score, members))
        shown += [(r, score, m) for r, m in after.get(rep, [])]
    return shown
