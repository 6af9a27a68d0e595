"""The word-level self-check: every word of a node's source span is in the node, in order.

Normalisation changes spelling, never words, so the check compares words after undoing what the
normalisers do on purpose: icons in any source form (a glyph, LaTeX, "[c]") read as no word, emphasis
and link marks are not words, a word hyphenated across a line break is one word, and a known OCR
misreading reads as its repair. Whatever else is missing is a loss, reported with the words lost.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from rulesdb.fidelity.account import SourceAccount
from rulesdb.memo import per_parse
from rulesdb.model import Document, Node
from rulesdb.normalize.ocr import repair_text

# Letters and digits are separate words, so "1.10.3c" and "c. If..." both give the letter "c".
_WORD = re.compile(r"[^\W\d_]+|\d+")
_ASCII_WORD = re.compile(r"[a-z]+|[0-9]+")  # the same, for lower-cased ASCII text
# Source forms of icons and markup that carry no word: LaTeX commands, "(plaintext: ...)" targets aside.
_LATEX = re.compile(r"\\[A-Za-z]+(?:\{[^{}]*\})*|\$|\\.")
_ICON = re.compile(r"\[(?:c|click|recurring|link|MU|sub|trash|interrupt|\?)\]", re.IGNORECASE)
_LINK_TARGET = re.compile(r"\]\((?!plaintext)[^()]*\)")
_HYPHEN_BREAK = re.compile(r"(\w)-\n\s*(\w)")
#: Node fields whose text a reader sees, in the order the source writes them.
_FIELDS = ("number", "semantic_id", "title", "name", "text", "flavour", "related_names")


@dataclass(frozen=True)
class Loss:
    """A node missing words of its source span."""

    address: str
    line: int
    missing: tuple[str, ...]

    def as_dict(self) -> dict:
        return {"node": self.address, "line": self.line, "missing": " ".join(self.missing)}


def source_words(text: str, source_forms=None) -> list[str]:
    """The words of source text, icons and markup left out, OCR misreadings read as repaired.

    `source_forms` reads the format's icon glyphs as plaintext icons (see SourceAccount.source_forms).
    """
    if "-\n" in text:  # else the pattern, which starts at any letter, cannot match
        text = _HYPHEN_BREAK.sub(r"\1\2", text)
    if source_forms is not None:
        text = source_forms(text)
    text = _ICON.sub(" ", _LATEX.sub(" ", _LINK_TARGET.sub("] ", text)))
    return words(repair_text(text))


def node_text(node: Node) -> str:
    """The fields of a node a reader sees, its number, title or name first, joined in the order the
    source writes them: its words (icons left out) are the words the node kept."""
    pieces = ["example examples", str(getattr(node, "index", ""))] if node.kind == "example" else []
    for name in _FIELDS:
        if name == "related_names" and getattr(node, name, ()):
            pieces.append("related")
        value = getattr(node, name, "")
        pieces.extend(value if isinstance(value, tuple) else [value or ""])
    return " ".join(pieces)


def words(text: str) -> list[str]:
    if text.isascii():  # nearly every text: its letters are a-z once lower-cased
        return _ASCII_WORD.findall(text.lower())
    return [w.casefold() for w in _WORD.findall(text)]


def missing_words(source: list[str], kept: list[str]) -> list[str]:
    """Source words outside the longest in-order matches with the kept words.

    >>> missing_words(["gain", "1", "one", "credit"], ["gain", "1", "c"])
    ['one', 'credit']
    """
    if _in_order(source, kept):
        return []
    matcher = difflib.SequenceMatcher(None, source, kept, autojunk=False)
    matched = set()
    for block in matcher.get_matching_blocks():
        matched.update(range(block.a, block.a + block.size))
    return [word for i, word in enumerate(source) if i not in matched]


def _in_order(source: list[str], kept: list[str]) -> bool:
    """True when every source word is among the kept words in order (the common, clean case)."""
    remaining = iter(kept)
    return all(word in remaining for word in source)


def self_check(document: Document, account: SourceAccount) -> list[Loss]:
    """Every node whose source span has words the node lost."""
    losses = []
    skip = account.category_mask()
    for address, spans in account.node_spans().items():
        node = document.nodes.get(address)
        if node is None:
            continue
        text = "\n".join(_unskipped(account.text, skip, start, end) for start, end in spans)
        lost = lost_words(text, node_text(node), account.source_forms)
        if lost:
            losses.append(Loss(address, account.line_of(spans[0][0]), lost))
    return losses


@per_parse  # the releases of a document repeat most of their texts: each distinct check is made once
def lost_words(source: str, node: str, source_forms=None) -> tuple[str, ...]:
    """The words of `source` text (written in `source_forms`) missing from a node's `node_text`."""
    return tuple(missing_words(source_words(source, source_forms), words(_ICON.sub(" ", node))))


def _unskipped(text: str, skip: bytearray, start: int, end: int) -> str:
    """The span's text with characters of named non-content categories read as spaces."""
    if skip.find(1, start, end) < 0:
        return text[start:end]
    return "".join(" " if skip[i] else text[i] for i in range(start, end))
