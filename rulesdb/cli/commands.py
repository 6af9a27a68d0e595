"""The `rulesdb` command: build the sources, then look up, search, compare and replay from the terminal.

Every command takes `--json` where a tool might read it; errors go to stderr as one line naming
what is at fault, with exit status 2 (bad input) or 1 (a scenario check failed).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from rulesdb.build.store import default_data_dir
from rulesdb.cli import text as cli_text
from rulesdb.cli import update
from rulesdb.errors import RulesDBError
from rulesdb.model import KINDS


def main(argv: list[str] | None = None) -> int:
    parser = make_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help()
        return 2
    try:
        return args.handler(args) or 0
    except RulesDBError as exc:
        print(f"rulesdb: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0


def make_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="rulesdb", description="Android: Netrunner rules reference and ruling assistant.")
    p.add_argument("--data", type=Path, default=None, help=f"where builds live (default {default_data_dir()})")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    c = _cmd(sub, "build", cmd_build, "parse the sources into a stored model, graph and index")
    c.add_argument("--sources", type=Path, default=None, help="sources folder with manifest.toml (default: embedded)")
    c.add_argument("--cards", type=Path, default=None, help="NetrunnerDB card data folder for card-name links")
    c.add_argument("--force", action="store_true", help="rebuild even if nothing changed")
    c.add_argument("--json", action="store_true")

    c = _cmd(sub, "show", cmd_show, "show a rule, term, step, section or example")
    c.add_argument("address", help="an address (nisei-cr-1.6/1.10.3c) or what you would type (1.10.3c, Bypass, [3.1])")
    c.add_argument("--doc", default=None, help="document id when a number exists in several")
    c.add_argument("--json", action="store_true")

    c = _cmd(sub, "list", cmd_list, "list a document's nodes")
    c.add_argument("document")
    c.add_argument("--kind", choices=[k for k in KINDS if k != "document"])
    c.add_argument("--json", action="store_true")

    c = _cmd(sub, "search", cmd_search, "full-text search")
    c.add_argument("query")
    c.add_argument("--doc", dest="document")
    c.add_argument("--family")
    c.add_argument("--version")
    c.add_argument("--kind", choices=[k for k in KINDS if k != "document"])
    c.add_argument("--limit", type=int, default=10)
    c.add_argument("--json", action="store_true")

    c = _cmd(sub, "refs", cmd_refs, "edges out of and into a node, by type")
    c.add_argument("address")
    c.add_argument("--json", action="store_true")

    c = _cmd(sub, "path", cmd_path, "how two nodes are connected")
    c.add_argument("a")
    c.add_argument("b")
    c.add_argument("--json", action="store_true")

    c = _cmd(sub, "export-graph", cmd_export, "write the graph as GraphML or JSON")
    c.add_argument("--format", choices=("graphml", "json"), default="graphml")
    c.add_argument("file", type=Path)

    c = _cmd(sub, "diff", cmd_diff, "compare two versions of a document")
    c.add_argument("old", metavar="FROM")
    c.add_argument("new", metavar="TO")
    c.add_argument("--rule", default=None)
    c.add_argument("--all", action="store_true", help="include unchanged pairs")
    c.add_argument("--json", action="store_true")

    c = _cmd(sub, "history", cmd_history, "one rule through every version of its family")
    c.add_argument("address")
    c.add_argument("--json", action="store_true")

    c = _cmd(sub, "compare", cmd_compare, "one topic side by side across document families")
    c.add_argument("topic")
    c.add_argument("--json", action="store_true")

    c = _cmd(sub, "scenario", None, "list or run worked-example scenarios")
    ssub = c.add_subparsers(dest="scenario_command", metavar="ACTION", required=True)
    s = _cmd(ssub, "list", cmd_scenario_list, "list the scenarios")
    s.add_argument("--json", action="store_true")
    s = _cmd(ssub, "run", cmd_scenario_run, "run a scenario and check its expectations")
    s.add_argument("scenario", help="a scenario id or a path to a scenario file")
    s.add_argument("--seed", type=int, default=None)
    s.add_argument("--json", action="store_true")

    update.add_parser(sub, _emit)

    c = _cmd(sub, "serve", cmd_serve, "serve the web app and JSON API (waitress)")
    c.add_argument("--host", default="127.0.0.1")
    c.add_argument("--port", type=int, default=8000)
    c.add_argument("--threads", type=int, default=8)
    return p


def _cmd(sub, name, handler, help_text):
    c = sub.add_parser(name, help=help_text, description=help_text)
    c.set_defaults(handler=handler)
    return c


def _db(args):
    from rulesdb.service import RulesDB

    return RulesDB.load(args.data)


def _emit(args, value, text_fn) -> None:
    if getattr(args, "json", False):
        print(json.dumps(value, indent=2, ensure_ascii=False))
    else:
        print(text_fn(value))


def cmd_build(args) -> int:
    from rulesdb.build.pipeline import build

    result = build(args.data or default_data_dir(), sources=args.sources, cards=args.cards, force=args.force)
    _emit(args, {"folder": str(result.folder), "built": result.built, "report": result.report},
          cli_text.build_report)
    return 0


def cmd_show(args) -> int:
    _emit(args, _db(args).show(args.address, document=args.doc), cli_text.node)
    return 0


def cmd_list(args) -> int:
    _emit(args, _db(args).list_nodes(args.document, args.kind), cli_text.node_list)
    return 0


def cmd_search(args) -> int:
    filters = {k: getattr(args, k) for k in ("document", "family", "version", "kind") if getattr(args, k)}
    _emit(args, _db(args).search(args.query, limit=args.limit, **filters), cli_text.search)
    return 0


def cmd_refs(args) -> int:
    db = _db(args)
    _emit(args, db.refs(db.resolve(args.address).address), cli_text.refs)
    return 0


def cmd_path(args) -> int:
    db = _db(args)
    steps = db.connection(db.resolve(args.a).address, db.resolve(args.b).address)
    _emit(args, steps, cli_text.path)
    return 0


def cmd_export(args) -> int:
    from rulesdb import graph

    graph.export(_db(args).graph, args.format, args.file)
    print(f"wrote {args.file}")
    return 0


def cmd_diff(args) -> int:
    _emit(args, _db(args).diff(args.old, args.new, rule=args.rule, include_unchanged=args.all), cli_text.diff)
    return 0


def cmd_history(args) -> int:
    db = _db(args)
    _emit(args, db.history(db.resolve(args.address).address), cli_text.history)
    return 0


def cmd_compare(args) -> int:
    _emit(args, _db(args).compare(args.topic), cli_text.compare)
    return 0


def cmd_scenario_list(args) -> int:
    from rulesdb.engine import list_scenarios

    _emit(args, list_scenarios(), cli_text.scenario_list)
    return 0


def cmd_scenario_run(args) -> int:
    from rulesdb.engine import format_trace, run_scenario

    result = run_scenario(args.scenario, seed=args.seed)
    _emit(args, result, format_trace)
    return 0 if result["ok"] else 1


def cmd_serve(args) -> int:
    import waitress

    from webapp import create_app

    app = create_app({"RULESDB_DATA": str(args.data or default_data_dir())})
    print(f"rulesdb: serving on http://{args.host}:{args.port}/", flush=True)
    waitress.serve(app, host=args.host, port=args.port, threads=args.threads, ident="rulesdb")
    return 0


if __name__ == "__main__":
    sys.exit(main())
