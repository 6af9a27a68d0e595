"""The cards a question may name besides those the documents name: every title of the card data, and an
identity called by the start of its name ("Noise" for "Noise: Hacker Extraordinaire") when no other
identity starts so, each also as a phone types it ("Tao Salonga", "Self Modifying Code"). A title made only
of words the current rules use ("Breach", "Success", "Data Breach") is not read as a card inside a question,
where those words are the rules' own; typed whole, the search still shows that card (`RulesDB.find`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rulesdb.graph.card_mentions import key as card_key
from rulesdb.graph.card_mentions import typed_names
from rulesdb.model import Document

_WORD = re.compile(r"[a-z]+")
SPELT_OUT = 3  # words: a name typed with its hyphens as spaces this long is a name, though rules' words make it


def rules_words(document: Document | None) -> frozenset[str]:
    """The words a document's text uses, lower-cased."""
    if document is None:
        return frozenset()
    return frozenset(w for node in document.nodes.values() for w in _WORD.findall((node.text or "").lower()))


def named_in_questions(titles: Iterable[str], ordinary: frozenset[str]) -> dict[tuple[str, ...], str]:
    """Name key -> card title, for every title and unshared identity head not made only of `ordinary` words.

    >>> named = named_in_questions(["Hippo", "Breach", "Noise: Hacker Extraordinaire", "Brëach", "Aesop’s Pawnshop"],
    ...                            frozenset({"breach", "aesop", "s", "pawnshop"}))
    >>> sorted(" ".join(k) for k in named), named[("noise",)]
    (['aesops pawnshop', 'brëach', 'hippo', 'noise', 'noise hacker extraordinaire'], 'Noise: Hacker Extraordinaire')
    """
    titles = list(titles)

    def unusual(k: tuple[str, ...]) -> bool:
        return bool(k) and not all(w in ordinary for w in k)

    found = {k: t for t in titles if unusual(k := card_key(t))}
    heads: dict[tuple[str, ...], list[str]] = {}
    for title in titles:
        if ":" in title:
            heads.setdefault(card_key(title.split(":", 1)[0]), []).append(title)
    for k, sharing in heads.items():
        if len(sharing) == 1 and unusual(k) and k not in found:
            found[k] = sharing[0]
    unshared = [(sharing[0].split(":", 1)[0], sharing[0]) for sharing in heads.values() if len(sharing) == 1]
    for typed, title in typed_names([*((t, t) for t in titles), *unshared]).items():  # as a phone types it
        if unusual(typed) or len(typed) >= SPELT_OUT:  # "expose" is the rules' word, "self modifying code" a name
            found.setdefault(typed, title)
    return found
