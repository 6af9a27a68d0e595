"""`rulesdb export-static DIR`: the web app's pages written as a static site (see rulesdb/web/export_static.py)."""

from __future__ import annotations

import json
import signal
import sys
import threading
from contextlib import contextmanager

from rulesdb.cli import options, progress

#: The parts `--only` takes, as rulesdb/web/export_parts.py defines them (named here so that building
#: the parser does not import the web app).
PART_NAMES = ("newest-cr", "documents", "cards", "scenarios", "diffs", "refs")


def register(sub) -> None:
    help_text = "write the whole site, or some parts of it, as static files any web server (or a disk) can serve"
    c = sub.add_parser("export-static", help=help_text, description=help_text)
    c.add_argument("folder", type=options.path, metavar="DIR",
                   help="where to write it (new, empty or a previous export)")
    c.add_argument("--only", metavar="PARTS", default=None,
                   help="only these parts, separated by commas: " + ", ".join(PART_NAMES) + " (default: all)")
    c.add_argument("--force", action="store_true",
                   help="export again even when DIR holds an export of this same build and parts")
    c.add_argument("--json", action="store_true", help="print JSON instead of text")
    c.set_defaults(handler=cmd_export_static)


def cmd_export_static(args) -> int:
    from rulesdb.web import export_parts
    from rulesdb.web.export_static import export

    parts = export_parts.parse(args.only)
    with _stopped_cleanly(), progress.shown(args.json) as shown:
        result = export(args.data, args.folder, parts, force=args.force, on_step=shown.step, on_count=shown.count)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(_summary(result))
    for referrer, url, status in result["broken"][:20]:
        print(f"rulesdb: broken link: {url} ({status}) on {referrer}", file=sys.stderr)
    return 1 if result["broken"] else 0


def _summary(result: dict) -> str:
    if result["up_to_date"]:
        return f"{result['folder']}: up to date ({result['pages']} pages of this build; --force exports again)"
    return (f"{result['folder']}: {result['pages']} pages, {result['files']} files "
            f"({result['written']} written, {result['unchanged']} unchanged, {result['removed']} removed), "
            f"{result['bytes'] / 1e6:.1f} MB in {result['seconds']} s")


@contextmanager
def _stopped_cleanly():
    """While exporting, a `kill` (SIGTERM) unwinds as Ctrl-C does, so the staging folder is removed."""
    if threading.current_thread() is not threading.main_thread():
        yield  # only the main thread may handle signals
        return
    before = signal.signal(signal.SIGTERM, _stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)


def _stop(signum, frame):
    raise SystemExit(128 + signum)
