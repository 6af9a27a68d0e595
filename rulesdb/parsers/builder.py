"""A mutable collector the format parsers fill in document order, frozen into a Document at the end.

Parsers create nodes top-down but learn children and examples as they go; the builder keeps
those lists mutable until `finish()` turns everything into frozen model objects.
"""

from __future__ import annotations

import dataclasses
import functools
import re
import unicodedata

from rulesdb.errors import ParseError
from rulesdb.fidelity.account import SourceAccount
from rulesdb.model import Document, Example, Issue, Node, SummaryClaim
from rulesdb.normalize import Cleaned


def slugify(text: str) -> str:
    """A URL-safe slug: "Initiate vs. Make a Run" -> "initiate-vs-make-a-run"."""
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "untitled"


class DocumentBuilder:
    """Collects nodes for one document; addresses are unique and children keep document order."""

    def __init__(self, info, path: str, account=None):
        self.info, self.path = info, path
        self.account = account  # a rulesdb.fidelity.account.SourceAccount, when the caller wants one
        self.fields: dict[str, dict] = {}
        self.classes: dict[str, type] = {}
        self.children: dict[str, list[str]] = {}
        self.top: list[str] = []
        self.issues: list[Issue] = []
        self.summary: list[SummaryClaim] = []
        self.summary_baseline: str | None = None
        self.vocabulary: list[str] = []  # game words of the document, never taken for card names

    def address(self, *parts: str) -> str:
        return "/".join((self.info.id, *parts))

    def unique(self, address: str) -> str:
        """Make an address unique by suffixing -2, -3 (for headings that recur)."""
        if address not in self.fields:
            return address
        n = 2
        while f"{address}-{n}" in self.fields:
            n += 1
        return f"{address}-{n}"

    def add(self, cls: type, address: str, parent: str | None, cleaned: Cleaned, line: int, **extra) -> str:
        """Add a node; its text and original text come from `cleaned`."""
        if address in self.fields:
            raise ParseError(self.path, line, f"duplicate node {address!r}")
        self.classes[address] = cls
        self.fields[address] = dict(address=address, document=self.info.id, parent=parent,
                                    text=cleaned.text, original_text=cleaned.original,
                                    line=line, **extra)
        self.children[address] = []
        (self.children[parent] if parent else self.top).append(address)
        self.note_unmapped(cleaned, line)
        return address

    def update(self, address: str, **changes) -> None:
        """Change fields of a node not yet frozen (e.g. append a continuation line)."""
        self.fields[address].update(changes)

    def append_text(self, address: str, cleaned: Cleaned, line: int, sep: str = " ") -> None:
        """Join a continuation (hard wrap, page break) onto a node's text and original text."""
        f = self.fields[address]
        f["text"] = (f["text"] + sep + cleaned.text).strip() if f["text"] else cleaned.text
        f["original_text"] = (f["original_text"] + "\n" + cleaned.original) if f["original_text"] else cleaned.original
        self.note_unmapped(cleaned, line)

    def add_example(self, owner: str, cleaned: Cleaned, line: int) -> str:
        """Attach a worked example to `owner`, numbered from 1 within it."""
        index = len(self.fields[owner].get("examples", ())) + 1
        address = f"{owner}/example/{index}"
        self.add(Example, address, owner, cleaned, line, index=index, cards=tuple(cleaned.cards))
        self.fields[owner]["examples"] = tuple(self.fields[owner].get("examples", ())) + (address,)
        return address

    def note_unmapped(self, cleaned: Cleaned, line: int) -> None:
        for glyph in cleaned.unmapped:
            self.issues.append(Issue(line, "unmapped-glyph", glyph))

    def issue(self, line: int, kind: str, detail: str, node: str = "") -> None:
        self.issues.append(Issue(line, kind, detail, node))

    def expect(self, category: str, line: int, raw: str) -> None:
        """Source text at `line` is expected non-content of a named category (page-number, caption...)."""
        if self.account is not None:
            self.account.expect_text(category, line, raw)

    def expect_columns(self, category: str, line: int, start: int, end: int) -> None:
        """Columns [start, end) of source line `line` are named non-content (a list counter, a version)."""
        if self.account is not None:
            self.account.expect_columns(category, line, start, end)

    def owns(self, address: str, line: int, raw: str) -> None:
        """Source text at `line` belongs to node `address` though its original text does not hold it."""
        if self.account is not None:
            self.account.node_text(address, line, raw)

    def get(self, address: str) -> dict:
        return self.fields[address]

    def __contains__(self, address: str) -> bool:
        return address in self.fields

    def finish(self) -> Document:
        nodes: dict[str, Node] = {}
        for address, values in self.fields.items():
            cls = self.classes[address]
            known = _field_names(cls)
            values = {k: v for k, v in values.items() if k in known}
            nodes[address] = cls(children=tuple(self.children[address]), **values)
        self._account_for(nodes)
        i = self.info
        return Document(id=i.id, family=i.family, title=i.title, version=i.version,
                        effective=i.effective, format=i.format, path=i.path, nodes=nodes,
                        top=tuple(self.top), summary_of_changes=tuple(self.summary),
                        summary_baseline=self.summary_baseline, issues=tuple(self.issues))

    def _account_for(self, nodes: dict[str, Node]) -> None:
        """Each node owns the source lines of its original text; each summary claim, its own lines.

        Only for a one-text source: a folder format (YAML) accounts for its scalars itself.
        """
        if not isinstance(self.account, SourceAccount):
            return
        for node in nodes.values():
            self.account.node_text(node.address, node.line, node.original_text)
        for claim in self.summary:
            self.account.expect_text("summary-of-changes", claim.line, claim.original_text)


@functools.cache
def _field_names(cls: type) -> frozenset[str]:
    """The fields a node class takes (asked once per class, not once per node)."""
    return frozenset(f.name for f in dataclasses.fields(cls))
