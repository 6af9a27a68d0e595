"""The lexical ranking and the meaning-based one (rulesdb.search.meaning) as one list, by reciprocal rank
fusion: each hit scores 1/(K + its rank) in the lexical ranking plus SHARE/(K + its rank) among the nodes
nearest in meaning. The lexical ranking leads (a word the question typed is strong evidence); meaning
lifts the rule that decides when the question words it differently, and can bring one the words missed.
K, SHARE and POOL were chosen on the development questions only (scripts/eval_static_meaning.py).
"""

from __future__ import annotations

K = 5
SHARE = 0.25
POOL = 20  # hits of each ranking fused (20 and 50 rank the held-out sets alike; 20 reads fewer nodes)


def fused(lexical: list[tuple[int, float, list[int]]], near: list[int], limit: int
          ) -> list[tuple[int, float, list[int]]]:
    """(representative, fused score, members) of the best `limit` hits: `lexical` its grouped hits, best
    first; `near` node numbers, nearest first. The first POOL of each are fused: a near node counts for
    the lexical hit that holds it, or is a hit of its own; equal scores keep the lexical hits' order, then
    the near ones'. Lexical hits past the POOL follow in their order, so a longer list (a higher `limit`)
    never reorders a shorter one."""
    hits = [[rep, 1 / (K + rank), members] for rank, (rep, _, members) in enumerate(lexical[:POOL], 1)]
    holder = {m: hit for hit in hits for m in hit[2]}
    for rank, node in enumerate(near[:POOL], 1):
        hit = holder.get(node)
        if hit is None:
            hit = holder[node] = [node, 0.0, [node]]
            hits.append(hit)
        hit[1] += SHARE / (K + rank)
    order = sorted(range(len(hits)), key=lambda i: (-hits[i][1], i))
    shown = [tuple(hits[i]) for i in order]
    for rep, _, members in lexical[POOL:]:
        if len(shown) >= limit:
            break
        if rep not in holder:
            shown.append((rep, 0.0, members))
    return shown[:limit]
