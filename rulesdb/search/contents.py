"""The searchable words of every node, kept once per distinct content: the releases of a document
repeat most of their texts, so indexing and ranking cost grows with the words that are new, not with
the number of releases. Plain data; the Whoosh side is in `index`.
"""

from __future__ import annotations

import hashlib
import pickle
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from rulesdb.search.ranking import NUMBER_KEY, Impacts
from rulesdb.search.records import records

#: The fields a node is found by, in the order their scores add up (see rulesdb.search.index.FIELD_BOOSTS).
ANALYSED = ("title", "defines", "named", "cards", "text", "examples", "asked")
#: What a hit shows and filters on, per node.
SHOWN = ("address", "kind", "document", "family", "version", "number", "label", "text", "examples", "by_id")
_SURFACE = re.compile(r"[a-z]{3,}")


@dataclass(frozen=True)
class Ranking:
    """What an opened index ranks and shows: every node's shown fields, the impacts of its words, the
    texts the phrase index holds (by key: title, text and the contents that have them), and how
    often each word is written."""

    nodes: list[dict]
    impacts: Impacts
    phrases: dict[str, tuple[str, str, tuple[int, ...]]]
    word_counts: Counter


def phrase_key(title: str, text: str) -> str:
    """The name of a (title, text) pair in the phrase index: its digest, so an unchanged text keeps it."""
    return hashlib.sha256(f"{title}\0{text}".encode()).hexdigest()[:24]


def ranking(
    documents: dict,
    cards: dict[str, tuple[str, ...]],
    defined: dict[str, tuple[str, ...]],
    terms: Callable[[str], tuple[dict[str, int], float]],
    field_boosts: dict[str, float],
) -> Ranking:
    """Every indexed node of `documents` with its impacts; `terms(text)` analyses a text into term
    frequencies and its length as the index stores it (each distinct text is analysed once)."""
    nodes, boosts, content_of = [], [], []
    contents: dict[tuple, int] = {}
    for record in records(documents, cards, defined):
        key = tuple(record[f] for f in ANALYSED) + (record["number"],)
        content_of.append(contents.setdefault(key, len(contents)))
        boosts.append(record["boost"])
        nodes.append(record)
    values = list(contents)
    shared = [values[c] for c in content_of]  # equal texts become one object: pickled and kept once
    for record, value in zip(nodes, shared, strict=True):
        record["text"], record["examples"] = value[ANALYSED.index("text")], value[ANALYSED.index("examples")]
    analysed = [[terms(v) for v in value[: len(ANALYSED)]] for value in values]
    counts = [[t for t, _ in fields] + [_number_terms(value[-1])]
              for value, fields in zip(values, analysed, strict=True)]
    lengths = {f: [analysed[c][i][1] for c in content_of] for i, f in enumerate(ANALYSED)}
    lengths["number"] = [1.0] * len(nodes)
    impacts = Impacts.from_counts(counts, lengths, field_boosts, boosts, content_of)
    return Ranking(
        nodes=[{f: record[f] for f in SHOWN} for record in nodes],
        impacts=impacts,
        phrases=_phrases(values),
        word_counts=_word_counts(values, impacts.members),
    )


def _number_terms(number: str) -> dict[str, int]:
    return {NUMBER_KEY + number: 1} if number else {}


def _phrases(values: list[tuple]) -> dict[str, tuple[str, str, tuple[int, ...]]]:
    found: dict[str, tuple[str, str, list[int]]] = {}
    title, text = ANALYSED.index("title"), ANALYSED.index("text")
    for content, value in enumerate(values):
        key = phrase_key(value[title], value[text])
        found.setdefault(key, (value[title], value[text], []))[2].append(content)
    return {k: (title_, text_, tuple(contents)) for k, (title_, text_, contents) in found.items()}


def _word_counts(values: list[tuple], members: list[tuple[int, ...]]) -> Counter:
    """How often each word of three letters or more is written in the nodes' texts (a spelling
    suggestion prefers the common word)."""
    text = ANALYSED.index("text")
    counts: Counter = Counter()
    for content, value in enumerate(values):
        for word, n in Counter(_SURFACE.findall(value[text].lower())).items():
            counts[word] += n * len(members[content])
    return counts


def save(path: Path, value) -> None:
    """Store a ranking (or the texts' term counts) beside the index."""
    with open(path, "wb") as fh:
        pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)


def load(path: Path):
    """A stored ranking or term counts (the build's sealed digests vouch for the file)."""
    with open(path, "rb") as fh:
        return pickle.load(fh)
