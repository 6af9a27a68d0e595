"""The graph's vocabulary as plain data (a typed link, a node outside the model, an unresolved
reference), so every module that computes edges stays free of networkx.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

EDGE_TYPES = (
    "contains",
    "references",
    "related",
    "defines",
    "mentions",
    "next",
    "goes-to",
    "cites-step",
    "mentions-card",
    "same-rule",
    "same-topic",
    "replays",
    "replay-of",
    "cites",
)


class Link(NamedTuple):
    """A typed edge `source -[type]-> target`, with a few scalar attributes (the words written, a condition);
    a named tuple, as a build makes some 90,000 of them."""

    source: str
    target: str
    type: str
    attrs: tuple[tuple[str, str | bool], ...] = ()


@dataclass(frozen=True)
class ExtraNode:
    """A node outside the model: a card, a scenario, or a rule beyond a document's ingested excerpt."""

    address: str
    kind: str
    title: str
    document: str = ""
    outside_excerpt: bool = False


@dataclass(frozen=True)
class Unresolved:
    """A written reference that names nothing in its document, for the build report."""

    source: str
    written: str
    target_kind: str
    number: str
