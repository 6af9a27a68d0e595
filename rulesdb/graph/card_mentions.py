"""Which cards a node's text names, from the documents' emphasis or NetrunnerDB titles: a title is
matched as written or in capitals; one that is also an ordinary word of the documents is believed
only in capitals, and a one-word title opening a sentence or inside a longer name not at all.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from rulesdb.model import Document
from rulesdb.spelling import unmarked

_TOKEN = re.compile(r"[^\W_]+(?:['’\-](?![sS]\b)[^\W_]+)*!?")  # "Atman's" -> "Atman", "s"
MIN_SINGLE = 4  # one-word titles shorter than this ("Bug", "Owl") are too easily ordinary words
SCANNED_KINDS = ("rule", "example", "term", "step", "section")


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def key(name: str) -> tuple[str, ...]:
    """How card names compare: "TOLLBOOTH", "Tollbooth" and "tollbooth" are one card."""
    return tuple(_fold(t) for t in tokens(name))


def typed_keys(name: str) -> list[tuple[str, ...]]:
    """The keys of a name as a judge may type it on a phone, the printed one first: without its accents and marks
    ("Tao Salonga", "Blueberry Diesel", "Paule's Cafe"), its hyphens as spaces ("Self Modifying Code"), its
    apostrophes left out ("Aesops Pawnshop", "Will-o-the-Wisp", "will o the wisp").

    >>> [" ".join(k) for k in typed_keys("Will-o’-the-Wisp")]
    ['will-o the-wisp', 'will o the wisp', 'will-o-the-wisp']
    """
    bare = typed(name).replace("!", "")
    spaced = bare.replace("-", " ")
    forms = [name, bare, spaced, spaced.replace("'", ""), bare.replace("'", "")]
    return [k for k in dict.fromkeys(key(f) for f in forms) if k]


def typed_names(names: Iterable[tuple[str, str]]) -> dict[tuple[str, ...], str]:
    """Each typed form (`typed_keys`, beyond the printed one) of the (written name, title) pairs -> its title, when
    only one title has that form: a form two cards share names neither.

    >>> typed_names([("Déjà Vu", "Déjà Vu"), ("Dejà Vu", "Dejà Vu"), ("Māui", "Māui")])
    {('maui',): 'Māui'}
    """
    claimed: dict[tuple[str, ...], set[str]] = {}
    for written, title in names:
        for form in typed_keys(written)[1:]:
            claimed.setdefault(form, set()).add(title)
    return {form: titles.pop() for form, titles in claimed.items() if len(titles) == 1}


def typed(text: str) -> str:
    """The text as a phone's keyboard types it: no accents, no ™, straight quotes (rulesdb.spelling.unmarked)."""
    return unmarked(text.replace("™", ""))


def unaccented(key: tuple[str, ...]) -> tuple[str, ...]:
    """A name's key as a phone's keyboard types it, without accents ("tāo salonga" -> "tao salonga")."""
    return tuple(unmarked(word) for word in key)


def aliases(title: str, shared_heads: set[str] = frozenset()) -> list[str]:
    """The names a document may use for a card: the title, an identity's name before the colon
    (unless several identities share it, like a faction's "Haas-Bioroid"), a nickname."""
    names = [title]
    head = title.split(":", 1)[0].strip()
    if head != title and head not in shared_heads:
        names.append(head)
    return names + re.findall(r'["“]([^"”]+)["”]', head)


@dataclass
class CardMatcher:
    """Finds card names in text; built once from the known titles and the documents' vocabulary."""

    canonical: dict[tuple[str, ...], str] = field(default_factory=dict)
    caps_only: set[tuple[str, ...]] = field(default_factory=set)
    by_first: dict[str, list[tuple[str, ...]]] = field(default_factory=dict)  # longest first
    lowercase: set[str] = field(default_factory=set)  # words the documents write in lower case

    def add(self, name: str, canonical: str) -> None:
        k = key(name)
        if not k or (len(k) == 1 and len(k[0].rstrip("!")) < MIN_SINGLE) or k in self.canonical:
            return
        self.canonical[k] = canonical
        candidates = self.by_first.setdefault(k[0], [])
        candidates.append(k)
        candidates.sort(key=len, reverse=True)

    def learn_ordinary(self, texts: Iterable[str]) -> None:
        """Names the documents also write in lower case ("guard", "hedge fund") are believed only in capitals."""
        for text in texts:
            written, lowered = read_words(text)
            ordinary = {w for w, low in zip(written, lowered) if w == low}
            self.lowercase |= ordinary
            self.caps_only |= self.written_in_lower_case(text, ordinary)

    def written_in_lower_case(self, text: str, ordinary: set[str] | frozenset[str]) -> set[tuple[str, ...]]:
        """The names `text` writes in lower case (`ordinary`: its words written so)."""
        found: set[tuple[str, ...]] = set()
        starts = self.by_first.keys() & ordinary  # names whose first word this text writes in lower case
        if not starts:
            return found
        written, lowered = read_words(text)
        for i, low in enumerate(lowered):
            if low not in starts or written[i] != low:
                continue
            for k in self.by_first[low]:
                run = written[i : i + len(k)]
                if lowered[i : i + len(k)] == k and all(w.islower() for w in run):
                    found.add(k)
        return found

    def find(self, text: str) -> list[str]:
        """Canonical names of the cards the text mentions, in order of first mention."""
        found: list[str] = []
        written, lowered = read_words(text)
        candidates = [i for i, low in enumerate(lowered) if low in self.by_first]  # where a name may start
        words = _Words(text, written, _starts(text, written)) if candidates else None
        free = 0  # the words of a name found are used up
        for i in candidates:
            if i < free:
                continue
            k = self._match_at(words, lowered, i)
            if k:
                free = i + len(k)
                if self.canonical[k] not in found:
                    found.append(self.canonical[k])
        return found

    def _match_at(self, words: _Words, lowered: tuple[str, ...], i: int) -> tuple[str, ...] | None:
        """The longest believable name starting at word i."""
        for k in self.by_first.get(lowered[i], ()):
            if lowered[i : i + len(k)] == k and self._believable(k, words, i):
                return k
        return None

    def _believable(self, k: tuple[str, ...], words: _Words, i: int) -> bool:
        written = words.written[i : i + len(k)]
        if all(w.isupper() or not w.isalpha() for w in written) and any(
            w.isalpha() for w in written
        ):
            return True
        if k in self.caps_only or not all(
            w[:1].isupper() or not w[:1].isalpha() or w == "s" for w in written
        ):
            return False
        if len(k) == 1 and _sentence_start(words.text, words.starts[i]):
            return False
        return not self._inside_longer_name(words, i, len(k))

    def _inside_longer_name(self, words: _Words, i: int, n: int) -> bool:
        """ "Kathy Bishop", "Wormhole Surfer": a capitalised neighbour that is no ordinary word
        makes a longer name."""
        neighbours = []
        if i > 0 and words.between(i - 1).isspace():
            neighbours.append(words.written[i - 1])
        j = i + n
        if j < len(words.written) and words.between(j - 1).isspace():
            neighbours.append(words.written[j])
        return any(w[:1].isupper() and w.lower() not in self.lowercase for w in neighbours)


@dataclass(frozen=True)
class _Words:
    """A text's words as written, and where each starts."""

    text: str
    written: tuple[str, ...]
    starts: list[int]

    def between(self, i: int) -> str:
        """What the text has between word i and the next."""
        return self.text[self.starts[i] + len(self.written[i]) : self.starts[i + 1]]


@lru_cache(maxsize=1 << 13)
def read_words(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A text's words as written and folded; remembered, as learning and finding read the same texts."""
    written = tuple(_TOKEN.findall(text))
    return written, tuple(_folded(written, text))


def _starts(text: str, written: tuple[str, ...]) -> list[int]:
    """Where each word starts: a word is matched at the first word character after the previous one,
    so it is the word's first occurrence there."""
    starts, at = [], 0
    for word in written:
        at = text.index(word, at)
        starts.append(at)
        at += len(word)
    return starts


def _sentence_start(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \"'“‘*(")
    return not before or before[-1] in ".!?"


def _fold(word: str) -> str:
    return word.lower().replace("’", "'")


def _folded(words: list[str], text: str) -> list[str]:
    """`_fold` of each word of `text`, the apostrophes replaced only where the text has any."""
    lowered = [w.lower() for w in words]
    return [w.replace("’", "'") for w in lowered] if "’" in text else lowered


def build_matcher(documents: dict[str, Document], card_titles: Iterable[str] | None) -> CardMatcher:
    """A matcher for NetrunnerDB titles (when given) and every card the documents' examples name."""
    matcher = named_matcher(documents, card_titles)
    # Releases repeat most of their texts: each distinct text is read once.
    matcher.learn_ordinary(dict.fromkeys(n.text for d in documents.values() for n in d.nodes.values()))
    return matcher


def named_matcher(documents: dict[str, Document], card_titles: Iterable[str] | None) -> CardMatcher:
    """The matcher's names, before it learns the documents' ordinary words."""
    matcher = CardMatcher()
    titles = sorted(card_titles or ())
    heads = Counter(t.split(":", 1)[0].strip() for t in titles if ":" in t)
    shared = {h for h, n in heads.items() if n > 1}
    by_key = {key(name): t for t in titles for name in reversed(aliases(t, shared))}
    written = [name for doc in documents.values() for node in doc.of_kind("example") for name in node.cards]
    # Full names first, so that a nickname ("Geist") is an alias of its card, never a card of its own.
    for name in sorted(dict.fromkeys(written), key=lambda n: -len(key(n))):
        canonical = by_key.get(key(name)) or display_name(name)
        matcher.add(name, canonical)
        for nickname in re.findall(r'["“]([^"”]+)["”]', name):
            matcher.add(nickname, canonical)
    for title in titles:
        for name in aliases(title, shared):
            matcher.add(name, title)
    return matcher


def display_name(name: str) -> str:
    """A card name as a listing shows it: "PROCESS AUTOMATION" -> "Process Automation"."""
    name = " ".join(name.split())
    return name.title() if name.isupper() else name


def cards_by_node(
    documents: dict[str, Document], card_titles: Iterable[str] | None = None
) -> dict[str, tuple[str, ...]]:
    """Address -> canonical names of the cards that node's text mentions (examples include their emphasis)."""
    matcher = build_matcher(documents, card_titles)
    result: dict[str, tuple[str, ...]] = {}
    found: dict[str, list[str]] = {}  # text -> its cards: releases repeat most texts
    for doc in documents.values():
        result.update(document_cards(matcher, doc, found))
    return result


def document_cards(matcher: CardMatcher, doc: Document, found: dict[str, list[str]]) -> dict[str, tuple[str, ...]]:
    """Address -> the cards that node names, for one document (`found` remembers each text's cards)."""
    result: dict[str, tuple[str, ...]] = {}
    for node in doc.nodes.values():
        if node.kind not in SCANNED_KINDS:
            continue
        if node.text not in found:
            found[node.text] = matcher.find(node.text)
        names = list(found[node.text])
        for written in getattr(node, "cards", ()):
            name = matcher.canonical.get(key(written))
            if name and name not in names:
                names.append(name)
        if names:
            result[node.address] = tuple(names)
    return result
