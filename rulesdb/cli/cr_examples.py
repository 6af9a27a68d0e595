"""`rulesdb scenario coverage` and `rulesdb scenario check-citations`: how much of the current CR's
worked examples the scenarios replay, and which scenarios rest on rules that changed."""

from __future__ import annotations

import json
from pathlib import Path

from rulesdb.cli import options

DEFAULT_FROM, DEFAULT_TO = "25.04", "25.08"


def register(ssub, cmd) -> None:
    """Add the two actions to the `scenario` command's subparsers (`cmd` makes one)."""
    s = cmd(ssub, "coverage", cmd_coverage, "how many game-situation examples of the current CR have a scenario")
    s.add_argument("--dir", type=options.path, default=None,
                   help="folder of the table and scenarios (default sources/scenarios/cr)")
    s.add_argument("--json", action="store_true", help="print JSON instead of text")
    s = cmd(ssub, "check-citations", cmd_check_citations,
            "flag scenarios whose cited rules or example changed between two CR releases")
    s.add_argument("--from", dest="old", default=DEFAULT_FROM, metavar="VERSION",
                   help=f"older CR release (default {DEFAULT_FROM})")
    s.add_argument("--to", dest="new", default=DEFAULT_TO, metavar="VERSION",
                   help=f"newer CR release (default {DEFAULT_TO})")
    s.add_argument("--releases", type=options.path, default=None,
                   help="folder of CR releases in their YAML layout (default sources/nsg-cr)")
    s.add_argument("--json", action="store_true", help="print JSON instead of text")


RELEASE_ID = "nsg-cr-"  # how the build names a release of the current CR: nsg-cr-24.09


def cmd_coverage(args) -> int:
    from rulesdb.crexamples import coverage

    _emit(args, coverage(args.dir), coverage_text)
    return 0


def _release_named(option: str, releases: Path, version: str) -> None:
    """A release the option names must be in the releases folder; else one line naming the option."""
    from rulesdb.errors import SourceError

    if not _is_release(releases, version):
        there = [p.name for p in sorted(releases.iterdir()) if _is_release(releases, p.name)] \
            if releases.is_dir() else []
        raise SourceError(f"{option}: no CR release {version[:40]!r} in {releases}"
                          + (f" (there: {', '.join(there)})" if there else ""))


def _is_release(releases: Path, name: str) -> bool:
    from rulesdb.crexamples.release import release_folder
    from rulesdb.errors import SourceError

    try:
        return bool(release_folder(releases, name))
    except SourceError:
        return False


def cmd_check_citations(args) -> int:
    from rulesdb.build.sources import default_sources
    from rulesdb.crexamples import check_citations

    releases = args.releases or Path(default_sources()) / "nsg-cr"
    old, new = (v.removeprefix(RELEASE_ID) for v in (args.old, args.new))  # "nsg-cr-24.09" is 24.09
    for option, version in (("--from", old), ("--to", new)):
        _release_named(option, releases, version)
    report = check_citations(old, new, releases)
    _emit(args, report, citations_text)
    return 1 if report["flagged"] else 0


def _emit(args, value, text_fn) -> None:
    print(json.dumps(value, indent=2, ensure_ascii=False) if args.json else text_fn(value))


def coverage_text(report: dict) -> str:
    lines = [f"Worked examples of CR {report['release']}: {report['examples']} "
             f"({report['game_situations']} game situations, {report['not_game_situations']} not)",
             f"Replayed: {report['replayed']} of {report['game_situations']} "
             f"({report['scenarios']} scenario files)", "", "By chapter:"]
    lines += [f"  {row['replayed']:>3} / {row['game_situations']:<3} {row['chapter']}"
              for row in report["chapters"]]
    if report["disputed"]:
        lines += ["", "Disputed:"] + [f"  {d['example']}: {d['reason']}" for d in report["disputed"]]
    for key, label in (("without_counterfactual", "Replayed without a counterfactual"),
                       ("unclassified", "Scenarios naming an example the table lacks"),
                       ("replay_of_non_game", "Scenarios of examples classified as not a game situation")):
        if report[key]:
            lines += ["", f"{label}:"] + [f"  {a}" for a in report[key]]
    lines += ["", "Still to replay (what each needs):"]
    for row in report["missing"]:
        cards = f" [cards: {', '.join(row['cards'])}]" if row["cards"] else ""
        waiting = "".join(f" [{title} waits for {what}]" for title, what in row.get("waiting", {}).items())
        lines.append(f"  {row['example']}: {row['needs']}{cards}{waiting}")
    return "\n".join(lines)


def citations_text(report: dict) -> str:
    head = (f"Scenarios checked from CR {report['from']} to {report['to']}: {report['scenarios']}, "
            f"flagged: {len(report['flagged'])}")
    lines = [head]
    for row in report["flagged"]:
        lines.append(f"  {row['scenario']} ({row['example']})")
        if row["example_change"]:
            lines.append(f"    example {row['example_change']}")
        lines += [f"    {r['rule']} {r['change']}" for r in row["rules"]]
    return "\n".join(lines)
