"""The stored model: each document pickled apart, with its digest, inside one file, so a reader
can unpickle only the documents it is asked about (`rulesdb show ADDRESS` reads one of eleven)
while a server reads them all at once. A document whose bytes do not match their digest is a
BrokenBuild naming the file and the document, never served.
"""

from __future__ import annotations

import hashlib
import pickle
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path

from rulesdb.collector import collector_paused
from rulesdb.errors import BrokenBuild

_TAG = "rulesdb-model-by-document"  # the first item of the stored tuple; a plain dict is build format 2


def parts(documents: dict) -> tuple:
    """What `write_model` stores: (tag, {document id: (pickled document, its sha256)})."""
    stored = {}
    for doc_id, document in documents.items():
        blob = pickle.dumps(document, protocol=pickle.HIGHEST_PROTOCOL)
        stored[doc_id] = (blob, hashlib.sha256(blob).hexdigest())
    return (_TAG, stored)


class StoredDocuments(Mapping):
    """Document id -> Document, each unpickled (and its digest checked) on first use."""

    def __init__(self, path: Path, stored: dict[str, tuple[bytes, str]]):
        self.path, self._stored, self._read = Path(path), stored, {}
        self._lock = threading.Lock()

    def __getitem__(self, doc_id: str):
        if doc_id not in self._read:
            blob, digest = self._stored[doc_id]  # KeyError for an unknown id, as a dict
            with self._lock:
                self._read[doc_id] = _unpickled(self.path, doc_id, blob, digest)
        return self._read[doc_id]

    def __contains__(self, doc_id) -> bool:
        return doc_id in self._stored

    @property
    def digests(self) -> dict[str, str]:
        """Each document's digest as sealed: what the build's look-up tables were made from."""
        return {doc_id: entry[1] for doc_id, entry in self._stored.items()}

    def __iter__(self) -> Iterator[str]:
        return iter(self._stored)

    def __len__(self) -> int:
        return len(self._stored)


class StoredNodes(Mapping):
    """Address -> Node across the documents, reading only the document an address names
    (every address starts with its document's id)."""

    def __init__(self, documents: Mapping):
        self._documents = documents

    def __getitem__(self, address: str):
        if not isinstance(address, str):
            raise KeyError(address)
        doc_id = address.split("/", 1)[0]
        if doc_id not in self._documents:
            raise KeyError(address)
        return self._documents[doc_id].nodes[address]

    def __contains__(self, address) -> bool:
        try:
            self[address]
        except KeyError:
            return False
        return True

    def __iter__(self) -> Iterator[str]:
        return (address for document in self._documents.values() for address in document.nodes)

    def __len__(self) -> int:
        return sum(len(document.nodes) for document in self._documents.values())


def documents_of(path: Path, value, lazy: bool = False):
    """The documents of a stored model as read by `store.read_pickle`: every one unpickled (a dict),
    or with `lazy` a StoredDocuments; a build-format-2 model (a plain dict) is returned as it is."""
    if isinstance(value, dict):
        return value
    if not (isinstance(value, tuple) and len(value) == 2 and value[0] == _TAG and isinstance(value[1], dict)):
        raise BrokenBuild(path, "not a stored model")
    stored = StoredDocuments(path, value[1])
    return stored if lazy else {doc_id: stored[doc_id] for doc_id in stored}


def _unpickled(path: Path, doc_id: str, blob: bytes, digest: str):
    if not isinstance(blob, bytes) or hashlib.sha256(blob).hexdigest() != digest:
        raise BrokenBuild(path, f"document {doc_id} has changed since the build was sealed")
    try:
        with collector_paused():
            return pickle.loads(blob)
    except Exception as exc:  # a digest that matches damaged bytes: written so, never altered since
        raise BrokenBuild(path, f"document {doc_id}: {type(exc).__name__}: {str(exc)[:80]}") from None
