"""Benchmark of the version diff: align and diff every pair of CR versions (v1.3 to v1.6), cold.

Usage: python scripts/bench_diff.py [--runs N] [--sources DIR]. Target: median under 300 ms.
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import time
from pathlib import Path

from rulesdb.build.ingest import load_documents
from rulesdb.diff import diff_documents
from rulesdb.diff.alignment import clear_caches

TARGET_SECONDS = 0.300


def one_run(documents: dict) -> tuple[float, dict[str, float]]:
    """Seconds for all pairs with an empty alignment cache, and per pair."""
    clear_caches()
    versions = sorted(
        (d for d in documents.values() if d.family == "nisei-cr"), key=lambda d: d.version_key
    )
    per_pair = {}
    start = time.perf_counter()
    for old, new in itertools.combinations(versions, 2):
        pair_start = time.perf_counter()
        diff_documents(old, new)
        per_pair[f"{old.id} -> {new.id}"] = time.perf_counter() - pair_start
    return time.perf_counter() - start, per_pair


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--sources", type=Path, default=None)
    args = parser.parse_args()
    documents = load_documents(args.sources)
    runs = [one_run(documents) for _ in range(args.runs)]
    median = statistics.median(total for total, _ in runs)
    for pair in runs[0][1]:
        print(f"  {pair:32} median {statistics.median(r[1][pair] for r in runs) * 1000:7.1f} ms")
    verdict = "OK" if median < TARGET_SECONDS else "SLOW"
    print(
        f"all CR version pairs: median {median * 1000:.1f} ms over {args.runs} runs "
        f"(target {TARGET_SECONDS * 1000:.0f} ms) {verdict}"
    )
    return 0 if median < TARGET_SECONDS else 1


if __name__ == "__main__":
    raise SystemExit(main())
