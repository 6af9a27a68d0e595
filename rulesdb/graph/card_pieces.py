"""Card mentions kept per document between builds. The card matcher is made from every document, so a
document's piece is keyed by what its own words can ask of the matcher (the names that start with one
of its words, which of them are believed only in capitals, and which of its capitalised words are also
ordinary words): adding a release finds cards again only where the answer may differ.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import TYPE_CHECKING

from rulesdb.graph.card_mentions import SCANNED_KINDS, CardMatcher, document_cards, key, named_matcher, read_words
from rulesdb.model import Document

if TYPE_CHECKING:
    from rulesdb.graph.reuse import Reuse


@dataclass(frozen=True)
class Words:
    """One document's words as the card matcher meets them."""

    folded: frozenset[str]  # every word, folded: where a name may start
    ordinary: frozenset[str]  # the words it writes in lower case
    capitalised: frozenset[str]  # lower-cased, the capitalised words beside a word a name may end or start with
    emphasised: tuple[str, ...]  # the card names its emphasis gives


def document_words(doc: Document) -> Words:
    """The words of every text of a document (each distinct text read once a process)."""
    folded, ordinary, capitalised = set(), set(), set()
    for text in dict.fromkeys(n.text for n in doc.nodes.values()):
        words = _text_words(text)
        folded |= words[0]
        ordinary |= words[1]
        capitalised |= words[2]
    emphasised = tuple(dict.fromkeys(name for n in doc.nodes.values() for name in getattr(n, "cards", ())))
    return Words(frozenset(folded), frozenset(ordinary), frozenset(capitalised), emphasised)


@lru_cache(maxsize=1 << 13)
def _text_words(text: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    written, lowered = read_words(text)
    ordinary = frozenset(w for w, low in zip(written, lowered) if w == low)
    # A name is believed in lower case only in capitals, which `CardMatcher.find` checks first.
    in_name = [w[:1].isupper() or not w[:1].isalpha() or w == "s" for w in written]
    beside = {w.lower() for i, w in enumerate(written)
              if w[:1].isupper() and ((i and in_name[i - 1]) or (i + 1 < len(written) and in_name[i + 1]))}
    return frozenset(lowered), ordinary, frozenset(beside)


def cards_by_node(documents: dict[str, Document], card_titles: Iterable[str] | None,
                  reuse: Reuse) -> dict[str, tuple[str, ...]]:
    """`card_mentions.cards_by_node`, each document's part kept while its words meet the same matcher."""
    matcher = named_matcher(documents, card_titles)
    words = {doc.id: reuse(f"card-words.{doc.id}", [doc], partial(document_words, doc))
             for doc in documents.values()}
    learned: dict[str, set] = {}  # text -> the names it writes in lower case: texts repeat
    for doc in documents.values():
        ordinary = words[doc.id].ordinary
        matcher.lowercase |= ordinary
        asked = sorted(k for k in matcher.canonical if k[0] in ordinary and words[doc.id].folded.issuperset(k))
        matcher.caps_only |= reuse(f"caps-only.{doc.id}", [doc], partial(_caps_only, matcher, doc, learned),
                                   (repr(asked),))
    result: dict[str, tuple[str, ...]] = {}
    found: dict[str, list[str]] = {}  # text -> its cards, from any document: a text's own words decide them
    for doc in documents.values():
        compute = partial(_texts_cards, matcher, doc, found)
        named = reuse(f"cards.{doc.id}", [doc], compute, (repr(_asked(matcher, words[doc.id])),))
        found.update((text, named.get(text, [])) for text in _scanned_texts(doc))
        result.update(document_cards(matcher, doc, found))
    return result


def _scanned_texts(doc: Document) -> dict[str, None]:
    return dict.fromkeys(n.text for n in doc.nodes.values() if n.kind in SCANNED_KINDS)


def _texts_cards(matcher: CardMatcher, doc: Document, found: dict[str, list[str]]) -> dict[str, list[str]]:
    """Text -> the cards it names, for the texts of one document that name any (`found` has the
    texts already read)."""
    named = {text: found[text] if text in found else matcher.find(text) for text in _scanned_texts(doc)}
    return {text: cards for text, cards in named.items() if cards}


def _caps_only(matcher: CardMatcher, doc: Document, learned: dict[str, set]) -> set[tuple[str, ...]]:
    """The names a document writes in lower case somewhere (believed only in capitals)."""
    found: set[tuple[str, ...]] = set()
    for text in dict.fromkeys(n.text for n in doc.nodes.values()):
        if text not in learned:
            learned[text] = matcher.written_in_lower_case(text, _text_words(text)[1])
        found |= learned[text]
    return found


def _asked(matcher: CardMatcher, words: Words) -> tuple:
    """What finding cards in a document's texts reads of the matcher."""
    names = sorted((k, name) for k, name in matcher.canonical.items() if words.folded.issuperset(k))
    caps_only = sorted(k for k in matcher.caps_only if words.folded.issuperset(k))
    ordinary = sorted(matcher.lowercase & words.capitalised)
    emphasised = [(k, matcher.canonical.get(k)) for k in map(key, words.emphasised)]
    return names, caps_only, ordinary, emphasised
