"""The players' words in the rules' words: `vocabulary.yaml` (package data, curated) maps what a
player types ("ETR", "sub", "breaker", "bad pub") to the words the Comprehensive Rules use, names
filler words a question carries, and says what each form of question asks for ("can I…" a permission,
"how many…" a limit) in the words of the rules that answer it; lookup and search read a question through it.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import re
from pathlib import Path

FILE = "vocabulary.yaml"


_PARSED: dict[str, dict] = {}  # the file's digest -> its tables, as a build stored them


def parsed() -> tuple[str, dict]:
    """The file's digest and its tables: what a build stores, so a one-shot search skips loading YAML."""
    return _digest(_text()), _tables()


def remember(table) -> None:
    """Take the tables a build stored (`parsed()`); used only while this package's file has its digest."""
    if isinstance(table, tuple) and len(table) == 2 and isinstance(table[1], dict) and set(table[1]) == _PARTS:
        _PARSED[str(table[0])] = table[1]


def _text() -> str:
    """The file as the package holds it (beside this module: read without importlib.resources' readers,
    which a one-shot search would import for this file alone)."""
    return Path(__file__).with_name(FILE).read_text(encoding="utf-8")


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


_PARTS = {"replace", "forms"}


@functools.cache
def _tables() -> dict:
    """{"replace": the players' phrases and filler, "forms": the question forms}, from the build's copy
    when it read these same bytes."""
    text = _text()
    parsed = _PARSED.get(_digest(text))  # the same bytes, read (and checked) when the build stored them
    if parsed is not None:
        return parsed
    from rulesdb import yamlsafe  # here: an exact lookup that reads no question never loads YAML

    data = yamlsafe.load(text, f"rulesdb/search/{FILE}")
    replace = {str(k).lower(): str(v) for k, v in data["rules_words"].items()}
    replace.update({str(w).lower(): "" for w in data["filler"]})
    return {"replace": replace, "forms": [_form(f, at) for at, f in enumerate(data.get("question_forms") or [])]}


def _form(entry, at: int) -> list[list[str]]:
    """One question form as [asks, answered_by] in lower case, or a ValueError naming the entry at fault."""
    if not (isinstance(entry, dict) and isinstance(entry.get("asks"), list) and entry["asks"]
            and isinstance(entry.get("answered_by"), list) and entry["answered_by"]):
        raise ValueError(f"rulesdb/search/{FILE}: question_forms[{at}]: needs a list `asks` and a list `answered_by`")
    return [[" ".join(str(a).lower().split()) for a in entry["asks"]], [str(w).lower() for w in entry["answered_by"]]]


def replacements() -> dict[str, str]:
    """Each player's phrase and filler word (lower case) and what it becomes ("" for filler): the
    table the browser's offline search applies too."""
    return _tables()["replace"]


def question_forms() -> list[list[list[str]]]:
    """Each form of question as [the words that begin it, the words of the rules that answer it] (lower
    case, in the file's order): the table the browser's offline search reads too."""
    return _tables()["forms"]


def answer_words(question: str) -> list[str]:
    """The words the rules answering `question` use, by the form of its first words (the first form
    that fits), or none: "can I…" asks whether something is allowed, so a rule that says "cannot" or
    "only" answers it.

    >>> answer_words("Can I trash a card in Archives?")[:2]
    ['cannot', 'only']
    >>> answer_words("trash cost")
    []
    """
    words = " ".join(re.findall(r"[\w']+", question.lower()))
    for asks, answered_by in question_forms():
        if any(words == a or words.startswith(a + " ") for a in asks):
            return answered_by
    return []


@functools.cache
def _table() -> tuple[list[tuple[str, str]], dict[str, str]]:
    """Every player's phrase and filler word, longest first, each with its first word (lower case), and
    what each becomes."""
    replace = replacements()
    return [(p, p.split()[0]) for p in sorted(replace, key=lambda p: (-len(p), p))], replace


FEW = 8  # texts a process reads with patterns of their own phrases, before it compiles the whole table
_READ = itertools.count(1)  # texts read by this process


def _pattern(text: str) -> re.Pattern | None:
    """A pattern matching the players' phrases in `text`, longest first. Compiling all 300 takes 7 ms, a
    one-shot search's largest cost after its tables: the first few texts get a pattern of the phrases
    whose first word they hold (the others cannot match, so it matches as the whole one would) in well
    under one; a process that reads more (a server) compiles the whole pattern once."""
    if next(_READ) > FEW:
        return _whole_pattern()
    phrases, _ = _table()
    lowered = text.lower()
    return _compiled(tuple(p for p, first in phrases if first in lowered))


@functools.cache
def _whole_pattern() -> re.Pattern | None:
    return _compiled(tuple(p for p, _ in _table()[0]))


def _compiled(phrases: tuple[str, ...]) -> re.Pattern | None:
    alternatives = "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in phrases)
    return re.compile(rf"(?<![\w&-])({alternatives})(?![\w&-])", re.IGNORECASE) if alternatives else None


def in_rules_words(text: str) -> str:
    """The text with each player's phrase replaced by the rules' words and filler words dropped.

    >>> in_rules_words("what happens when ETR fires on a sub?")
    'what happens when end the run resolve on a subroutine?'
    >>> in_rules_words("Bypass")
    'Bypass'
    """
    pattern, (_, replace) = _pattern(text), _table()
    found = pattern.sub(lambda m: replace[" ".join(m.group(1).lower().split())], text) if pattern else text
    return " ".join(found.split()) if found != text else text
