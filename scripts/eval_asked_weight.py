#!/usr/bin/env python3
"""Score the weight of the questions players ask of each rule (rulesdb/search/questions/, the index's
"asked" field) on the players' question set, one build per weight: recall@1, recall@5 and MRR per set,
and the held-out sets pooled. Prints totals only, never a question, so a blind set can be measured
without being read. Changes no ranking: a weight is kept by editing FIELD_BOOSTS in rulesdb/search/index.py.

    python scripts/eval_asked_weight.py --cards ../shared/nrdb [--weights 0.2,1,2,3] [--sets "held out 6"]

Measured on 2026-11-28, once the questions had been reviewed: 0.2 (the weight chosen on their first
draft) to 5 on the seen sets, pooled held-out MRR 0.605 at 0.2, 0.642 at 1, 0.671 at 2, 0.677 at 3; 2 was
the least within 0.01 of the best, and held out 6, written blind for that decision, confirmed it (MRR
0.656 -> 0.725, recall@5 0.88 -> 0.92). Re-run it on a fresh blind set after editing the questions in bulk.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_search import PLAYERS, open_build  # noqa: E402

from rulesdb.search import index  # noqa: E402
from rulesdb.search.judging import evaluate, player_questions, question_sets, scores_by_kind, shown_ranking  # noqa: E402

POOLED = "held out, pooled"


def scores(db, questions: list[dict]) -> dict:
    """recall@1, recall@5 and MRR of `questions` over what a judge's search box shows."""
    return scores_by_kind(evaluate(questions, lambda q: shown_ranking(db.find(q)))[1])["all"]


def weighed(weight: float, cards: Path | None, sets: dict[str, list[dict]]) -> dict[str, dict]:
    """Each set's scores with the asked field at `weight`, its answers accepted in the build's current
    Comprehensive Rules (the newest release, as scripts/bench_search.py reads it)."""
    index.FIELD_BOOSTS["asked"] = weight  # read when the build ranks its contents
    with tempfile.TemporaryDirectory() as tmp:
        db = open_build(None, cards, Path(tmp))
        release = max((d for d in db.documents.values() if d.id.startswith("nsg-cr-")), key=lambda d: d.version_key)
        return {name: scores(db, player_questions(questions, release.id)) for name, questions in sets.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=Path, help="the card data (netrunner-cards-json layout)")
    parser.add_argument("--weights", default="0.2,1,2,3", help="comma-separated weights of the asked field")
    parser.add_argument("--sets", help="comma-separated set names (default: every set of the players' file)")
    args = parser.parse_args(argv)
    try:
        weights = [float(w) for w in args.weights.split(",")]
    except ValueError:
        parser.error(f"--weights: numbers separated by commas, not {args.weights!r}")
    every = question_sets(PLAYERS.read_text("utf-8"))
    names = [n.strip() for n in args.sets.split(",")] if args.sets else list(every)
    unknown = [n for n in names if n not in every]
    if unknown:
        parser.error(f"--sets: no set {unknown[0]!r}; the sets are {', '.join(every)}")
    sets = {n: every[n] for n in names}
    held_out = [n for n in names if n != "development"]
    if len(held_out) > 1:
        sets[POOLED] = [q for n in held_out for q in every[n]]
    print(f"{'weight':>6}  {'set':18} {'n':>4}  recall@1 recall@5    MRR")
    for weight in weights:
        for name, found in weighed(weight, args.cards, sets).items():
            n = len(sets[name])
            print(f"{weight:>6g}  {name:18} {n:>4}     {found['recall@1']:.3f}    {found['recall@5']:.3f}  "
                  f"{found['mrr']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
