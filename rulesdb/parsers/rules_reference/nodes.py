"""Rules Reference blocks turned into builder nodes: paragraphs appended, examples attached, Related lines resolved.

Shared by the prose sections, the glossary and the timing back matter, so every node's text and
original text are assembled, normalised and checked for unmapped glyphs the same way.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from collections.abc import Iterable, Mapping

from rulesdb.model import GlossaryTerm, Section
from rulesdb.normalize import Cleaned, clean
from rulesdb.parsers.builder import DocumentBuilder, slugify
from rulesdb.parsers.references import extract_references
from rulesdb.parsers.rules_reference.blocks import (
    Block,
    is_example,
    is_title_like,
    related_names,
    strip_example_label,
)
from rulesdb.parsers.rules_reference.cards import CardIndex, detect_cards, index_cards

PROFILE = "ffg-rules-reference"


class Writer:
    """Adds Rules Reference nodes to a DocumentBuilder and remembers Related lines until every target exists."""

    def __init__(
        self,
        builder: DocumentBuilder,
        blocks: list[Block],
        known_cards: CardIndex | Iterable[str] | None = None,
    ):
        self.b = builder
        self.cards = (
            known_cards
            if known_cards is None or isinstance(known_cards, Mapping)
            else index_cards(known_cards)
        )
        self.terms = {block.first for block in blocks if is_title_like(block)}
        self.pending: list[tuple[str, tuple[str, ...], int]] = []
        self._names: dict[str, Cleaned] = {}

    def clean(self, text: str) -> Cleaned:
        return clean(text, PROFILE)

    def clean_name(self, name: str) -> str:
        """A heading or Related name, normalised once however often the document repeats it."""
        if name not in self._names:
            self._names[name] = self.clean(name)
        return self._names[name].text

    def name(self, block: Block) -> str:
        return self.clean_name(block.first)

    def add(self, cls: type, address: str, parent: str | None, heading: Block, **fields) -> str:
        """A node under `heading`: its text starts empty, its original text with the heading as written."""
        start = Cleaned("", heading.original)
        return self.b.add(cls, self.b.unique(address), parent, start, heading.line, **fields)

    def section(self, block: Block, parent: str | None) -> str:
        title = self.name(block)
        return self.add(
            Section, self.b.address("section", slugify(title)), parent, block, title=title
        )

    def body(self, address: str, block: Block) -> None:
        """A block inside a node: its Related line, one of its examples, or a paragraph of its text."""
        names = related_names(block)
        if names is not None:
            self.pending.append((address, names, block.line))
            self.b.owns(address, block.line, block.original)
        elif is_example(block):
            self.example(address, block)
        else:
            self.paragraph(address, block)

    def paragraph(self, address: str, block: Block) -> None:
        cleaned = self.clean(block.text)
        fields = self.b.get(address)
        self.b.update(
            address,
            text=_joined(fields["text"], cleaned.text),
            original_text=_joined(fields["original_text"], block.original),
        )
        if self.b.classes[address] in (GlossaryTerm, Section):
            refs = tuple(fields.get("references", ())) + extract_references(cleaned.text)
            self.b.update(address, references=tuple(dict.fromkeys(refs)))
        self.b.note_unmapped(cleaned, block.line)

    def example(self, owner: str, block: Block) -> str:
        cleaned = self.clean(strip_example_label(block.text))
        cards = detect_cards(cleaned.text, self.cards, self.terms)
        cleaned = dataclasses.replace(cleaned, original=block.original, cards=cards)
        return self.b.add_example(owner, cleaned, block.line)

    def resolve_related(self) -> None:
        """Point every Related line at term (or section) addresses; report the names that match nothing."""
        index = RelatedIndex(self.b)
        for address, written, line in self.pending:
            names = tuple(self.clean_name(name) for name in written)
            found = []
            for name in names:
                target = index.resolve(name)
                if target is None:
                    self.b.issue(line, "unresolved-related", name)
                else:
                    found.append(target)
            self.b.update(address, related_names=names, related=tuple(dict.fromkeys(found)))


def _joined(before: str, more: str) -> str:
    return f"{before}\n\n{more}" if before and more else before or more


class RelatedIndex:
    """Names of terms and sections, matched as Related lines write them: any case, plural, abbreviation."""

    def __init__(self, builder: DocumentBuilder):
        self.keys: dict[str, list[tuple[int, str]]] = {}
        for address, fields in builder.fields.items():
            cls = builder.classes[address]
            if cls is GlossaryTerm:
                rank = 2 if builder.classes.get(fields["parent"]) is GlossaryTerm else 0
                self._index(fields["name"], address, rank)
            elif cls is Section:
                self._index(fields["title"], address, 1)

    def _index(self, name: str, address: str, rank: int) -> None:
        for alias in aliases(name):
            self.keys.setdefault(key(alias), []).append((rank, address))

    def resolve(self, name: str) -> str | None:
        """The best address for `name`: exact key, then a word-stem prefix, then a close spelling."""
        wanted = key(name)
        if wanted in self.keys:
            return min(self.keys[wanted])[1]
        stems = [stem(w) for w in wanted.split()]
        prefixed = {
            min(v)
            for k, v in self.keys.items()
            if [stem(w) for w in k.split()][: len(stems)] == stems
        }
        best = min(prefixed, default=None)
        if best and sum(rank == best[0] for rank, _ in prefixed) == 1:
            return best[1]
        close = difflib.get_close_matches(wanted, self.keys, n=1, cutoff=0.85)
        return min(self.keys[close[0]])[1] if close else None


def aliases(name: str) -> list[str]:
    """Every name a heading answers to: "Headquarters (HQ)" is also "HQ", "Corp / Corporation" both."""
    found = [name, *(part for part in name.split(" / ") if part != name)]
    abbreviation = re.search(r"\(([^()]+)\)\s*$", name)
    if abbreviation:
        found += [name[: abbreviation.start()].strip(), abbreviation.group(1)]
    return found


def key(name: str) -> str:
    return " ".join(singular(w) for w in re.findall(r"[a-z0-9&]+", name.lower()))


def singular(word: str) -> str:
    if len(word) > 3 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def stem(word: str) -> str:
    """The word without plural or -ing/-ed ending: advance and advancing share "advanc"."""
    return re.sub(r"(?:ing|ed|e)$", "", singular(word)) if len(word) > 4 else word
