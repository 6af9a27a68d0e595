"""`rulesdb update`: fetch the CR repository, add the releases the build lacks, rebuild, say what is new.

Already-present releases are skipped; each new release is added and built on its own, oldest first,
and kept, or refused and reported (one that does not parse, or whose build fails, is taken out again
and the build in use stays); no network is one clear line and changes nothing; what an update killed
half-way left is undone first, so the next update fetches those releases again.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from pathlib import Path

from rulesdb.build import store
from rulesdb.build.sources import USER_SOURCES
from rulesdb.build.store import default_data_dir
from rulesdb.cli import progress
from rulesdb.errors import NoBuild, RulesDBError, SourceError

#: `releases.DEFAULT_REMOTE`, named here so that building the CLI's parser (every `rulesdb` start)
#: does not import the release parsers; tests/rulesdb/test_cli_start.py keeps the two equal.
DEFAULT_REMOTE = "https://github.com/rubenpieters/netrunner-comprehensive-rules"


def add_parser(sub, emit) -> None:
    """Register the command on the CLI's subparsers; `emit` prints text or --json."""
    c = sub.add_parser("update", help="add new Comprehensive Rules releases from the CR repository",
                       description="add new Comprehensive Rules releases from the CR repository")
    c.add_argument("--from", dest="remote", default=DEFAULT_REMOTE,
                   help=f"repository URL, path or git bundle (default {DEFAULT_REMOTE})")
    c.add_argument("--json", action="store_true", help="print JSON instead of text")
    c.set_defaults(handler=lambda args: cmd_update(args, emit))


def cmd_update(args, emit) -> int:
    with progress.shown(args.json) as shown:
        result = _update(args, Path(args.data or default_data_dir()), shown)
    emit(args, result, _text)
    return 1 if result["failed"] else 0


def _update(args, data_dir: Path, shown: progress.Silent) -> dict:
    from rulesdb.build import releases

    sources, cards, present = _current(data_dir)
    added, failed = [], []
    with tempfile.TemporaryDirectory(prefix="rulesdb-update-") as tmp:
        shown.step(f"fetching {args.remote}")
        repo = releases.fetch(args.remote, Path(tmp))
        releases.recover(data_dir, present)
        for release in releases.new_releases(repo, present):
            shown.step(f"adding release {release.tag}")
            try:
                _add_and_build(repo, release, data_dir, sources, cards, shown.step)
                added.append(release)
            except RulesDBError as exc:
                failed.append({"release": release.tag, "remote": args.remote, "error": str(exc)})
    if added:
        shown.step("comparing each new release with the one before")
    return {"remote": args.remote, "added": [_summary(data_dir, r.document_id) for r in added],
            "failed": failed, "skipped": sorted(present)}


def _current(data_dir: Path) -> tuple[str | None, str | None, set[str]]:
    """The sources and card data the build in use was made from, and its document ids."""
    try:
        report = store.read_json(store.current_build(data_dir) / store.REPORT)
    except NoBuild:
        return None, None, set()
    return report.get("sources"), report.get("cards"), {d["id"] for d in report["documents"]}


def _add_and_build(repo: Path, release, data_dir: Path, sources, cards, on_step=None) -> None:
    """One release added and built on its own; when its build fails it is taken out again and the
    error names the release and its file, not the folder that was removed with it."""
    from rulesdb.build import releases
    from rulesdb.build.pipeline import build

    before = releases.manifest_text(data_dir)
    releases.add_release(repo, release, data_dir)
    try:
        build(data_dir, sources=sources, cards=cards, on_step=on_step)
    except RulesDBError as exc:
        releases.remove_release(data_dir, release, before)
        sources_folder = data_dir / USER_SOURCES
        message = releases.in_release_words(str(exc), release, sources_folder / "nsg-cr" / release.version,
                                            sources_folder)
        raise SourceError(message) from None
    except BaseException:
        releases.remove_release(data_dir, release, before)
        raise


def _summary(data_dir: Path, doc_id: str) -> dict:
    """One release's counts and its one-line diff against the previous version in the build."""
    from rulesdb.diff.history import previous_version
    from rulesdb.service import RulesDB

    db = RulesDB.load(data_dir)
    doc = db.document(doc_id)
    counts = Counter(n.kind for n in doc.nodes.values())
    entry = {"id": doc_id, "version": doc.version, "effective": doc.effective, "counts": dict(counts)}
    previous = previous_version(doc, db.documents)
    if previous is not None:
        diff = db.diff(previous.id, doc_id)
        entry["from"] = previous.id
        entry["changes"] = dict(Counter(c["kind"] for c in diff["changes"]))
        entry["changelog"] = dict(Counter(c["status"] for c in diff["summary_claims"]))
        entry["unclaimed"] = len(diff["unclaimed"])
    return entry


def _text(result: dict) -> str:
    lines = []
    for entry in result["added"]:
        counts = ", ".join(f"{n} {k}s" for k, n in sorted(entry["counts"].items()))
        line = f"added {entry['id']} (effective {entry['effective']}): {counts}"
        if "from" in entry:
            changes = ", ".join(f"{n} {k}" for k, n in sorted(entry["changes"].items())) or "no changes"
            checked = ", ".join(f"{n} {k}" for k, n in sorted(entry["changelog"].items())) or "no entries"
            line += f"\n  since {entry['from']}: {changes}; changelog: {checked}; unclaimed {entry['unclaimed']}"
        lines.append(line)
    for failure in result["failed"]:
        lines.append(f"not added {failure['release']} from {failure['remote']}: "
                     f"{failure['error'].removeprefix(failure['release'] + ': ')}")
    if not result["added"] and not result["failed"]:
        lines.append(f"no new releases at {result['remote']} (the build has {len(result['skipped'])} documents)")
    return "\n".join(lines)
