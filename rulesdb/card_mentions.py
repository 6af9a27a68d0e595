"""Which card names a rule, example or step mentions, from the documents' own emphasis or from NetrunnerDB titles.

A title is matched as written or in capitals (the CR writes TOLLBOOTH); a title that is also an
ordinary word of the documents ("Guard", "Breach") is only believed in capitals, and a one-word
title at the start of a sentence is not believed at all, so rules prose does not sprout cards.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable

from rulesdb.model import Document

_TOKEN = re.compile(r"[^\W_]+(?:['’\-](?!s\b)[^\W_]+)*!?")  # "Atman's" -> "Atman", "s"
MIN_SINGLE = 4  # one-word titles shorter than this ("Bug", "Owl") are too easily ordinary words
SCANNED_KINDS = ("rule", "example", "term", "step", "section")


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def key(name: str) -> tuple[str, ...]:
    """How card names compare: "TOLLBOOTH", "Tollbooth" and "tollbooth" are one card."""
    return tuple(t.lower() for t in tokens(name))


def aliases(title: str) -> list[str]:
    """The names a document may use for a card: the title, an identity's name before the colon, a nickname."""
    names = [title]
    head = title.split(":", 1)[0].strip()
    if head != title:
        names.append(head)
    return names + re.findall(r'["“]([^"”]+)["”]', head)


@dataclass
class CardMatcher:
    """Finds card names in text; built once from the known titles and the documents' vocabulary."""

    canonical: dict[tuple[str, ...], str] = field(default_factory=dict)
    caps_only: set[tuple[str, ...]] = field(default_factory=set)
    by_first: dict[str, list[tuple[str, ...]]] = field(default_factory=dict)

    def add(self, name: str, canonical: str, ordinary: set[tuple[str, ...]]) -> None:
        k = key(name)
        if not k or (len(k) == 1 and len(k[0].rstrip("!")) < MIN_SINGLE) or k in self.canonical:
            return
        self.canonical[k] = canonical
        if k in ordinary:
            self.caps_only.add(k)
        self.by_first.setdefault(k[0], []).append(k)

    def find(self, text: str) -> list[str]:
        """Canonical names of the cards the text mentions, in order of first mention."""
        found: list[str] = []
        spans = [(m.group(), m.start()) for m in _TOKEN.finditer(text)]
        words = [w for w, _ in spans]
        for i, (word, start) in enumerate(spans):
            for k in sorted(self.by_first.get(word.lower(), ()), key=len, reverse=True):
                written = words[i:i + len(k)]
                if self._believable(k, written, text, start):
                    name = self.canonical[k]
                    if name not in found:
                        found.append(name)
                    break
        return found

    def _believable(self, k: tuple[str, ...], written: list[str], text: str, start: int) -> bool:
        if tuple(w.lower() for w in written) != k:
            return False
        if all(w.isupper() or not w.isalpha() for w in written) and any(w.isalpha() for w in written):
            return True
        if k in self.caps_only or not all(w[:1].isupper() or not w[:1].isalpha() for w in written):
            return False
        return len(k) > 1 or not _sentence_start(text, start)


def _sentence_start(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \"'“‘*(")
    return not before or before[-1] in ".!?"


def ordinary_phrases(documents: dict[str, Document], longest: int = 5) -> set[tuple[str, ...]]:
    """Word runs the documents write in lower case: "guard", "hedge fund" would be ordinary words."""
    phrases: set[tuple[str, ...]] = set()
    for doc in documents.values():
        for node in doc.nodes.values():
            words = tokens(node.text)
            for i in range(len(words)):
                for n in range(1, longest + 1):
                    run = words[i:i + n]
                    if len(run) < n or not all(w.islower() for w in run):
                        break
                    phrases.add(tuple(run))
    return phrases


def build_matcher(documents: dict[str, Document], card_titles: Iterable[str] | None) -> CardMatcher:
    """A matcher for NetrunnerDB titles (when given) and every card the documents' examples name."""
    ordinary = ordinary_phrases(documents)
    matcher = CardMatcher()
    titles = sorted(card_titles or ())
    by_key = {key(t): t for t in titles}
    for title in titles:
        for name in aliases(title):
            matcher.add(name, title, ordinary)
    for doc in documents.values():
        for node in doc.of_kind("example"):
            for name in node.cards:
                matcher.add(name, by_key.get(key(name)) or display_name(name), set())
    return matcher


def display_name(name: str) -> str:
    """A card name as a listing shows it: "PROCESS AUTOMATION" -> "Process Automation"."""
    name = " ".join(name.split())
    return name.title() if name.isupper() else name


def cards_by_node(documents: dict[str, Document], card_titles: Iterable[str] | None = None) -> dict[str, tuple[str, ...]]:
    """Address -> canonical names of the cards that node's text mentions (examples include their emphasis)."""
    matcher = build_matcher(documents, card_titles)
    result: dict[str, tuple[str, ...]] = {}
    for doc in documents.values():
        for node in doc.nodes.values():
            if node.kind not in SCANNED_KINDS:
                continue
            names = matcher.find(node.text)
            for written in getattr(node, "cards", ()):
                name = matcher.canonical.get(key(written))
                if name and name not in names:
                    names.append(name)
            if names:
                result[node.address] = tuple(names)
    return result
