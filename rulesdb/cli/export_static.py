"""`rulesdb export-static DIR`: the web app's pages written as a static site (see rulesdb/web/export_static.py)."""

from __future__ import annotations

import json
import sys

from rulesdb.cli import options


def register(sub) -> None:
    help_text = "write the whole site as static files any web server (or a disk) can serve"
    c = sub.add_parser("export-static", help=help_text, description=help_text)
    c.add_argument("folder", type=options.path, metavar="DIR",
                   help="where to write it (new, empty or a previous export)")
    c.add_argument("--json", action="store_true", help="print JSON instead of text")
    c.set_defaults(handler=cmd_export_static)


def cmd_export_static(args) -> int:
    from rulesdb.web.export_static import export

    result = export(args.data, args.folder)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(
            f"{result['folder']}: {result['pages']} pages, {result['files']} files, "
            f"{result['bytes'] / 1e6:.1f} MB in {result['seconds']} s"
        )
    for referrer, url, status in result["broken"][:20]:
        print(f"rulesdb: broken link: {url} ({status}) on {referrer}", file=sys.stderr)
    return 1 if result["broken"] else 0
