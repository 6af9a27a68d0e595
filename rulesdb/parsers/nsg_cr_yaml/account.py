"""A release's account of its source, scalar by scalar: each element's id, text and snippet are its
node's; layout flags, change marks, contents entries, the changelog and the files the document does
not print (config, other releases' changelogs) are named non-content. What no one claims is reported.
"""

from __future__ import annotations

import re

import yaml

from rulesdb.fidelity.account import FolderAccount
from rulesdb.fidelity.yaml_scalars import Scalar, declare_scalars

#: Keys whose value is not printed text: the named non-content category each belongs to.
CATEGORIES = {"toc": "layout", "bold": "layout", "steps": "layout", "timing_structure": "layout",
              "new": "change-marker", "toc_entry": "table-of-contents"}
#: Keys whose value is the element's own: its id, its text, its snippet.
OWN = frozenset({"chapter", "section", "subsection", "rule", "text", "snippet"})


class ReleaseAccount:
    """Gives the scalars of each mapping the parser reads to a node or a category, file by file.

    Built without a FolderAccount (a parse that does not account for its source), every call is a no-op.
    """

    def __init__(self, account: FolderAccount | None, folder: str):
        self.account, self.folder = account, folder
        self.scalars: dict[str, dict[int, dict[str | int, Scalar]]] = {}

    def read(self, path: str, root: yaml.Node | None) -> None:
        """Declare the scalars of file `path` (in the folder) as content, from its composed node tree;
        its words read as a reader sees them (`source_forms`)."""
        if self.account is None:
            return
        part = self._part(path)
        part.source_forms = reader_words
        self.scalars[path] = declare_scalars(part, root)

    def node(self, address: str, path: str, line: int) -> None:
        """The mapping at `line` of `path` is node `address`'s: its own keys to the node, flags to categories."""
        for key, scalar in self._at(path, line):
            if key in CATEGORIES:
                self._part(path).expect_chars(CATEGORIES[key], scalar.start, scalar.end)
            elif key in OWN:
                self._part(path).node_chars(address, scalar.start, scalar.end)

    def unprinted(self, path: str, start: int, end: int) -> None:
        """Characters [start, end) of `path` hold a field the published document does not print."""
        if self.account is not None:
            self._part(path).expect_chars("unprinted", start, end)

    def category(self, category: str, path: str, line: int | None = None, keys: tuple = ("text",)) -> None:
        """The mapping at `line` of `path` (its `keys`) is named non-content; without `line`, the whole file."""
        if self.account is None:
            return
        mappings = [self.scalars[path].get(line, {})] if line is not None else self.scalars[path].values()
        part = self._part(path)
        for found in mappings:
            for key, scalar in found.items():
                if line is None or key in keys:
                    part.expect_chars(category, scalar.start, scalar.end)

    def _at(self, path: str, line: int) -> list[tuple[str | int, Scalar]]:
        if self.account is None:
            return []
        return list(self.scalars[path].get(line, {}).items())

    def _part(self, path: str):
        return self.account.file(path[len(self.folder) + 1:])


# -- the words a reader sees in the markup, written independently of the renderer, for the self-check --

_DROPPED = re.compile(r"\{(?:ref(?:/[^:{}]*)?:[^{}]*|n|/n)\}")  # references print numbers, not the ids' words
_KEPT = re.compile(r"\{(?:term|card|subtype|product|curly):([^{}]*)\}")
_LINK = re.compile(r"\{link:([^{}|]*)(?:\|[^{}]*)?\}")


def reader_words(markup: str) -> str:
    """Markup as the words it prints: `{term:X}` is X, `{c}` the credit icon, a reference its number.

    >>> reader_words("Gain 1{c}. See {ref:rule_x}; {card:Hedge Fund} is {n}new{/n}.")
    'Gain 1[c]. See  ; Hedge Fund is  new .'
    """
    text = _DROPPED.sub(" ", markup.replace("{c}", "[c]"))
    return _LINK.sub(r"\1", _KEPT.sub(r"\1", text))
