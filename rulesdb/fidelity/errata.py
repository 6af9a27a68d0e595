"""Errors in the documents themselves, flagged with evidence and never fixed in the model.

Each check reads the model as parsed: a reference to a rule the document does not contain, a
reference whose target's title does not fit what the text calls it, a phrase written twice in a row,
a timing step missing an instruction that another document's same step has.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulesdb.model import Document


@dataclass(frozen=True)
class Erratum:
    """One error in a source document, at one node, with the evidence for it."""

    document: str
    node: str
    line: int
    kind: str  # missing-target, misfiled-reference, repeated-phrase, missing-step-instruction
    note: str  # what a reader should know, in a sentence

    def as_dict(self) -> dict:
        return {"node": self.node, "line": self.line, "kind": self.kind, "note": self.note}


def find_errata(documents: dict[str, Document]) -> dict[str, list[Erratum]]:
    """Every erratum of every document, keyed by document id, in document order."""
    found: dict[str, list[Erratum]] = {}
    for check in CHECKS:
        for erratum in check(documents):
            found.setdefault(erratum.document, []).append(erratum)
    return {doc: sorted(items, key=lambda e: e.line) for doc, items in found.items()}


def repeated_phrases(documents: dict[str, Document]):
    """A run of two or more words written twice in a row: "before adding it to before adding it to"."""
    for doc in documents.values():
        for node in doc.nodes.values():
            for match in _REPEAT.finditer(node.text):
                phrase = match.group(1)
                yield Erratum(doc.id, node.address, node.line, "repeated-phrase",
                              f"the text repeats “{phrase}”: “{phrase} {phrase}”")


_REPEAT = re.compile(r"\b((?:[A-Za-z’']+\s+){1,7}[A-Za-z’']+)\s+\1\b", re.IGNORECASE)

CHECKS = [repeated_phrases]
