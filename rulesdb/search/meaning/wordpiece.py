"""The encoder's tokenizer, BERT's uncased WordPiece, written out so that the server, the build and the
browser's copy (static/meaning.js) cut a text into the same pieces without the model's tokenizer
package: clean the text, split on spaces, punctuation and CJK characters, lowercase and drop accents,
then cut each word greedily into the longest pieces of the vocabulary ("##" marks a piece inside a word).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

MAX_WORD = 100  # characters: a longer "word" is unknown, as BERT's tokenizer has it
UNKNOWN = "[UNK]"


def words(text: str) -> list[str]:
    """A text's words as BERT's basic tokenizer reads them (lowercased, accents dropped)."""
    found: list[str] = []
    for chunk in _spaced(text).split():
        chunk = "".join(c for c in unicodedata.normalize("NFD", chunk.lower()) if unicodedata.category(c) != "Mn")
        current = ""
        for char in chunk:
            if _is_punctuation(char):
                if current:
                    found.append(current)
                found.append(char)
                current = ""
            else:
                current += char
        if current:
            found.append(current)
    return found


def _spaced(text: str) -> str:
    """Control characters dropped, every kind of space a space, CJK ideographs standing alone."""
    out = []
    for char in text:
        code = ord(char)
        if code == 0 or code == 0xFFFD or (_is_control(char)):
            continue
        if _is_space(char):
            out.append(" ")
        elif _is_cjk(code):
            out.append(f" {char} ")
        else:
            out.append(char)
    return "".join(out)


def _is_space(char: str) -> bool:
    return char in " \t\n\r" or unicodedata.category(char) == "Zs"


def _is_control(char: str) -> bool:
    return char not in "\t\n\r" and unicodedata.category(char) in ("Cc", "Cf")


def _is_punctuation(char: str) -> bool:
    code = ord(char)
    return 33 <= code <= 47 or 58 <= code <= 64 or 91 <= code <= 96 or 123 <= code <= 126 \
        or unicodedata.category(char).startswith("P")


def _is_cjk(code: int) -> bool:
    return (0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0x20000 <= code <= 0x2A6DF
            or 0x2A700 <= code <= 0x2B73F or 0x2B740 <= code <= 0x2B81F or 0x2B820 <= code <= 0x2CEAF
            or 0xF900 <= code <= 0xFAFF or 0x2F800 <= code <= 0x2FA1F)


def pieces(word: str, known: Callable[[str], bool]) -> list[str]:
    """A word cut greedily into the longest known pieces, or [UNKNOWN] when it cannot be cut.

    >>> vocabulary = {"un", "##aff", "##able", "run"}
    >>> pieces("unaffable", vocabulary.__contains__), pieces("runs", vocabulary.__contains__)
    (['un', '##aff', '##able'], ['[UNK]'])
    """
    if len(word) > MAX_WORD:
        return [UNKNOWN]
    found, start = [], 0
    while start < len(word):
        end = len(word)
        while end > start:
            piece = word[start:end] if start == 0 else "##" + word[start:end]
            if known(piece):
                break
            end -= 1
        if end == start:
            return [UNKNOWN]
        found.append(piece)
        start = end
    return found


def tokenize(text: str, vocabulary: dict[str, int]) -> list[int]:
    """A text as the ids of its word pieces (an unknown word as the id of [UNK])."""
    known = vocabulary.__contains__
    return [vocabulary[p] for w in words(text) for p in pieces(w, known)]
