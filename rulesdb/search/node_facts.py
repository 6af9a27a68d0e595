"""What lookup folds and lists exact matches by, per address: a node's kind, its document's family and
version, its title, and which text it carries. A build stores them (the lookup table's "facts", see
rulesdb.build.lookups), so `rulesdb search bypass` groups its exact matches in nine releases without
reading those releases' documents; without the stored part each fact is worked out from the node.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Mapping
from typing import NamedTuple

from rulesdb.labels import title
from rulesdb.model import Document, Node
from rulesdb.search.grouping import text_key


class Fact(NamedTuple):
    """One node's facts. `text` is equal for two nodes of one family and kind with the same words (a
    text key, or its number in a stored table): compared only with facts from the same source."""

    kind: str
    family: str
    version: str
    title: str
    text: object


def fact_of(node: Node, document: Document) -> Fact:
    """A node's facts, worked out from it (title and text key as lookup lists and folds it)."""
    named = title(node, document)
    return Fact(node.kind, document.family, document.version, named,
                text_key(document.family, node.kind, node.text or "", named))


def table(documents: Mapping[str, Document]) -> dict:
    """Every node's facts as plain data for a build to store, in columns that load at once (a dict of
    13,000 tuples would cost a search more than the reading it spares): each document's family and
    version, each address's place, and by place its kind, the number of its text key (equal numbers
    for equal keys) and where its title ends in the titles' UTF-8 bytes."""
    numbers: dict[tuple, int] = {}
    kinds: dict[str, int] = {}
    places, kind_of, text_of, ends, titles = {}, bytearray(), array("I"), array("I"), bytearray()
    for doc in documents.values():
        for address, node in doc.nodes.items():
            kind, _, _, named, text = fact_of(node, doc)
            places[address] = len(places)
            kind_of.append(kinds.setdefault(kind, len(kinds)))
            text_of.append(numbers.setdefault(text, len(numbers)))
            titles += named.encode()
            ends.append(len(titles))
    return {"documents": {d.id: (d.family, d.version) for d in documents.values()}, "places": places,
            "kinds": tuple(kinds), "kind_of": bytes(kind_of), "text_of": text_of.tobytes(),
            "titles": bytes(titles), "title_ends": ends.tobytes()}


class ComputedFacts(Mapping):
    """Facts worked out from each node (read from its document) when first asked: what the stored
    table would hold."""

    def __init__(self, places: Mapping[str, tuple]):
        self._places = places
        self._facts: dict[str, Fact] = {}

    def __getitem__(self, address: str) -> Fact:
        found = self._facts.get(address)
        if found is None:
            found = self._facts[address] = fact_of(*self._places[address])
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self._places)

    def __len__(self) -> int:
        return len(self._places)


class StoredFacts(Mapping):
    """Facts as a build stored them (`table`), each read from its columns when asked; `usable(part)`
    says whether a part has that shape."""

    def __init__(self, part: dict):
        self._documents, self._places, self._kinds = part["documents"], part["places"], part["kinds"]
        self._kind_of, self._titles = part["kind_of"], part["titles"]
        self._text_of, self._ends = array("I", part["text_of"]), array("I", part["title_ends"])

    @staticmethod
    def usable(part) -> bool:
        try:
            count = len(part["places"])
            return (isinstance(part["documents"], dict) and isinstance(part["places"], dict)
                    and isinstance(part["kinds"], tuple) and isinstance(part["titles"], bytes)
                    and len(part["kind_of"]) == count and max(part["kind_of"], default=0) < len(part["kinds"])
                    and len(array("I", part["text_of"])) == count and len(array("I", part["title_ends"])) == count)
        except (TypeError, KeyError, ValueError):
            return False

    def __getitem__(self, address: str) -> Fact:
        place = self._places[address]
        family, version = self._documents[address.partition("/")[0]]
        named = self._titles[self._ends[place - 1] if place else 0:self._ends[place]].decode()
        return Fact(self._kinds[self._kind_of[place]], family, version, named, self._text_of[place])

    def __iter__(self) -> Iterator[str]:
        return iter(self._places)

    def __len__(self) -> int:
        return len(self._places)
