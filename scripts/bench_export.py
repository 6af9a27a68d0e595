#!/usr/bin/env python3
"""The static edition of the whole embedded build: `rulesdb export-static` timed (wall and CPU
seconds: on a shared machine the CPU time is the figure to compare), its pages, files and megabytes
by top-level folder, and every link of every page checked against the files (as the test suite
does). Usage:

    python scripts/bench_export.py [--data DIR] [--cards NRDB-DIR] [--out DIR] [--no-links]

With --cards the build has every card of the data, so the export has a page for each (2,000 more).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_SECONDS = 90  # issue 13: the whole build exported and every link checked, so CI can afford it
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "web"))

from linkcheck import broken_links  # noqa: E402  (the test suite's link checker)


def by_folder(folder: Path) -> tuple[Counter, Counter]:
    """Pages (index.html files) and bytes under each top-level folder of the export."""
    pages, sizes = Counter(), Counter()
    for path in folder.rglob("*"):
        if path.is_file():
            top = path.relative_to(folder).parts[0] if len(path.relative_to(folder).parts) > 1 else "(root)"
            sizes[top] += path.stat().st_size
            pages[top] += path.name == "index.html"
    return pages, sizes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, help="a data folder with a build (default: build into a temp folder)")
    parser.add_argument("--cards", type=Path, help="NetrunnerDB card data for the build (a page per card)")
    parser.add_argument("--out", type=Path, help="where to export (default: a temp folder)")
    parser.add_argument("--no-links", action="store_true", help="skip checking every link")
    args = parser.parse_args()
    from rulesdb.build.pipeline import build
    from rulesdb.web.export_static import export

    data = args.data or Path(tempfile.mkdtemp(prefix="rulesdb-bench-export-data-"))
    build(data, cards=args.cards)
    out = args.out or Path(tempfile.mkdtemp(prefix="rulesdb-bench-export-")) / "site"
    start, cpu = time.perf_counter(), time.process_time()
    result = export(data, out)
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    print(f"export of {data}: {result['pages']} pages, {result['files']} files, "
          f"{result['bytes'] / 1e6:.1f} MB in {seconds:.1f} s, {cpu:.1f} s CPU "
          f"({result['pages'] / seconds:.0f} pages/s); "
          f"{len(result['broken'])} pages the crawl could not fetch")
    pages, sizes = by_folder(out)
    for top, size in sizes.most_common():
        print(f"  {top:<20} {pages[top]:>6} pages {size / 1e6:>8.1f} MB")
    if args.no_links:
        return 0
    start, cpu_links = time.perf_counter(), time.process_time()
    checked, broken = broken_links(out)
    link_seconds, cpu_links = time.perf_counter() - start, time.process_time() - cpu_links
    print(f"links: {checked} checked in {link_seconds:.1f} s, {cpu_links:.1f} s CPU, {len(broken)} broken"
          + (f", e.g. {broken[:3]}" if broken else ""))
    print(f"export and link check: {seconds + link_seconds:.1f} s, {cpu + cpu_links:.1f} s CPU "
          f"(target < {TARGET_SECONDS} s on one core)")
    return 1 if broken or result["broken"] else 0


if __name__ == "__main__":
    sys.exit(main())
