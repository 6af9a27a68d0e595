"""The players' words in the rules' words: `vocabulary.yaml` (package data, curated) maps what a
player types ("ETR", "sub", "breaker", "bad pub") to the words the Comprehensive Rules use, and names
filler words a question carries; lookup and search read a question through it.
"""

from __future__ import annotations

import functools
import re
from importlib import resources

FILE = "vocabulary.yaml"


@functools.cache
def replacements() -> dict[str, str]:
    """Each player's phrase and filler word (lower case) and what it becomes ("" for filler): the
    table the browser's offline search applies too."""
    from rulesdb import yamlsafe  # here: an exact lookup that reads no question never loads YAML

    text = resources.files("rulesdb.search").joinpath(FILE).read_text(encoding="utf-8")
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
