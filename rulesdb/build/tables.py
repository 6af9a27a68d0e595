"""Small look-up tables a build stores beside its model, so a one-shot command answers without
building them again (`rulesdb show 1.10.3c` needs the number table, not 0.7 s of work over every node).

A table file holds named parts, each pickled apart with its digest, and the key of the model it was
made from (`model_key`). A table is only a faster way to an answer the model gives: a reader that finds
it missing, foreign (another model's), damaged or unreadable gets None and takes the slow path, so a
table can never change an answer.
"""

from __future__ import annotations

import hashlib
import pickle
from collections.abc import Mapping
from pathlib import Path

from rulesdb.collector import collector_paused

FOLDER = "tables"
#: "lookup": Lookup.tables() but "numbered" (a part of its own, read for a number only); "cards": the cards
#: each node names (the catalogue's); "facts": each node's kind, title and text (rulesdb.search.node_facts);
#: "catalogue": the cards and scenarios a search names (rulesdb.search.catalogue)
LOOKUP = "lookup.pickle"
REFS = "refs.pickle"  # one part per document: address -> its refs, pickled apart
HISTORY = "history.pickle"  # "documents": each document's family and version; "pairs": release alignments
SEARCH = "search.pickle"  # "ranking": the index's nodes and impacts, packed (rulesdb.search.packed);
#                           "analysis": its word analysis as data
_TAG = "rulesdb-tables"


def model_key(digests: Mapping[str, str]) -> str:
    """One digest for a stored model, from each document's own (model_store): what a table is made from."""
    joined = "\n".join(f"{doc_id} {digest}" for doc_id, digest in sorted(digests.items()))
    return hashlib.sha256(joined.encode()).hexdigest()


def write(path: Path, key: str, parts: dict[str, object]) -> int:
    """Store the parts of one table file made from the model with `key`; the file's size in bytes."""
    stored = {}
    for name, value in parts.items():
        blob = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        stored[name] = (blob, hashlib.sha256(blob).hexdigest())
    path.parent.mkdir(parents=True, exist_ok=True)
    data = pickle.dumps((_TAG, key, stored), protocol=pickle.HIGHEST_PROTOCOL)
    path.write_bytes(data)
    return len(data)


class StoredTable:
    """The parts of one table file, each read (and its digest checked) on first use; `part(name)` is
    None whenever the table cannot be trusted to be this model's, so the caller computes instead."""

    def __init__(self, path: Path, key: str | None):
        self.path, self._key = Path(path), key
        self._stored: dict | None = None
        self._read: dict[str, object] = {}

    def part(self, name: str):
        if name not in self._read:
            self._read[name] = self._unpickled(name)
        return self._read[name]

    def _parts(self) -> dict:
        if self._stored is None:
            self._stored = self._load() or {}
        return self._stored

    def _load(self) -> dict | None:
        if self._key is None or not self.path.is_file():
            return None
        try:
            with open(self.path, "rb") as fh, collector_paused():
                value = pickle.load(fh)
        except Exception:  # a damaged file: the slow path answers
            return None
        if not (isinstance(value, tuple) and len(value) == 3 and value[0] == _TAG and value[1] == self._key
                and isinstance(value[2], dict)):
            return None  # another model's table, or not a table at all
        return value[2]

    def _unpickled(self, name: str):
        entry = self._parts().get(name)
        if not (isinstance(entry, tuple) and len(entry) == 2 and isinstance(entry[0], bytes)):
            return None
        blob, digest = entry
        if hashlib.sha256(blob).hexdigest() != digest:
            return None
        try:
            with collector_paused():
                return pickle.loads(blob)
        except Exception:
            return None
