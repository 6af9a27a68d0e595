"""The search ranking as a build stores it for one-shot searches (the search table's "ranking"): each
node and each term's impacts packed apart (marshal), the texts several releases share stored once, so a
search unpacks the few terms it asks for and the nodes it shows, not 12,000 node dicts and every row
(30 ms a search). `unpack` gives the same nodes and impacts the index ranks with.
"""

from __future__ import annotations

import marshal
from array import array
from collections.abc import Iterator, Mapping, Sequence

from rulesdb.search.ranking import Impacts

TEXTS = ("text", "examples")  # the long fields, the same in every release of an unchanged rule


def pack(nodes: list[dict], impacts: Impacts) -> dict:
    """The ranking's nodes and impacts as plain data: node fields in one order, each node's values
    marshalled (its texts by number) one after another in one string of bytes, with where each ends;
    each term's row marshalled."""
    fields = tuple(nodes[0]) if nodes else TEXTS
    texts: dict[str, int] = {}
    packed, ends = bytearray(), array("I")
    for node in nodes:
        if tuple(node) != fields:
            raise ValueError(f"ranking node {node.get('address')!r}: fields {tuple(node)}, not {fields}")
        packed += marshal.dumps(tuple(texts.setdefault(v, len(texts)) if f in TEXTS else v for f, v in node.items()))
        ends.append(len(packed))
    return {"fields": fields, "nodes": (bytes(packed), ends.tobytes()), "texts": list(texts), "boosts": impacts.boosts,
            "members": impacts.members, "rows": {t: marshal.dumps(row) for t, row in impacts.table.items()}}


def unpack(part) -> tuple[Sequence[dict], Impacts] | None:
    """The nodes and impacts of a packed ranking, each unpacked when first read; None when the part is
    not the shape `pack` writes."""
    try:
        fields, nodes, texts = part["fields"], part["nodes"], part["texts"]
        boosts, members, rows = part["boosts"], part["members"], part["rows"]
    except (TypeError, KeyError, IndexError):
        return None
    try:
        packed, ends = nodes[0], array("I", nodes[1])
    except (TypeError, KeyError, IndexError, ValueError):
        return None
    if not (isinstance(fields, tuple) and set(TEXTS) <= set(fields) and isinstance(packed, bytes)
            and isinstance(texts, list) and isinstance(boosts, list) and isinstance(members, list)
            and isinstance(rows, dict) and len(boosts) == len(ends) and (not ends or ends[-1] == len(packed))):
        return None
    return _Nodes(fields, packed, ends, texts), Impacts(_Rows(rows), boosts, members)


class _Nodes(Sequence):
    """The ranking's nodes, each unpacked into its dict on first read."""

    def __init__(self, fields: tuple[str, ...], packed: bytes, ends: array, texts: list[str]):
        self._fields, self._packed, self._ends, self._texts = fields, packed, ends, texts
        self._texts_at = [i for i, f in enumerate(fields) if f in TEXTS]
        self._read: dict[int, dict] = {}

    def __getitem__(self, number):
        if isinstance(number, slice):
            return [self[n] for n in range(*number.indices(len(self)))]
        number = number + len(self) if number < 0 else number
        if not 0 <= number < len(self):
            raise IndexError(number)
        node = self._read.get(number)
        if node is None:
            start = self._ends[number - 1] if number > 0 else 0
            values = list(marshal.loads(self._packed[start:self._ends[number]]))
            for at in self._texts_at:
                values[at] = self._texts[values[at]]
            node = self._read[number] = dict(zip(self._fields, values, strict=True))
        return node

    def __len__(self) -> int:
        return len(self._ends)


class _Rows(Mapping):
    """term -> {content: impact}, each term's row unpacked on first read."""

    def __init__(self, packed: dict[str, bytes]):
        self._packed = packed
        self._read: dict[str, dict[int, float]] = {}

    def __getitem__(self, term: str) -> dict[int, float]:
        row = self._read.get(term)
        if row is None:
            row = self._read[term] = marshal.loads(self._packed[term])
        return row

    def __contains__(self, term) -> bool:
        return term in self._packed

    def __iter__(self) -> Iterator[str]:
        return iter(self._packed)

    def __len__(self) -> int:
        return len(self._packed)
