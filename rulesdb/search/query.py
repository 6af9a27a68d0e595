"""What a search box receives, made safe: odd Unicode folded, quotes balanced or dropped, search
syntax read as plain words, or a BadQuery that says what to change. Icons stay whole (`[click]`)
so the index can read them as the word "click".
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from rulesdb.errors import BadQuery

MAX_CHARS = 500
MAX_WORDS = 64
_QUOTES = str.maketrans(
    {
        "“": '"',
        "”": '"',
        "„": '"',
        "‟": '"',
        "«": '"',
        "»": '"',
        "‘": "'",
        "’": "'",
        "‚": "'",
        "‛": "'",
        "`": "'",
    }
)
_DROP_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn"}
_TOKEN = re.compile(r"\[\w+\]|\w+&\w+|\w+(?:[.'-]\w+)*", re.UNICODE)
_PHRASE = re.compile(r'"([^"]*)"')


@dataclass(frozen=True)
class PlainQuery:
    """A query read as plain text: free words, and phrases the user quoted."""

    text: str  # the cleaned text, as it will be echoed back
    words: tuple[str, ...]
    phrases: tuple[tuple[str, ...], ...] = ()

    @property
    def empty(self) -> bool:
        return not self.words and not self.phrases


def clean_text(raw: object) -> str:
    """NFKC-fold, drop control and invisible characters, straighten quotes, squeeze spaces.

    >>> clean_text("  “Femme\\u200b Fatale”\\x00 ")
    '"Femme Fatale"'
    """
    if not isinstance(raw, str):
        raise BadQuery(f"query must be text, not {type(raw).__name__}")
    if len(raw) > MAX_CHARS * 4:
        raise BadQuery(f"query is {len(raw)} characters long; at most {MAX_CHARS} are allowed")
    text = unicodedata.normalize("NFKC", raw)
    text = "".join(
        " " if ch.isspace() else ch
        for ch in text
        if ch.isspace() or unicodedata.category(ch) not in _DROP_CATEGORIES
    )
    text = re.sub(r"\s+", " ", text.translate(_QUOTES)).strip()
    if len(text) > MAX_CHARS:
        raise BadQuery(f"query is {len(text)} characters long; at most {MAX_CHARS} are allowed")
    return text


def tokens(text: str) -> tuple[str, ...]:
    """Words and icons of a text; every other character (search syntax included) is a separator."""
    return tuple(_TOKEN.findall(text))


def parse(raw: object) -> PlainQuery:
    """Read a query as plain text; balanced double quotes make phrases, a lone quote is ignored."""
    text = clean_text(raw)
    if not text:
        raise BadQuery("query is empty: type a rule number, a term or some words")
    phrases: list[tuple[str, ...]] = []
    rest = text
    if text.count('"') % 2 == 0:
        for quoted in _PHRASE.findall(text):
            if len(tokens(quoted)) > 1:
                phrases.append(tokens(quoted))
                rest = rest.replace(f'"{quoted}"', " ", 1)
    words = tuple(dict.fromkeys(tokens(rest)))
    if len(words) + sum(map(len, phrases)) > MAX_WORDS:
        raise BadQuery(f"query has too many words; at most {MAX_WORDS} are used")
    return PlainQuery(text, words, tuple(dict.fromkeys(phrases)))


def did_you_mean(text: str, corrections: dict[str, str]) -> str | None:
    """The query with each unknown word replaced by the closest word of the documents, or None.

    >>> did_you_mean("can I bypas a sentry", {"bypas": "bypass"})
    'can I bypass a sentry'
    """
    if not corrections:
        return None
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, corrections)) + r")\b")
    return pattern.sub(lambda m: corrections[m.group(1)], text)
