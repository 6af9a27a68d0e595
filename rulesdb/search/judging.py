"""Measuring lookup against questions judges type: recall@1, recall@5 and mean reciprocal rank over a
question set with accepted answers, for rulesdb's own `find` and for a plain BM25 baseline on the
same nodes (one text field, no exact lookup, no boosts, no grouping), so a ranking change is a number;
and the same over the current CR's answers alone, counting only the hit shown, not the versions it folds.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from fnmatch import fnmatch

from rulesdb.model import Document
from rulesdb.search.ranking import bm25, idf
from rulesdb.search.records import INDEXED_KINDS, node_text, searchable_title

_WORD = re.compile(r"\w+")
DEPTH = 10  # ranks read per question; a first accepted answer below this counts as not found
CURRENT_CR = "nsg-cr-"  # how accepted answers in the current Comprehensive Rules' releases begin


def find_ranking(found: dict) -> list[list[str]]:
    """`find`'s answer as ranked hits, each the addresses it stands for (its versions when grouped)."""
    return [
        [v["address"] for v in hit.get("versions", ())] or [hit["address"]]
        for hit in [*found.get("exact", ()), *found.get("hits", ())]
    ]


def shown_ranking(found: dict) -> list[list[str]]:
    """`find`'s answer as the hits a judge sees: each hit's own address (the newest version it folds)."""
    return [[hit["address"]] for hit in [*found.get("exact", ()), *found.get("hits", ())]]


def current_cr_questions(questions: list[dict]) -> list[dict]:
    """The questions the current Comprehensive Rules answer, accepting only their answers there
    (`nsg-cr-*/...`): with `shown_ranking`, whether the rule a judge rules by comes first."""
    return [dict(q, accept=cr) for q in questions if (cr := [p for p in q["accept"] if p.startswith(CURRENT_CR)])]


def first_rank(ranking: list[list[str]], accept: list[str]) -> int | None:
    """1-based rank of the first hit that is (or folds in) an accepted address, else None."""
    for rank, addresses in enumerate(ranking[:DEPTH], 1):
        if any(fnmatch(a, p) for a in addresses for p in accept):
            return rank
    return None


def scores(ranks: Iterable[int | None]) -> dict[str, float]:
    """recall@1, recall@5 and MRR (a miss counts 0) of first accepted ranks.

    >>> scores([1, 2, None, 6])
    {'questions': 4, 'recall@1': 0.25, 'recall@5': 0.5, 'mrr': 0.4167}
    """
    ranks = list(ranks)
    n = len(ranks) or 1
    return {
        "questions": len(ranks),
        "recall@1": round(sum(1 for r in ranks if r == 1) / n, 4),
        "recall@5": round(sum(1 for r in ranks if r is not None and r <= 5) / n, 4),
        "mrr": round(sum(1 / r for r in ranks if r) / n, 4),
    }


def evaluate(questions: list[dict], rank: Callable[[str], list[list[str]]]) -> tuple[dict, list[dict]]:
    """Scores over the questions, and each question with the rank of its first accepted answer."""
    rows = [dict(q, rank=first_rank(rank(q["q"]), q["accept"])) for q in questions]
    return scores(r["rank"] for r in rows), rows


class PlainBM25:
    """Okapi BM25 over each node's title and text as one field, lower-cased words, nothing else."""

    def __init__(self, documents: dict[str, Document]):
        self.addresses: list[str] = []
        counts: list[Counter] = []
        for doc in documents.values():
            for node in doc.nodes.values():
                if node.kind in INDEXED_KINDS:
                    self.addresses.append(node.address)
                    counts.append(Counter(_WORD.findall(f"{searchable_title(node)} {node_text(node)}".lower())))
        self.lengths = [sum(c.values()) for c in counts]
        self.average = sum(self.lengths) / (len(self.lengths) or 1)
        self.postings: dict[str, list[tuple[int, int]]] = {}
        for number, words in enumerate(counts):
            for word, tf in words.items():
                self.postings.setdefault(word, []).append((number, tf))

    def rank(self, query: str, limit: int = DEPTH) -> list[list[str]]:
        total: Counter = Counter()
        for word in set(_WORD.findall(query.lower())):
            items = self.postings.get(word, [])
            weight = idf(len(items), len(self.addresses))
            for number, tf in items:
                total[number] += bm25(weight, tf, self.lengths[number], self.average)
        return [[self.addresses[n]] for n, _ in total.most_common(limit)]


def player_questions(questions: list[dict], release: str) -> list[dict]:
    """The players' question set (`answer`: source ids) with each id accepted as `release` has it,
    with its examples: the current release's rule must be the hit shown, not an older copy of it."""
    return [dict(q, accept=[p for a in q["answer"] for p in (f"{release}/{a}", f"{release}/{a}/example/*")])
            for q in questions]


HELD_OUT = "# --- held out"  # the comment header opening each held-out set of the players' question file


def question_sets(text: str) -> dict[str, list[dict]]:
    r"""The players' question file read set by set: "development" (the questions before the first held-out
    header) and each held-out set ("held out", "held out 2", ...), written before the search was tuned on
    it; together, in order, they are the whole file.

    >>> sets = question_sets("- {q: a}\n# --- held out: x\n- {q: b}\n# --- held out 2: y\n- {q: c}\n")
    >>> {name: [q["q"] for q in questions] for name, questions in sets.items()}
    {'development': ['a'], 'held out': ['b'], 'held out 2': ['c']}
    """
    import yaml

    chunks: dict[str, list[str]] = {"development": []}
    for line in text.splitlines():
        if line.startswith(HELD_OUT):
            chunks[f"held out {len(chunks)}" if len(chunks) > 1 else "held out"] = []
        chunks[list(chunks)[-1]].append(line)
    return {name: yaml.safe_load("\n".join(lines)) or [] for name, lines in chunks.items()}


def scores_by_kind(rows: list[dict]) -> dict[str, dict[str, float]]:
    """`scores` of evaluated rows for all of them ("all") and for each kind of question."""
    kinds = sorted({r["kind"] for r in rows})
    return {"all": scores(r["rank"] for r in rows),
            **{k: scores(r["rank"] for r in rows if r["kind"] == k) for k in kinds}}


def scores_by_set(rows: list[dict]) -> dict[str, dict[str, dict[str, float]]]:
    """`scores_by_kind` for each question set of evaluated rows (their "set", see `question_sets`): a
    held-out set shows how the search does on questions it was not tuned on."""
    names = list(dict.fromkeys(r.get("set", "development") for r in rows))
    return {name: scores_by_kind([r for r in rows if r.get("set", "development") == name]) for name in names}
