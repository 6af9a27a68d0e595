#!/usr/bin/env python3
"""Benchmark the ingest: cold parse of every document, a full build, and loading a prior build.

Prints medians over several runs and peak memory, with the targets from the ingest issue:
cold parse under 1 s, loading a prior build under 100 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulesdb.build.ingest import parse_sources
from rulesdb.build.pipeline import build
from rulesdb.build.sources import default_sources
from rulesdb.fidelity.report import fidelity_report
from rulesdb.service import RulesDB


def timed(func, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return times


def peak_mib(func) -> float:
    tracemalloc.start()
    func()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak / 2**20


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--sources", type=Path, default=default_sources())
    args = ap.parse_args()

    parse = timed(lambda: parse_sources(args.sources), args.runs)
    per_doc = {p.document.id: p.seconds for p in parse_sources(args.sources)}
    with tempfile.TemporaryDirectory() as tmp:
        full = timed(lambda: build(Path(tmp), sources=args.sources, force=True), max(3, args.runs // 2))
        load = timed(lambda: RulesDB.load(Path(tmp)), args.runs * 3)
        load_peak = peak_mib(lambda: RulesDB.load(Path(tmp)))
    parse_peak = peak_mib(lambda: parse_sources(args.sources))
    parsed = parse_sources(args.sources)
    fidelity = timed(lambda: fidelity_report(parsed), args.runs)

    median_parse, median_load = statistics.median(parse), statistics.median(load)
    print(f"cold parse, all documents : median {median_parse * 1000:8.1f} ms  (target < 1000 ms, "
          f"{median_parse / 1.0:.2f} of target)")
    for doc_id, seconds in per_doc.items():
        print(f"    {doc_id:<18} {seconds * 1000:8.1f} ms")
    share = statistics.median(fidelity) / median_parse
    print(f"fidelity report           : median {statistics.median(fidelity) * 1000:8.1f} ms  "
          f"(coverage map, word-level self-check, errata; {share:.2f} of the parse)")
    print(f"full build (graph, index) : median {statistics.median(full) * 1000:8.1f} ms")
    print(f"load prior build          : median {median_load * 1000:8.1f} ms  (target < 100 ms, "
          f"{median_load / 0.1:.2f} of target)")
    print(f"peak memory: parse {parse_peak:.1f} MiB, load {load_peak:.1f} MiB (tracemalloc)")


if __name__ == "__main__":
    main()
