"""The one data model every rules document is parsed into: frozen dataclasses, addresses as plain strings, no I/O.

A Document owns a flat map of nodes keyed by address; hierarchy is expressed by each node's
`parent` address and `children` tuple, so graph, search, diff and web all walk the same structure.
Every node keeps the text exactly as the source wrote it (`original_text`) beside the normalised `text`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

#: Kinds of node, as used in addresses, search filters and the CLI's --kind.
KINDS = ("document", "section", "rule", "example", "term", "timing", "step")


@dataclass(frozen=True)
class Reference:
    """A cross-reference written in a node's text, e.g. "see section 1.9" or "step [3.1] of a run".

    `target_kind` is what the text calls it (rule, section, step, timing), or "name" for a heading
    named in prose ("see Hosting"); `number` is the number as normalised ("10.1.4", "5.6.1c", "3.1"),
    or for a name the name as written; resolution to an address happens in the graph.
    """

    written: str
    target_kind: str
    number: str
    structure: str | None = None  # for steps: "run", "corp-turn", "runner-turn" when the text says
    target: str = ""  # the node's address when the source names it exactly (a YAML `{ref:id}`)


@dataclass(frozen=True)
class Node:
    """Fields every node has: where it lives, where it sits in the hierarchy, and its text."""

    address: str
    document: str
    parent: str | None
    children: tuple[str, ...]
    text: str
    original_text: str
    line: int  # 1-based line in the source file where the node starts
    # The source's own id for the node (`rule_end_the_run`), stable across releases; "" when it has none.
    semantic_id: str = ""
    changed: bool = False  # the document marks it as changed in this release (v1.4's bold, YAML `new:`)
    # What the source's markup says about the text: ("term", "run"), ("card", "Sneakdoor Beta"), ...
    markup: tuple[tuple[str, str], ...] = ()

    kind = "node"

    @property
    def label(self) -> str:
        """A short human label: number, name or title."""
        return self.address.rsplit("/", 1)[-1]


@dataclass(frozen=True)
class Section(Node):
    """A numbered section ("1.10 Credits") or a prose section under a heading (rulebook, FAQ)."""

    number: str | None = None
    title: str = ""
    flavour: str = ""  # untitled flavour paragraph under the heading
    has_body: bool = True  # False for table-of-contents entries beyond the ingested body
    references: tuple[Reference, ...] = ()
    examples: tuple[str, ...] = ()  # example addresses
    # A prose section can end with a "Related:" line too (the Rules Reference's "Winning the Game").
    related: tuple[str, ...] = ()  # resolved node addresses
    related_names: tuple[str, ...] = ()  # the names as the Related line wrote them
    kind = "section"

    @property
    def label(self) -> str:
        return f"{self.number} {self.title}".strip() if self.number else self.title


@dataclass(frozen=True)
class Rule(Node):
    """A numbered rule (1.10.3) or lettered sub-rule (1.10.3c)."""

    number: str = ""
    examples: tuple[str, ...] = ()
    references: tuple[Reference, ...] = ()
    kind = "rule"

    @property
    def label(self) -> str:
        return self.number


@dataclass(frozen=True)
class Example(Node):
    """A worked example attached to a rule, section, term or step."""

    index: int = 1
    cards: tuple[str, ...] = ()  # card names mentioned (emphasis, capitals or card data)
    references: tuple[Reference, ...] = ()
    kind = "example"

    @property
    def label(self) -> str:
        return f"Example {self.index}"


@dataclass(frozen=True)
class GlossaryTerm(Node):
    """A glossary entry or one of its sub-entries ("Paid Abilities" under "Abilities")."""

    name: str = ""
    related: tuple[str, ...] = ()  # term addresses, resolved at parse time
    related_names: tuple[str, ...] = ()  # the names as the Related line wrote them
    examples: tuple[str, ...] = ()
    references: tuple[Reference, ...] = ()
    kind = "term"

    @property
    def label(self) -> str:
        return self.name


@dataclass(frozen=True)
class Transition:
    """A way out of a timing step: "go to [7]" under the condition "If the Runner jacks out"."""

    target: str  # step address
    condition: str = ""


@dataclass(frozen=True)
class TimingStructure(Node):
    """A whole timing structure: the Corp's turn, the Runner's turn, a run."""

    name: str = ""  # slug used in addresses: run, corp-turn, runner-turn
    title: str = ""
    kind = "timing"

    @property
    def label(self) -> str:
        return self.title


@dataclass(frozen=True)
class TimingStep(Node):
    """One numbered step ([3.1]) of a timing structure, with the windows it opens and where it leads."""

    structure: str = ""  # structure slug
    number: str = ""  # "3.1"
    title: str = ""  # "Encounter ICE" for phase steps
    windows: tuple[str, ...] = ()  # paid-abilities, rez-ice, rez-non-ice, score-agendas
    transitions: tuple[Transition, ...] = ()
    triggers: tuple[str, ...] = ()  # trigger conditions met here, e.g. 'When encountered...'
    references: tuple[Reference, ...] = ()
    examples: tuple[str, ...] = ()
    kind = "step"

    @property
    def label(self) -> str:
        return f"[{self.number}] {self.title}".strip()


@dataclass(frozen=True)
class SummaryClaim:
    """One bullet of a document's own Summary of Changes, as written."""

    text: str
    original_text: str
    line: int
    # The nodes the claim names exactly, when the source marks them (a YAML changelog's {ref:id}).
    references: tuple[Reference, ...] = ()


@dataclass(frozen=True)
class Issue:
    """Something the parser or normaliser could not map; listed in the build report, never dropped."""

    line: int
    kind: str  # unmapped-glyph, unresolved-related, stray-line, ...
    detail: str
    node: str = ""  # the node it concerns, where the parser knows it


@dataclass(frozen=True)
class Document:
    """One ingested rules document and all of its nodes."""

    id: str
    family: str
    title: str
    version: str
    effective: str  # ISO date
    format: str
    path: str
    nodes: dict[str, Node] = field(default_factory=dict)
    top: tuple[str, ...] = ()  # addresses of top-level nodes, in document order
    summary_of_changes: tuple[SummaryClaim, ...] = ()
    summary_baseline: str | None = None  # the version the summary says it describes changes from
    issues: tuple[Issue, ...] = ()

    kind = "document"

    @property
    def address(self) -> str:
        return self.id

    def of_kind(self, kind: str) -> Iterator[Node]:
        """The document's nodes of one kind, in document order."""
        return (n for n in self.nodes.values() if n.kind == kind)

    @property
    def version_key(self) -> tuple[int, ...]:
        """The version as a comparable tuple: "1.10" sorts after "1.9", unlike a float."""
        return version_key(self.version)


def version_key(version: str) -> tuple[int, ...]:
    """Turn "1.4.1" into (1, 4, 1) so versions compare as versions."""
    parts = []
    for piece in version.split("."):
        digits = "".join(ch for ch in piece if ch.isdigit())
        parts.append(int(digits) if digits else 0)
    return tuple(parts)
