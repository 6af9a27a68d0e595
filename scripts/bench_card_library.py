"""Benchmark what the card library costs at start-up: the CLI, one card looked up, the whole library.

Usage: python scripts/bench_card_library.py [--repeat N]
Target (issue 20): the CLI's start-up does not grow with the pool: `rulesdb --help` never imports a
card module, and looking up one card imports only the modules of its title's first letter.
Each figure is the median of fresh interpreters (imports are what is measured).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

PROBES = {
    "CLI start-up (rulesdb --help)": ("import contextlib, io\nfrom rulesdb.cli.commands import main\n"
                                      "with contextlib.suppress(SystemExit), "
                                      "contextlib.redirect_stdout(io.StringIO()):\n    main(['--help'])"),
    "engine facade imported": "import rulesdb.engine",
    "one card looked up": "from rulesdb.engine.cards import lookup; lookup('Sure Gamble')",
    "whole library loaded": "from rulesdb.engine import cards; cards.CARDS",
}
COUNT = ("import sys\nexec({probe!r})\n"
         "print(sum(m.startswith('rulesdb.engine.cards.') and m.count('.') == 4 for m in sys.modules))")


def fresh_ms(code: str, repeat: int) -> float:
    """Median wall time of a fresh interpreter running `code`, in ms."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def modules_loaded(code: str) -> int:
    """How many card modules (cards/<type>/<letter>.py) `code` imports."""
    done = subprocess.run([sys.executable, "-c", COUNT.format(probe=code)],
                          check=True, capture_output=True, text=True)
    return int(done.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    bare = fresh_ms("pass", args.repeat)
    from rulesdb.engine import cards

    print(f"card library: {len(cards.CARDS)} cards; interpreter alone {bare:.0f} ms")
    for name, code in PROBES.items():
        ms = fresh_ms(code, args.repeat)
        print(f"{name:32} {ms:7.0f} ms  ({ms / bare:4.1f}x the bare interpreter)  "
              f"card modules imported: {modules_loaded(code)}")


if __name__ == "__main__":
    main()
