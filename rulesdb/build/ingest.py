"""Sources to Documents: read the manifest, parse each file with its format's parser, time it.

With a cache folder, a document whose source, manifest entry and parser code are unchanged is read
back from its last parse instead of parsed again, so adding one release re-parses one release.
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass
from pathlib import Path

from rulesdb import memo, parsers
from rulesdb.build import cache as build_cache
from rulesdb.build.parallel import Beside
from rulesdb.build.sources import SourceInfo, all_sources, default_sources, read_text, source_digest, source_size
from rulesdb.collector import collector_paused
from rulesdb.fidelity.account import FolderAccount, SourceAccount, new_account
from rulesdb.fidelity.report import source_accounting
from rulesdb.model import Document


@dataclass(frozen=True)
class Parsed:
    """A parsed document with how long its parse took, its parser's account of the source (none when
    it came from the parse cache), whether it came from the parse cache, and what the account says
    (`rulesdb.fidelity.report.source_accounting`: kept in the cache with the document)."""

    document: Document
    seconds: float
    account: SourceAccount | FolderAccount | None = None
    cached: bool = False
    accounting: dict | None = None
    key: str = ""  # the document's content key: its source, manifest entry and parser code


def parse_sources(sources: Path | None = None, data_dir: Path | None = None,
                  cache: Path | None = None, code: str = "", accounted: bool = True) -> list[Parsed]:
    """Parse every document the manifest lists, in manifest order, then the releases `rulesdb update`
    added to `data_dir`; with `cache` (and the parser `code` version), unchanged documents are reused.
    `accounted=False` skips each parser's account of its source (documents only, no fidelity).
    Documents to parse are shared with a second core (largest first, alternately)."""
    infos = all_sources(Path(sources or default_sources()), data_dir)
    done: dict[str, Parsed] = {}
    todo = []
    for info in infos:
        start, key = time.perf_counter(), _key(info, code) if cache else ""
        found = _cached(info, cache, key) if cache else None
        if found is None:
            todo.append((info, key))
        else:
            done[info.id] = Parsed(found[0], time.perf_counter() - start, None, True, found[1], key)
    todo.sort(key=lambda item: -source_size(item[0]))
    memo.forget()
    other = Beside(_parse_each, todo[1::2], cache, accounted) if len(todo) > 1 else None
    try:
        for parsed in _parse_each(todo[::2], cache, accounted) + (other.result() if other else []):
            done[parsed.document.id] = parsed
    finally:
        memo.forget()
        if other:
            other.cancel()
    return [done[info.id] for info in infos]


def _parse_each(todo: list[tuple[SourceInfo, str]], cache: Path | None, accounted: bool) -> list[Parsed]:
    with collector_paused():
        return [_parse_one(info, key, cache, accounted) for info, key in todo]


def _parse_one(info: SourceInfo, key: str, cache: Path | None, accounted: bool) -> Parsed:
    """One document parsed (and stored in the cache under its content `key`)."""
    start = time.perf_counter()
    text = read_text(info)
    account = new_account(text) if accounted and parsers.accounts_for_source(info.format) else None
    document = parsers.parse(text, info, account)
    accounting = source_accounting(document, account) if accounted else None
    if cache and accounted:
        build_cache.write(cache, info.id, key, (document, accounting))  # the document's older parses go
    return Parsed(document, time.perf_counter() - start, account, False, accounting, key)


def load_documents(sources: Path | None = None) -> dict[str, Document]:
    """Every document of the sources folder, keyed by id."""
    return {p.document.id: p.document for p in parse_sources(sources, accounted=False)}


def _key(info: SourceInfo, code: str) -> str:
    entry = (info.id, info.family, info.title, info.version, info.effective, info.format, str(info.file))
    digest = hashlib.sha256(f"{code}\0{entry!r}\0{source_digest(info)}".encode())
    return digest.hexdigest()[:24]


def _cached(info: SourceInfo, cache: Path, key: str) -> tuple[Document, dict] | None:
    """The document's last parse and its accounting, if the cache has an intact entry for this key and
    it holds this document (anything else is parsed again)."""
    found = build_cache.read(cache, info.id, key)
    value = found[0] if found else None
    if not (isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], Document)):
        return None
    return value if value[0].id == info.id and isinstance(value[1], dict | None) else None
