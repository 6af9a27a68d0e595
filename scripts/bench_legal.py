"""Benchmark the legal-action listing (issue 21): each action is judged by replaying the board with it
attempted, so the listing costs one replay per option.

Usage: python scripts/bench_legal.py [--repeat N]
Target: a phone-sized board (a dozen options) listed in under 300 ms of CPU, a crowded Corp turn
(HQ of 8 cards, 4 remotes: ~60 options) in under 1.5 s; a moment of a run (no replay per option)
in under 50 ms.
"""

from __future__ import annotations

import argparse
import statistics
import time

from rulesdb.engine.scenario.legal import legal_actions
from rulesdb.table.board import read_board

RUNNER = {
    "runner": {"credits": 3, "grip": ["Sure Gamble", "Diesel", "Dirty Laundry"],
               "rig": ["Corroder", {"card": "Datasucker", "counters": {"virus": 1}}, "Zer0"]},
    "corp": {"hq": ["Hedge Fund"], "servers": {"Server 1": {"ice": ["Ice Wall", {"card": "Enigma", "rezzed": False}]}}},
    "decisions": {"break Ice Wall": "Corroder", "jack out": "no", "rez Enigma": "no"},
}
CORP = {
    "turn": "corp",
    "corp": {"credits": 8, "clicks": 3,
             "hq": ["Ice Wall", "Enigma", "Hedge Fund", "Hostile Takeover", "Project Atlas", "BOOM!",
                    "Bad Times", "Tollbooth"],
             "servers": {f"Server {n}": {"ice": ["Ice Wall"], "root": [{"card": "Project Atlas", "advancement": 1}]}
                         for n in range(1, 5)}},
    "runner": {"tags": 1, "rig": ["Daily Casts"]},
}
TARGETS = {"runner's action window": 300, "crowded Corp turn": 1500, "encounter Ice Wall": 50}


def cpu_ms(func, repeat: int) -> tuple[float, object]:
    times, found = [], None
    for _ in range(repeat):
        start = time.process_time()
        found = func()
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times), found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    repeat = parser.parse_args().repeat
    cases = {
        "runner's action window": (RUNNER, ""),
        "crowded Corp turn": (CORP, ""),
        "encounter Ice Wall": ({**RUNNER, "actions": [{"runner": "run Server 1"}]}, "encounter Ice Wall"),
    }
    for name, (board, at) in cases.items():
        scenario = read_board(board, no_actions=True)
        ms, found = cpu_ms(lambda s=scenario, a=at: legal_actions(s, a), repeat)
        per = ms / max(1, len(found["options"]))
        verdict = "ok" if ms <= TARGETS[name] else "OVER"
        print(f"{name:24} {len(found['options']):3} options  {ms:7.1f} ms CPU ({per:.1f} ms each)  "
              f"target {TARGETS[name]} ms: {verdict}")


if __name__ == "__main__":
    main()
