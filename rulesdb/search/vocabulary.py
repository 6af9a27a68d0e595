"""The players' words in the rules' words: `vocabulary.yaml` (package data, curated) maps what a
player types ("ETR", "sub", "breaker", "bad pub") to the words the Comprehensive Rules use, and names
filler words a question carries; lookup and search read a question through it.
"""

from __future__ import annotations

import functools
import hashlib
import re
from pathlib import Path

FILE = "vocabulary.yaml"


_PARSED: dict[str, dict[str, str]] = {}  # the file's digest -> its table, as a build stored it


def parsed() -> tuple[str, dict[str, str]]:
    """The file's digest and its table: what a build stores, so a one-shot search skips loading YAML."""
    return _digest(_text()), replacements()


def remember(table) -> None:
    """Take a table a build stored (`parsed()`); used only while this package's file has its digest."""
    if isinstance(table, tuple) and len(table) == 2 and isinstance(table[1], dict):
        _PARSED[str(table[0])] = table[1]


def _text() -> str:
    """The file as the package holds it (beside this module: read without importlib.resources' readers,
    which a one-shot search would import for this file alone)."""
    return Path(__file__).with_name(FILE).read_text(encoding="utf-8")


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


@functools.cache
def replacements() -> dict[str, str]:
    """Each player's phrase and filler word (lower case) and what it becomes ("" for filler): the
    table the browser's offline search applies too."""
    text = _text()
    parsed = _PARSED.get(_digest(text))  # the same bytes, read (and checked) when the build stored them
    if parsed is not None:
        return parsed
    from rulesdb import yamlsafe  # here: an exact lookup that reads no question never loads YAML

    data = yamlsafe.load(text, f"rulesdb/search/{FILE}")
    replace = {str(k).lower(): str(v) for k, v in data["rules_words"].items()}
    replace.update({str(w).lower(): "" for w in data["filler"]})
    return replace


@functools.cache
def _table() -> tuple[re.Pattern, dict[str, str]]:
    """One pattern matching every player's phrase and filler word (longest first), and what each becomes."""
    replace = replacements()
    phrases = sorted(replace, key=lambda p: (-len(p), p))
    alternatives = "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in phrases)
    pattern = re.compile(rf"(?<![\w&-])({alternatives})(?![\w&-])", re.IGNORECASE)
    return pattern, replace


def in_rules_words(text: str) -> str:
    """The text with each player's phrase replaced by the rules' words and filler words dropped.

    >>> in_rules_words("what happens when ETR fires on a sub?")
    'what happens when end the run resolve on a subroutine?'
    >>> in_rules_words("Bypass")
    'Bypass'
    """
    pattern, replace = _table()
    found = pattern.sub(lambda m: replace[" ".join(m.group(1).lower().split())], text)
    return " ".join(found.split()) if found != text else text
