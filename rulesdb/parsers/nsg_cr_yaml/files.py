"""Which files of a release folder are its chapters, its changelog and its config: the upstream layout.

Chapters are `data/input/NN_<name>.yaml` in NN order (NN > 00); the release's changelog is
`data/changelogs/<version>.yaml` in newer releases, `data/input/00_changelog.yaml` in older ones
(a `XX.XX.yaml` beside it is the next release's draft and is not read). `config.yaml`, where a
release has one, is the generator's settings: a mapping whose `date` is the release's effective date.
"""

from __future__ import annotations

import datetime
import re
from typing import Any

from rulesdb.errors import ParseError, SourceError

_CHAPTER = re.compile(r"^data/input/(\d+)_[^/]+\.yaml$")
OLD_CHANGELOG = "data/input/00_changelog.yaml"
CONFIG = "config.yaml"


def chapter_files(files: dict[str, str], where: str) -> list[str]:
    """The chapter files in document order; a release without any is an error naming the folder."""
    numbered = []
    for name in files:
        match = _CHAPTER.match(name)
        if match and int(match.group(1)) > 0:
            numbered.append((int(match.group(1)), name))
    if not numbered:
        raise SourceError(f"{where}: no chapter files (expected data/input/01_<chapter>.yaml ...)")
    return [name for _, name in sorted(numbered)]


def changelog_file(files: dict[str, str], version: str) -> str | None:
    """The release's own changelog, if the folder has one."""
    for name in (f"data/changelogs/{version}.yaml", OLD_CHANGELOG):
        if name in files:
            return name
    return None


def unprinted(name: str, version: str) -> str | None:
    """The category of a file the document does not print: the generator's config, the changelog of
    another release or the next release's draft; None for a file this layout does not know."""
    if name == CONFIG:
        return "config"
    if name.endswith("/XX.XX.yaml"):
        return "draft-changelog"
    if name.startswith("data/changelogs/") and name != f"data/changelogs/{version}.yaml":
        return "other-release-changelog"
    return None


def chapter_file_of(document, address: str, names: list[str]) -> str:
    """The chapter file (of the folder's file `names`) a node of a release was read from: each file holds
    one chapter, and the document's top-level nodes are the chapters in file order."""
    node = document.nodes[address]
    while node.parent:
        node = document.nodes[node.parent]
    chapters = chapter_files(dict.fromkeys(names), document.path)
    index = document.top.index(node.address)
    return chapters[index] if index < len(chapters) else document.path


def config_date(data: Any, path: str) -> datetime.date | None:
    """The effective date a release's config gives (None when it gives none); a config that is not a
    mapping, or a date that is not `year`, `month` and `day` of a real day, is a `file:line` error."""
    line = getattr(data, "line", 1)
    if not isinstance(data, dict):
        raise ParseError(path, line, "expected the generator's settings as a mapping of fields")
    if "date" not in data:
        return None
    date = data["date"]
    parts = date if isinstance(date, dict) else {}
    if set(parts) != {"year", "month", "day"}:
        raise ParseError(path, getattr(date, "line", line), "field 'date' must have year, month and day")
    try:
        return datetime.date(*(int(str(parts[k]).strip()) for k in ("year", "month", "day")))
    except (TypeError, ValueError):
        raise ParseError(path, getattr(date, "line", line),
                         f"field 'date' is not a day: {parts['year']}-{parts['month']}-{parts['day']}") from None
