#!/usr/bin/env python3
"""Benchmark the ingest: cold parse of every document, a full build, and loading a prior build.

Prints medians over several runs and peak memory, with the targets from the ingest issue:
cold parse under 1 s, loading a prior build under 100 ms; and from the current-CR issue: a cold
build of everything (seed documents and the six YAML releases) under 5 s, adding one release to a
built corpus under 2 s, search median under 1 ms, server memory after loading under 200 MB.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rulesdb.build import store
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
    releases(args.sources)


def releases(sources: Path) -> None:
    """The current-CR targets: cold build, one release added, search median, server memory.

    Builds are timed twice: wall clock (the target: a build uses both cores, see
    rulesdb.build.pipeline._build_into), and CPU time of the process and the children it forked,
    which a machine shared with other work inflates far less.
    """
    with tempfile.TemporaryDirectory() as tmp:
        cold = cpu_and_wall(lambda: build(Path(tmp) / "cold", sources=sources))
        cold_report = store.read_json(store.current_build(Path(tmp) / "cold") / store.REPORT)
        added, added_report = _add_one_release(sources, Path(tmp))
        stages = build(Path(tmp) / "cold", sources=sources, force=True).report["seconds"]
        search = _search_median(Path(tmp) / "cold")
        rss = _server_mib(Path(tmp) / "cold")
    for label, (cpu, wall), target, report in (("cold build, everything", cold, 5.0, cold_report),
                                               ("add one release to a built corpus", added, 2.0, added_report)):
        print(f"{label:<34}: {cpu:8.2f} s CPU, {wall:8.2f} s wall  (target < {target:g} s wall, "
              f"{wall / target:.2f} of target)")
        index = report["index"]
        print("    stages (wall s): " + ", ".join(f"{k} {v:.2f}" for k, v in report["seconds"].items())
              + f"; index: {index['texts']} distinct texts, {index['reused']} reused, {index['analysed']} analysed")
    print("    stages of a forced rebuild, caches warm (wall s): "
          + ", ".join(f"{k} {v:.2f}" for k, v in stages.items()))
    for label, value, target, unit in (("search median", search, 0.001, "s"),
                                       ("server memory after loading", rss, 200.0, "MiB")):
        shown = f"{value * 1000:8.2f} ms" if unit == "s" and value < 1 else f"{value:8.2f} {unit}"
        print(f"{label:<34}: {shown}  (target < {target:g} {unit}, {value / target:.2f} of target)")


def cpu_and_wall(func) -> tuple[float, float]:
    """(CPU seconds of this process and the children it waited for, wall seconds) of one call."""
    def cpu() -> float:
        t = os.times()
        return t.user + t.system + t.children_user + t.children_system

    start, wall = cpu(), time.perf_counter()
    func()
    return cpu() - start, time.perf_counter() - wall


def _add_one_release(sources: Path, tmp: Path) -> tuple[tuple[float, float], dict]:
    """Build a copy of the sources without the latest release, then time the build that adds it."""
    copy = tmp / "sources"
    shutil.copytree(sources, copy)
    manifest = copy / "manifest.toml"
    full = manifest.read_text(encoding="utf-8")
    last = full.rfind("[[documents]]")
    manifest.write_text(full[:last], encoding="utf-8")
    build(tmp / "added", sources=copy)
    manifest.write_text(full, encoding="utf-8")
    done = []
    timing = cpu_and_wall(lambda: done.append(build(tmp / "added", sources=copy)))
    return timing, done[0].report


def _search_median(data: Path) -> float:
    db = RulesDB.load(data)
    queries = ["bypass", "end the run", "recurring credits", "trash cost", "jack out", "6.5.8a", "Tollbooth",
               "paid ability window", "advance", "hosted cards"]
    db.search("warm up")
    return statistics.median(t for q in queries for t in timed(lambda q=q: db.search(q), 5))


def _server_mib(data: Path) -> float:
    """Resident memory of a fresh process that loads the build as the server does (model, graph, index)."""
    # The peak resident size of this process image (VmHWM): ru_maxrss would carry over the peak of the
    # benchmark process that forked it, which has just built everything.
    code = ("import re, sys; from rulesdb.service import RulesDB; db = RulesDB.load(sys.argv[1]); "
            "db.graph; db.index; db.lookup_table; db.search('bypass'); "
            "print(int(re.search(r'VmHWM:\\s+(\\d+)', open('/proc/self/status').read()).group(1)) / 1024)")
    root = str(Path(__file__).resolve().parent.parent)
    done = subprocess.run([sys.executable, "-c", code, str(data)], capture_output=True, text=True, check=True,
                          env={"PYTHONPATH": root, "PATH": "/usr/bin:/bin"})
    return float(done.stdout.strip())


if __name__ == "__main__":
    main()
