"""Sources to Documents: read the manifest, parse each file with its format's parser, time it."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from rulesdb import parsers
from rulesdb.build.sources import default_sources, read_manifest, read_text
from rulesdb.fidelity.account import FolderAccount, SourceAccount, new_account
from rulesdb.model import Document


@dataclass(frozen=True)
class Parsed:
    """A parsed document with how long its parse took, and its parser's account of the source."""

    document: Document
    seconds: float
    account: SourceAccount | FolderAccount | None = None


def parse_sources(sources: Path | None = None) -> list[Parsed]:
    """Parse every document the manifest lists, in manifest order."""
    results = []
    for info in read_manifest(Path(sources or default_sources())):
        start = time.perf_counter()
        text = read_text(info)
        account = new_account(text) if parsers.accounts_for_source(info.format) else None
        document = parsers.parse(text, info, account)
        results.append(Parsed(document, time.perf_counter() - start, account))
    return results


def load_documents(sources: Path | None = None) -> dict[str, Document]:
    """Every document of the sources folder, keyed by id."""
    return {p.document.id: p.document for p in parse_sources(sources)}
