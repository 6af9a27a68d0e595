"""Benchmark the scenario engine: median time per scenario, whole turns of both players, many runs.

Usage: python scripts/bench_scenarios.py [--repeat N]
Targets (issue 11): median per scenario under 5 ms; a scenario of 10 full turns under 50 ms;
a scenario of many runs scales linearly.
Target (issue 12): every scenario file, the CR examples' included, under 2 s in all.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from rulesdb.engine import SCENARIO_DIR, load_scenario, run_scenario

RUNS_PER_TURN = 4  # the Runner's allotted clicks


def run_any(scenario):
    """Run a scenario, also one whose cards wait for an engine mechanism: speed, not a verdict."""
    return run_scenario(scenario, allow_incomplete=True)


def median_ms(func, repeat: int, clock=time.perf_counter) -> float:
    """Median time of `func` in ms on `clock`: wall by default; `time.process_time` gives what the
    engine itself costs when other processes share the cores (wall time counts their turns too)."""
    times = []
    for _ in range(repeat):
        start = clock()
        func()
        times.append((clock() - start) * 1000)
    return statistics.median(times)


def median_cpu_ms(func, repeat: int) -> float:
    return median_ms(func, repeat, clock=time.process_time)


def many_runs_yaml(runs: int) -> str:
    """Runs on a remote protected by Ice Wall, broken by Corroder, four a turn, Corp turns between."""
    actions = []
    for n in range(runs):
        if n and n % RUNS_PER_TURN == 0:
            actions += ["  - corp: gain credit"] * 3
        actions.append("  - runner: run Server 1")
    return "\n".join([
        f"title: {runs} runs in a row",
        "example: ffg-rr-1.0/term/run",
        "corp:",
        "  hq: [Hedge Fund, Hedge Fund, Hedge Fund, Hedge Fund, Hedge Fund]",
        f"  rd: [{', '.join(['Hedge Fund'] * (runs // RUNS_PER_TURN + 2))}]",
        "  servers:",
        "    Server 1:",
        "      ice: [Ice Wall]",
        "runner:",
        f"  credits: {runs + 5}",
        "  rig: [Corroder]",
        "actions:", *actions,
        "decisions:",
        "  break Ice Wall: Corroder",
        "  jack out: no",
        *(["  discard: Hedge Fund"] if runs > RUNS_PER_TURN else []),  # asked only once a Corp turn ends
        "expect:",
        f"  - runs.{runs - 1}.outcome: successful",
    ]) + "\n"


TURN_TARGET_MS, SCENARIO_TARGET_MS = 50.0, 5.0


def bench_set(repeat: int) -> None:
    ids = sorted(p.stem for p in SCENARIO_DIR.glob("*.yaml"))
    loaded = {sid: load_scenario(sid) for sid in ids}
    print(f"{'scenario':48} {'load+run ms':>11} {'run ms':>8}")
    medians = []
    for sid in ids:
        with_load = median_ms(lambda sid=sid: run_any(sid), repeat)
        run_only = median_ms(lambda sid=sid: run_any(loaded[sid]), repeat)
        medians.append(with_load)
        print(f"{sid:48} {with_load:11.2f} {run_only:8.2f}")
    total = median_ms(lambda: [run_any(sid) for sid in ids], max(3, repeat // 5))
    print(f"{'whole set (' + str(len(ids)) + ' scenarios, load+run)':48} {total:11.2f}")
    middle = statistics.median(medians)
    cpu = statistics.median(median_cpu_ms(lambda sid=sid: run_any(sid), repeat) for sid in ids)
    print(f"median per scenario: {middle:.2f} ms (target < {SCENARIO_TARGET_MS} ms, ratio "
          f"{middle / SCENARIO_TARGET_MS:.2f}); {cpu:.2f} ms CPU (ratio {cpu / SCENARIO_TARGET_MS:.2f})")


def full_turns_yaml(turns: int) -> str:
    """Whole turns in alternation, Corp first: the Corp draws, plays, installs and gains; the Runner
    plays, runs through ice to access, and gains; every turn played to its end."""
    actions = []
    for n in range(turns):
        if n % 2 == 0:
            actions += ["  - corp: play Hedge Fund", "  - corp: gain credit", "  - corp: gain credit"]
        else:
            actions += ["  - runner: run Server 1", "  - runner: run HQ", "  - runner: gain credit",
                        "  - runner: gain credit"]
    corp_turns = (turns + 1) // 2
    return "\n".join([
        f"title: {turns} full turns",
        "example: cr/sec_turn_general",
        "turn: corp",
        "until: end of turn",
        "corp:",
        "  credits: 5",
        f"  hq: [{', '.join(['Hedge Fund'] * corp_turns)}]",
        f"  rd: [{', '.join(['Hedge Fund'] * (corp_turns + 1))}]",
        "  servers:",
        "    Server 1:",
        "      ice: [Ice Wall]",
        "      root: [{card: PAD Campaign, rezzed: false}]",
        "runner:",
        "  credits: 50",
        "  rig: [Corroder]",
        "actions:", *actions,
        "decisions:",
        "  break Ice Wall: Corroder",
        "  jack out: no",
        "  trash PAD Campaign: no",
        "  rez: no",
        "expect:",
        "  - turn.number: " + str(turns),
    ]) + "\n"


def bench_turns(repeat: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "turns.yaml"
        path.write_text(full_turns_yaml(10), encoding="utf-8")
        scenario = load_scenario(path)
        result = run_any(scenario)
        assert result["ok"], result["checks"]
        ms = median_ms(lambda: run_any(scenario), repeat)
        with_load = median_ms(lambda: run_any(path), repeat)
        cpu = median_cpu_ms(lambda: run_any(path), repeat)
        print(f"\n10 full turns (5 Corp, 5 Runner, {len(result['trace'])} trace steps): {ms:.2f} ms run, "
              f"{with_load:.2f} ms load+run (target < {TURN_TARGET_MS} ms, ratio "
              f"{with_load / TURN_TARGET_MS:.2f}); {cpu:.2f} ms CPU load+run (ratio {cpu / TURN_TARGET_MS:.2f})")


def bench_every_file(repeat: int) -> None:
    """Issue 12's target: every scenario file (the engine's and the CR examples', every variant)
    loaded and run under 2 s in all; the median per scenario printed."""
    from rulesdb.crexamples.replays import scenario_files

    paths = sorted(SCENARIO_DIR.glob("*.yaml")) + scenario_files()
    each = sorted(median_ms(lambda p=p: run_any(p), max(3, repeat // 5)) for p in paths)
    total = median_ms(lambda: [run_any(p) for p in paths], max(3, repeat // 5))
    print(f"\nevery scenario file: {len(paths)} files, whole set {total:.1f} ms (target < 2000 ms, "
          f"{total / 2000:.2f} of it); median per scenario {statistics.median(each):.2f} ms")


def bench_scaling(repeat: int) -> None:
    print(f"\n{'runs':>5} {'ms':>9} {'ms/run':>8} {'ratio to 1 run':>15}")
    with tempfile.TemporaryDirectory() as tmp:
        base = None
        for runs in (1, 5, 10, 25, 50):
            path = Path(tmp) / f"runs-{runs}.yaml"
            path.write_text(many_runs_yaml(runs), encoding="utf-8")
            scenario = load_scenario(path)
            result = run_any(scenario)
            assert result["ok"] and len(result["final_state"]["runs"]) == runs, result["checks"]
            ms = median_ms(lambda scenario=scenario: run_any(scenario), max(10, 4 * repeat // runs))
            per_run = ms / runs
            base = base or per_run
            print(f"{runs:5} {ms:9.2f} {per_run:8.3f} {per_run / base:15.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=25, help="timed repetitions (default 25)")
    repeat = parser.parse_args().repeat
    bench_set(repeat)
    bench_turns(repeat)
    bench_every_file(repeat)
    bench_scaling(repeat)


if __name__ == "__main__":
    main()
