"""`rulesdb build`: sources to a stored model, graph and search index, rebuilt only when something changed.

The build key hashes the manifest, every source file, the card data named and the code of the
package itself (the parser version), so editing a parser or a source triggers a rebuild and
nothing else does. A failed build leaves the build in use untouched; a published build is never
changed (see `store`).
"""

from __future__ import annotations

import functools
import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from rulesdb.build import cache, gates, locks, lookups, store
from rulesdb.build.ingest import Parsed, parse_sources
from rulesdb.build.parallel import Beside, Leftovers
from rulesdb.build.sources import all_sources, default_sources, source_digest, user_sources
from rulesdb.build.tables import SEARCH as SEARCH_TABLE
from rulesdb.collector import collector_eased
from rulesdb.errors import BrokenBuild, RulesDBError
from rulesdb.model import Document

PACKAGE = Path(__file__).resolve().parents[1]
PROBES = ("rule", '"the runner"', "rulle")
BUILT_FROM = (".py", ".yaml")  # the package files a build depends on: its code and its data
PARSE_CACHE = "parse-cache"  # inside a data folder: each document's last parse, by content key


@dataclass(frozen=True)
class BuildResult:
    """What a build call did: built or found up to date, where, and its report."""

    folder: Path
    built: bool
    report: dict


@functools.cache
def code_version() -> str:
    """A hash of the package's own source and the data a build is made with (the players' words, the card
    rules): the parser version, which changes with any change to them. Worked out once a process: it names
    the code this process runs (a build asks for it six times)."""
    digest = hashlib.sha256()
    for path in sorted(p for p in PACKAGE.rglob("*") if p.suffix in BUILT_FROM and p.is_file()):
        digest.update(path.relative_to(PACKAGE).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def build_key(sources: Path, cards: Path | None, data_dir: Path | None = None) -> str:
    """The content hash that names a build (with the releases `rulesdb update` added to `data_dir`)."""
    infos = all_sources(sources, data_dir)  # checks the manifest first, so its errors name it
    digest = hashlib.sha256(code_version().encode())
    digest.update((Path(sources) / "manifest.toml").read_bytes())
    if (extra := user_sources(data_dir)) is not None:
        digest.update((extra / "manifest.toml").read_bytes())
    for info in infos:
        digest.update(info.id.encode())
        digest.update(source_digest(info).encode())
    for scenario in sorted((Path(sources) / "scenarios").rglob("*.yaml")):
        digest.update(scenario.read_bytes())
    if cards:
        digest.update(str(Path(cards).resolve()).encode())
        for pack in sorted([*Path(cards).glob("pack/*.json"), *Path(cards).glob("*.json")]):  # + ban lists
            digest.update(pack.name.encode() + str(pack.stat().st_size).encode())
    return digest.hexdigest()[:20]


def build(data_dir: Path, sources: Path | None = None, cards: Path | None = None,
          force: bool = False, on_wait: Callable[[str], None] | None = None,
          accept_shrink: bool = False, on_step: Callable[[str], None] | None = None) -> BuildResult:
    """Build into `data_dir` unless the build in use has the same key and is intact.

    One build runs per data folder at a time (`on_wait` hears when this one must wait); `force`
    builds into a new folder, and the build in use stays readable until the new one is published.
    A document far below its format's minimum or its previous build fails it (see `gates`).
    `on_step` hears each stage begin, in words (for a progress display).
    """
    on_step = on_step or (lambda what: None)
    sources = Path(sources or default_sources())
    store.prepare(data_dir)
    with locks.build_lock(data_dir, on_wait):
        store.clean_stale(data_dir)
        key = build_key(sources, cards, data_dir)
        current = None if force else _same_key(data_dir, key)
        replace = _replace_reason(current) if current else {}
        if current and not replace:
            return BuildResult(current, False, store.read_json(current / store.REPORT))
        staging = store.staging_folder(data_dir)
        try:
            with collector_eased():
                report, graph_check = _build_into(staging, sources, cards, _gate(data_dir, sources, accept_shrink),
                                                  data_dir, on_step)
            try:
                report["key"] = key
                report.update(replace)
                store.write_json(staging / store.REPORT, report)
                store.write_builder(staging, code_version())
                on_step("sealing the build")
                store.seal(staging)
                graph_check.result()  # the graph read back on the other core while the build was sealed
            finally:
                graph_check.cancel()
            folder = store.publish(data_dir, staging, key)
        except BaseException:
            store.discard(staging)
            raise
    return BuildResult(folder, True, report)


def _same_key(data_dir: Path, key: str) -> Path | None:
    """The current build's folder when it was made from this key."""
    return store.current_build(data_dir) if store.current_key(data_dir) == key else None


def _replace_reason(folder: Path) -> dict:
    """Why a build of the same key must be made again: its files are damaged, or another build format."""
    if damage := store.damage(folder):
        return {"replaced_damaged_build": damage}
    if other := store.other_format(folder):
        return {"replaced_other_format": other.made_by}
    return {}


def _model_readable(folder: Path) -> None:
    """The stored model read back as a reader reads it."""
    if not store.read_model(folder / store.MODEL):
        raise BrokenBuild(folder / store.MODEL, "holds no documents")


def _graph_readable(folder: Path) -> None:
    """The stored graph read back as a reader reads it."""
    from rulesdb.service import RulesDB

    _ = RulesDB(folder, {}).graph


def _searchable(folder: Path) -> None:
    """The stored index opened, and three probe searches: a word, a phrase (positions) and a
    misspelling (the spelling fields)."""
    from rulesdb.service import RulesDB

    index = RulesDB(folder, {}).index
    for probe in PROBES:
        index.search(probe, limit=1)


def _gate(data_dir: Path, sources: Path, accept_shrink: bool) -> Callable[[list[dict]], None]:
    """The plausibility check for this build's document reports, against the build in use."""
    from rulesdb import parsers

    infos = all_sources(sources, data_dir)
    minimums = {i.id: parsers.minimum(i.format) for i in infos}
    refs = {i.id: i.manifest_ref for i in infos}
    try:
        previous = store.read_json(store.current_build(data_dir) / store.REPORT)
    except (RulesDBError, OSError, ValueError):
        previous = None
    return lambda documents: gates.check(documents, minimums, refs, previous, accept_shrink,
                                         gates.predecessors(infos), gates.chapter_files(infos))


def _build_into(folder: Path, sources: Path, cards: Path | None,
                gate: Callable[[list[dict]], None] = lambda documents: None,
                data_dir: Path | None = None,
                on_step: Callable[[str], None] = lambda what: None) -> tuple[dict, Beside]:
    """The build's files in `folder`, its report, and the stored graph being read back (wait for it
    before publishing). Two cores: the scenarios are copied and their records computed beside the
    parse; the search index is built beside the graph, and the last tasks (the fidelity report, the
    model stored and read back) go to whichever core is free first."""
    from rulesdb import graph, nrdb
    from rulesdb.cardpool.records import records as card_records
    from rulesdb.cardpool.stored import printed_words
    from rulesdb.cardpool.stored import titles as card_titles
    from rulesdb.graph.inputs import graph_inputs
    from rulesdb.graph.reuse import Reuse
    from rulesdb.search import vocabulary
    from rulesdb.search.card_names import named_in_questions, rules_words
    from rulesdb.search.records import current_rules

    start = time.perf_counter()
    on_step("parsing the documents")
    scenario_side = Beside(_scenarios, sources, folder, _remember(data_dir))
    parse_cache = Path(data_dir) / PARSE_CACHE if data_dir else None
    try:
        parsed = parse_sources(sources, data_dir, cache=parse_cache, code=code_version())
        parse_seconds = time.perf_counter() - start
        documents = {p.document.id: p.document for p in parsed}
        reports = [document_report(p) for p in parsed]
        gate(reports)  # first: a file of another format is best named by its counts
        gates.all_text_accounted({p.document.id: p.accounting for p in parsed},
                                 {i.id: i.file for i in all_sources(sources, data_dir)})
    except BaseException:
        scenario_side.cancel()
        raise
    t0 = time.perf_counter()
    on_step("cross-linking the graph and indexing the text")
    keys = {p.document.id: p.key for p in parsed}  # the graph's per-document pieces are kept under these
    reuse = Reuse(_remember(data_dir), keys)
    tables = graph.node_tables(documents, nrdb.card_titles(cards) if cards else None, reuse)
    last = Leftovers({"fidelity": lambda: _fidelity(parsed, reuse), "model": lambda: _store_model(folder, documents)})
    beside = Beside(_beside_the_graph, folder, documents, _previous_index(data_dir), tables, last)
    graph_check = lookup_side = None
    pool: dict = {"cards": {}}  # the card data's records (none without card data)
    try:
        scenarios, records = scenario_side.result()
        inputs = graph_inputs(documents, sources, cards, _remember(data_dir), keys, scenarios=records)
        G = graph.build_graph(documents, **inputs, tables=tables)
        lookup_side = Beside(lookups.compute, documents, G, _remember(data_dir), keys)
        graph.save(G, folder / store.GRAPH)
        graph_seconds = time.perf_counter() - t0
        graph_check = Beside(_graph_readable, folder)
        if cards:
            _check_card_marks(reports, documents, all_sources(sources, data_dir), cards)
            pool = card_records(cards)
            store.write_json(folder / store.CARDS, pool)
        graph_report = graph.report(G)
        del G
        done_here = last.take()
        indexed, index_seconds, searched, done_there = beside.result()
        fidelity = last.finish(done_there, done_here)["fidelity"]
        searched["card-titles"] = card_titles(pool["cards"])  # a card typed whole, found without the pool
        searched["card-words"] = printed_words(pool["cards"])  # never "corrected" (rulesdb.search.ranked)
        searched["vocabulary"] = vocabulary.parsed()  # the players' words, read without YAML
        ordinary = rules_words(current_rules(documents))
        named = named_in_questions(pool["cards"], ordinary) if pool["cards"] else {}
        # after the model: its key
        lookups.save(folder, {**lookup_side.result(), SEARCH_TABLE: searched}, named, ordinary)
    except BaseException:
        for side in (graph_check, lookup_side):
            if side is not None:
                side.cancel()
        raise
    finally:
        beside.cancel()
    return {
        "sources": str(sources),
        "cards": str(cards) if cards else None,
        "documents": reports,
        "graph": graph_report,
        "index": indexed,
        "fidelity": fidelity,
        "scenarios": scenarios,
        "seconds": {"parse": round(parse_seconds, 4), "graph": round(graph_seconds, 4),
                    "index": round(index_seconds, 4), "total": round(time.perf_counter() - start, 4)},
    }, graph_check


def _scenarios(sources: Path, folder: Path, remember) -> tuple[int, list[dict]]:
    """The scenario files copied into the build (how many) and their records for the graph (what each
    replays and cites): they need only the scenario files, so they are done beside the parse."""
    from rulesdb.graph.inputs import scenario_input

    copied = store.copy_scenarios(sources, folder)
    store.write_json(Path(folder) / store.SCENARIO_LIST, _scenario_list(Path(folder) / store.SCENARIOS, remember))
    _scenario_parses(Path(folder), remember)
    return copied, scenario_input(sources, remember)


def _scenario_parses(folder: Path, remember) -> None:
    """The build's scenario files as read_yaml parses them, stored so `scenario run` reads one
    without PyYAML (rulesdb.engine.scenario.parsed)."""
    from rulesdb.build import tables
    from rulesdb.engine.scenario import parsed
    from rulesdb.graph.inputs import files_of

    copied = folder / store.SCENARIOS
    parts = remember("scenario-parses", files_of(copied), lambda: parsed.table_parts(copied))
    tables.write(folder / tables.FOLDER / parsed.FILE, parsed.parser_key(), parts)


def _scenario_list(copied: Path, remember) -> list[dict]:
    """The build's scenarios as `RulesDB.scenarios` lists them, stored so a command that lists them
    (search's scenario matches) reads one file instead of every scenario through the engine."""
    from rulesdb.graph.inputs import files_of

    def listed() -> list[dict]:
        from rulesdb.crexamples.replays import listing

        return listing(copied)
    return remember("scenario-list", files_of(copied), listed)


def _beside_the_graph(folder: Path, documents: dict[str, Document], previous: Path | None,
                      tables: tuple[dict, dict], last: Leftovers) -> tuple[dict, float, dict, dict]:
    """The build's work that needs only the parsed documents, done on the core the graph does not use:
    the search index (what it holds, its seconds), opened and searched as a reader does, the parts of
    the table a one-shot search answers from, then the last tasks the graph's core has not taken
    (their results by name)."""
    from rulesdb import search

    start = time.perf_counter()
    indexed = search.build_index(documents, folder / store.INDEX, previous=previous, tables=tables)
    seconds = time.perf_counter() - start
    _searchable(folder)
    stored = search.stored_search(folder / store.INDEX)  # the table a one-shot search answers from
    return indexed, seconds, stored, last.take()


def _store_model(folder: Path, documents: dict[str, Document]) -> None:
    """The model stored and read back as a reader reads it."""
    store.write_model(folder / store.MODEL, documents)
    _model_readable(folder)


def _remember(data_dir: Path | None):
    """A build step's stored result for the same inputs and code (rulesdb.build.cache), else computed."""
    folder = Path(data_dir) / cache.FOLDER if data_dir else None
    code = code_version()
    return lambda step, inputs, compute: cache.remembered(folder, step, cache.content_key(code, *inputs), compute)


def _previous_index(data_dir: Path | None) -> Path | None:
    """The index of the build in use, when its sealed files are intact: the new index copies its
    Whoosh part and adds only new texts (see rulesdb.search.index). A damaged one is not used."""
    try:
        folder = store.current_build(data_dir) if data_dir else None
    except RulesDBError:
        return None
    if folder is None or store.damage(folder, under=store.INDEX + "/"):
        return None
    return folder / store.INDEX


def _check_card_marks(reports: list[dict], documents: dict[str, Document], infos, cards: Path) -> None:
    """Each document's card marks the card data has no title for, added to its diagnostics."""
    from rulesdb import nrdb
    from rulesdb.build.card_marks import unknown_card_marks
    from rulesdb.build.sources import folder_files
    from rulesdb.parsers.nsg_cr_yaml.files import chapter_file_of

    folders = {i.id: [p.relative_to(i.file).as_posix() for p in folder_files(i.file)]
               for i in infos if i.file.is_dir()}

    def file_of(document: Document, address: str) -> str:
        names = folders.get(document.id)
        return chapter_file_of(document, address, names) if names else document.path

    unknown = unknown_card_marks(documents, nrdb.card_titles(cards), file_of)
    for report in reports:
        report["issues"] += unknown.get(report["id"], [])


def _fidelity(parsed: list[Parsed], reuse=None) -> dict:
    """Coverage map, word-level self-check and errata (rulesdb.fidelity), kept apart from the build steps."""
    from rulesdb.fidelity.report import fidelity_report

    return fidelity_report(parsed, reuse)


def document_report(parsed: Parsed) -> dict:
    """Per-document counts, and every issue the parser or normaliser could not map."""
    doc: Document = parsed.document
    counts: dict[str, int] = {}
    references = 0
    for node in doc.nodes.values():
        counts[node.kind] = counts.get(node.kind, 0) + 1
        references += len(getattr(node, "references", ()))
    return {
        "id": doc.id,
        "version": doc.version,
        "format": doc.format,
        "sections": counts.get("section", 0),
        "rules": counts.get("rule", 0),
        "examples": counts.get("example", 0),
        "terms": counts.get("term", 0),
        "steps": counts.get("step", 0),
        "references": references,
        "chapters": gates.chapter_counts(doc),
        "unmapped_glyphs": sorted({i.detail for i in doc.issues if i.kind == "unmapped-glyph"}),
        "issues": [{"line": i.line, "kind": i.kind, "detail": i.detail} for i in doc.issues],
        "seconds": round(parsed.seconds, 4),
        "cached": parsed.cached,
    }
