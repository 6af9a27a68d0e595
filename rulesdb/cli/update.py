"""`rulesdb update`: fetch the CR repository, add the releases the build lacks, rebuild, say what is new.

Already-present releases are skipped; a release that does not parse is reported and not added;
no network is one clear line and changes nothing; a failed rebuild takes the new releases out again.
"""

from __future__ import annotations

import tempfile
from collections import Counter
from pathlib import Path

from rulesdb.build import store
from rulesdb.build.store import default_data_dir
from rulesdb.errors import NoBuild, SourceError

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
    from rulesdb.build import releases

    data_dir = Path(args.data or default_data_dir())
    sources, cards, present = _current(data_dir)
    added, failed = [], []
    with tempfile.TemporaryDirectory(prefix="rulesdb-update-") as tmp:
        repo = releases.fetch(args.remote, Path(tmp))
        before = releases.manifest_text(data_dir)
        for release in releases.new_releases(repo, present):
            try:
                releases.add_release(repo, release, data_dir)
                added.append(release)
            except SourceError as exc:
                failed.append({"release": release.tag, "error": str(exc)})
    result = {"remote": args.remote, "added": [], "failed": failed, "skipped": sorted(present)}
    if added:
        _rebuild(data_dir, sources, cards, added, before)
        result["added"] = [_summary(data_dir, r.document_id) for r in added]
    emit(args, result, _text)
    return 1 if failed else 0


def _current(data_dir: Path) -> tuple[str | None, str | None, set[str]]:
    """The sources and card data the build in use was made from, and its document ids."""
    try:
        report = store.read_json(store.current_build(data_dir) / store.REPORT)
    except NoBuild:
        return None, None, set()
    return report.get("sources"), report.get("cards"), {d["id"] for d in report["documents"]}


def _rebuild(data_dir: Path, sources, cards, added, before) -> None:
    from rulesdb.build import releases
    from rulesdb.build.pipeline import build

    try:
        build(data_dir, sources=sources, cards=cards)
    except BaseException:
        for release in added:
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
        lines.append(f"not added {failure['release']}: {failure['error']}")
    if not result["added"] and not result["failed"]:
        lines.append(f"no new releases at {result['remote']} (the build has {len(result['skipped'])} documents)")
    return "\n".join(lines)
