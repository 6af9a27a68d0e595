"""How players ask about each rule: `questions/*.yaml` (package data, curated, one file per part of the
Comprehensive Rules) holds, by the CR's source id, questions in players' words that the rule decides
("is jacking out an unsuccessful run", filed under 6.8.4). The index reads them as one more field of the rule
(document expansion): a question in a player's words meets the words players use, which the rule's own
text rarely holds. Questions only, never answers, so a wrong guess can mislead the ranking, never a ruling.
"""

from __future__ import annotations

import functools
from pathlib import Path

from rulesdb.errors import SourceError

FOLDER = "questions"
MAX_PER_RULE = 4


@functools.cache
def questions() -> dict[str, tuple[str, ...]]:
    """Source id -> the questions players ask that it decides, from every file of the folder; a folder
    without them (an install that left the package data out) fails the build, not the ranking."""
    found: dict[str, tuple[str, ...]] = {}
    paths = sorted(Path(__file__).with_name(FOLDER).glob("*.yaml"))
    if not paths:
        raise SourceError(f"rulesdb/search/{FOLDER}/: no files of questions (the package was installed without them)")
    for path in paths:
        for ident, asked in read(path.read_text(encoding="utf-8"), f"rulesdb/search/{FOLDER}/{path.name}").items():
            if ident in found:
                raise SourceError(f"rulesdb/search/{FOLDER}/{path.name}: asked.{ident}: also in another file")
            found[ident] = asked
    return found


def read(text: str, file: str) -> dict[str, tuple[str, ...]]:
    """One file's questions; a file not shaped `asked: {source id: [question, ...]}` fails naming the entry."""
    from rulesdb import yamlsafe  # only a build reads these files

    data = yamlsafe.load(text, file)
    if not isinstance(data, dict) or not isinstance(data.get("asked"), dict):
        raise SourceError(f"{file}: needs one mapping `asked` of source id -> list of questions")
    table = {}
    for ident, asked in data["asked"].items():
        if not isinstance(asked, list) or not 1 <= len(asked) <= MAX_PER_RULE:
            raise SourceError(f"{file}: asked.{ident}: needs a list of 1 to {MAX_PER_RULE} questions")
        if not all(isinstance(q, str) and q.strip() for q in asked):
            raise SourceError(f"{file}: asked.{ident}: each question is a line of text")
        table[str(ident)] = tuple(q.strip() for q in asked)
    return table
