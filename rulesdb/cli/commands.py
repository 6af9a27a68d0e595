"""The `rulesdb` command: build the sources, then look up, search, compare and replay from the terminal.

Every command takes `--json` where a tool might read it; errors go to stderr as one line naming
what is at fault, with exit status 2 (bad input) or 1 (a scenario check failed).
"""

from __future__ import annotations

import argparse
import json
import sys

from rulesdb.build.store import default_data_dir
from rulesdb.cli import build_text, checks, cr_examples, export_static, failures, options, progress, update
from rulesdb.cli import text as cli_text
from rulesdb.cli.options import NODE_KINDS
from rulesdb.errors import RulesDBError


def main(argv: list[str] | None = None) -> int:
    try:
        parser = make_parser()
        args = parser.parse_args(argv)
        if not getattr(args, "command", None):
            parser.error(f"name a command: {', '.join(_commands(parser))}")
        return args.handler(args) or 0
    except SystemExit as done:  # argparse's --help, --version and usage errors (already printed)
        return done.code if isinstance(done.code, int) else 0
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the one error path: every failure is one line (see cli.failures)
        return failures.report(exc)


def make_parser() -> argparse.ArgumentParser:
    p = failures.Parser(prog="rulesdb", description="Android: Netrunner rules reference and ruling assistant.")
    p.add_argument("--version", action=_Version, nargs=0, help="print the installed version and exit")
    p.add_argument("--data", type=options.path, default=None, help=f"where builds live (default {default_data_dir()})")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    c = _cmd(sub, "build", cmd_build, "parse the sources into a stored model, graph and index")
    c.add_argument("--sources", type=options.path, default=None,
                   help="sources folder with manifest.toml (default: embedded)")
    c.add_argument("--cards", type=options.path, default=None, help="NetrunnerDB card data folder for card-name links")
    c.add_argument("--force", action="store_true", help="rebuild even if nothing changed (into a new folder)")
    c.add_argument("--report", action="store_true", help="print the fidelity report: coverage, word losses, errata")
    c.add_argument("--accept-shrink", action="store_true",
                   help="accept documents with far fewer nodes than the build in use (a real removal)")
    c.add_argument("-v", "--verbose", action="store_true", help="list every parser diagnostic, not just counts")
    options.json_flag(c)

    c = _cmd(sub, "show", cmd_show, "show a rule, term, step, section or example")
    c.add_argument("address", help="an address (nisei-cr-1.6/1.10.3c) or what you would type (1.10.3c, Bypass, [3.1])")
    c.add_argument("--doc", default=None, help="document id when a number exists in several")
    options.json_flag(c)

    c = _cmd(sub, "list", cmd_list, "list a document's nodes")
    c.add_argument("document", help="a document id, e.g. nisei-cr-1.6 (see the home page or `rulesdb search`)")
    c.add_argument("--kind", choices=NODE_KINDS, help="only nodes of this kind")
    options.json_flag(c)

    c = _cmd(sub, "search", cmd_search, "exact lookup (numbers, ids, links, names), then full-text search")
    c.add_argument("query", help="words, a \"quoted phrase\", a rule number or a term name")
    c.add_argument("--doc", dest="document",
                   help="only this document: its id (nisei-cr-1.6) or a version only one document has (24.09)")
    c.add_argument("--family", help="only this document family (nisei-cr, ffg-rr, ffg-rulebook...)")
    c.add_argument("--version", help="only this document version (e.g. 1.6)")
    c.add_argument("--kind", choices=NODE_KINDS, help="only hits of this kind")
    c.add_argument("--limit", type=options.limit, default=10, help="at most this many hits, 1 to 100 (default 10)")
    options.json_flag(c)

    c = _cmd(sub, "refs", cmd_refs, "edges out of and into a node, by type")
    c.add_argument("address", help="the node, as an address or as typed (1.10.3c, Bypass)")
    options.json_flag(c)

    c = _cmd(sub, "path", cmd_path, "how two nodes are connected")
    c.add_argument("a", metavar="FROM", help="the first node, as an address or as typed")
    c.add_argument("b", metavar="TO", help="the second node, as an address or as typed")
    options.json_flag(c)

    c = _cmd(sub, "export-graph", cmd_export, "write the graph as GraphML or JSON")
    c.add_argument("--format", choices=("graphml", "json"), default="graphml", help="file format (default graphml)")
    c.add_argument("file", type=options.path, help="the file to write; its folder must exist")

    c = _cmd(sub, "diff", cmd_diff, "compare two versions of a document")
    c.add_argument("old", metavar="FROM", help="the older document id, e.g. nisei-cr-1.4")
    c.add_argument("new", metavar="TO", help="the newer document id, e.g. nisei-cr-1.6")
    c.add_argument("--rule", default=None, help="only this rule number and the rules under it")
    c.add_argument("--all", action="store_true", help="include unchanged pairs")
    options.json_flag(c)

    c = _cmd(sub, "history", cmd_history, "one rule through every version of its family")
    c.add_argument("address", help="the rule, as an address or as typed")
    options.json_flag(c)

    c = _cmd(sub, "compare", cmd_compare, "one topic side by side across document families")
    c.add_argument("topic", help="a term or a few words, e.g. bypass")
    options.json_flag(c)

    c = _cmd(sub, "scenario", None, "list or run worked-example scenarios")
    ssub = c.add_subparsers(dest="scenario_command", metavar="ACTION", required=True)
    s = _cmd(ssub, "list", cmd_scenario_list, "list the scenarios")
    options.json_flag(s)
    s = _cmd(ssub, "run", cmd_scenario_run, "run a scenario and check its expectations")
    s.add_argument("scenario", help="a scenario id or a path to a scenario file")
    s.add_argument("--seed", type=options.seed, default=None, help="random seed (default: the file's own)")
    s.add_argument("--allow-incomplete", action="store_true",
                   help="run even if a card waits for an engine mechanism (the verdict is marked unreliable)")
    s.add_argument("--ask", action="store_true",
                   help="ask each decision the file does not answer (options numbered); print the answers as YAML")
    options.json_flag(s)
    s = _cmd(ssub, "legal", cmd_scenario_legal, "what is legal after a scenario's actions, judged by the engine")
    s.add_argument("scenario", help="a scenario id or a path to a scenario file")
    s.add_argument("--at", type=options.run_moment, default=None, metavar="MOMENT",
                   help="a moment of the run the last action makes (encounter Ice Wall); default: the next "
                        "action window")
    options.json_flag(s)
    cr_examples.register(ssub, _cmd)

    from rulesdb.cli import cards

    cards.add_parser(sub, _cmd)

    update.add_parser(sub, _emit)

    c = _cmd(sub, "serve", cmd_serve, "serve the web app and JSON API (waitress)")
    c.add_argument("--host", type=options.host, default="127.0.0.1", help="interface to listen on (default 127.0.0.1)")
    c.add_argument("--port", type=options.port, default=8000, help="TCP port, 1 to 65535 (default 8000)")
    c.add_argument("--threads", type=options.threads, default=8, help="worker threads, 1 to 64 (default 8)")

    export_static.register(sub)
    return p


def _commands(parser: argparse.ArgumentParser) -> list[str]:
    return [name for action in parser._actions if isinstance(action, argparse._SubParsersAction)
            for name in action.choices]


class _Version(argparse.Action):
    """`--version`, looked up only when asked: reading the installed metadata costs a start about
    30 ms, which no other command should pay."""

    def __call__(self, parser, namespace, values, option_string=None):
        print(f"rulesdb {_version()}")
        parser.exit()


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("rulesdb")
    except PackageNotFoundError:
        return "(not installed)"


def _cmd(sub, name, handler, help_text):
    c = sub.add_parser(name, help=help_text, description=help_text)
    c.set_defaults(handler=handler)
    return c


def _db(args):
    from rulesdb.service import RulesDB

    return RulesDB.load(args.data, lazy=True)  # a command reads only what it asks for


def _emit(args, value, text_fn) -> None:
    if getattr(args, "json", False):
        print(json.dumps(value, indent=2, ensure_ascii=False))
    else:
        print(text_fn(value))


def cmd_build(args) -> int:
    from rulesdb.build.pipeline import build

    with progress.shown(args.json) as shown:
        result = build(args.data or default_data_dir(), sources=args.sources, cards=args.cards, force=args.force,
                       on_wait=lambda message: print(f"rulesdb: {message}", file=sys.stderr, flush=True),
                       accept_shrink=args.accept_shrink, on_step=shown.step)
    offline_engine()
    if args.report:
        from rulesdb.cli.fidelity import report_text

        return _emit(args, result.report.get("fidelity", {"documents": {}}), report_text) or 0
    _emit(args, {"folder": str(result.folder), "built": result.built, "report": result.report},
          lambda value: build_text.build_report(value, args.verbose))
    return 0


def offline_engine() -> None:
    """Fetch Pyodide for the Table's offline engine (once: it is cached, checked against its pins);
    without it the site works, and says its Table cannot rule offline."""
    from rulesdb.web import pyodide_dist

    try:
        pyodide_dist.ensure()
    except pyodide_dist.PyodideUnavailable as exc:
        print(f"rulesdb: the Table's offline engine is left out: {exc}", file=sys.stderr)


def cmd_show(args) -> int:
    db = _db(args)
    view = db.show(args.address, document=checks.document(db, "--doc", args.doc))
    _emit(args, view, lambda v: cli_text.node(v, cli_text.heading(v, db.documents, db.nodes)))
    return 0


def cmd_list(args) -> int:
    db = _db(args)
    _emit(args, db.list_nodes(checks.document(db, "DOC-ID", args.document), args.kind), cli_text.node_list)
    return 0


def cmd_search(args) -> int:
    db = _db(args)
    args.document = checks.document(db, "--doc", args.document)
    filters = {k: getattr(args, k) for k in ("document", "family", "version", "kind") if getattr(args, k)}
    _emit(args, db.find(args.query, limit=args.limit, **filters), cli_text.search)
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

    folder = args.file.parent
    if not folder.is_dir():
        raise RulesDBError(f"{args.file}: folder {folder} does not exist")
    graph.export(_db(args).graph, args.format, args.file)
    print(f"wrote {args.file}")
    return 0


def cmd_diff(args) -> int:
    db = _db(args)
    old, new = checks.document(db, "FROM", args.old), checks.document(db, "TO", args.new)
    rule = checks.rule(db, "--rule", args.rule, old, new)
    _emit(args, db.diff(old, new, rule=rule, include_unchanged=args.all), cli_text.diff)
    return 0


def cmd_history(args) -> int:
    db = _db(args)
    # The terminal shows one line per release: no release's text needs reading for it.
    _emit(args, db.history(db.resolve(args.address).address, brief=not args.json), cli_text.history)
    return 0


def cmd_compare(args) -> int:
    _emit(args, _db(args).compare(args.topic), cli_text.compare)
    return 0


def cmd_scenario_list(args) -> int:
    from rulesdb.crexamples.replays import listing

    _emit(args, listing(), cli_text.scenario_list)
    return 0


def cmd_scenario_run(args) -> int:
    from rulesdb.answers import verdict_text
    from rulesdb.engine import format_trace, load_scenario, run_scenario
    from rulesdb.engine.scenario.parsed import for_build

    if args.ask:
        from rulesdb.cli.ask import answers_yaml, run_asking

        result, answers = run_asking(args.scenario, args.seed, allow_incomplete=args.allow_incomplete)
    else:
        scenario = load_scenario(args.scenario, parses=for_build(args.data))  # the build's parse: no PyYAML
        result, answers = run_scenario(scenario, seed=args.seed, allow_incomplete=args.allow_incomplete), {}
    _emit(args, result, lambda r: verdict_text(r) + "\n\n" + format_trace(r))
    if answers and not args.json:
        print("The answers given, to paste under the file's decisions:\n" + answers_yaml(answers))
    return 0 if result["ok"] else 1


def cmd_scenario_legal(args) -> int:
    from rulesdb.engine import load_scenario
    from rulesdb.engine.scenario.legal import legal_actions

    _emit(args, legal_actions(load_scenario(args.scenario), args.at or ""), cli_text.legal)
    return 0


def cmd_serve(args) -> int:
    import logging

    from rulesdb.web import create_app
    from rulesdb.web.serve import server as waitress_server

    options.check_listen(args.host, args.port)  # before loading anything: a taken port fails at once
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(asctime)s %(name)s: %(message)s")
    app = create_app({"RULESDB_DATA": str(args.data or default_data_dir())})
    server = waitress_server(app, host=args.host, port=args.port, threads=args.threads)
    print(f"rulesdb: serving on http://{args.host}:{args.port}/", flush=True)
    server.run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
