"""Text as the diff compares it: differences that are only formatting or noise are removed.

Emphasis, Markdown links, hard wraps, icon spellings, quote styles, leading labels
("a.", "Example 2:") and case do not count as changes; words, numbers and punctuation do.
"""

from __future__ import annotations

import functools
import re

_ICON_SPELLED = re.compile(r"\[(\w+)\]\s*\(plaintext:\s*(\[\w+\])\)", re.IGNORECASE)
_LINK = re.compile(r"\[([^\]\[]+)\]\((?:#[^)]*|https?://[^)]*)\)")
_EMPHASIS = re.compile(r"\*+|(?<!\w)_+|_+(?!\w)")
_ICON_SYNONYMS = {
    "[credit]": "[c]",
    "[credits]": "[c]",
    "[clicks]": "[click]",
    "[recurring-credit]": "[recurring]",
    "[subroutine]": "[sub]",
    "[mu]": "[MU]",
    "[memory]": "[MU]",
}
_ICON = re.compile(r"\[[a-zA-Z-]+\]")
_QUOTES = str.maketrans(
    {
        "“": '"',
        "”": '"',
        "„": '"',
        "‟": '"',
        "‘": "'",
        "’": "'",
        "‚": "'",
        "\u00a0": " ",
        "…": "...",
        "–": "-",
        "\u00ad": "",
    }
)
_LABEL = re.compile(
    r"^\s*(?:[-•]\s+)?(?:(?:\d+(?:\.\d+)*\.?|[a-z]\.)\s+)?(?:example(?:\s+\d+)?:\s*)?",
    re.IGNORECASE,
)
_WRAP_HYPHEN = re.compile(r"(\w)- +(\w)")
_TOKEN = re.compile(r"\s*(?:\[[A-Za-z]+\]|\w+(?:['-]\w+)*|\.\.\.|[^\w\s])")


@functools.lru_cache(maxsize=1 << 15)  # releases repeat most texts word for word: clean each once
def clean(text: str) -> str:
    """The text with formatting noise removed, case kept: what a word diff shows."""
    text = _ICON_SPELLED.sub(lambda m: m.group(2), text)
    text = _LINK.sub(r"\1", text)
    text = _EMPHASIS.sub("", text.translate(_QUOTES))
    text = _ICON.sub(lambda m: _ICON_SYNONYMS.get(m.group().lower(), m.group()), text)
    text = re.sub(r"(\])(?=\w)", r"\1 ", text)  # "1[c]each" was a lost space, not a new word
    text = _WRAP_HYPHEN.sub(r"\1-\2", re.sub(r"\s+", " ", text))
    return _LABEL.sub("", text, count=1).strip()


def tokens(text: str) -> list[str]:
    """Display tokens of the cleaned text, each with the whitespace before it."""
    return _TOKEN.findall(clean(text))


def token_key(token: str) -> str:
    """What a token is compared as: no surrounding space, case folded."""
    return token.strip().casefold()


def comparable(text: str) -> tuple[str, ...]:
    """The sequence two texts are compared on; equal tuples mean the same rule text."""
    return key_of_clean(clean(text))


@functools.lru_cache(maxsize=1 << 15)
def key_of_clean(cleaned: str) -> tuple[str, ...]:
    """`comparable` for text that has already been through `clean`."""
    return tuple(t.strip().casefold() for t in _TOKEN.findall(cleaned))


def is_word(token: str) -> bool:
    """True for words and icons, false for punctuation."""
    key = token_key(token)
    return bool(key) and (key[0].isalnum() or key.startswith("["))
