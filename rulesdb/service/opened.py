"""A stored build, opened read-only: its model (read now, or one document at a time on first use), the
look-up tables it stored beside the model, and its report.

A server opens the model eagerly (a damaged build is found before it is served); the CLI opens it
lazily, one document at a time (`RulesDB.load(lazy=True)`).
"""

from __future__ import annotations

import gc
import threading
import warnings
from collections.abc import Mapping
from functools import cached_property
from pathlib import Path
from typing import Self

from rulesdb.build import locks, store
from rulesdb.errors import BrokenBuild, OtherBuildFormat, RulesDBError
from rulesdb.model import Document, Node


class OpenedBuild:
    """A stored build, opened read-only."""

    def __init__(self, folder: Path, documents: dict[str, Document] | None = None,
                 reader: locks.Reader | None = None):
        self.folder = Path(folder)
        self.other_format: OtherBuildFormat | None = None  # set when a build of another format was opened
        if documents is not None:  # else read from the build on first use (see `documents`)
            self.documents = documents
        self._lock = threading.Lock()
        self._model_lock = threading.Lock()  # its own: a method holding `_lock` may read the model
        self._tables: dict = {}  # table file -> its StoredTable (see `stored_table`)
        self._reader = reader  # a shared lock on the folder: no build prunes it while this object lives

    @classmethod
    def load(cls, data_dir: Path | None = None, any_format: bool = False, lazy: bool = False) -> Self:
        """The build in use; one made by a rulesdb of another build format is refused (OtherBuildFormat),
        or with `any_format` opened if this code can read its model (`other_format` then says so).

        `lazy` reads the model on first use instead of now: a one-shot command that never needs it
        (`search`) is spared reading it; a server opens a build eagerly, so a damaged model is found
        before it switches to the build."""
        data_dir = Path(data_dir or store.default_data_dir())
        for _ in range(3):  # a build pruned between reading CURRENT and locking it: read CURRENT again
            folder = store.current_build(data_dir)
            reader = locks.Reader(folder)
            if (folder / store.MODEL).is_file():
                break
            reader.close()
        other = store.other_format(folder)
        try:
            if other and not any_format:
                raise other
            db = cls(folder, None if lazy else store.read_model(folder / store.MODEL), reader)
        except BrokenBuild as exc:
            reader.close()
            raise (store.other_format(folder, exc.problem) if other else exc) from None
        except RulesDBError:
            reader.close()
            raise
        db.other_format = other
        return db

    @cached_property
    def documents(self) -> Mapping[str, Document]:
        """The stored model when `load` was lazy: each document read on first use (a damaged one a
        BrokenBuild naming the file), so `show ADDRESS` reads one document and `search` none."""
        with self._model_lock:
            try:
                return store.read_model(self.folder / store.MODEL, lazy=True)
            except BrokenBuild as exc:
                raise (store.other_format(self.folder, exc.problem) if self.other_format else exc) from None

    @cached_property
    def nodes(self) -> Mapping[str, Node]:
        if isinstance(self.documents, dict):
            return {a: n for d in self.documents.values() for a, n in d.nodes.items()}
        from rulesdb.build.model_store import StoredNodes

        return StoredNodes(self.documents)  # reads only the document an address names

    def stored_table(self, file: str, part: str):
        """A part of a look-up table the build stored beside a lazily read model (rulesdb.build.tables);
        None when there is none to trust (an eagerly read model, a table missing or damaged): compute."""
        from rulesdb.build import tables

        with self._lock:
            if file not in self._tables:
                digests = getattr(self.documents, "digests", None)
                key = tables.model_key(digests) if digests is not None else None
                self._tables[file] = tables.StoredTable(self.folder / tables.FOLDER / file, key)
            return self._tables[file].part(part)

    @cached_property
    def report(self) -> dict:
        return store.read_json(self.folder / store.REPORT)

    def fidelity(self, doc_id: str) -> dict:
        """The build's coverage map, word losses and errata for one document (empty for older builds)."""
        return (self.report.get("fidelity") or {}).get("documents", {}).get(doc_id, {})

    def errata(self, address: str) -> list[dict]:
        """Errors the build found in the source at this node, flagged, never fixed."""
        document = self.nodes[address].document if address in self.nodes else address
        return [e for e in self.fidelity(document).get("errata", []) if e["node"] == address]


def opened(path: Path, opener):
    """A stored artefact opened; any failure to read it is a BrokenBuild naming the file."""
    with warnings.catch_warnings():  # a reader that fails half-way leaves its files to the collector
        warnings.simplefilter("ignore", ResourceWarning)
        try:
            return opener(path)
        except RulesDBError:
            raise
        except Exception as exc:  # a damaged pickle or index segment can fail in many ways
            problem = f"{type(exc).__name__}: {str(exc)[:80]}"
        gc.collect()
    raise BrokenBuild(path, problem)
