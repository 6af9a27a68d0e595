"""A search's filters (document, family, kind, version) as the sets of nodes that pass them: a value
no node has is a bad query naming the field and the values it can take."""

from __future__ import annotations

from rulesdb.errors import BadQuery
from rulesdb.model import KINDS

FIELDS = ("document", "family", "kind", "version")


class Filters:
    """Which nodes (by number) have each value of each filter field."""

    def __init__(self, nodes: list[dict]):
        self._by_value: dict[str, dict[str, set[int]]] = {f: {} for f in FIELDS}
        for number, node in enumerate(nodes):
            for field in FIELDS:
                self._by_value[field].setdefault(node[field], set()).add(number)
        self.values = {f: set(v) for f, v in self._by_value.items()}

    def allowed(self, filters: dict[str, str | None]) -> set[int] | None:
        """The nodes that pass every filter given a value, or None when none is given."""
        allowed = None
        for field, value in filters.items():
            if value is None or value == "":
                continue
            known = KINDS if field == "kind" else self.values[field]
            if value not in known:
                raise BadQuery(f"{field}: {value!r} is not one of {', '.join(sorted(known))}")
            nodes = self._by_value[field].get(value, set())
            allowed = nodes if allowed is None else allowed & nodes
        return allowed
