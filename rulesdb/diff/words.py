"""Word-level diff of two texts as [[op, text], ...], and the word swaps it contains.

Swaps (one or two words replaced by one or two others, e.g. "tokens" -> "counters") are what a
document-wide terminology change is made of; `classify` decides which swaps recur enough to name.
"""

from __future__ import annotations

from dataclasses import dataclass
from difflib import SequenceMatcher

from rulesdb.diff.textnorm import is_word, token_key, tokens

Segment = list[str]  # [op, text], op in "equal", "insert", "delete"
_SWAP_MAX_WORDS = 2


@dataclass(frozen=True)
class WordDiff:
    """Segments in reading order, and the (old, new) word swaps, folded to singular lower case."""

    segments: tuple[tuple[str, str], ...]
    swaps: tuple[tuple[str, str], ...]

    def as_lists(self) -> list[Segment]:
        return [[op, text] for op, text in self.segments]


def word_diff(old: str, new: str) -> WordDiff:
    """Inserted and deleted words between two texts, compared as `textnorm` compares them."""
    a, b = tokens(old), tokens(new)
    opcodes = SequenceMatcher(
        None, [token_key(t) for t in a], [token_key(t) for t in b], autojunk=False
    ).get_opcodes()
    swaps = tuple(
        s
        for s in (_swap(a[i1:i2], b[j1:j2]) for op, i1, i2, j1, j2 in opcodes if op == "replace")
        if s
    )
    runs = _absorb_short_equal_runs([(op, a[i1:i2], b[j1:j2]) for op, i1, i2, j1, j2 in opcodes])
    return WordDiff(tuple(_segments(runs)), swaps)


def _absorb_short_equal_runs(runs: list[tuple[str, list[str], list[str]]]):
    """A single equal token between two changes joins them: "brain damage tokens" goes whole."""
    out: list[tuple[str, list[str], list[str]]] = []
    for index, (op, old, new) in enumerate(runs):
        between = 0 < index < len(runs) - 1 and out and out[-1][0] != "equal"
        if op == "equal" and between and len(old) == 1 and runs[index + 1][0] != "equal":
            op = "replace"
        if out and op != "equal" and out[-1][0] != "equal":
            previous = out.pop()
            out.append(("replace", previous[1] + old, previous[2] + new))
        else:
            out.append((op, old, new))
    return out


def _segments(runs) -> list[tuple[str, str]]:
    segments: list[tuple[str, str]] = []
    for op, old, new in runs:
        if op == "equal":
            segments.append(("equal", _join(new)))
            continue
        if old:
            segments.append(("delete", _join(old)))
        if new:
            segments.append(("insert", _join(new)))
    return [(op, text) for op, text in segments if text]


def _join(toks: list[str]) -> str:
    return "".join(toks).strip()


def _swap(old: list[str], new: list[str]) -> tuple[str, str] | None:
    """("brain", "core") for a replacement of at most two words by at most two words."""
    old_words = [token_key(t) for t in old if is_word(t)]
    new_words = [token_key(t) for t in new if is_word(t)]
    if not old_words or not new_words or len(old) != len(old_words) or len(new) != len(new_words):
        return None
    if max(len(old_words), len(new_words)) > _SWAP_MAX_WORDS:
        return None
    return " ".join(map(_singular, old_words)), " ".join(map(_singular, new_words))


def _singular(word: str) -> str:
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def inserted_text(segments: list[Segment] | tuple[tuple[str, str], ...]) -> str:
    """The new text as the segments rebuild it (equal and inserted parts)."""
    return " ".join(text for op, text in segments if op != "delete")


def deleted_text(segments: list[Segment] | tuple[tuple[str, str], ...]) -> str:
    """The old text as the segments rebuild it (equal and deleted parts)."""
    return " ".join(text for op, text in segments if op != "insert")
