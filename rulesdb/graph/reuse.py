"""How the graph reuses a piece computed from a few documents in an earlier build: only while the documents it
read keep their content keys. A module of its own so the pieces that reuse (terms, card pieces, references,
errata) need not import the graph's inputs, which import them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from rulesdb.model import Document

T = TypeVar("T")

#: remember(step, inputs, compute): compute()'s result, or a stored one for the same step and inputs.
Remember = Callable[[str, Sequence[str | bytes], Callable[[], Any]], Any]


@dataclass(frozen=True)
class Reuse:
    """How the graph reuses a piece computed from a few documents in an earlier build: the build's
    `remember` and each document's content key (source, manifest entry and parser code)."""

    remember: Remember
    keys: dict[str, str]

    def __call__(self, step: str, read: Sequence[Document], compute: Callable[[], T],
                 also: Sequence[str] = ()) -> T:
        """`compute()`, or its stored result while the documents it `read` keep their content keys
        (and what else it reads stays `also`)."""
        keys = [self.keys.get(doc.id, "") for doc in read]
        if not all(keys):  # a document parsed without a content key: nothing to compare with
            return compute()
        parts = tuple(part for doc, key in zip(read, keys) for part in (doc.id, key))
        return self.remember(step, (*parts, *also), compute)
