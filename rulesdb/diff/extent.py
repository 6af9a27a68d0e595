"""How far a document's body reaches, so rules beyond an excerpt are not called added or removed.

The exports are prefixes of their documents: v1.4's body is sections 1.1 to 1.11, complete;
v1.6's stops at rule 4.1.2 while its contents go on to section 11, so it is cut there. A release
read from the CR's own YAML is the whole document: a section it adds is added, never "beyond" it.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulesdb.diff.numbers import number_key, scope_of
from rulesdb.model import Document

#: Formats whose source is the whole document, never an excerpt of it.
WHOLE_FORMATS = frozenset({"nsg-cr-yaml"})


@dataclass(frozen=True)
class Extent:
    """The numbered scopes (level-2 sections such as "1.11") a body covers, and where it stops."""

    document: str
    scopes: frozenset[str]
    first: str | None
    last: str | None  # the last numbered rule or section of the body
    cut: bool  # the contents go on past `last`, so its scope stops at `last`
    whole: bool = False  # the source is the whole document: every number lies inside it

    @property
    def numbered(self) -> bool:
        return self.last is not None

    def covers(self, number: str | None) -> bool:
        """True when a node numbered `number` would lie inside this body (unnumbered: always)."""
        if not number or not self.numbered or self.whole:
            return True
        scope = scope_of(number)
        if scope not in self.scopes:
            return False
        if self.cut and self.last and scope == scope_of(self.last):
            return number_key(number) <= number_key(self.last)
        return True

    def describe(self) -> str:
        """E.g. "sections 1.1 to 1.11", "section 1.1 up to rule 4.1.2", or "the whole document"."""
        if not self.numbered or self.whole:
            return "the whole document"
        last_scope = scope_of(self.last or "")
        if self.cut:
            return f"section {self.first} up to rule {self.last}"
        return f"sections {self.first} to {last_scope}"


def extent_of(document: Document) -> Extent:
    """The extent of a document's body, from its numbered nodes and its contents-only sections."""
    body, contents_only = [], []
    for node in document.nodes.values():
        number = getattr(node, "number", None)
        if not number or node.kind not in ("rule", "section"):
            continue
        (body if getattr(node, "has_body", True) else contents_only).append(number)
    if not body:
        return Extent(document.id, frozenset(), None, None, False)
    keys = sorted(body, key=number_key)
    last = keys[-1]
    scopes = [scope_of(n) for n in keys]
    first = next((s for s in scopes if "." in s), scopes[0])
    cut = any(number_key(n) > number_key(last) for n in contents_only)
    return Extent(document.id, frozenset(scopes), first, last, cut, document.format in WHOLE_FORMATS)
